//! The Nurikabe judge input (ICPC Tehran 2007): `n m`, then `n` rows of
//! `m` characters, `.` or a digit 1..9, repeated, ended by `0 0`. Beyond
//! the judge, any size, and a puzzle whose rows contain spaces is read as
//! whitespace-separated tokens (`.` or a number), for clues of 10 or more;
//! and `?`, a clue whose number is hidden (the shared formats have it).
//! `strict` keeps to the judge's limits (sizes 3..9, character rows, no
//! `?`).

use crate::error::InputError;
use crate::input::{BatchEnd, Grids, Lines, NotWhole, Sizes, Token, read_cell_rows, whole};

use super::board::{Board, Clue};

/// The reader of the judge input, puzzle by puzzle.
pub fn reader(strict: bool) -> Grids<Board> {
    let sizes = Sizes::new(super::FACTS.sides.range(strict), BatchEnd::Marker);
    Grids::batch(sizes, strict, read_grid)
}

fn read_grid(
    lines: &mut Lines<'_>,
    rows: usize,
    cols: usize,
    strict: bool,
) -> Result<Board, InputError> {
    let (clues, token_rows) = read_cell_rows(lines, rows, cols, !strict, |number, cell| {
        read_cell(number, cell, rows * cols, !strict)
    })?;
    Ok(Board::new(rows, cols, clues, token_rows))
}

/// One cell: `.`, a number, or `?` where `hidden` allows it.
pub(super) fn read_cell(
    number: usize,
    cell: &Token<'_>,
    cells: usize,
    hidden: bool,
) -> Result<Option<Clue>, InputError> {
    match cell.text {
        "." => return Ok(None),
        "?" if hidden => return Ok(Some(Clue::Hidden)),
        "?" => {
            return Err(InputError::new(
                number,
                cell.column,
                "the judge format has no hidden number '?'",
            ));
        }
        _ => {}
    }
    let value = match whole(cell.text) {
        Ok(value) => u32::try_from(value).unwrap_or(u32::MAX),
        Err(NotWhole::TooLarge) => u32::MAX,
        Err(NotWhole::NotANumber) => {
            return Err(InputError::new(
                number,
                cell.column,
                format!("expected a clue or '.', found '{}'", cell.text),
            ));
        }
    };
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
            format!(
                "a clue of {} is larger than the grid ({cells} cells)",
                cell.text
            ),
        ));
    }
    Ok(Some(Clue::Number(value)))
}
