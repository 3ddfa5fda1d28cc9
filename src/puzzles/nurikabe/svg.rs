//! The grid in SVG, for `draw` and `show`: water dark, land a dot, the
//! clues' numbers (or `?`) on white; one item per cell.

use crate::io::drawing::{Drawing, cell_drawing};

use super::state::{CellMark, Mark, Nurikabe};

const STATES: &[&str] = &["open", "water", "land", "clue"];
const CSS: &str = "\
.f{fill:#fff}.dot{display:none;fill:#333}\
.s-water .f{fill:#2b4a73}.s-land .dot{display:inline}";

pub fn drawing(p: &Nurikabe) -> Drawing {
    cell_drawing(
        p.board.rows,
        p.board.cols,
        |cell| p.clue_text(cell),
        true,
        CSS,
        STATES,
    )
}

pub fn item_states(p: &Nurikabe, out: &mut Vec<u8>) {
    out.clear();
    out.extend((0..p.board.cells()).map(|cell| {
        if p.board.is_clue(cell) {
            3
        } else {
            match p.mark(cell) {
                Mark::Unknown => 0,
                Mark::Water => 1,
                Mark::Land => 2,
            }
        }
    }));
}

pub fn effect_items(effect: CellMark, out: &mut Vec<usize>) {
    out.push(effect.cell as usize);
}
