//! The slink judge input: `r c`, then `r` rows of `c` clues, repeated,
//! ended by `0 0`. The judge allows clues 0..3 and sizes 2..20; beyond the
//! judge (the default) a cell may also be `.` (no number) or `4` (the loop
//! is that cell's border, as in one corpus puzzle), and sizes go up to
//! the sides of `FACTS`. `strict` keeps to the judge's limits.

use crate::error::{Batch, InputError};
use crate::input::{BatchEnd, Grids, Lines, Sizes, end_column, read_all, tokens};

use super::board::{Board, Clue};

pub fn parse_batch(text: &str, strict: bool) -> Batch<Board> {
    read_all(text, reader(strict))
}

/// The reader of the judge input, puzzle by puzzle.
pub fn reader(strict: bool) -> Grids<Board> {
    let sizes = Sizes::new(super::FACTS.sides.range(strict), BatchEnd::Marker);
    Grids::batch(sizes, strict, read_grid)
}

/// Reads the rows of one puzzle. On an error the rest of its rows are
/// skipped, so the next puzzle can still be read.
fn read_grid(
    lines: &mut Lines<'_>,
    rows: usize,
    cols: usize,
    strict: bool,
) -> Result<Board, InputError> {
    let mut clues = Vec::with_capacity(rows * cols);
    lines.read_rows(rows, |number, line| {
        read_row(number, line, cols, strict, &mut clues)
    })?;
    Ok(Board::new(rows, cols, clues))
}

fn read_row(
    number: usize,
    line: &str,
    cols: usize,
    strict: bool,
    clues: &mut Vec<Clue>,
) -> Result<(), InputError> {
    let toks = tokens(line);
    for token in &toks {
        let clue = match (token.text, strict) {
            ("0", _) => Some(0),
            ("1", _) => Some(1),
            ("2", _) => Some(2),
            ("3", _) => Some(3),
            ("4", false) => Some(4),
            (".", false) => None,
            (other, _) => {
                let expected = if strict {
                    "a clue 0, 1, 2 or 3"
                } else {
                    "a clue 0 to 4 or '.'"
                };
                return Err(InputError::new(
                    number,
                    token.column,
                    format!("expected {expected}, found '{other}'"),
                ));
            }
        };
        clues.push(clue);
    }
    if toks.len() != cols {
        let column = toks.get(cols).map_or(end_column(line), |t| t.column);
        return Err(InputError::new(
            number,
            column,
            format!("expected {cols} clues in this row, found {}", toks.len()),
        ));
    }
    Ok(())
}
