//! The judge's answer (rows of `1` black and `0` white, no clues) read
//! onto the puzzle it answers, so that `check` and `hint` can judge it.

use crate::error::InputError;
use crate::io::progress_marks::{Progress, apply_marks};

use super::state::{Paint, Pixel};

pub fn read_answer(puzzle: &Pixel, text: &str) -> Result<Progress<Pixel>, InputError> {
    let (rows, cols) = (puzzle.board.rows, puzzle.board.cols);
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    if lines.len() != rows {
        let line = lines.get(rows).map_or(text.lines().count() + 1, |l| l.0);
        return Err(InputError::new(
            line,
            1,
            format!("the answer has {} rows; the puzzle has {rows}", lines.len()),
        ));
    }
    let mut marks = Vec::with_capacity(rows * cols);
    for (r, &(number, line)) in lines.iter().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        if chars.len() != cols {
            return Err(InputError::new(
                number,
                chars.len().min(cols) + 1,
                format!("expected {cols} cells of 0 or 1, found {}", chars.len()),
            ));
        }
        for (c, ch) in chars.into_iter().enumerate() {
            let black = match ch {
                '1' => true,
                '0' => false,
                _ => {
                    return Err(InputError::new(
                        number,
                        c + 1,
                        format!("expected 1 (black) or 0 (white), found '{ch}'"),
                    ));
                }
            };
            let paint = Paint {
                cell: (r * cols + c) as u32,
                black,
            };
            marks.push((paint, number, c + 1));
        }
    }
    Ok(apply_marks(puzzle.clone(), marks, |s, m, t| s.paint(m, t)))
}
