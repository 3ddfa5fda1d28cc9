//! A recorded solve ends on the answer judge output prints.
//!
//! Judge output and a recorded solve (`--json`, `--explain`, `show`,
//! `hint`) take different hypotheses (a recorded round keeps the shortest
//! refutation, `shortest`), so their searches meet a guess in different
//! states of their rotation and may guess differently. Where a puzzle has
//! one answer both end on it; where it has several they could end on
//! different ones, and `solve --explain` would explain a grid other than
//! the one `solve` prints. So a recorded solve that guessed and ended on
//! an answer compares it with judge output's; only when they differ is it
//! run again, each guess taking the side judge output's answer takes.
//! A puzzle with one answer keeps its search as it was, refuted guesses
//! and all.

use super::super::puzzle::Puzzle;
use super::super::trace::{Outcome, StepKind, Trace};
use super::{Search, Solver, Workspace};

impl<P: Puzzle> Solver<P> {
    /// A recorded solve with guessing allowed, from `puzzle` as the givens
    /// left it, ending on judge output's answer (see the module).
    pub(super) fn solve_guided(
        &self,
        puzzle: &mut P,
        workspace: &mut Workspace<P>,
    ) -> Trace<P::Effect> {
        let start = puzzle.clone();
        let trace = self.search(puzzle, workspace, true, None, None, Vec::new());
        let guessed = trace
            .steps
            .iter()
            .any(|s| matches!(s.kind, StepKind::Guess { .. }));
        if !guessed || !matches!(trace.outcome, Outcome::Solved) {
            return trace;
        }
        let mut answer = start.clone();
        let judged = self.solve_in(&mut answer, &mut Workspace::new(), false);
        if !matches!(judged.outcome, Outcome::Solved) || same_grid(&start, puzzle, &answer) {
            return trace;
        }
        *puzzle = start;
        self.search(
            puzzle,
            workspace,
            true,
            None,
            Some(Box::new(answer)),
            Vec::new(),
        )
    }
}

/// Whether two finished grids of the puzzle `start` was agree on every
/// decision `start` had open.
fn same_grid<P: Puzzle>(start: &P, one: &P, other: &P) -> bool {
    let mut open = Vec::new();
    start.candidates(&mut open);
    open.iter().all(|&e| one.holds(e) == other.holds(e))
}

impl<P: Puzzle> Search<'_, P> {
    /// The side of the decision `assume` to guess on `puzzle`: the one the
    /// guide's answer takes, if there is one.
    pub(super) fn steer(&self, puzzle: &P, assume: P::Effect) -> P::Effect {
        match &self.guide {
            Some(answer) if answer.holds(puzzle.negate(assume)) => puzzle.negate(assume),
            _ => assume,
        }
    }
}
