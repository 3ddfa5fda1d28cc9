//! Nested hypotheses, tried when a round of hypotheses and forcing finds
//! nothing and before any guess: each candidate is assumed and the solve
//! below the guess tier runs from it, rounds of hypotheses and forcing
//! included. A candidate whose solve breaks a constraint is refuted, and
//! the step reads as a hypothesis whose sub-steps hold hypotheses of their
//! own (`NESTED_HYPOTHESIS`). A person follows it as they follow any
//! hypothesis, one level deeper; a guess they could only take on trust.

use std::sync::Arc;

use super::super::fast_hash::FastSet;
use super::super::puzzle::Puzzle;
use super::super::trace::{Outcome, Step, Trace};
use super::propagate::Mode;
use super::{Depth, Search, Solver, Workspace};

impl<P: Puzzle> Search<'_, P> {
    /// Whether a round that found nothing is followed by a round of nested
    /// hypotheses: only on the main line (under a guess the search is
    /// already one), and where a solve would otherwise guess: when the
    /// trace is recorded, since a person reads it, or when guessing is not
    /// allowed. Judge output's answer is the same either way, and a guess
    /// finds it sooner.
    pub(super) fn nests(&self, depth: Depth, mode: Mode) -> bool {
        let solver = self.solver;
        solver.nested
            && !self.nesting_done
            && depth == Depth::Top
            && (solver.hypothesis || solver.forcing)
            && (mode.record || !solver.guess)
    }

    /// One round of nested hypotheses on `puzzle`: the step refuting the
    /// first candidate, in the puzzle's order, whose solve breaks; `None`
    /// when every solve holds up, or the round's budget of trials is
    /// spent. Either way the solve runs no other round: where one comes
    /// up empty the puzzle is to be searched (an open grid, several
    /// answers), and another after each guess would only add its cost.
    ///
    /// The budget is `TRIALS_PER_CANDIDATE` hypothesis trials for each
    /// candidate (the solves inside run rounds of their own): a count, so
    /// the solve is the same on every machine. The small blank
    /// Slitherlinks of janko that need a round use at most 4 a candidate.
    pub(super) fn nested_round(&mut self, puzzle: &P) -> Option<Step<P::Effect>> {
        let mut candidates = Vec::new();
        puzzle.candidates(&mut candidates);
        let budget = candidates.len().saturating_mul(TRIALS_PER_CANDIDATE);
        let inner = self.solver.without_nesting(budget);
        // What assumptions that held up decided: assuming one of those
        // decides no more than they did, so it holds up too (see
        // `probe_round`).
        let mut implied: FastSet<P::Effect> = FastSet::default();
        for &assume in &candidates {
            if !puzzle.is_open(assume) || implied.contains(&assume) {
                continue;
            }
            // One that breaks at once a plain hypothesis refutes; the
            // round before would have taken it.
            let Some((trial, trace)) = inner.solve_assuming(puzzle, assume, false) else {
                continue;
            };
            match trace.outcome {
                Outcome::NoSolution(why) => {
                    return Some(self.nested_refutation(puzzle, &inner, assume, why));
                }
                // Stopped short, not held up: nothing follows from it.
                _ if inner.trials_left.get() == 0 => break,
                _ => implied.extend(
                    candidates
                        .iter()
                        .filter(|&&e| puzzle.is_open(e) && trial.holds(e)),
                ),
            }
        }
        self.nesting_done = true;
        None
    }

    /// The step refuting `assume`, whose quiet solve by `inner` broke
    /// (`why`): solved again with its steps when the solve records.
    fn nested_refutation(
        &mut self,
        puzzle: &P,
        inner: &Solver<P>,
        assume: P::Effect,
        why: String,
    ) -> Step<P::Effect> {
        let (steps, contradiction) = if self.record {
            // It broke within the budget; recorded, it may look further.
            inner.trials_left.set(usize::MAX);
            match inner.solve_assuming(puzzle, assume, true) {
                // The solve is deterministic: it breaks again.
                Some((_, trace)) => match trace.outcome {
                    Outcome::NoSolution(again) => (trace.steps, again),
                    _ => (trace.steps, why),
                },
                None => (Vec::new(), why),
            }
        } else {
            (Vec::new(), why)
        };
        self.hypothesis_step(puzzle, assume, steps, contradiction)
    }
}

/// A nested round's budget of hypothesis trials, per candidate.
const TRIALS_PER_CANDIDATE: usize = 64;

impl<P: Puzzle> Solver<P> {
    /// Solves a copy of `puzzle` with `assume` made, from its changes
    /// (keeping the steps if `record`): the copy and the trace; `None`
    /// when making `assume` breaks a constraint at once.
    fn solve_assuming(
        &self,
        puzzle: &P,
        assume: P::Effect,
        record: bool,
    ) -> Option<(P, Trace<P::Effect>)> {
        let mut trial = puzzle.clone();
        trial.apply(assume, &mut Vec::new()).ok()?;
        let mut workspace = self.workspace.borrow_mut();
        let trace = self.search(&mut trial, &mut workspace, record, None, None, vec![assume]);
        Some((trial, trace))
    }

    /// Takes one hypothesis trial from the budget; false when it is spent.
    pub(super) fn spend_trial(&self) -> bool {
        let left = self.trials_left.get();
        if left == 0 {
            return false;
        }
        if left != usize::MAX {
            self.trials_left.set(left - 1);
        }
        true
    }

    /// The solver a nested hypothesis runs inside its assumption: the same
    /// rules, hypotheses and forcing, but neither guesses nor nested
    /// hypotheses of its own, `trials` hypothesis trials at most, and
    /// explaining nothing as it goes (the step is explained whole,
    /// sub-steps first).
    fn without_nesting(&self, trials: usize) -> Solver<P> {
        Solver {
            groups: self.groups.clone(),
            by_tier: self.by_tier.clone(),
            hypothesis: self.hypothesis,
            forcing: self.forcing,
            nested: false,
            inside_nested: true,
            trials_left: std::cell::Cell::new(trials),
            guess: false,
            allowed: Arc::clone(&self.allowed),
            max_nesting: self.max_nesting,
            stop_after: usize::MAX,
            record: self.record,
            explains: false,
            workspace: std::cell::RefCell::new(Workspace::new()),
        }
    }
}
