//! The Nurikabe judge input (ICPC Tehran 2007): `n m`, then `n` rows of
//! `m` characters, `.` or a digit 1..9, repeated, ended by `0 0`. Beyond
//! the judge, any size, and a puzzle whose rows contain spaces is read as
//! whitespace-separated tokens (`.` or a number), for clues of 10 or more.
//! `strict` keeps to the judge's limits (sizes 3..9, character rows).

use crate::error::{Batch, InputError};
use crate::input::{Lines, Token, check_row_length, grid_row, read_sized_batch};

use super::board::Board;

pub const JUDGE_MIN_SIDE: usize = 3;
pub const JUDGE_MAX_SIDE: usize = 9;
/// Grids larger than this are refused rather than attempted.
pub const MAX_SIDE: usize = 200;

pub fn parse_batch(text: &str, strict: bool) -> Batch<Board> {
    let (min, max) = if strict {
        (JUDGE_MIN_SIDE, JUDGE_MAX_SIDE)
    } else {
        (1, MAX_SIDE)
    };
    read_sized_batch(text, min, max, |lines, rows, cols| {
        read_grid(lines, rows, cols, strict)
    })
}

fn read_grid(
    lines: &mut Lines<'_>,
    rows: usize,
    cols: usize,
    strict: bool,
) -> Result<Board, InputError> {
    let mut clues = Vec::with_capacity(rows * cols);
    let mut token_rows = false;
    lines.read_rows(rows, |number, line| {
        token_rows |= read_row(number, line, cols, rows * cols, strict, &mut clues)?;
        Ok(())
    })?;
    Ok(Board::new(rows, cols, clues, token_rows))
}

/// Reads one row; true when it was written as tokens.
fn read_row(
    number: usize,
    line: &str,
    cols: usize,
    cells: usize,
    strict: bool,
    clues: &mut Vec<Option<u32>>,
) -> Result<bool, InputError> {
    let (row, as_tokens) = grid_row(line, !strict);
    for cell in row.iter().take(cols) {
        clues.push(read_cell(number, cell, cells)?);
    }
    check_row_length(number, line, &row, cols, as_tokens)?;
    Ok(as_tokens)
}

fn read_cell(number: usize, cell: &Token<'_>, cells: usize) -> Result<Option<u32>, InputError> {
    if cell.text == "." {
        return Ok(None);
    }
    let value: u32 = cell.text.parse().map_err(|_| {
        InputError::new(
            number,
            cell.column,
            format!("expected a clue or '.', found '{}'", cell.text),
        )
    })?;
    if value == 0 {
        return Err(InputError::new(
            number,
            cell.column,
            "a clue must be at least 1, found 0",
        ));
    }
    if value as usize > cells {
        return Err(InputError::new(
            number,
            cell.column,
            format!("a clue of {value} is larger than the grid ({cells} cells)"),
        ));
    }
    Ok(Some(value))
}
