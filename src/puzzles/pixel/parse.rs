//! The pixel judge input (Lanqiao Cup 2023, Luogu P9237): `n m`, then `n`
//! rows of `m` characters, each `_` or a clue 0..9. The judge gives one
//! puzzle; further puzzles after it are read the same way, so a file can
//! hold a collection. Beyond the judge, any size, and a row holding spaces
//! is read as whitespace-separated tokens. `strict` keeps to the judge's
//! limits (sides 1..10, character rows).

use crate::error::{Batch, InputError};
use crate::input::{BatchEnd, Grids, Lines, Sizes, Token, read_all, read_cell_rows};

use super::board::Board;

pub fn parse_batch(text: &str, strict: bool) -> Batch<Board> {
    read_all(text, reader(strict))
}

/// The reader of the judge input, puzzle by puzzle.
pub fn reader(strict: bool) -> Grids<Board> {
    // The judge gives one grid, with no end marker: grids are read to the
    // end of the input.
    let sizes = Sizes::new(super::FACTS.sides.range(strict), BatchEnd::Input);
    Grids::batch(sizes, strict, read_grid)
}

fn read_grid(
    lines: &mut Lines<'_>,
    rows: usize,
    cols: usize,
    strict: bool,
) -> Result<Board, InputError> {
    let (clues, token_rows) = read_cell_rows(lines, rows, cols, !strict, read_cell)?;
    Ok(Board::new(rows, cols, clues, token_rows))
}

fn read_cell(number: usize, cell: &Token<'_>) -> Result<Option<u8>, InputError> {
    if cell.text == "_" {
        return Ok(None);
    }
    let error = |message: String| InputError::new(number, cell.column, message);
    let value: u32 = Some(cell.text)
        .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|t| t.parse().ok())
        .ok_or_else(|| error(format!("expected a clue 0-9 or '_', found '{}'", cell.text)))?;
    if value > 9 {
        return Err(error(format!(
            "a clue counts the cells of a 3x3 window: it must be from 0 to 9, found {value}"
        )));
    }
    Ok(Some(value as u8))
}
