//! The answer of a puzzle whose clues are numbers in cells (Slitherlink,
//! Nurikabe, Fill-a-Pix): the numbers it gives, and the judge input that
//! keeps some of them, written as `convert` writes it.

use super::detect::judge_text;
use super::{Clue, ClueGrid};
use crate::facts::PuzzleFacts;
use crate::io::generate::{Clues, Site};

pub struct CluedAnswer {
    /// The puzzle's record, for its judge format.
    pub facts: &'static PuzzleFacts,
    pub rows: usize,
    pub cols: usize,
    /// Per cell, row by row, the number the answer gives it, if any.
    pub clues: Vec<Option<u32>>,
    /// Whether a puzzle may leave a clue out (a Nurikabe island may not).
    pub removable: bool,
}

impl CluedAnswer {
    /// A clue in every cell, `clue` of it, each of which may go.
    pub fn every_cell(
        facts: &'static PuzzleFacts,
        rows: usize,
        cols: usize,
        clue: impl Fn(usize) -> u32,
    ) -> CluedAnswer {
        CluedAnswer {
            facts,
            rows,
            cols,
            clues: (0..rows * cols).map(|cell| Some(clue(cell))).collect(),
            removable: true,
        }
    }
}

impl Clues for CluedAnswer {
    fn sites(&self) -> Vec<Site> {
        (0..self.clues.len())
            .filter(|&cell| self.clues[cell].is_some())
            .map(|cell| Site {
                cell,
                removable: self.removable,
            })
            .collect()
    }

    fn text(&self, kept: &[bool]) -> String {
        let mut cells = vec![None; self.clues.len()];
        let numbered = (0..self.clues.len()).filter(|&c| self.clues[c].is_some());
        for (cell, &keep) in numbered.zip(kept) {
            if keep {
                cells[cell] = self.clues[cell].map(Clue::Number);
            }
        }
        let grid = ClueGrid {
            rows: self.rows,
            cols: self.cols,
            cells,
        };
        let text = judge_text(&grid, self.facts).unwrap_or_default();
        text.strip_suffix("0 0\n").unwrap_or(&text).to_string()
    }
}
