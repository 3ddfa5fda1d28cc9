//! A person's grid measured against the answer, as far as it goes: which
//! of their marks are mistakes (in the order made) and how many of the
//! answer's marks are still to make. `check` says "no mistake so far" or
//! names the mistakes, `draw` shows them in red, and the play page asks
//! the same questions of the grid in the browser.

use crate::engine::selection::Selection;
use crate::engine::solve::Solver;
use crate::engine::trace::Outcome;
use crate::io::PuzzleIo;
use crate::io::progress_marks::Progress;
use crate::tools::page::model::effect_item_list;
use crate::wire::givens::Givens;

use super::hint::{why_wrong, without_marks};

/// One mark of the person's that no answer keeping their other marks
/// has, where their file makes it, and why it cannot hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake<E> {
    pub mark: E,
    pub line: usize,
    pub column: usize,
    pub why: String,
}

/// What the person's grid holds against the answer.
pub struct Measured<P: PuzzleIo> {
    /// The puzzle as given, without the person's marks.
    pub fresh: P,
    /// The answer the marks are measured against: one keeping all the
    /// person's marks if there is one (a puzzle with several answers
    /// has theirs), else the puzzle's.
    pub answer: P,
    /// The marks the answer disagrees with, and those that break a rule
    /// outright, in the order the file makes them.
    pub mistakes: Vec<Mistake<P::Effect>>,
    /// How many of the answer's marks that draw something (a line, a
    /// black or water cell, a digit) are on places the grid leaves open.
    pub to_go: usize,
}

/// `progress` measured against the puzzle's answer; `None` when the
/// puzzle (its givens alone) has none the solver finds.
pub fn measure<P: PuzzleIo + Givens>(progress: &Progress<P>) -> Option<Measured<P>> {
    let fresh = without_marks(&progress.state)?;
    let solver = Solver::<P>::new(&Selection::all::<P>(), false);
    let solved =
        |mut state: P| (solver.solve(&mut state).outcome == Outcome::Solved).then_some(state);
    let answer = solved(progress.state.clone()).or_else(|| solved(fresh.clone()))?;
    let mut mistakes: Vec<Mistake<P::Effect>> = progress
        .broken
        .iter()
        .map(|b| Mistake {
            mark: b.mark,
            line: b.line,
            column: b.column,
            why: b.why.clone(),
        })
        .collect();
    for placed in progress.marks.iter().filter(|m| !answer.holds(m.mark)) {
        if mistakes.iter().any(|m| m.mark == placed.mark) {
            continue;
        }
        let why = why_wrong(&fresh, placed.mark)
            .unwrap_or_else(|| "the answer differs there".to_string());
        mistakes.push(Mistake {
            mark: placed.mark,
            line: placed.line,
            column: placed.column,
            why,
        });
    }
    mistakes.sort_by_key(|m| (m.line, m.column));
    let to_go = to_go(&fresh, &answer, progress);
    Some(Measured {
        fresh,
        answer,
        mistakes,
        to_go,
    })
}

/// How many of `answer`'s marks that a person makes to finish
/// (`PuzzleIo::is_mark_to_make`: a line, a black cell, a digit), beyond
/// the givens of `fresh`, are on places `progress` leaves open: a place
/// marked otherwise, even by a mark that breaks a rule and so is not in
/// its state, holds a mistake, not a mark to go.
pub fn to_go<P: PuzzleIo>(fresh: &P, answer: &P, progress: &Progress<P>) -> usize {
    let broken: Vec<P::Effect> = progress.broken.iter().map(|b| b.mark).collect();
    let marked = effect_item_list(fresh, &broken);
    let mut answer_marks = Vec::new();
    answer.decided(&mut answer_marks);
    answer_marks
        .iter()
        .filter(|&&m| !fresh.holds(m) && fresh.is_mark_to_make(m) && progress.state.is_open(m))
        .filter(|&&m| {
            marked.is_empty()
                || !effect_item_list(fresh, &[m])
                    .iter()
                    .any(|i| marked.contains(i))
        })
        .count()
}
