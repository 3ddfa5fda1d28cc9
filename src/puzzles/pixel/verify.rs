//! The independent check of a finished grid: every cell black or white,
//! and every clue's window, counted afresh from the colours alone, holding
//! exactly its number of black cells.

use super::state::{Colour, Pixel, black_cells};

pub fn verify(state: &Pixel) -> Result<(), String> {
    let board = &state.board;
    let (rows, cols) = (board.rows, board.cols);
    if let Some(cell) = (0..rows * cols).find(|&c| state.colour(c) == Colour::Undecided) {
        return Err(format!("{} has no colour", state.name(cell)));
    }
    let black = |y: usize, x: usize| usize::from(state.colour(y * cols + x) == Colour::Black);
    for r in 0..rows {
        let (top, bottom) = (r.saturating_sub(1), (r + 2).min(rows));
        for c in 0..cols {
            let Some(clue) = board.clues[r * cols + c] else {
                continue;
            };
            let (left, right) = (c.saturating_sub(1), (c + 2).min(cols));
            let seen: usize = (top..bottom)
                .map(|y| (left..right).map(|x| black(y, x)).sum::<usize>())
                .sum();
            if seen != clue as usize {
                return Err(format!(
                    "the {clue} at {} sees {}",
                    state.name(r * cols + c),
                    black_cells(seen)
                ));
            }
        }
    }
    Ok(())
}
