//! The independent check of a finished grid: every cell black or white,
//! and every clue's window, counted afresh from the colours alone, holding
//! exactly its number of black cells.

use super::state::{Colour, Pixel, black_cells};

pub fn verify(state: &Pixel) -> Result<(), String> {
    if is_right(state) {
        return Ok(());
    }
    violations(state).into_iter().next().map_or(Ok(()), Err)
}

/// Whether the grid breaks no rule, counted as `violations` counts but
/// with nothing collected or worded: every answer printed is checked,
/// and on a small grid the lists and words were most of its cost.
fn is_right(state: &Pixel) -> bool {
    let board = &state.board;
    let (rows, cols) = (board.rows, board.cols);
    let cells = rows * cols;
    if (0..cells).any(|c| state.colour(c) == Colour::Undecided) {
        return false;
    }
    let black = |cell: usize| usize::from(state.colour(cell) == Colour::Black);
    // The black cells of row `y` from column `c - 1` to `c + 1`, clipped:
    // spelt out, since a loop of at most three is slower than its body.
    let row_black = |y: usize, c: usize| {
        let at = y * cols + c;
        let left = if c > 0 { black(at - 1) } else { 0 };
        let right = if c + 1 < cols { black(at + 1) } else { 0 };
        left + black(at) + right
    };
    for r in 0..rows {
        for c in 0..cols {
            let Some(clue) = board.clues[r * cols + c] else {
                continue;
            };
            let above = if r > 0 { row_black(r - 1, c) } else { 0 };
            let below = if r + 1 < rows { row_black(r + 1, c) } else { 0 };
            if above + row_black(r, c) + below != usize::from(clue) {
                return false;
            }
        }
    }
    true
}

/// Every rule the grid breaks: the cells without a colour (then nothing
/// more is counted), or each clue whose window holds another count.
pub fn violations(state: &Pixel) -> Vec<String> {
    let board = &state.board;
    let (rows, cols) = (board.rows, board.cols);
    let open: Vec<usize> = (0..rows * cols)
        .filter(|&c| state.colour(c) == Colour::Undecided)
        .collect();
    if let Some(&cell) = open.first() {
        return vec![uncoloured(state, cell, open.len())];
    }
    let mut found = Vec::new();
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
                found.push(format!(
                    "the {clue} at {} sees {}",
                    state.name(r * cols + c),
                    black_cells(seen)
                ));
            }
        }
    }
    found
}

/// `r1c1 has no colour`, with how many more have none.
fn uncoloured(state: &Pixel, first: usize, count: usize) -> String {
    match count {
        1 => format!("{} has no colour", state.name(first)),
        n => format!(
            "{} has no colour, nor {} more cells",
            state.name(first),
            n - 1
        ),
    }
}
