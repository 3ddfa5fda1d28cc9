//! Following a solve's main line: the state after some of its steps, from
//! which a person can carry on (`deduce solve --stop-after`) or ask for a
//! hint, and the guesses along it (where a second answer may hide).

use crate::engine::puzzle::{Contradiction, Puzzle};
use crate::engine::trace::{Step, StepKind};

/// `start` with the effects of the first `count` main-line steps of a
/// trace applied. A guess that solved the puzzle counts as one step: its
/// branch is followed to the end.
pub fn state_after<P: Puzzle>(
    start: &P,
    steps: &[Step<P::Effect>],
    count: usize,
) -> Result<P, Contradiction> {
    let mut state = start.clone();
    follow(&mut state, &steps[..count.min(steps.len())], &mut |_, _| {
        false
    })?;
    Ok(state)
}

/// Applies `steps` to `state` in order (the steps after a guess that
/// solved the puzzle are its branch's). Before each such guess,
/// `before_guess` sees the state and the assumption; when it returns true
/// the walk stops there, and so does this function, returning true.
pub fn follow<P: Puzzle>(
    state: &mut P,
    steps: &[Step<P::Effect>],
    before_guess: &mut dyn FnMut(&P, P::Effect) -> bool,
) -> Result<bool, Contradiction> {
    let mut touched = Vec::new();
    for step in steps {
        if let StepKind::Guess {
            assume,
            contradiction: None,
            ..
        } = &step.kind
            && before_guess(state, *assume)
        {
            return Ok(true);
        }
        for &effect in &step.effects {
            state.apply(effect, &mut touched)?;
        }
        touched.clear();
    }
    Ok(false)
}
