//! The checker's input (Baekjoon 11133): `T`, then `T` boards, each `N M`
//! and `N` rows of `M` characters from `123456789.#`.

use crate::error::{Batch, InputError};
use crate::input::{Lines, end_column, number, tokens};

use super::verify::Filled;

pub const MAX_BOARDS: usize = 100;
pub const MAX_SIDE: usize = 50;

pub fn parse_filled_batch(text: &str) -> Batch<Filled> {
    let mut lines = Lines::new(text);
    let mut items = Vec::new();
    let Some((line_number, line)) = lines.next_nonblank() else {
        return Batch {
            items,
            trailing: Some(InputError::new(
                1,
                1,
                "the input is empty: expected the number of boards",
            )),
        };
    };
    let toks = tokens(line);
    let count = match toks.as_slice() {
        [one] => number(*one, line_number, "the number of boards", 1, MAX_BOARDS),
        _ => Err(InputError::new(
            line_number,
            1,
            "expected one number: how many boards follow",
        )),
    };
    let count = match count {
        Ok(n) => n,
        Err(error) => {
            return Batch {
                items,
                trailing: Some(error),
            };
        }
    };
    for board in 0..count {
        let Some((line_number, line)) = lines.next_nonblank() else {
            let error = InputError::new(
                lines.end_line(),
                1,
                format!(
                    "expected board {} of {count}, found the end of the file",
                    board + 1
                ),
            );
            return Batch {
                items,
                trailing: Some(error),
            };
        };
        let toks = tokens(line);
        if toks.len() != 2 {
            let error = InputError::new(line_number, 1, "expected two numbers, rows and columns");
            return Batch {
                items,
                trailing: Some(error),
            };
        }
        let size =
            number(toks[0], line_number, "the number of rows", 1, MAX_SIDE).and_then(|rows| {
                Ok((
                    rows,
                    number(toks[1], line_number, "the number of columns", 1, MAX_SIDE)?,
                ))
            });
        let (rows, cols) = match size {
            Ok(size) => size,
            Err(error) => {
                return Batch {
                    items,
                    trailing: Some(error),
                };
            }
        };
        items.push(read_board(&mut lines, rows, cols));
    }
    Batch {
        items,
        trailing: None,
    }
}

/// Reads one board; on an error the rest of its rows are skipped, so the
/// next board can still be read.
fn read_board(lines: &mut Lines<'_>, rows: usize, cols: usize) -> Result<Filled, InputError> {
    let mut board = Filled {
        rows,
        cols,
        clues: Vec::with_capacity(rows * cols),
        water: Vec::with_capacity(rows * cols),
    };
    for row in 0..rows {
        let Some((line_number, line)) = lines.next_line() else {
            return Err(InputError::new(
                lines.end_line(),
                1,
                format!(
                    "expected row {} of {rows}, found the end of the file",
                    row + 1
                ),
            ));
        };
        let line = line.trim_end();
        for (index, ch) in line.chars().enumerate() {
            if index == cols {
                lines.skip(rows - row - 1);
                return Err(InputError::new(
                    line_number,
                    index + 1,
                    format!("expected {cols} cells in this row, found more"),
                ));
            }
            let (clue, water) = match ch {
                '#' => (None, true),
                '.' => (None, false),
                '1'..='9' => (ch.to_digit(10), false),
                other => {
                    lines.skip(rows - row - 1);
                    return Err(InputError::new(
                        line_number,
                        index + 1,
                        format!("expected a digit 1-9, '.' or '#', found '{other}'"),
                    ));
                }
            };
            board.clues.push(clue);
            board.water.push(water);
        }
        if line.chars().count() < cols {
            lines.skip(rows - row - 1);
            let found = line.chars().count();
            return Err(InputError::new(
                line_number,
                end_column(line),
                format!("expected {cols} cells in this row, found {found}"),
            ));
        }
    }
    Ok(board)
}
