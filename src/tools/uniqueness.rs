//! Whether a solved puzzle's answer is the only one. Rules, hypotheses
//! and forcing only conclude what every answer shares, and a guess that
//! failed concludes its opposite; so the one place a second answer can
//! hide is the untried side of a guess that succeeded. Each is solved in
//! turn, and its own guesses searched the same way. An answer counts as
//! another when the judge would read it differently; one that differs
//! only where the judge does not look is reported apart.

use super::progress::follow;
use crate::engine::puzzle::Contradiction;
use crate::engine::selection::Selection;
use crate::engine::solve::Solver;
use crate::engine::trace::{Outcome, Step};
use crate::io::PuzzleIo;

/// What the search for a second answer found.
pub struct Others<P> {
    /// An answer that reads differently as the judge reads it (its judge
    /// output differs): the puzzle is not unique.
    pub different: Option<P>,
    /// An answer that differs only where the judge does not look (two
    /// tilings of the same Su-Domino-Ku digits).
    pub same_reading: Option<P>,
}

/// Other answers than `answer`, the one the trace reaches from `start`.
/// An error if the trace does not replay (one the solver wrote always
/// does).
pub fn other_answers<P: PuzzleIo>(
    start: &P,
    steps: &[Step<P::Effect>],
    answer: &P,
) -> Result<Others<P>, Contradiction> {
    let mut found = Others {
        different: None,
        same_reading: None,
    };
    let reading = answer.judge_output(1).ok();
    let solvers = Solvers {
        quick: Solver::<P>::new(&Selection::all::<P>(), false),
        recording: Solver::<P>::new(&Selection::all::<P>(), true),
    };
    search(&solvers, start.clone(), steps, &reading, &mut found)?;
    Ok(found)
}

/// A side is first solved as judge output is, without its steps: most
/// sides break down or read differently, and that settles them. Only a
/// side whose answer reads the same is solved again with its steps, to
/// search its own guesses.
struct Solvers<P: PuzzleIo> {
    quick: Solver<P>,
    recording: Solver<P>,
}

/// Follows `steps` from `state`; at each guess that succeeded, solves its
/// other side, and searches that solve in turn while its answers read
/// like the first.
fn search<P: PuzzleIo>(
    solvers: &Solvers<P>,
    mut state: P,
    steps: &[Step<P::Effect>],
    reading: &Option<String>,
    found: &mut Others<P>,
) -> Result<(), Contradiction> {
    let mut failed = Ok(());
    follow(&mut state, steps, &mut |before, assume| {
        let mut other = before.clone();
        if other.apply(before.negate(assume), &mut Vec::new()).is_err() {
            return false;
        }
        let mut quick = other.clone();
        if solvers.quick.solve(&mut quick).outcome != Outcome::Solved {
            return false;
        }
        if quick.judge_output(1).ok() != *reading {
            found.different = Some(quick);
            return true;
        }
        let mut recorded = other.clone();
        let trace = solvers.recording.solve(&mut recorded);
        if trace.outcome != Outcome::Solved {
            return false;
        }
        if recorded.judge_output(1).ok() != *reading {
            found.different = Some(recorded);
            return true;
        }
        failed = search(solvers, other, &trace.steps, reading, found);
        found.same_reading.get_or_insert(recorded);
        failed.is_err() || found.different.is_some()
    })?;
    failed
}

/// Where two answers differ: the marks of each that the other lacks.
pub fn differences<P: PuzzleIo>(first: &P, second: &P) -> (Vec<P::Effect>, Vec<P::Effect>) {
    let only_in = |a: &P, b: &P| {
        let mut marks = Vec::new();
        a.decided(&mut marks);
        marks.retain(|m| !b.holds(*m));
        marks
    };
    (only_in(first, second), only_in(second, first))
}
