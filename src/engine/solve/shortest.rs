//! The shortest refutation of a round of hypotheses, for a recorded solve.
//!
//! A round takes the first candidate whose trial breaks a constraint, in
//! an order that resumes where the last round stopped: it may need fifty
//! steps where another candidate needs two, and the step a person reads
//! should be the short one. So once a recorded round has found one, the
//! candidates it had not tried yet (those it had held up) are tried two
//! looks deep, which finds most short ones at little cost, then each that
//! this cut short once more, as deep as the shortest so far: the one that
//! breaks in the fewest looks is kept, the earliest in the list on a tie.
//! A candidate that an assumption which held up implies holds up too (the
//! rules are monotone), so it is not tried: the round's held-up trials,
//! and those of this search that came to a standstill, rule out most.
//! Judge output keeps the first: it has no reader, and trying every
//! candidate costs the search more than it saves.

use super::super::fast_hash::FastSet;
use super::super::puzzle::{Contradiction, Puzzle};
use super::Search;
use super::propagate::{Mode, Pass};

/// How deep the first, shallow pass tries each candidate: most of the
/// shortest refutations are found there.
const SHALLOW: usize = 2;

/// Beyond this many looks a refutation is no longer short: the search
/// for a shorter one stops there. A person reading a hypothesis follows a
/// dozen steps, not a hundred.
const DEEPEST: usize = 32;

/// The most trials a round spends looking for a shorter refutation: on a
/// small grid every candidate is tried; on a large open one, where a
/// round has thousands of candidates and a search hundreds of rounds, the
/// search would otherwise cost several times the solve.
const BUDGET: usize = 4096;

impl<P: Puzzle> Search<'_, P> {
    /// Of `candidates`, the one whose trial with the rules of `pass`
    /// breaks in the fewest looks (the earliest in the list on a tie),
    /// with the contradiction: `first`, the one the round found (by place
    /// in the list), unless one the round had not reached yet, going on
    /// from `start` and round the end, breaks in fewer looks, or as few
    /// and comes before it. Those it had reached held up, as does every
    /// candidate in `held`, what assumptions that held up implied (added
    /// to here).
    pub(super) fn shortest_refutation(
        &mut self,
        puzzle: &P,
        candidates: &[P::Effect],
        start: usize,
        pass: Pass,
        first: (usize, String),
        held: &mut FastSet<P::Effect>,
    ) -> (usize, String) {
        // How many looks the first needs.
        let mut log = Vec::new();
        let counted = Mode::counted(pass);
        let _ = self.trial(
            puzzle,
            candidates[first.0],
            &mut Vec::new(),
            counted,
            &mut log,
        );
        let mut best = (self.looks, first.0, first.1);
        if best.0 == 0 {
            return (best.1, best.2);
        }
        let after = |i: usize| (i + candidates.len() - start) % candidates.len();
        let mut untried: Vec<usize> = (0..candidates.len())
            .filter(|&i| after(i) > after(first.0) && puzzle.is_open(candidates[i]))
            .filter(|&i| !held.contains(&candidates[i]))
            .collect();
        // A shallow pass first, which finds the shortest at little cost
        // when it is very short; then each candidate that it cut short
        // once more, as deep as the shortest so far.
        let mut cut = Vec::new();
        let mut spent = 0;
        for (index, limit) in [SHALLOW, DEEPEST].into_iter().enumerate() {
            let list = std::mem::take(if index == 0 { &mut untried } else { &mut cut });
            for position in list {
                // Implied by an assumption that held up, it holds up too.
                if held.contains(&candidates[position]) {
                    continue;
                }
                // As deep as the shortest so far, to see a tie.
                let limit = limit.min(best.0 + 1);
                if spent == BUDGET {
                    break;
                }
                spent += 1;
                let mode = Mode {
                    looks: limit,
                    ..Mode::of(pass, false)
                };
                log.clear();
                match self.trial(
                    puzzle,
                    candidates[position],
                    &mut Vec::new(),
                    mode,
                    &mut log,
                ) {
                    Ok(_) if self.cut_short => cut.push(position),
                    Ok(_) => held.extend(log.iter().copied()),
                    Err(Contradiction(why)) => {
                        if (self.looks, position) < (best.0, best.1) {
                            best = (self.looks, position, why);
                        }
                    }
                }
            }
        }
        (best.1, best.2)
    }
}
