//! The guess search, last resort when the rules and hypotheses stall: a
//! depth-first search kept on a stack of branches rather than on the call
//! stack, so no depth overflows it.
//!
//! A branch does not keep a copy of the grid before its guess, which at
//! every level would cost depth x grid: the first levels and those at a
//! power of two keep one, and every effect made under a guess goes on a
//! trail. A branch that fails is undone by taking the nearest kept copy
//! below it and making again the trail's effects up to its guess.
//!
//! A guess whose branch solves the puzzle is recorded as one step on the
//! line it was made on, and the branch's steps follow it there: a trace
//! of any number of guesses that held is flat. Only guesses refuted
//! inside refuted guesses nest, and a recorded trace keeps that nesting
//! within `trace::MAX_NESTING`, so every trace written can be read back.

use super::super::derived::Premises;
use super::super::puzzle::{Anchor, Puzzle};
use super::super::trace::{Step, StepKind};
use super::super::words::effect_text;

/// One guess under way.
pub(super) struct Branch<P: Puzzle> {
    pub assume: P::Effect,
    /// The steps of the line the guess was made on, up to it.
    pub outer_steps: Vec<Step<P::Effect>>,
    /// The grid before the guess, on the levels that keep one.
    before: Option<P>,
    /// Where on the trail the guess stands: the trail's effects before it
    /// made the grid it was made on.
    trail_len: usize,
    /// How deeply refuted guesses nest in the steps of this branch.
    pub nesting: usize,
}

/// A failed branch, closed, and the steps it had taken.
pub(super) type Closed<P> = (Branch<P>, Vec<Step<<P as Puzzle>::Effect>>);

/// The search's stack of branches and its trail.
pub(super) struct Branches<P: Puzzle> {
    stack: Vec<Branch<P>>,
    trail: Vec<P::Effect>,
}

impl<P: Puzzle> Branches<P> {
    pub fn new() -> Self {
        Branches {
            stack: Vec::new(),
            trail: Vec::new(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.stack.is_empty()
    }

    /// Where the effects made on the grid go, while under a guess.
    pub fn trail(&mut self) -> Option<&mut Vec<P::Effect>> {
        (!self.stack.is_empty()).then_some(&mut self.trail)
    }

    /// Opens a branch on `assume`, made on `puzzle` after `steps`, which
    /// the branch takes: its own steps start empty.
    pub fn open(&mut self, puzzle: &P, assume: P::Effect, steps: &mut Vec<Step<P::Effect>>) {
        let level = self.stack.len() + 1;
        let keeps_copy = level <= 8 || level.is_power_of_two();
        if self.stack.is_empty() {
            self.trail.clear();
        }
        self.stack.push(Branch {
            assume,
            outer_steps: std::mem::take(steps),
            before: keeps_copy.then(|| puzzle.clone()),
            trail_len: self.trail.len(),
            nesting: 0,
        });
        self.trail.push(assume);
    }

    /// Closes the innermost branch, which failed: `puzzle` is made the
    /// grid before its guess again and `steps` the line it was made on
    /// (the branch's steps are returned). `None` with no branch open.
    pub fn close_failed(
        &mut self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
    ) -> Option<Closed<P>> {
        let mut branch = self.stack.pop()?;
        let branch_steps = std::mem::replace(steps, std::mem::take(&mut branch.outer_steps));
        match branch.before.take() {
            Some(before) => *puzzle = before,
            None => {
                let kept = self
                    .stack
                    .iter()
                    .rev()
                    .find(|b| b.before.is_some())
                    .expect("the first level keeps its grid");
                puzzle.restore(kept.before.as_ref().expect("found so"));
                let mut touched: Vec<Anchor> = Vec::new();
                for &effect in &self.trail[kept.trail_len..branch.trail_len] {
                    // Each was made on this very grid before, and held.
                    let made = puzzle.apply(effect, &mut touched);
                    debug_assert!(made.is_ok(), "a trail effect holds again");
                    touched.clear();
                }
            }
        }
        self.trail.truncate(branch.trail_len);
        Some((branch, branch_steps))
    }

    /// The nesting of refuted guesses on the innermost open line.
    pub fn nesting_mut(&mut self) -> Option<&mut usize> {
        self.stack.last_mut().map(|b| &mut b.nesting)
    }

    /// Every branch held and the puzzle is solved: the solve's steps are
    /// each line's steps up to its guess, the guess, and so on, ending
    /// with `steps`, the innermost branch's.
    pub fn close_solved(&mut self, puzzle: &P, steps: &mut Vec<Step<P::Effect>>, record: bool) {
        if !record || self.stack.is_empty() {
            self.stack.clear();
            return;
        }
        let innermost = std::mem::take(steps);
        for branch in self.stack.drain(..) {
            steps.extend(branch.outer_steps);
            steps.push(solved_guess(puzzle, branch.assume));
        }
        steps.extend(innermost);
    }

    /// The search gave up inside its branches: `puzzle` and `steps` are
    /// made those of before the first guess.
    pub fn abandon(&mut self, puzzle: &mut P, steps: &mut Vec<Step<P::Effect>>) {
        if let Some(first) = self.stack.first_mut() {
            *puzzle = first.before.take().expect("the first level keeps its grid");
            *steps = std::mem::take(&mut first.outer_steps);
        }
        self.stack.clear();
        self.trail.clear();
    }
}

/// The step of a guess whose branch solved the puzzle: it reads nothing
/// (it is a choice), and the steps after it are the branch's.
fn solved_guess<P: Puzzle>(puzzle: &P, assume: P::Effect) -> Step<P::Effect> {
    Step {
        kind: StepKind::Guess {
            assume,
            steps: Vec::new(),
            contradiction: None,
            broken_by: Premises::default(),
        },
        effects: vec![assume],
        premises: Premises::default(),
        reason: format!(
            "no rule decides the next mark: choose {}; the steps after it, from this choice, reach an answer",
            effect_text(puzzle, assume)
        ),
        unexplained: None,
    }
}
