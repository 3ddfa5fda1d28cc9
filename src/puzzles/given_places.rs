//! What the grid puzzles share in weakening their givens for the premise
//! check (`Puzzle::with_givens_at`).

/// `clues` (one per cell, `None` where there is none) with only the cells
/// of `keep` (sorted) still holding theirs.
pub fn kept_only<T: Copy>(clues: &[Option<T>], keep: &[usize]) -> Vec<Option<T>> {
    (0..clues.len())
        .map(|cell| clues[cell].filter(|_| keep.binary_search(&cell).is_ok()))
        .collect()
}
