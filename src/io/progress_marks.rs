//! The marks of a progress file, applied one by one: a mark that breaks a
//! rule outright (a fourth line at a dot, a digit twice in a row) is kept
//! apart with its place and the rule it breaks, for `hint` and `check` to
//! name as the person's mistake; the text is still read.

use crate::engine::puzzle::{Anchor, Contradiction, Puzzle};

/// A mark that breaks a rule, where it stands in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenMark<E> {
    pub mark: E,
    pub line: usize,
    pub column: usize,
    pub why: String,
}

/// A progress file read: the state with every mark that holds, and the
/// marks that break a rule (in reading order).
#[derive(Clone, Debug)]
pub struct Progress<P: Puzzle> {
    pub state: P,
    pub broken: Vec<BrokenMark<P::Effect>>,
}

impl<P: Puzzle> Progress<P> {
    /// The state, if no mark breaks a rule; else the first that does, as
    /// an error where it stands.
    pub fn into_state(self) -> Result<P, crate::error::InputError> {
        match self.broken.into_iter().next() {
            Some(b) => Err(crate::error::InputError::new(
                b.line,
                b.column,
                format!("this mark breaks a rule: {}", b.why),
            )),
            None => Ok(self.state),
        }
    }
}

/// Makes each of `marks` on `state` with `set`; one that breaks a rule
/// leaves the state as it was and is kept apart.
pub fn apply_marks<P: Puzzle>(
    mut state: P,
    marks: impl IntoIterator<Item = (P::Effect, usize, usize)>,
    mut set: impl FnMut(&mut P, P::Effect, &mut Vec<Anchor>) -> Result<(), Contradiction>,
) -> Progress<P> {
    let mut broken = Vec::new();
    let mut touched = Vec::new();
    for (mark, line, column) in marks {
        // A mark that fails may leave the state half-changed: it is made
        // on a copy first.
        let mut trial = state.clone();
        match set(&mut trial, mark, &mut touched) {
            Ok(()) => state = trial,
            Err(Contradiction(why)) => broken.push(BrokenMark {
                mark,
                line,
                column,
                why,
            }),
        }
        touched.clear();
    }
    Progress { state, broken }
}
