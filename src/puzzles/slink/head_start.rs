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
    use crate::engine::head_start_check::{Lcg, compare_with_basic_tier};
    use crate::engine::{AnyRule, Puzzle, Tier};
    use crate::puzzles::slink::{Board, Mark, SegMark, Slink};

    /// Random grids up to 6x6 with random clues (most of them without an
    /// answer), some with random marks made first.
    fn puzzles() -> Vec<Slink> {
        let mut random = Lcg::new(2024);
        (0..600)
            .map(|i| {
                let (rows, cols) = (1 + random.below(6), 1 + random.below(6));
                let clues = (0..rows * cols)
                    .map(|_| (random.below(3) != 0).then(|| random.below(4) as u8))
                    .collect();
                let mut puzzle = Slink::new(Board::new(rows, cols, clues));
                let segs = puzzle.board.grid.seg_count();
                let mut touched = Vec::new();
                for _ in 0..(i % 3) * random.below(4) {
                    let mark = SegMark {
                        seg: random.below(segs) as u32,
                        line: random.below(2) == 1,
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

    fn marks(p: &Slink) -> (Vec<Mark>, usize) {
        let segs = 0..p.board.grid.seg_count() as u32;
        (segs.map(|s| p.mark(s)).collect(), p.unknown_count())
    }

    #[test]
    fn the_head_start_stops_where_the_basic_rules_do() {
        let (_, reached, broken) = compare_with_basic_tier(puzzles(), marks);
        assert!(
            reached > 100 && broken > 100,
            "{reached} reached, {broken} broken"
        );
        let basic: Vec<&'static dyn AnyRule<Slink>> = Slink::rules()
            .iter()
            .copied()
            .filter(|r| r.record().tier == Tier::Basic)
            .collect();
        assert!(
            !Slink::new(Board::new(2, 2, vec![Some(3); 4])).head_start(&basic[1..]),
            "not all the basic rules: no head start"
        );
    }
}
