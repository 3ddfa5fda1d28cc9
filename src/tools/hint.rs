//! The next step from where a person is: first whether their marks hold a
//! mistake, then the step the solver would take.

use std::collections::HashSet;

use crate::engine::puzzle::Contradiction;
use crate::engine::selection::Selection;
use crate::engine::solve::{Solver, explain_steps};
use crate::engine::tier::Tier;
use crate::engine::trace::{Outcome, Step};
use crate::io::PuzzleIo;
use crate::io::progress_marks::Progress;
use crate::wire::givens::Givens;

pub enum Hint<E> {
    /// Every cell is decided and the grid breaks nothing.
    Finished,
    /// The puzzle itself has no answer.
    NoAnswer(String),
    /// `mark` is not part of any answer: the rules, started from the
    /// puzzle with that mark alone, reach `why`. `others` more marks
    /// disagree with the answer.
    Mistake { mark: E, why: String, others: usize },
    /// No single mark is wrong, yet together they leave no answer (a
    /// puzzle with several answers, the marks taken from two of them).
    Together(String),
    /// The step the solver takes next.
    Next(Box<Step<E>>),
    /// The solver cannot go on (only with a narrowed selection of rules).
    Stuck,
}

/// `progress` with its marks that break a rule blamed on marks an
/// answer disagrees with (see `Progress::blamed_by`), when the puzzle
/// has an answer; as read otherwise. The answer is one that keeps the
/// marks that stood, if there is one (of a puzzle with several answers,
/// the person's), else the puzzle's.
pub fn blame<P: PuzzleIo + Givens>(progress: Progress<P>) -> Progress<P> {
    if progress.broken.is_empty() {
        return progress;
    }
    match answer_keeping(&progress.state) {
        Some(answer) => progress.blamed_by(|mark| answer.holds(mark)),
        None => progress,
    }
}

/// An answer of the puzzle of `state` that keeps its marks, if there is
/// one (of a puzzle with several answers, the person's), else the
/// puzzle's; `None` when the solver finds none.
pub(crate) fn answer_keeping<P: PuzzleIo + Givens>(state: &P) -> Option<P> {
    let solver = Solver::<P>::new(&Selection::all::<P>(), false);
    let solved =
        |mut state: P| (solver.solve(&mut state).outcome == Outcome::Solved).then_some(state);
    solved(state.clone()).or_else(|| without_marks(state).and_then(solved))
}

/// The puzzle of `state` without the person's marks: its givens alone.
pub(crate) fn without_marks<P: Givens>(state: &P) -> Option<P> {
    P::from_givens_json(&state.givens_json()).ok()
}

/// The hint for `state`, a puzzle with a person's marks.
pub fn hint<P: PuzzleIo + Givens>(state: &P) -> Hint<P::Effect> {
    let Some(fresh) = without_marks(state) else {
        return Hint::Stuck;
    };
    let all = Selection::all::<P>();
    let solver = Solver::<P>::new(&all, false);
    let mut answer = fresh.clone();
    // Whether the marks are all the answer's: then they leave it.
    let mut on_the_answer = false;
    match solver.solve(&mut answer).outcome {
        Outcome::NoSolution(why) => return Hint::NoAnswer(why),
        Outcome::Solved => {
            let wrong = off_the_answer(&fresh, state, &answer);
            if let Some(mistake) = first_mistake(&fresh, &wrong, &solver) {
                return mistake;
            }
            on_the_answer = wrong.is_empty();
        }
        Outcome::Stuck | Outcome::GaveUp(_) => {}
    }
    if finished(state) {
        return Hint::Finished;
    }
    // Whether marks off the answer leave another is judge output's
    // question: the recorded solve below stops at its first step.
    if !on_the_answer && let Outcome::NoSolution(why) = solver.solve(&mut state.clone()).outcome {
        return Hint::Together(why);
    }
    let mut copy = state.clone();
    let recorded = Solver::<P>::new(&all, true).stopping_after(1);
    let mut trace = recorded.solve(&mut copy);
    // The hint shows one step: only it is explained.
    explain_steps(state, &mut trace.steps, 1);
    match (trace.steps.into_iter().next(), trace.outcome) {
        (_, Outcome::NoSolution(why)) => Hint::Together(why),
        (Some(step), _) => Hint::Next(Box::new(step)),
        (None, Outcome::Solved) => Hint::Finished,
        (None, Outcome::Stuck | Outcome::GaveUp(_)) => Hint::Stuck,
    }
}

/// Whether `state` is a finished grid, counting the marks an answer
/// leaves unwritten (`implicit_marks`): the answer `solve` prints is one.
fn finished<P: PuzzleIo>(state: &P) -> bool {
    let mut settled = state.clone();
    let mut touched = Vec::new();
    for mark in state.implicit_marks() {
        if settled.apply(mark, &mut touched).is_err() {
            return false;
        }
    }
    settled.is_complete() && settled.check_complete().is_ok()
}

/// The person's marks in `state` (in the puzzle's order) that `answer`,
/// an answer of `fresh`, contradicts.
fn off_the_answer<P: PuzzleIo>(fresh: &P, state: &P, answer: &P) -> Vec<P::Effect> {
    let mut given = Vec::new();
    fresh.decided(&mut given);
    let given: HashSet<P::Effect> = given.into_iter().collect();
    let mut marks = Vec::new();
    state.decided(&mut marks);
    marks
        .into_iter()
        .filter(|m| !given.contains(m) && !answer.holds(*m))
        .collect()
}

/// The first of `wrong`, the marks the answer contradicts, that leads,
/// from the puzzle alone, to no answer; with the reason the rules give,
/// the simplest found. `solver` has every rule and step and records
/// nothing.
fn first_mistake<P: PuzzleIo>(
    fresh: &P,
    wrong: &[P::Effect],
    solver: &Solver<P>,
) -> Option<Hint<P::Effect>> {
    let rules_only = Solver::<P>::new(&Selection::all::<P>().up_to::<P>(Tier::Advanced), false);
    for (i, &mark) in wrong.iter().enumerate() {
        if let Some(why) = refutation(fresh, mark, [&rules_only, solver]) {
            return Some(Hint::Mistake {
                mark,
                why,
                others: wrong.len() - i - 1,
            });
        }
    }
    None
}

/// Why `mark` cannot hold in `fresh`, found as `hint` finds it: the
/// rules alone first, then every step; `None` if it can.
pub(crate) fn why_wrong<P: PuzzleIo>(fresh: &P, mark: P::Effect) -> Option<String> {
    let all = Selection::all::<P>();
    let solver = Solver::<P>::new(&all, false);
    let rules_only = Solver::<P>::new(&all.up_to::<P>(Tier::Advanced), false);
    refutation(fresh, mark, [&rules_only, &solver])
}

/// Why `mark` cannot hold in `fresh`: at once, or by the first of
/// `solvers` that decides (the rules alone, then the whole solver with
/// hypotheses and guesses); `None` if it can.
fn refutation<P: PuzzleIo>(fresh: &P, mark: P::Effect, solvers: [&Solver<P>; 2]) -> Option<String> {
    let mut with_mark = fresh.clone();
    if let Err(Contradiction(why)) = with_mark.apply(mark, &mut Vec::new()) {
        return Some(why);
    }
    for solver in solvers {
        let mut copy = with_mark.clone();
        match solver.solve(&mut copy).outcome {
            Outcome::NoSolution(why) => return Some(why),
            Outcome::Solved => return None,
            Outcome::Stuck | Outcome::GaveUp(_) => {}
        }
    }
    None
}
