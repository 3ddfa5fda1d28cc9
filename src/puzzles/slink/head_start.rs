//! Judge output's head start (`Puzzle::head_start`): the six basic rules
//! run to a standstill straight on the state, without the solver's
//! queues, relevance masks and rule dispatch, which are most of the cost
//! of a grid those rules finish (most fully clued ones). Each rule runs
//! through its own `derive`, so nothing of its logic is written twice.
//!
//! The queue is the journal of marked segments: a clue rule reads the
//! four sides of its cell and a dot rule the four segments at its dot, so
//! after a mark only its two cells and two dots can find more. Each rule
//! only adds to what holds, and what it finds still follows once more
//! holds, so the six stop at the same state whatever order they run in:
//! the solver, going on from there, ends as it would have from the start.

use std::sync::Arc;

use crate::engine::{Anchor, AnyRule, Contradiction, Derived};

use super::rules;
use super::state::{SegMark, Slink};

impl Slink {
    /// Runs the basic rules until none finds anything, when `basic` is
    /// all six of them; false, with the state as it was, when they meet
    /// a contradiction (the solver then meets it itself and words it).
    pub(super) fn settle_basic(&mut self, basic: &[&'static dyn AnyRule<Slink>]) -> bool {
        if !rules::is_every_basic_rule(basic) {
            return false;
        }
        let before = self.clone();
        if self.run_basic().is_err() {
            *self = before;
            return false;
        }
        true
    }

    fn run_basic(&mut self) -> Result<(), Contradiction> {
        let board = Arc::clone(&self.board);
        let grid = &board.grid;
        let cells = grid.cell_count();
        let mut found = Derived::new();
        let mut touched = Vec::new();
        let start = self.marked_count();
        for cell in (0..cells).filter(|&c| board.clue(c).is_some()) {
            self.settle_at(cell, &mut found, &mut touched)?;
        }
        for dot in 0..grid.dot_count() {
            self.settle_at(cells + dot, &mut found, &mut touched)?;
        }
        let mut next = start;
        while let Some(s) = self.marked_at(next) {
            next += 1;
            for cell in grid.seg_cells(s).into_iter().flatten() {
                if board.clue(cell).is_some() {
                    self.settle_at(cell, &mut found, &mut touched)?;
                }
            }
            for dot in grid.seg_dots(s) {
                self.settle_at(cells + dot, &mut found, &mut touched)?;
            }
        }
        Ok(())
    }

    /// What the basic rules find at `at`, made true.
    fn settle_at(
        &mut self,
        at: Anchor,
        found: &mut Derived<SegMark>,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        found.clear();
        rules::basic_together(self, at, found);
        if let Some(broken) = found.broken() {
            return Err(broken.clone());
        }
        for &effect in found.iter() {
            touched.clear();
            self.set(effect, touched)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Outcome, Puzzle, Selection, Solver, Tier};
    use crate::puzzles::slink::{Board, Mark, SegMark, Slink};

    /// Random grids up to 6x6 with random clues (most of them without an
    /// answer), some with random marks made first, from a fixed generator.
    fn puzzles() -> Vec<Slink> {
        let mut seed = 2024u64;
        let mut next = move |bound: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % bound
        };
        (0..600)
            .map(|i| {
                let (rows, cols) = (1 + next(6) as usize, 1 + next(6) as usize);
                let clues = (0..rows * cols)
                    .map(|_| (next(3) != 0).then(|| next(4) as u8))
                    .collect();
                let mut puzzle = Slink::new(Board::new(rows, cols, clues));
                let segs = puzzle.board.grid.seg_count() as u64;
                let mut touched = Vec::new();
                for _ in 0..(i % 3) * next(4) {
                    let mark = SegMark {
                        seg: next(segs) as u32,
                        line: next(2) == 1,
                    };
                    let mut tried = puzzle.clone();
                    if tried.set(mark, &mut touched).is_ok() {
                        puzzle = tried;
                    }
                }
                puzzle
            })
            .collect()
    }

    fn marks(p: &Slink) -> Vec<Mark> {
        (0..p.board.grid.seg_count() as u32)
            .map(|s| p.mark(s))
            .collect()
    }

    /// The head start ends where the basic tier, run by the solver's
    /// queues (a recording solver has no head start), ends; where that
    /// meets a contradiction, it leaves the grid as it was.
    #[test]
    fn the_head_start_stops_where_the_basic_rules_do() {
        let up_to_basic = Selection::all::<Slink>().up_to::<Slink>(Tier::Basic);
        let basic = Solver::<Slink>::new(&up_to_basic, true);
        let rules: Vec<_> = Slink::rules()
            .iter()
            .copied()
            .filter(|r| r.record().tier == Tier::Basic)
            .collect();
        let (mut reached, mut broken) = (0, 0);
        for puzzle in puzzles() {
            let mut solved = puzzle.clone();
            let outcome = basic.solve(&mut solved).outcome;
            let mut started = puzzle.clone();
            let settled = started.head_start(&rules);
            let no_solution = matches!(outcome, Outcome::NoSolution(_));
            // A grid finished with no single loop breaks only the final
            // check, which the solver makes after the head start too.
            let unfinishable =
                settled && started.is_complete() && started.check_complete().is_err();
            if no_solution && !unfinishable {
                assert!(!settled);
                assert_eq!(marks(&started), marks(&puzzle));
                assert_eq!(started.unknown_count(), puzzle.unknown_count());
                broken += 1;
            } else {
                assert!(settled);
                assert_eq!(no_solution, unfinishable);
                assert_eq!(marks(&started), marks(&solved));
                assert_eq!(started.unknown_count(), solved.unknown_count());
                reached += 1;
            }
        }
        assert!(
            reached > 100 && broken > 100,
            "{reached} reached, {broken} broken"
        );
        assert!(
            !Slink::new(Board::new(2, 2, vec![Some(3); 4])).head_start(&rules[1..]),
            "not all the basic rules: no head start"
        );
    }
}
