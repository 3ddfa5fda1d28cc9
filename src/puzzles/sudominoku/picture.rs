//! The grid for `--explain --grid`: placed digits, `.` elsewhere, with the
//! cells a step read and decided marked (an edge marks both its cells).

use crate::engine::Premises;
use crate::io::picture::{cell_grid, cell_highlights};
use crate::style::Style;

use super::geometry::geometry;
use super::givens::{CELLS, SIDE};
use super::state::{Mark, SuDominoKu};

pub fn picture(p: &SuDominoKu, read: &Premises<Mark>, decided: &[Mark], style: Style) -> String {
    let cells_of = |mark: Mark| match mark {
        Mark::Digit { cell, .. } => [Some(cell as usize), None],
        Mark::Edge { edge, .. } => geometry().edges[edge as usize].map(Some),
    };
    let marks = cell_highlights(CELLS, read, decided, cells_of);
    cell_grid(SIDE, SIDE, style, |r, c| {
        let cell = r * SIDE + c;
        let text = if p.is_placed(cell) {
            p.digit(cell).to_string()
        } else {
            ".".into()
        };
        (text, marks[cell])
    })
}
