//! The givens of a puzzle of a grid of numbered clues in a trace: its
//! size and its rows of clues as the judge input writes them. The reader
//! rebuilds the judge input from them and reads it with the puzzle's own
//! reader, so a trace's givens are bounded and checked as an input file
//! is (a size or clue beyond what the reader takes is refused, not made).

use serde::{Deserialize, Serialize};

/// `{"clues": ["1 . 3", ...], "cols": C, "rows": R}`, keys sorted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClueRowsJson {
    pub clues: Vec<String>,
    pub cols: u64,
    pub rows: u64,
}

impl ClueRowsJson {
    pub fn new(rows: usize, cols: usize, clues: Vec<String>) -> ClueRowsJson {
        ClueRowsJson {
            clues,
            cols: cols as u64,
            rows: rows as u64,
        }
    }

    /// The judge input of one puzzle: `R C`, then the rows of clues.
    pub fn judge_text(&self) -> String {
        let mut text = format!("{} {}\n", self.rows, self.cols);
        for row in &self.clues {
            text.push_str(row);
            text.push('\n');
        }
        text
    }
}
