//! Judge output's head start (`Puzzle::head_start`): the basic rules, and
//! the intermediate ones when they are selected, run to a standstill
//! straight on the state, without the solver's tiers, relevance masks and
//! rule dispatch, which are most of the cost of a grid those rules finish
//! (most fully clued ones). Each rule runs through its own `derive`, so
//! nothing of its logic is written twice.
//!
//! A clue rule reads the four sides of its cell and a dot rule the four
//! segments at its dot, so after a mark only its two cells and two dots
//! can find more; an intermediate rule reads the segments at its cell's
//! corners, so a mark wakes the cells around its two dots. Those wait in
//! queues, each anchor once, and the intermediate rules look only when
//! the basic ones have nothing left (a grid the basic rules finish never
//! runs them). Each rule only adds to what holds, and what it finds still
//! follows once more holds, so the rules stop at the same state whatever
//! order they run in: the solver, going on from there, ends as it would
//! have from the start.

use std::sync::Arc;

use crate::engine::queue::DirtyQueue;
use crate::engine::{Anchor, AnyRule, Contradiction, Derived, RulesOfTier, Tier};

use super::rules;
use super::state::{SegMark, Slink, Unwatched};

impl Slink {
    /// Runs the basic rules, when `rules_of` gives all six of them, and
    /// the selected intermediate rules, until none finds anything; false,
    /// with the state as it was, when they meet a contradiction (the
    /// solver then meets it itself and words it).
    pub(super) fn settle_early_tiers(&mut self, rules_of: RulesOfTier<'_, Slink>) -> bool {
        if !rules::is_every_basic_rule(rules_of(Tier::Basic)) {
            return false;
        }
        let cells = self.board.grid.cell_count();
        let later = rules_of(Tier::Intermediate);
        // The queue below wakes cells only: a rule anchored elsewhere
        // would be missed, so then the basic rules go alone.
        let later = if later.iter().all(|r| r.anchors(self) == (0..cells)) {
            later
        } else {
            &[]
        };
        let before = self.clone();
        if self.run(later).is_err() {
            *self = before;
            return false;
        }
        true
    }

    fn run(&mut self, later: &[&'static dyn AnyRule<Slink>]) -> Result<(), Contradiction> {
        let board = Arc::clone(&self.board);
        let grid = &board.grid;
        let cells = grid.cell_count();
        let mut found = Derived::new();
        let wakes = |at: Anchor| at >= cells || board.clue(at).is_some();
        // Each anchor waits once however many of its segments were marked
        // since it was last looked at: most marks come in twos and threes
        // around one cell or dot.
        let mut basic = DirtyQueue::new(cells + grid.dot_count());
        (0..cells + grid.dot_count())
            .filter(|&at| wakes(at))
            .for_each(|at| basic.push(at));
        // Every cell waits for the intermediate rules' first look (made
        // only when the basic ones stall), so only the marks after it need
        // wake any.
        let mut intermediate: Option<DirtyQueue> = None;
        while self.unknown_count() > 0 {
            let start = self.marked_count();
            found.clear();
            if let Some(at) = basic.pop() {
                rules::basic_together(self, at, &mut found);
            } else if intermediate.is_none() && !later.is_empty() {
                let mut all = DirtyQueue::new(cells);
                (0..cells).filter(|&c| wakes(c)).for_each(|c| all.push(c));
                intermediate = Some(all);
                continue;
            } else if let Some(cell) = intermediate.as_mut().and_then(DirtyQueue::pop) {
                later.iter().for_each(|r| r.derive(self, cell, &mut found));
            } else {
                break;
            }
            self.make_true(&found)?;
            for s in (start..self.marked_count()).filter_map(|n| self.marked_at(n)) {
                let sides = grid.seg_cells(s).into_iter().flatten();
                sides.filter(|&c| wakes(c)).for_each(|c| basic.push(c));
                for d in grid.seg_dots(s) {
                    basic.push(cells + d);
                    if let Some(queue) = intermediate.as_mut() {
                        let around = grid.cells_at_dot(d).filter(|&c| wakes(c));
                        around.for_each(|c| queue.push(c));
                    }
                }
            }
        }
        Ok(())
    }

    /// What the rules found, made true.
    fn make_true(&mut self, found: &Derived<SegMark>) -> Result<(), Contradiction> {
        if let Some(broken) = found.broken() {
            return Err(broken.clone());
        }
        for &effect in found.iter() {
            self.set(effect, &mut Unwatched)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::head_start_check::{Lcg, compare_with_tiers};
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

    /// With the intermediate tier selected, the head start ends where
    /// the solver's first two tiers end, and that is often further than
    /// the basic tier alone, where it ends when only that is selected.
    #[test]
    fn the_head_start_stops_where_its_tiers_do() {
        let (two, reached, broken) = compare_with_tiers(puzzles(), Tier::Intermediate, marks);
        assert!(
            reached > 50 && broken > 100,
            "{reached} reached, {broken} broken"
        );
        let (one, _, _) = compare_with_tiers(puzzles(), Tier::Basic, marks);
        let further = one
            .iter()
            .zip(&two)
            .filter(|(a, b)| a.unknown_count() > b.unknown_count())
            .count();
        assert!(
            further > 20,
            "the intermediate rules went further on {further}"
        );
    }

    #[test]
    fn without_every_basic_rule_there_is_no_head_start() {
        let basic: Vec<&'static dyn AnyRule<Slink>> = Slink::rules()
            .iter()
            .copied()
            .filter(|r| r.record().tier == Tier::Basic)
            .collect();
        let rules_of = |tier: Tier| -> &[&'static dyn AnyRule<Slink>] {
            if tier == Tier::Basic {
                &basic[1..]
            } else {
                &[]
            }
        };
        let mut puzzle = Slink::new(Board::new(2, 2, vec![Some(3); 4]));
        assert!(!puzzle.head_start(&rules_of));
        assert_eq!(puzzle.unknown_count(), 12, "left as it was");
    }
}
