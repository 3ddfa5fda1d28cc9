//! `pixel/mosaic-class`: puzzles of the kind Mosaic's solver was timed
//! on, made here at the sizes it was timed at, and solved side by side
//! like the corpus (`pixel_side_by_side`).
//!
//! Mosaic's generator paints a random image (each cell black with even
//! odds), numbers every cell, and hides clues at random as long as its
//! solver, which uses single-clue rules only, still finishes the grid. The
//! corpus's larger puzzles are not of that kind: most need a hypothesis,
//! which Mosaic's solver does not have, so its times say nothing about
//! them. Here the clues are hidden the same way, every cell tried once in
//! a random order, with deduce's basic tier (`full-window` and
//! `tight-window`, the same two single-clue rules) as the judge of
//! "still finishes". Trying every cell leaves at least as few clues as
//! Mosaic does, so these grids are no easier than its own.

use deduce::engine::{Outcome, Selection, Solver, Tier};
use deduce::puzzles::pixel::{Board, Pixel};

use super::random::Lcg;

/// The sizes Mosaic was timed at, and puzzles made per size.
const SIDES: &[usize] = &[10, 20, 30, 50];
const PER_SIZE: u64 = 5;

/// The puzzles, each named by its size and seed.
pub fn puzzles() -> Vec<(String, Pixel)> {
    let mut list = Vec::new();
    for &side in SIDES {
        let mut seed = 1;
        let mut made = 0;
        while made < PER_SIZE {
            if let Some(puzzle) = generate(side, side, seed) {
                list.push((format!("{side}x{side} seed {seed}"), puzzle));
                made += 1;
            }
            seed += 1;
        }
    }
    list
}

/// The clues of a random black and white image, every cell numbered
/// with its window's count of black cells.
pub fn fully_numbered(rows: usize, cols: usize, random: &mut Lcg) -> Vec<Option<u8>> {
    let black: Vec<bool> = (0..rows * cols).map(|_| random.below(2) == 1).collect();
    let grid = Board::new(rows, cols, vec![None; rows * cols], false);
    (0..rows * cols)
        .map(|cell| Some(grid.window(cell).filter(|&x| black[x]).count() as u8))
        .collect()
}

/// One puzzle from `seed`, or none when single-clue rules cannot finish
/// even the fully numbered image (Mosaic then paints another).
fn generate(rows: usize, cols: usize, seed: u64) -> Option<Pixel> {
    let mut random = Lcg::new(seed);
    let mut clues = fully_numbered(rows, cols, &mut random);
    let single_clue = Solver::<Pixel>::new(
        &Selection::all::<Pixel>().up_to::<Pixel>(Tier::Basic),
        false,
    );
    let finishes = |clues: &[Option<u8>]| {
        let mut puzzle = Pixel::new(Board::new(rows, cols, clues.to_vec(), false));
        single_clue.solve(&mut puzzle).outcome == Outcome::Solved
    };
    if !finishes(&clues) {
        return None;
    }
    let mut order: Vec<usize> = (0..rows * cols).collect();
    random.shuffle(&mut order);
    for cell in order {
        let shown = clues[cell].take();
        if !finishes(&clues) {
            clues[cell] = shown;
        }
    }
    Some(Pixel::new(Board::new(rows, cols, clues, false)))
}
