//! Why a given mark cannot hold, as a step a person can follow: the mark
//! supposed, the sub-steps its contradiction needs, and what breaks. It
//! is the hypothesis step a solve would record on that mark, made on
//! request: `hint` shows it for a mistake a person made.

use super::super::derived::Premises;
use super::super::puzzle::{Contradiction, Puzzle};
use super::super::selection::Selection;
use super::super::trace::{Outcome, Step, StepKind, Unexplained};
use super::Solver;
use super::explainer::Explainer;

/// The refutation of `mark` on `puzzle`, explained: a hypothesis step
/// that supposes it and ends in a contradiction, with only the sub-steps
/// the contradiction needs. The solver of `selection` (without guesses)
/// follows the mark; `None` when it reaches no contradiction.
pub fn refutation_step<P: Puzzle>(
    puzzle: &P,
    mark: P::Effect,
    selection: &Selection,
) -> Option<Step<P::Effect>> {
    let mut trial = puzzle.clone();
    let (steps, contradiction) = match trial.apply(mark, &mut Vec::new()) {
        Err(Contradiction(why)) => (Vec::new(), why),
        Ok(()) => {
            // A guess that fails on every side is no refutation a person
            // follows: hypotheses and forcing may come in, guesses not;
            // nor nested hypotheses, whose rounds would keep a hint waiting.
            let unguessed = Selection {
                guess: false,
                nested: false,
                ..selection.clone()
            };
            let solver = Solver::<P>::new(&unguessed, true);
            let trace = solver.solve(&mut trial);
            match trace.outcome {
                Outcome::NoSolution(why) => (trace.steps, why),
                _ => return None,
            }
        }
    };
    let mut step = Step {
        kind: StepKind::Hypothesis {
            assume: mark,
            steps,
            contradiction,
            broken_by: Premises::default(),
        },
        effects: vec![puzzle.negate(mark)],
        premises: Premises::default(),
        reason: String::new(),
        unexplained: Some(Unexplained::EngineStep),
    };
    Explainer::new(puzzle).engine_step(puzzle, &mut step);
    Some(step)
}
