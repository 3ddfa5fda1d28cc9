//! The grid for `--explain --grid`: each cell its clue, if any, then `#`
//! black, `-` white or `.` undecided, with what a step read and decided
//! marked.

use crate::engine::Premises;
use crate::io::picture::{cell_grid, cell_highlights};
use crate::style::Style;

use super::state::{Colour, Paint, Pixel};

pub fn picture(p: &Pixel, read: &Premises<Paint>, decided: &[Paint], style: Style) -> String {
    let cells = p.board.cells();
    let marks = cell_highlights(cells, read, decided, |e| [Some(e.cell as usize), None]);
    cell_grid(p.board.rows, p.board.cols, style, |r, c| {
        let cell = r * p.board.cols + c;
        let colour = match p.colour(cell) {
            Colour::Black => '#',
            Colour::White => '-',
            Colour::Undecided => '.',
        };
        let text = match p.clue(cell) {
            Some(n) => format!("{n}{colour}"),
            None => colour.to_string(),
        };
        (text, marks[cell])
    })
}
