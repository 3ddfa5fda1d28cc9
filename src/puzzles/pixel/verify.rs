//! The independent check of a finished grid: every cell black or white,
//! and every clue's window, counted afresh from the colours alone, holding
//! exactly its number of black cells.

use super::state::{Colour, Pixel, black_cells};

pub fn verify(state: &Pixel) -> Result<(), String> {
    let board = &state.board;
    let (rows, cols) = (board.rows, board.cols);
    let mut black = vec![false; rows * cols];
    for (cell, slot) in black.iter_mut().enumerate() {
        *slot = match state.colour(cell) {
            Colour::Black => true,
            Colour::White => false,
            Colour::Undecided => return Err(format!("{} has no colour", state.name(cell))),
        };
    }
    for r in 0..rows {
        for c in 0..cols {
            let Some(clue) = board.clues[r * cols + c] else {
                continue;
            };
            let mut seen = 0;
            for dr in -1i64..=1 {
                for dc in -1i64..=1 {
                    let (y, x) = (r as i64 + dr, c as i64 + dc);
                    if (0..rows as i64).contains(&y)
                        && (0..cols as i64).contains(&x)
                        && black[y as usize * cols + x as usize]
                    {
                        seen += 1;
                    }
                }
            }
            if seen != clue {
                return Err(format!(
                    "the {clue} at {} sees {}",
                    state.name(r * cols + c),
                    black_cells(seen as usize)
                ));
            }
        }
    }
    Ok(())
}
