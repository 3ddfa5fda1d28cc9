//! The marks of a progress file, applied one by one: a mark that breaks a
//! rule outright (a fourth line at a dot, a digit twice in a row) is kept
//! apart with its place and the rule it breaks, for `hint` and `check` to
//! name as the person's mistake; the text is still read.
//!
//! Which of two clashing marks is the wrong one the file cannot tell: in
//! reading order the right mark read second would be blamed. Given the
//! answer, `Progress::blamed_by` makes the marks again, the answer's
//! first, so that only marks the answer disagrees with can break a rule.

use crate::engine::puzzle::{Anchor, Contradiction, Puzzle};

/// A mark that breaks a rule, where it stands in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenMark<E> {
    pub mark: E,
    pub line: usize,
    pub column: usize,
    pub why: String,
}

/// A mark as a progress file makes it, where it stands in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedMark<E> {
    pub mark: E,
    pub line: usize,
    pub column: usize,
}

/// How a progress reader makes a mark on its puzzle.
pub type SetMark<P> =
    fn(&mut P, <P as Puzzle>::Effect, &mut Vec<Anchor>) -> Result<(), Contradiction>;

/// A progress file read: the state with every mark that holds, and the
/// marks that break a rule (in reading order).
#[derive(Clone, Debug)]
pub struct Progress<P: Puzzle> {
    pub state: P,
    pub broken: Vec<BrokenMark<P::Effect>>,
    /// Every mark the file makes, in reading order.
    pub marks: Vec<PlacedMark<P::Effect>>,
    /// While a mark is broken: the puzzle before the marks and how they
    /// are made, to make them again in another order.
    replay: Option<(P, SetMark<P>)>,
}

impl<P: Puzzle> Progress<P> {
    /// A puzzle read as given: no mark of a person's to break anything.
    pub fn unmarked(state: P) -> Progress<P> {
        Progress {
            state,
            broken: Vec::new(),
            marks: Vec::new(),
            replay: None,
        }
    }

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

    /// Where the file makes `mark`, if it does.
    pub fn place_of(&self, mark: P::Effect) -> Option<(usize, usize)> {
        self.marks
            .iter()
            .find(|m| m.mark == mark)
            .map(|m| (m.line, m.column))
    }

    /// The marks made again with those `in_answer` accepts first, each
    /// group in reading order: marks that agree with one answer never
    /// clash, so every mark then kept apart as broken is one the answer
    /// disagrees with. Unchanged when no mark is broken.
    pub fn blamed_by(self, in_answer: impl Fn(P::Effect) -> bool) -> Progress<P> {
        let Some((start, set)) = self.replay else {
            return self;
        };
        let marks = self.marks;
        let (right, wrong): (Vec<_>, Vec<_>) = marks.iter().partition(|m| in_answer(m.mark));
        let mut progress = apply_marks(start, right.into_iter().chain(wrong).copied(), set);
        progress.marks = marks;
        progress
    }
}

/// Makes each of `marks` (the mark, its line and column) on `state` with
/// `set`; one that breaks a rule leaves the state as it was and is kept
/// apart.
pub fn apply_marks<P: Puzzle>(
    mut state: P,
    marks: impl IntoIterator<Item = impl Into<PlacedMark<P::Effect>>>,
    set: SetMark<P>,
) -> Progress<P> {
    let start = state.clone();
    let marks: Vec<PlacedMark<P::Effect>> = marks.into_iter().map(Into::into).collect();
    let mut broken = Vec::new();
    let mut touched = Vec::new();
    for &PlacedMark { mark, line, column } in &marks {
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
    let replay = (!broken.is_empty()).then_some((start, set));
    Progress {
        state,
        broken,
        marks,
        replay,
    }
}

impl<E> From<(E, usize, usize)> for PlacedMark<E> {
    fn from((mark, line, column): (E, usize, usize)) -> PlacedMark<E> {
        PlacedMark { mark, line, column }
    }
}
