//! The progress format: one line per row, the row's clues as in the judge
//! input (`_` or a digit), a space, then the row's colours as in the judge
//! output (`1` black, `0` white) with `.` for a cell not yet decided:
//!
//! ```text
//! _1__5_1_ 00011000
//! 1_4__42_ 00.1110.
//! ```
//!
//! A row may leave out its colours: all its cells are then undecided, so
//! the rows of a judge input read as a fresh puzzle.

use crate::error::InputError;
use crate::input::{Token, check_row_length, grid_lines, grid_row, tokens};
use crate::io::progress_marks::{Progress, apply_marks};

use super::board::Board;
use super::state::{Colour, Paint, Pixel};

pub fn write(state: &Pixel) -> String {
    let board = &state.board;
    let mut out = String::with_capacity(board.rows * (2 * board.cols + 2));
    for r in 0..board.rows {
        let cells = r * board.cols..(r + 1) * board.cols;
        for cell in cells.clone() {
            out.push(board.clues[cell].map_or('_', |d| char::from(b'0' + d)));
        }
        out.push(' ');
        for cell in cells {
            out.push(match state.colour(cell) {
                Colour::Black => '1',
                Colour::White => '0',
                Colour::Undecided => '.',
            });
        }
        out.push('\n');
    }
    out
}

/// The cells of one field of a row, their columns counted in the line.
fn field(part: Token<'_>) -> Vec<Token<'_>> {
    let (mut cells, _) = grid_row(part.text, false);
    cells.iter_mut().for_each(|c| c.column += part.column - 1);
    cells
}

pub fn read(text: &str) -> Result<Progress<Pixel>, InputError> {
    let rows = grid_lines(text)?;
    let first = rows[0].1;
    let cols = tokens(first)[0].text.chars().count();
    let mut clues = Vec::with_capacity(rows.len() * cols);
    let mut colours = Vec::with_capacity(rows.len() * cols);
    for &(number, line) in &rows {
        let parts = tokens(line);
        if parts.len() > 2 {
            return Err(InputError::new(
                number,
                parts[2].column,
                "expected a row's clues and its colours, found more",
            ));
        }
        let clue_cells = field(parts[0]);
        check_row_length(number, line, &clue_cells, cols, false)?;
        for cell in &clue_cells {
            clues.push(match cell.text {
                "_" => None,
                d if d.len() == 1 && d.as_bytes()[0].is_ascii_digit() => {
                    Some(d.as_bytes()[0] - b'0')
                }
                other => {
                    return Err(InputError::new(
                        number,
                        cell.column,
                        format!("expected a clue 0-9 or '_', found '{other}'"),
                    ));
                }
            });
        }
        let Some(part) = parts.get(1) else {
            colours.extend((0..cols).map(|_| None));
            continue;
        };
        let colour_cells = field(*part);
        check_row_length(number, line, &colour_cells, cols, false)?;
        for cell in &colour_cells {
            colours.push(match cell.text {
                "." => None,
                "1" => Some((true, number, cell.column)),
                "0" => Some((false, number, cell.column)),
                other => {
                    return Err(InputError::new(
                        number,
                        cell.column,
                        format!("expected a colour '1', '0' or '.', found '{other}'"),
                    ));
                }
            });
        }
    }
    let state = Pixel::new(Board::new(rows.len(), cols, clues, false));
    let marks = colours
        .into_iter()
        .enumerate()
        .filter_map(|(cell, colour)| {
            colour.map(|(black, line, column)| {
                let paint = Paint {
                    cell: cell as u32,
                    black,
                };
                (paint, line, column)
            })
        });
    Ok(apply_marks(state, marks, |s, m, t| s.paint(m, t)))
}
