//! The grid for `--explain --grid`: clues (`?` a hidden number), `#` water, `o` land, `.`
//! undecided, with what a step read and decided marked.

use crate::engine::Premises;
use crate::io::picture::{cell_grid, cell_highlights};
use crate::style::Style;

use super::state::{CellMark, Mark, Nurikabe};

pub fn picture(
    p: &Nurikabe,
    read: &Premises<CellMark>,
    decided: &[CellMark],
    style: Style,
) -> String {
    let cells = p.board.cells();
    let marks = cell_highlights(cells, read, decided, |e| [Some(e.cell as usize), None]);
    cell_grid(p.board.rows, p.board.cols, style, |r, c| {
        let cell = r * p.board.cols + c;
        let text = match (p.clue_text(cell), p.mark(cell)) {
            (Some(clue), _) => clue,
            (None, Mark::Water) => "#".into(),
            (None, Mark::Land) => "o".into(),
            (None, Mark::Unknown) => ".".into(),
        };
        (text, marks[cell])
    })
}
