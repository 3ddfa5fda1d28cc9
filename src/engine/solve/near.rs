//! Under a guess, a round of hypotheses tries only the assumptions near
//! what changed since the round before (`Puzzle::near`). That round found
//! nothing, and away from the changes each trial reads the grid it read
//! then, so it would find nothing again: on an open grid, where a guess
//! settles a few cells and a round tries every open cell, the rounds were
//! the whole cost of the search.

use super::super::puzzle::Puzzle;

/// Keeps of `candidates` those near the places of `fresh`, the effects
/// made since the last round; true when it kept only those. Nothing is
/// dropped when the puzzle's rules reach across the grid (no `place`), or
/// when no candidate is near a change: a round then tries them all.
pub(super) fn keep_near<P: Puzzle>(
    puzzle: &P,
    fresh: &[P::Effect],
    candidates: &mut Vec<P::Effect>,
) -> bool {
    let Some(&first) = candidates.first() else {
        return false;
    };
    if puzzle.place(first).is_none() {
        return false;
    }
    let mut close = vec![false; puzzle.anchor_count()];
    let mut around = Vec::new();
    for &effect in fresh {
        if let Some(at) = puzzle.place(effect) {
            around.clear();
            puzzle.near(at, &mut around);
            around.iter().for_each(|&a| close[a] = true);
        }
    }
    let is_close = |e: &P::Effect| puzzle.place(*e).is_some_and(|at| close[at]);
    if !candidates.iter().any(is_close) {
        return false;
    }
    candidates.retain(is_close);
    true
}
