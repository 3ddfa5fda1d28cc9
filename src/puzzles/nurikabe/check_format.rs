//! The checker's input (Baekjoon 11133): `T`, then `T` boards, each `N M`
//! and `N` rows of `M` characters from `123456789.#`.

use crate::error::{Batch, InputError};
use crate::input::{
    BatchEnd, Grids, Lines, Out, Reader, Sizes, Token, number, read_all, read_cell_rows, tokens,
};

use super::board::Clue;
use super::verify::Filled;

pub const MAX_BOARDS: usize = 100;
pub const MAX_SIDE: usize = 50;

/// Reads the boards; a board that cannot be read, its header included,
/// is kept as an error and still counts as one of the `T`, so the boards
/// after it keep their numbers.
pub fn parse_filled_batch(text: &str) -> Batch<Filled> {
    read_all(text, Boards::default())
}

/// The reader of the boards, board by board: the count first, then the
/// boards it counts.
#[derive(Clone, Default)]
pub struct Boards {
    /// The boards, once their count is read.
    grids: Option<(usize, Grids<Filled>)>,
}

impl Reader for Boards {
    type Item = Filled;

    fn step(&mut self, lines: &mut Lines<'_>, out: &mut Out<Filled>) {
        let Some((count, grids)) = &mut self.grids else {
            match board_count(lines) {
                Ok(count) => {
                    let sizes = Sizes::new((1, MAX_SIDE), BatchEnd::Count(count));
                    self.grids = Some((count, Grids::after_start(sizes, read_board)));
                }
                Err(error) => out.end(Some(error)),
            }
            return;
        };
        let mut inner = Out::new();
        grids.step(lines, &mut inner);
        // The grids end at the end of the input, wherever it is: fewer
        // boards than counted is an error there.
        if inner.ends() && grids.read() < *count {
            let message = format!(
                "expected board {} of {count}, found the end of the file",
                grids.read() + 1
            );
            inner.replace_end(InputError::new(lines.end_line(), 1, message));
        }
        out.append(inner);
    }
}

/// The first line: how many boards follow.
fn board_count(lines: &mut Lines<'_>) -> Result<usize, InputError> {
    let Some((line_number, line)) = lines.next_nonblank() else {
        return Err(InputError::new(
            1,
            1,
            "the input is empty: expected the number of boards",
        ));
    };
    match tokens(line).as_slice() {
        [one] => number(*one, line_number, "the number of boards", 1, MAX_BOARDS),
        _ => Err(InputError::new(
            line_number,
            1,
            "expected one number: how many boards follow",
        )),
    }
}

fn read_board(
    lines: &mut Lines<'_>,
    rows: usize,
    cols: usize,
    _strict: bool,
) -> Result<Filled, InputError> {
    let (cells, _) = read_cell_rows(lines, rows, cols, false, read_cell)?;
    let (clues, water) = cells.into_iter().unzip();
    Ok(Filled {
        rows,
        cols,
        clues,
        water,
    })
}

/// One character of a board: its clue, and whether it is water.
fn read_cell(number: usize, cell: &Token<'_>) -> Result<(Option<Clue>, bool), InputError> {
    match cell.text {
        "#" => Ok((None, true)),
        "." => Ok((None, false)),
        digit if matches!(digit.as_bytes(), [b'1'..=b'9']) => {
            Ok((digit.parse().ok().map(Clue::Number), false))
        }
        other => Err(InputError::new(
            number,
            cell.column,
            format!("expected a digit 1-9, '.' or '#', found '{other}'"),
        )),
    }
}
