//! The baseline deduce's Fill-a-Pix solve is measured against: the search
//! the Lanqiao editorial describes. Cells are painted in reading order,
//! white first, then black; after each paint, every clue whose window
//! holds the cell is checked against the bounds its decided cells allow
//! (black so far <= clue <= black so far + cells still undecided), and a
//! broken bound sends the search back.

use std::time::Instant;

pub enum Outcome {
    /// The first answer found: per cell, black.
    Solved(Vec<bool>),
    NoAnswer,
    /// The deadline passed first.
    GaveUp,
}

pub fn solve(rows: usize, cols: usize, clues: &[Option<u8>], deadline: Instant) -> Outcome {
    let cells = rows * cols;
    // Per cell: the clue cells whose windows hold it.
    let watchers: Vec<Vec<usize>> = (0..cells)
        .map(|cell| {
            let (r, c) = (cell / cols, cell % cols);
            let mut list = Vec::new();
            for y in r.saturating_sub(1)..(r + 2).min(rows) {
                for x in c.saturating_sub(1)..(c + 2).min(cols) {
                    if clues[y * cols + x].is_some() {
                        list.push(y * cols + x);
                    }
                }
            }
            list
        })
        .collect();
    // Per clue cell: black cells so far, and cells still undecided.
    let mut black = vec![0i32; cells];
    let mut open: Vec<i32> = (0..cells)
        .map(|cell| {
            let (r, c) = (cell / cols, cell % cols);
            let height = (r + 2).min(rows) - r.saturating_sub(1);
            let width = (c + 2).min(cols) - c.saturating_sub(1);
            (height * width) as i32
        })
        .collect();
    let mut colour = vec![false; cells];
    // Per depth: the next colour to try (0 white, 1 black, 2 none left)
    // and whether the cell is painted now.
    let mut next = vec![0u8; cells];
    let mut painted = vec![false; cells];
    let mut depth = 0;
    let mut steps = 0u64;
    loop {
        if depth == cells {
            return Outcome::Solved(colour);
        }
        steps += 1;
        if steps.is_multiple_of(1 << 20) && Instant::now() > deadline {
            return Outcome::GaveUp;
        }
        if painted[depth] {
            for &w in &watchers[depth] {
                open[w] += 1;
                black[w] -= i32::from(colour[depth]);
            }
            painted[depth] = false;
        }
        if next[depth] > 1 {
            next[depth] = 0;
            if depth == 0 {
                return Outcome::NoAnswer;
            }
            depth -= 1;
            continue;
        }
        let is_black = next[depth] == 1;
        next[depth] += 1;
        colour[depth] = is_black;
        painted[depth] = true;
        let mut fits = true;
        for &w in &watchers[depth] {
            open[w] -= 1;
            black[w] += i32::from(is_black);
            let clue = i32::from(clues[w].unwrap_or(0));
            fits &= black[w] <= clue && clue <= black[w] + open[w];
        }
        if fits {
            depth += 1;
        }
    }
}
