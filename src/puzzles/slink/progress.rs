//! Reading the progress format (see `drawing.rs`): a framed drawing with
//! lines, crosses and clues, optionally after a line holding the puzzle's
//! number (so that judge output for one puzzle reads back as-is).

use crate::error::InputError;

use super::board::{Board, Clue};
use super::grid::Grid;
use super::state::SegMark;

/// A mark read from the drawing and where it stood.
pub struct PlacedMark {
    pub mark: SegMark,
    pub line: usize,
    pub column: usize,
}

pub fn parse_progress(text: &str) -> Result<(Board, Vec<PlacedMark>), InputError> {
    let mut lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
        .filter(|(_, l)| !l.trim().is_empty())
        .collect();
    if lines
        .first()
        .is_some_and(|(_, l)| l.trim().chars().all(|c| c.is_ascii_digit()))
    {
        lines.remove(0);
    }
    let Some(&(first_line, top)) = lines.first() else {
        return Err(InputError::new(
            1,
            1,
            "the input is empty: expected a framed drawing",
        ));
    };
    let width = top.chars().count();
    if width < 13 || (width - 5) % 4 != 0 || !top.chars().all(|c| c == '#') {
        return Err(InputError::new(
            first_line,
            1,
            "expected the top of the frame: a row of '#', 4 per column plus 5",
        ));
    }
    let cols = (width - 5) / 4;
    if lines.len() < 9 || !(lines.len() - 5).is_multiple_of(2) {
        let (line, _) = lines[lines.len() - 1];
        return Err(InputError::new(
            line,
            1,
            "expected 2 lines per row plus 5 for the frame",
        ));
    }
    let rows = (lines.len() - 5) / 2;
    for &(number, line) in &lines {
        let got = line.chars().count();
        if got != width {
            return Err(InputError::new(
                number,
                got.min(width) + 1,
                format!("expected lines of {width} characters, this one has {got}"),
            ));
        }
    }
    let picture: Vec<(usize, Vec<char>)> = lines[2..lines.len() - 2]
        .iter()
        .map(|(n, l)| (*n, l.chars().collect()))
        .collect();
    let grid = Grid::new(rows, cols);
    let mut clues: Vec<Clue> = Vec::with_capacity(rows * cols);
    let mut marks = Vec::new();
    for (index, (number, chars)) in picture.iter().enumerate() {
        let i = index / 2;
        let at = |k: usize| (chars[2 + k], 3 + k);
        if index % 2 == 0 {
            for j in 0..cols {
                let text: String = chars[3 + 4 * j..6 + 4 * j].iter().collect();
                let line = match text.as_str() {
                    "---" => Some(true),
                    " x " => Some(false),
                    "   " => None,
                    _ => {
                        return Err(InputError::new(
                            *number,
                            4 + 4 * j,
                            format!("expected '---', ' x ' or three spaces, found '{text}'"),
                        ));
                    }
                };
                if let Some(line) = line {
                    marks.push(PlacedMark {
                        mark: SegMark {
                            seg: grid.h(i, j),
                            line,
                        },
                        line: *number,
                        column: 5 + 4 * j,
                    });
                }
            }
        } else {
            for j in 0..=cols {
                let (ch, column) = at(4 * j);
                let line = match ch {
                    '|' => Some(true),
                    'x' => Some(false),
                    ' ' => None,
                    _ => {
                        return Err(InputError::new(
                            *number,
                            column,
                            format!("expected '|', 'x' or a space, found '{ch}'"),
                        ));
                    }
                };
                if let Some(line) = line {
                    marks.push(PlacedMark {
                        mark: SegMark {
                            seg: grid.v(i, j),
                            line,
                        },
                        line: *number,
                        column,
                    });
                }
                if j < cols {
                    let text: String = chars[3 + 4 * j..6 + 4 * j].iter().collect();
                    clues.push(match text.as_bytes() {
                        [b' ', d @ b'0'..=b'4', b' '] => Some(d - b'0'),
                        b"   " => None,
                        _ => {
                            return Err(InputError::new(
                                *number,
                                4 + 4 * j,
                                format!(
                                    "expected a clue ' 0 '..' 4 ' or three spaces, found '{text}'"
                                ),
                            ));
                        }
                    });
                }
            }
        }
    }
    Ok((Board::new(rows, cols, clues), marks))
}
