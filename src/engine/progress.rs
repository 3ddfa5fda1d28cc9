//! A solve stopped part way: the state after some of its steps, from
//! which a person can carry on (`deduce solve --stop-after`) or ask for a
//! hint.

use super::puzzle::{Contradiction, Puzzle};
use super::trace::{Step, StepKind};

/// `start` with the effects of the first `count` main-line steps of a
/// trace applied. A guess that solved the puzzle counts as one step: its
/// branch is followed to the end.
pub fn state_after<P: Puzzle>(
    start: &P,
    steps: &[Step<P::Effect>],
    count: usize,
) -> Result<P, Contradiction> {
    let mut state = start.clone();
    let mut touched = Vec::new();
    for step in steps.iter().take(count) {
        apply_step(&mut state, step, &mut touched)?;
    }
    Ok(state)
}

fn apply_step<P: Puzzle>(
    state: &mut P,
    step: &Step<P::Effect>,
    touched: &mut Vec<usize>,
) -> Result<(), Contradiction> {
    for &effect in &step.effects {
        state.apply(effect, touched)?;
    }
    if let StepKind::Guess {
        steps,
        contradiction: None,
        ..
    } = &step.kind
    {
        for inner in steps {
            apply_step(state, inner, touched)?;
        }
    }
    touched.clear();
    Ok(())
}
