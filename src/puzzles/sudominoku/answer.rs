//! The judge's answer (`Puzzle N`, then nine rows of digits) read onto
//! the puzzle it answers. The answer shows no dominoes: the rules lay
//! them on its digits (the tiling follows from the digits and the given
//! dominoes), and the verifier then judges digits and tiling alike.

use crate::engine::{Selection, Solver};
use crate::error::InputError;
use crate::io::progress_marks::{Progress, apply_marks};

use super::givens::SIDE;
use super::state::{Mark, SuDominoKu};

pub fn read_answer(puzzle: &SuDominoKu, text: &str) -> Result<Progress<SuDominoKu>, InputError> {
    let mut lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    if lines.first().is_some_and(|(_, l)| l.starts_with("Puzzle")) {
        lines.remove(0);
    }
    if lines.len() != SIDE {
        return Err(InputError::new(
            lines.get(SIDE).map_or(1, |l| l.0),
            1,
            format!("the answer has {} rows of digits, not {SIDE}", lines.len()),
        ));
    }
    let mut marks = Vec::with_capacity(SIDE * SIDE);
    for (r, &(number, line)) in lines.iter().enumerate() {
        let digits: Vec<char> = line.chars().collect();
        if digits.len() != SIDE {
            return Err(InputError::new(
                number,
                digits.len().min(SIDE) + 1,
                format!("expected {SIDE} digits, found {}", digits.len()),
            ));
        }
        for (c, ch) in digits.into_iter().enumerate() {
            let digit = ch.to_digit(10).filter(|&d| d >= 1).ok_or_else(|| {
                InputError::new(number, c + 1, format!("expected a digit 1-9, found '{ch}'"))
            })?;
            let mark = Mark::Digit {
                cell: (r * SIDE + c) as u8,
                digit: digit as u8,
                holds: true,
            };
            marks.push((mark, number, c + 1));
        }
    }
    let mut progress = apply_marks(puzzle.clone(), marks, |s, m, t| s.set(m, t));
    if progress.broken.is_empty() {
        // Lay the dominoes on the digits; where none fit, the verifier
        // names what is left.
        let mut tiled = progress.state.clone();
        let solver = Solver::<SuDominoKu>::new(&Selection::all::<SuDominoKu>(), false);
        if solver.solve(&mut tiled).outcome == crate::engine::Outcome::Solved {
            progress.state = tiled;
        }
    }
    Ok(progress)
}
