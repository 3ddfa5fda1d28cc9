//! Nurikabe: islands of land, each holding one number equal to its size,
//! in one connected sea with no 2x2 pool. Judge format of ICPC Tehran 2007,
//! extended to any size and to token rows for clues of 10 or more; and the
//! answer checker of Baekjoon 11133.
//!
//! Progress format (a partly solved grid): the puzzle's rows with `#` for
//! water, `o` for land known to be land, `.` for undecided, numbers as
//! given; token rows (space-separated) when a clue has two digits.

mod board;
mod check_format;
mod generate;
mod open_joined;
mod parse;
mod picture;
mod progress;
mod puzzle;
pub mod rules;
mod state;
mod svg;
mod verify;

use serde::{Deserialize, Serialize};

use crate::error::InputError;
use crate::facts::{Hidden, PuzzleFacts, Sides};
use crate::formats::ClueGrid;
use crate::formats::share::Share;
use crate::input::tokens;
use crate::input::{Grids, Mapped};
use crate::io::PuzzleIo;
use crate::io::drawing::Draw;
use crate::io::picture::Picture;
use crate::wire::givens::Givens;

pub use board::{Board, Clue};
pub use check_format::{Boards, parse_filled_batch};
pub use state::{CellMark, Mark, Nurikabe};
pub use verify::{Filled, Violation, violations};

/// The givens in a trace: the rows of clues as tokens (`"3 . 12"`), and
/// whether the input wrote its rows so (its judge output then does).
/// Keys in sorted order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GivensJson {
    pub clues: Vec<String>,
    pub cols: u64,
    pub rows: u64,
    #[serde(default)]
    pub tokens: bool,
}

/// Nurikabe's record: names, formats, sizes.
pub const FACTS: PuzzleFacts = PuzzleFacts {
    id: "nurikabe",
    name: "Nurikabe",
    aliases: &[],
    judge_format: "Tehran 2007 judge format; token rows for clues of 10 or more",
    blank: ".",
    packed: true,
    // An island whose size is not given (see `board`).
    hidden: Hidden::Written("?"),
    pzpr_genre: Some("nurikabe"),
    tatham_game: None,
    sides: Sides {
        min: 1,
        max: 200,
        judge_min: 3,
        judge_max: 9,
    },
};

impl Nurikabe {
    /// The state as a filled board for the verifier (undecided counts as land).
    pub fn filled(&self) -> Filled {
        let cells = 0..self.board.cells();
        Filled {
            rows: self.board.rows,
            cols: self.board.cols,
            clues: self.board.clues.clone(),
            water: cells.map(|c| self.is(c, Mark::Water)).collect(),
        }
    }

    /// Writes the grid, one row per line; `symbol` writes each cell's
    /// text. Written straight into one string: judge output draws every
    /// answer so, and a string per cell cost as much as a small solve's
    /// final check.
    fn write_grid(&self, symbol: impl Fn(usize, &mut String)) -> String {
        let board = &self.board;
        let mut out = String::with_capacity(board.rows * (board.cols + 1) * 2);
        for r in 0..board.rows {
            for c in 0..board.cols {
                if c > 0 && board.tokens {
                    out.push(' ');
                }
                symbol(r * board.cols + c, &mut out);
            }
            out.push('\n');
        }
        out
    }

    /// The cell's clue as written: its number, or `?`.
    fn clue_text(&self, cell: usize) -> Option<String> {
        self.board.clue(cell).map(|clue| match clue {
            Clue::Number(n) => n.to_string(),
            Clue::Hidden => "?".to_string(),
        })
    }

    /// Writes the cell's clue (a number or `?`), if it has one; true when
    /// it did.
    fn write_clue(&self, cell: usize, out: &mut String) -> bool {
        use std::fmt::Write;
        match self.board.clue(cell) {
            Some(Clue::Number(n)) => {
                let _ = write!(out, "{n}");
                true
            }
            Some(Clue::Hidden) => {
                out.push('?');
                true
            }
            None => false,
        }
    }
}

impl PuzzleIo for Nurikabe {
    const FACTS: &'static PuzzleFacts = &FACTS;

    fn engine_sections() -> crate::engine::EngineSections {
        crate::engine_sections!("nurikabe";
            hypothesis: "hypothesis",
            forcing: "forcing",
            nested_hypothesis: "nested-hypothesis",
            guess: "guess",
        )
    }

    type Judge = Mapped<Grids<Board>, Self>;
    fn judge_reader(strict: bool) -> Self::Judge {
        Mapped {
            reader: parse::reader(strict),
            map: Nurikabe::new,
        }
    }

    fn size_text(&self) -> String {
        format!("{}x{}", self.board.rows, self.board.cols)
    }

    /// The grid with water as `#`, numbers and `.` as given, then an empty line.
    fn judge_output(&self, _index: usize) -> Result<String, String> {
        let filled = self.filled();
        if let Some(broken) = violations(&filled).first() {
            return Err(broken.to_string());
        }
        let grid = self.write_grid(|c, out| {
            if filled.water[c] {
                out.push('#');
            } else if !self.write_clue(c, out) {
                out.push('.');
            }
        });
        Ok(grid + "\n")
    }

    fn violations(&self) -> Vec<String> {
        violations(&self.filled())
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn implicit_marks(&self) -> Vec<CellMark> {
        (0..self.board.cells())
            .filter(|&c| self.is(c, Mark::Unknown))
            .map(|c| CellMark {
                cell: c as u32,
                water: false,
            })
            .collect()
    }

    fn progress_text(&self) -> String {
        self.write_grid(|c, out| {
            if !self.write_clue(c, out) {
                out.push(match self.mark(c) {
                    Mark::Water => '#',
                    Mark::Land => 'o',
                    Mark::Unknown => '.',
                });
            }
        })
    }

    fn stuck_output(&self, _index: usize) -> String {
        self.progress_text() + "\n"
    }

    fn read_progress(text: &str) -> Result<crate::io::progress_marks::Progress<Self>, InputError> {
        progress::read_progress(text)
    }
}

impl Share for Nurikabe {
    fn drawn_effects(&self, drawn: &[Option<bool>]) -> Vec<CellMark> {
        drawn
            .iter()
            .enumerate()
            .filter(|&(c, _)| c < self.board.cells() && !self.board.is_clue(c))
            .filter_map(|(c, d)| {
                d.map(|water| CellMark {
                    cell: c as u32,
                    water,
                })
            })
            .collect()
    }

    fn clue_grid(&self) -> Option<ClueGrid> {
        Some(ClueGrid {
            rows: self.board.rows,
            cols: self.board.cols,
            cells: self.board.clues.clone(),
        })
    }

    fn drawn_marks(&self) -> Vec<Option<bool>> {
        (0..self.board.cells())
            .map(|c| match self.mark(c) {
                Mark::Unknown => None,
                mark => Some(mark == Mark::Water),
            })
            .collect()
    }
}

impl Givens for Nurikabe {
    type GivensJson = GivensJson;

    fn givens_json(&self) -> GivensJson {
        let board = &self.board;
        let rows: Vec<String> = (0..board.rows)
            .map(|r| {
                let row: Vec<String> = (0..board.cols)
                    .map(|c| {
                        self.clue_text(r * board.cols + c)
                            .unwrap_or_else(|| ".".into())
                    })
                    .collect();
                row.join(" ")
            })
            .collect();
        GivensJson {
            clues: rows,
            cols: board.cols as u64,
            rows: board.rows as u64,
            tokens: board.tokens,
        }
    }

    fn from_givens_json(givens: &GivensJson) -> Result<Self, String> {
        // Bounded as the judge input's reader bounds an input (its sides,
        // and each clue by `parse::read_cell`), before anything is made.
        let (min, max) = FACTS.sides.range(false);
        let side = |what: &str, n: u64| {
            usize::try_from(n)
                .ok()
                .filter(|n| (min..=max).contains(n))
                .ok_or_else(|| {
                    format!("the puzzle's {what} must be from {min} to {max}, found {n}")
                })
        };
        let (rows, cols) = (side("rows", givens.rows)?, side("cols", givens.cols)?);
        if givens.clues.len() != rows {
            return Err(format!(
                "the puzzle has {} rows of clues, not {rows}",
                givens.clues.len()
            ));
        }
        let mut clues = Vec::with_capacity(rows * cols);
        for (n, text) in givens.clues.iter().enumerate() {
            let cells = tokens(text);
            if cells.len() != cols {
                return Err(format!(
                    "a row of 'clues' has {} cells, not {cols}",
                    cells.len()
                ));
            }
            for cell in &cells {
                let clue = parse::read_cell(n + 1, cell, rows * cols, true)
                    .map_err(|e| format!("the puzzle's clues, row {}: {}", n + 1, e.message))?;
                clues.push(clue);
            }
        }
        Ok(Nurikabe::new(Board::new(rows, cols, clues, givens.tokens)))
    }
}

impl Draw for Nurikabe {
    fn drawing(&self) -> crate::io::drawing::Drawing {
        svg::drawing(self)
    }

    fn item_states(&self, out: &mut Vec<u8>) {
        svg::item_states(self, out)
    }

    fn effect_items(&self, effect: CellMark, out: &mut Vec<usize>) {
        svg::effect_items(effect, out)
    }

    fn given_items(&self, at: crate::engine::Anchor, out: &mut Vec<usize>) {
        if at < self.board.cells() {
            out.push(at);
        }
    }
}

impl Picture for Nurikabe {
    fn picture(
        &self,
        read: &crate::engine::Premises<CellMark>,
        decided: &[CellMark],
        style: crate::style::Style,
    ) -> String {
        picture::picture(self, read, decided, style)
    }
}
