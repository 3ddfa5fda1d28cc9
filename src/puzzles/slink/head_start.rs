//! Judge output's head start (`Puzzle::head_start`): the basic rules, and
//! the intermediate ones when they are selected, run to a standstill
//! straight on the state, without the solver's groups, relevance masks and
//! rule dispatch, which are most of the cost of a grid those rules finish
//! (most fully clued ones). Each rule runs through its own `derive`, so
//! nothing of its logic is written twice.
//!
//! A clue rule reads the four sides of its cell and a dot rule the four
//! segments at its dot, so after a mark only its two cells and two dots
//! can find more; an intermediate rule at a cell reads the segments at its
//! cell's corners, so a mark wakes the cells around its two dots; one at a
//! dot (`premature-loop`) reads the segments there and where its path
//! ends, so a mark wakes its two dots and the ends of the path it joins;
//! one at the whole grid (`finished-loop`) looks whenever the others stand
//! still after a mark. Those wait in queues, each anchor once, and the
//! intermediate rules look only when the basic ones have nothing left (a
//! grid the basic rules finish never runs them). Each rule only adds to
//! what holds, and what it finds still follows once more holds, so the
//! rules stop at the same state whatever order they run in: the solver,
//! going on from there, ends as it would have from the start.

use std::sync::Arc;

use crate::engine::queue::DirtyQueue;
use crate::engine::{Anchor, AnyRule, Contradiction, Derived, RulesOfTier, Tier};

use super::basic_words::BasicWords;
use super::rules;
use super::state::{SegMark, Slink, Unwatched};

/// The quick runs' queues and findings, kept with a state between runs
/// (a hypothesis round makes thousands on one trial state), never copied.
#[derive(Debug, Default)]
pub(super) struct Quick {
    basic: DirtyQueue,
    intermediate: DirtyQueue,
    found: Derived<SegMark>,
}

/// The intermediate rules a quick run takes, by where each looks: a bit
/// for each of `rules`.
#[derive(Clone, Copy)]
struct Later<'a> {
    rules: &'a [&'static dyn AnyRule<Slink>],
    at_cells: u64,
    at_dots: u64,
    at_grid: u64,
}

impl<'a> Later<'a> {
    const NONE: Later<'static> = Later {
        rules: &[],
        at_cells: 0,
        at_dots: 0,
        at_grid: 0,
    };

    /// `rules` sorted by where they look; None when one looks elsewhere.
    fn of(p: &Slink, rules: &'a [&'static dyn AnyRule<Slink>]) -> Option<Later<'a>> {
        let mut later = Later {
            rules,
            ..Later::NONE
        };
        for (i, rule) in rules.iter().enumerate() {
            let anchors = rule.anchors(p);
            let bits = if anchors == p.cell_anchors() {
                &mut later.at_cells
            } else if anchors == p.dot_anchors() {
                &mut later.at_dots
            } else if anchors == crate::engine::whole_grid(p) {
                &mut later.at_grid
            } else {
                return None;
            };
            *bits |= 1 << i;
        }
        Some(later)
    }

    fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// Runs the rules of `bits` at `at`.
    fn derive(&self, p: &Slink, mut bits: u64, at: Anchor, found: &mut Derived<SegMark>) {
        while bits != 0 {
            self.rules[bits.trailing_zeros() as usize].derive(p, at, found);
            bits &= bits - 1;
        }
    }
}

impl Clone for Quick {
    fn clone(&self) -> Quick {
        Quick::default()
    }

    fn clone_from(&mut self, _: &Quick) {}
}

/// Where a quick run starts.
#[derive(Clone, Copy)]
enum Start {
    /// From the givens: every anchor is looked at.
    Givens,
    /// Where the basic rules stand still: only the intermediate rules'
    /// first look (at every cell) is left.
    Settled,
    /// From a state where all the rules stood still before the marks
    /// made since the given count (and the path ends moved since the
    /// other): the anchors those wake.
    Since { marks: usize, ends: usize },
}

/// `queue` emptied, with room for `size` anchors.
fn ready(queue: &mut DirtyQueue, size: usize) {
    if queue.admits() == size {
        queue.clear();
    } else {
        *queue = DirtyQueue::new(size);
    }
}

impl Slink {
    /// Runs the basic rules, when `rules_of` gives all six of them, and
    /// the selected intermediate rules, until none finds anything, and
    /// returns the last tier whose rules it took there; None, with the
    /// state as it was, when they meet a contradiction (the solver then
    /// meets it itself and words it).
    pub(super) fn settle_early_tiers(&mut self, rules_of: RulesOfTier<'_, Slink>) -> Option<Tier> {
        let basic_whole = self.intermediate_rules(rules_of)?;
        // The solver goes on with any rule a quick run does not take: the
        // intermediate tier too, when it cannot take them all.
        let through = if basic_whole.is_some() {
            Tier::Intermediate
        } else {
            Tier::Basic
        };
        let later = basic_whole.unwrap_or(Later::NONE);
        let (mut settled, from) = match self.basic_in_words() {
            Some(Ok(settled)) => (settled, Start::Settled),
            Some(Err(_)) => return None,
            None => (self.clone(), Start::Givens),
        };
        settled.quick = std::mem::take(&mut self.quick);
        if settled.unknown_count() > 0 && settled.run(later, from).is_err() {
            self.quick = settled.quick;
            return None;
        }
        *self = settled;
        Some(through)
    }

    /// The state where the basic rules stand still, found a row at a
    /// time (`basic_words`); None when the grid is too wide for that.
    fn basic_in_words(&self) -> Option<Result<Slink, Contradiction>> {
        let mut words = BasicWords::of(self)?;
        if !words.settle() {
            return Some(Err(Contradiction("the basic rules break".into())));
        }
        Some(Slink::from_marks(Arc::clone(&self.board), &words.marks()))
    }

    /// A hypothesis trial's run of exactly the tiers `rules_of` gives,
    /// when they are the basic tier whole and intermediate rules: `assume`
    /// made, and what follows from it appended to `log`, in the order
    /// made. None when other rules are given (the solver runs them).
    pub(super) fn quick_trial(
        &mut self,
        rules_of: RulesOfTier<'_, Slink>,
        assume: SegMark,
        log: &mut Vec<SegMark>,
    ) -> Option<Result<(), Contradiction>> {
        if !rules_of(Tier::Advanced).is_empty() {
            return None;
        }
        let later = self.intermediate_rules(rules_of)??;
        let start = self.marked_count();
        let since = Start::Since {
            marks: start,
            ends: self.ends_moved_count(),
        };
        let result = self
            .set(assume, &mut Unwatched)
            .and_then(|()| self.run(later, since));
        let made = (start + 1..self.marked_count()).filter_map(|n| self.marked_at(n));
        log.extend(made.filter_map(|seg| self.decision(seg)));
        Some(result)
    }

    /// The intermediate rules of `rules_of`, when its basic tier is whole
    /// (else None: there is no quick way), and when a quick run can take
    /// them all (else Some(None)).
    fn intermediate_rules<'a>(
        &self,
        rules_of: RulesOfTier<'a, Slink>,
    ) -> Option<Option<Later<'a>>> {
        if !rules::is_every_basic_rule(rules_of(Tier::Basic)) {
            return None;
        }
        Some(Later::of(self, rules_of(Tier::Intermediate)))
    }

    /// Runs the rules to a standstill (see `Start`).
    fn run(&mut self, later: Later<'_>, from: Start) -> Result<(), Contradiction> {
        let mut quick = std::mem::take(&mut self.quick);
        let result = self.run_with(later, from, &mut quick);
        self.quick = quick;
        result
    }

    fn run_with(
        &mut self,
        later: Later<'_>,
        from: Start,
        quick: &mut Quick,
    ) -> Result<(), Contradiction> {
        let board = Arc::clone(&self.board);
        let grid = &board.grid;
        let cells = grid.cell_count();
        let wakes = |at: Anchor| at >= cells || board.clue(at).is_some();
        let Quick {
            basic,
            intermediate,
            found,
        } = quick;
        // Each anchor waits once however many of its segments were marked
        // since it was last looked at: most marks come in twos and threes
        // around one cell or dot.
        ready(basic, cells + grid.dot_count());
        // From the givens, every cell waits for the intermediate rules'
        // first look (made only when the basic ones stall), so only the
        // marks after it need wake any.
        let later_size = cells + grid.dot_count();
        let mut looked_later = matches!(from, Start::Since { .. }) && !later.is_empty();
        if looked_later {
            ready(intermediate, later_size);
        }
        let mut seen = match from {
            Start::Givens => {
                let all = (0..cells + grid.dot_count()).filter(|&at| wakes(at));
                all.for_each(|at| basic.push(at));
                self.marked_count()
            }
            Start::Settled => self.marked_count(),
            Start::Since { marks, .. } => marks,
        };
        let mut ends_seen = match from {
            Start::Since { ends, .. } => ends,
            Start::Givens | Start::Settled => self.ends_moved_count(),
        };
        // Marks the whole-grid rules have not looked at yet.
        let mut grid_seen = seen;
        loop {
            for s in (seen..self.marked_count()).filter_map(|n| self.marked_at(n)) {
                let sides = grid.seg_cells(s).into_iter().flatten();
                sides.filter(|&c| wakes(c)).for_each(|c| basic.push(c));
                for d in grid.seg_dots(s) {
                    basic.push(cells + d);
                    if looked_later {
                        if later.at_cells != 0 {
                            let around = grid.cells_at_dot(d).filter(|&c| wakes(c));
                            around.for_each(|c| intermediate.push(c));
                        }
                        if later.at_dots != 0 {
                            intermediate.push(cells + d);
                        }
                    }
                }
            }
            seen = self.marked_count();
            if looked_later && later.at_dots != 0 {
                let moved = self.ends_moved_since(ends_seen);
                moved
                    .iter()
                    .for_each(|&d| intermediate.push(cells + d as usize));
            }
            ends_seen = self.ends_moved_count();
            if self.unknown_count() == 0 {
                return Ok(());
            }
            found.clear();
            if let Some(at) = basic.pop() {
                rules::basic_together(self, at, found);
            } else if !looked_later && !later.is_empty() {
                looked_later = true;
                ready(intermediate, later_size);
                if later.at_cells != 0 {
                    let looked = (0..cells).filter(|&c| wakes(c));
                    looked.for_each(|c| intermediate.push(c));
                }
                if later.at_dots != 0 {
                    (cells..later_size).for_each(|d| intermediate.push(d));
                }
                grid_seen = usize::MAX;
                continue;
            } else if let Some(at) = intermediate.pop() {
                let bits = if at < cells {
                    later.at_cells
                } else {
                    later.at_dots
                };
                later.derive(self, bits, at, found);
            } else if later.at_grid != 0 && grid_seen != seen {
                grid_seen = seen;
                let whole = crate::engine::whole_grid(self).start;
                later.derive(self, later.at_grid, whole, found);
            } else {
                return Ok(());
            }
            self.make_true(found)?;
        }
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
    use std::ops::RangeInclusive;

    use crate::engine::head_start_check::{Lcg, compare_with_tiers, up_to};
    use crate::engine::{AnyRule, Outcome, Puzzle, Selection, Solver, Tier};
    use crate::puzzles::slink::{Board, Mark, SegMark, Slink};

    /// Random grids up to 6x6 with random clues (most of them without an
    /// answer, a few 4s among them), some with random marks made first.
    fn puzzles() -> Vec<Slink> {
        random_grids(2024, 600, 1..=6, 1..=6)
    }

    fn random_grids(
        seed: u64,
        count: usize,
        rows: RangeInclusive<usize>,
        cols: RangeInclusive<usize>,
    ) -> Vec<Slink> {
        let mut random = Lcg::new(seed);
        let pick = |range: &RangeInclusive<usize>, random: &mut Lcg| {
            range.start() + random.below(range.end() - range.start() + 1)
        };
        (0..count)
            .map(|i| {
                let rows = pick(&rows, &mut random);
                let cols = pick(&cols, &mut random);
                let clue = |random: &mut Lcg| match random.below(13) {
                    12 => 4,
                    n => n as u8 % 4,
                };
                let clues = (0..rows * cols)
                    .map(|_| (random.below(3) != 0).then(|| clue(&mut random)))
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

    /// Grids about as wide as a row in a word (`basic_words`) holds, and
    /// wider ones, which take the basic rules an anchor at a time, end
    /// where the solver's tiers do: random clues (which break), and some
    /// of the clues of a rectangle's outline (which hold).
    #[test]
    fn wide_grids_stop_where_their_tiers_do() {
        let mut wide = random_grids(7, 10, 1..=3, 70..=70);
        let mut random = Lcg::new(8);
        for _ in 0..40 {
            let (rows, cols) = (1 + random.below(4), 60 + random.below(12));
            let (top, left) = (random.below(rows), random.below(cols));
            let bottom = top + random.below(rows - top);
            let right = left + random.below(cols - left);
            // A cell's clue: its sides between inside and outside.
            let inside = |r: isize, c: isize| {
                (top as isize..=bottom as isize).contains(&r)
                    && (left as isize..=right as isize).contains(&c)
            };
            let clues = (0..rows * cols)
                .map(|cell| {
                    let (r, c) = ((cell / cols) as isize, (cell % cols) as isize);
                    let around = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)];
                    let n = around
                        .iter()
                        .filter(|&&(nr, nc)| inside(nr, nc) != inside(r, c))
                        .count() as u8;
                    (random.below(3) != 0).then_some(n)
                })
                .collect();
            wide.push(Slink::new(Board::new(rows, cols, clues)));
        }
        let (_, reached, broken) = compare_with_tiers(wide, Tier::Intermediate, marks);
        assert!(
            reached > 20 && broken > 5,
            "{reached} reached, {broken} broken"
        );
    }

    /// From where the first two tiers stand still, a quick trial of
    /// each side of some open segments ends as the solver's run of the
    /// same tiers does: both break, or both reach the same marks, the log
    /// holding what was decided after the assumption.
    #[test]
    fn a_quick_trial_ends_where_the_solver_would() {
        let solver = up_to::<Slink>(Tier::Intermediate);
        let rules_of = |tier: Tier| solver.rules_of(tier);
        let (mut broke, mut held) = (0, 0);
        for puzzle in puzzles() {
            let mut settled = puzzle.clone();
            if settled.head_start(&rules_of).is_none() || settled.is_complete() {
                continue;
            }
            let open = (0..settled.board.grid.seg_count() as u32)
                .filter(|&s| settled.mark(s) == Mark::Unknown);
            for assume in open
                .take(6)
                .flat_map(|seg| [SegMark::line(seg), SegMark::cross(seg)])
            {
                let mut quick = settled.clone();
                let mut log = Vec::new();
                let result = quick
                    .quick_trial(&rules_of, assume, &mut log)
                    .expect("a quick way");
                let quick_held =
                    result.is_ok() && (!quick.is_complete() || quick.check_complete().is_ok());
                let mut slow = settled.clone();
                let slow_held = slow.set(assume, &mut Vec::new()).is_ok()
                    && !matches!(solver.solve(&mut slow).outcome, Outcome::NoSolution(_));
                assert_eq!(quick_held, slow_held, "{assume:?}");
                if quick_held {
                    assert_eq!(marks(&quick), marks(&slow));
                    assert_eq!(
                        log.len(),
                        settled.unknown_count() - 1 - quick.unknown_count()
                    );
                    assert!(log.iter().all(|&e| quick.holds(e)));
                    held += 1;
                } else {
                    broke += 1;
                }
            }
        }
        assert!(held > 100 && broke > 80, "{held} held, {broke} broke");
        let all = up_to::<Slink>(Tier::Advanced);
        let mut puzzle = Slink::new(Board::new(2, 2, vec![Some(1); 4]));
        let advanced = |tier: Tier| all.rules_of(tier);
        assert!(
            puzzle
                .quick_trial(&advanced, SegMark::line(0), &mut Vec::new())
                .is_none(),
            "no quick way for the advanced rules"
        );
    }

    /// Judge output, which takes the quick ways (the head start, and
    /// the first pass of every hypothesis round), ends where a recorded
    /// solve, which takes none, does: both find no solution, or both
    /// leave the same marks.
    #[test]
    fn judge_output_ends_where_a_recorded_solve_does() {
        let every = Selection::all::<Slink>();
        let (judge, recorded) = (
            Solver::<Slink>::new(&every, false),
            Solver::<Slink>::new(&every, true),
        );
        let mut solved = 0;
        for puzzle in puzzles().into_iter().step_by(3) {
            let (mut quick, mut slow) = (puzzle.clone(), puzzle.clone());
            let outcome = judge.solve(&mut quick).outcome;
            let broken = matches!(outcome, Outcome::NoSolution(_));
            let slow_outcome = recorded.solve(&mut slow).outcome;
            assert_eq!(broken, matches!(slow_outcome, Outcome::NoSolution(_)));
            // Past a contradiction the grid means nothing.
            if !broken {
                assert_eq!(marks(&quick), marks(&slow), "{outcome:?}");
                assert_eq!(outcome, slow_outcome);
            }
            solved += usize::from(outcome == Outcome::Solved);
        }
        assert!(solved > 20, "{solved} solved");
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
        assert_eq!(puzzle.head_start(&rules_of), None);
        assert_eq!(puzzle.unknown_count(), 12, "left as it was");
    }
}
