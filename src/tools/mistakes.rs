//! A person's grid measured against the answer, as far as it goes: which
//! of their marks are mistakes (in the order made) and how many of the
//! answer's marks are still to make. `check` says "no mistake so far" or
//! names the mistakes, `draw` shows them in red, and the play page asks
//! the same questions of the grid in the browser.

use crate::io::PuzzleIo;
use crate::io::progress_marks::{PlacedMark, Progress};
use crate::tools::page::model::effect_item_list;
use crate::wire::givens::Givens;

use super::hint::{answer_keeping, why_wrong, without_marks};

/// One mark of the person's that no answer keeping their other marks
/// has, and where their file makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake<E> {
    pub mark: E,
    pub line: usize,
    pub column: usize,
    /// The rule it breaks, for a mark that breaks one as read.
    pub breaks: Option<String>,
}

impl<E: Copy> Mistake<E> {
    /// Why the mark cannot hold on `fresh`, the puzzle alone: the rule it
    /// breaks, else the contradiction the rules reach from it (a solve:
    /// asked only by what shows it).
    pub fn why<P: PuzzleIo<Effect = E>>(&self, fresh: &P) -> String {
        self.breaks
            .clone()
            .unwrap_or_else(|| why_not(fresh, self.mark))
    }
}

/// Why `mark`, which the answer disagrees with, cannot hold on `fresh`:
/// the contradiction the rules reach from it (a solve).
pub fn why_not<P: PuzzleIo>(fresh: &P, mark: P::Effect) -> String {
    why_wrong(fresh, mark).unwrap_or_else(|| "the answer differs there".to_string())
}

/// What the person's grid holds against the answer.
pub struct Measured<P: PuzzleIo> {
    /// The puzzle as given, without the person's marks.
    pub fresh: P,
    /// The marks the answer disagrees with, and those that break a rule
    /// outright, in the order the file makes them.
    pub mistakes: Vec<Mistake<P::Effect>>,
    /// How many of the answer's marks that draw something (a line, a
    /// black or water cell, a digit) are on places the grid leaves open.
    pub to_go: usize,
}

/// `progress` measured against the puzzle's answer (one keeping all the
/// person's marks if there is one: a puzzle with several answers has
/// theirs); `None` when the puzzle has none the solver finds.
pub fn measure<P: PuzzleIo + Givens>(progress: &Progress<P>) -> Option<Measured<P>> {
    let fresh = without_marks(&progress.state)?;
    let answer = answer_keeping(&progress.state)?;
    let mut mistakes: Vec<Mistake<P::Effect>> = progress
        .broken
        .iter()
        .map(|b| Mistake {
            mark: b.mark,
            line: b.line,
            column: b.column,
            breaks: Some(b.why.clone()),
        })
        .collect();
    for placed in off_the_answer(&answer, progress) {
        if !mistakes.iter().any(|m| m.mark == placed.mark) {
            mistakes.push(Mistake {
                mark: placed.mark,
                line: placed.line,
                column: placed.column,
                breaks: None,
            });
        }
    }
    mistakes.sort_by_key(|m| (m.line, m.column));
    let to_go = to_go(&fresh, &answer, progress);
    Some(Measured {
        fresh,
        mistakes,
        to_go,
    })
}

/// The person's marks that `answer` disagrees with, in the order made.
pub fn off_the_answer<'p, P: PuzzleIo>(
    answer: &P,
    progress: &'p Progress<P>,
) -> impl Iterator<Item = &'p PlacedMark<P::Effect>> {
    progress.marks.iter().filter(|m| !answer.holds(m.mark))
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
