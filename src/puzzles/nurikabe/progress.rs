//! Reading the progress format: rows of `#` (water), `o` (land), `.`
//! (undecided), numbers and `?` (a clue whose number is hidden), as characters or, when a row holds spaces, as
//! tokens. A solved puzzle's judge output reads back with its `.` cells
//! undecided.

use crate::error::InputError;
use crate::input::{end_column, grid_lines, tokens};
use crate::io::progress_marks::{Progress, apply_marks};

use super::board::{Board, Clue};
use super::state::{CellMark, Nurikabe};

pub fn read_progress(text: &str) -> Result<Progress<Nurikabe>, InputError> {
    let rows = grid_lines(text)?;
    let as_tokens = rows.iter().any(|(_, l)| l.contains(' '));
    let cells_of = |line: &str| -> Vec<(String, usize)> {
        if as_tokens {
            tokens(line)
                .into_iter()
                .map(|t| (t.text.to_string(), t.column))
                .collect()
        } else {
            line.chars()
                .enumerate()
                .map(|(i, ch)| (ch.to_string(), i + 1))
                .collect()
        }
    };
    let cols = cells_of(rows[0].1).len();
    let mut clues = Vec::new();
    let mut marks = Vec::new();
    for &(number, line) in &rows {
        let cells = cells_of(line);
        if cells.len() != cols {
            let column = cells.get(cols).map_or(end_column(line), |c| c.1);
            return Err(InputError::new(
                number,
                column,
                format!("expected {cols} cells in this row, found {}", cells.len()),
            ));
        }
        for (text, column) in cells {
            let cell = clues.len();
            match text.as_str() {
                "." => clues.push(None),
                "?" => clues.push(Some(Clue::Hidden)),
                "#" | "o" => {
                    clues.push(None);
                    marks.push((
                        CellMark {
                            cell: cell as u32,
                            water: text == "#",
                        },
                        number,
                        column,
                    ));
                }
                n => match crate::input::whole(n) {
                    Ok(value) if value >= 1 => {
                        let value = u32::try_from(value).unwrap_or(u32::MAX);
                        clues.push(Some(Clue::Number(value)))
                    }
                    _ => {
                        return Err(InputError::new(
                            number,
                            column,
                            format!("expected a number, '#', 'o' or '.', found '{n}'"),
                        ));
                    }
                },
            }
        }
    }
    let state = Nurikabe::new(Board::new(rows.len(), cols, clues, as_tokens));
    Ok(apply_marks(state, marks, |s, m, t| s.set(m, t)))
}
