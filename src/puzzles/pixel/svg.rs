//! The grid in SVG, for `draw` and `show`: black, white, undecided grey
//! (as Mosaic shows it: a white cell must not look undecided), and the
//! clues' numbers; one item per cell.

use crate::io::drawing::{Drawing, cell_drawing};

use super::state::{Colour, Paint, Pixel};

const STATES: &[&str] = &["open", "black", "white"];
const CSS: &str = "\
.f{fill:#d0d0d0}.s-black .f{fill:#1a1a1a}.s-black .clue{fill:#fff}\
.s-white .f{fill:#fff}";

pub fn drawing(p: &Pixel) -> Drawing {
    cell_drawing(
        p.board.rows,
        p.board.cols,
        |cell| p.clue(cell).map(|n| n.to_string()),
        false,
        CSS,
        STATES,
    )
}

pub fn item_states(p: &Pixel, out: &mut Vec<u8>) {
    out.clear();
    out.extend((0..p.board.cells()).map(|cell| match p.colour(cell) {
        Colour::Undecided => 0,
        Colour::Black => 1,
        Colour::White => 2,
    }));
}

pub fn effect_items(effect: Paint, out: &mut Vec<usize>) {
    out.push(effect.cell as usize);
}
