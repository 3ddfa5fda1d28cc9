//! Whether a grid with the puzzle's clues (a progress grid, an answer, a
//! shared format with its drawing) is right: every rule it breaks, each
//! with its cells, as the puzzle's independent verifier finds them.

use serde::Serialize;

use crate::engine::words::effect_text;
use crate::error::Error;
use crate::io::PuzzleIo;
use crate::io::progress_marks::Progress;
use crate::puzzles::PuzzleKind;
use crate::style::Style;
use crate::tools::hint::blame;
use crate::tools::mistakes::measure;
use crate::wire::givens::Givens;

use super::read::{Named, ReadOne};

/// What checking a grid found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CheckReport {
    /// Every rule the grid breaks, for a person; empty for a right grid.
    /// For a grid not finished, its mistakes: each mark the answer
    /// disagrees with, and why it cannot hold.
    pub broken: Vec<String>,
    /// For a grid not finished: how many of the answer's marks that draw
    /// something (a line, a black or water cell, a digit) it lacks; 0
    /// for a finished grid.
    pub to_go: usize,
}

impl CheckReport {
    /// Whether the grid is a right answer.
    pub fn is_right(&self) -> bool {
        self.broken.is_empty() && self.to_go == 0
    }

    /// Whether the grid holds no mistake so far: a right answer, or a
    /// grid not finished whose marks all agree with the answer.
    pub fn is_right_so_far(&self) -> bool {
        self.broken.is_empty()
    }

    /// The verdict as `deduce check` prints it: YES; "no mistake so far"
    /// for a grid not finished; or NO and a line per rule broken or
    /// mistake made.
    pub fn text(&self, style: Style) -> String {
        if self.is_right() {
            return format!("{}\n", style.good("YES"));
        }
        if self.is_right_so_far() {
            let so_far = format!("no mistake so far, {} to go", self.to_go);
            return format!("{}\n", style.good(&so_far));
        }
        let mut out = format!("{}\n", style.bad("NO"));
        for why in &self.broken {
            out.push_str("    ");
            out.push_str(why);
            out.push('\n');
        }
        out
    }
}

/// Checks the grid of `input`, read as `read` says.
///
/// ```
/// use deduce::{Named, PuzzleKind, ReadOne};
///
/// // A 1x1 Fill-a-Pix whose clue 1 asks its cell to be black, and the
/// // progress grid that paints it white.
/// let grid = "1 0\n";
/// let report = deduce::check(PuzzleKind::Pixel, Named::new(grid), &ReadOne::default())?;
/// assert!(!report.is_right());
/// # Ok::<(), deduce::Error>(())
/// ```
pub fn check<'a>(
    kind: PuzzleKind,
    input: impl Into<Named<'a>>,
    read: &ReadOne,
) -> Result<CheckReport, Error> {
    let input = input.into();
    crate::with_puzzle!(kind, P => Ok(check_progress(read.read::<P>(input)?)))
}

/// Checks `progress`: a finished grid by the puzzle's verifier; one that
/// lacks some of the answer's marks against the answer, its mistakes
/// named in the order made.
pub(crate) fn check_progress<P: PuzzleIo + Givens>(progress: Progress<P>) -> CheckReport {
    let finished = check_finished(&progress);
    if finished.is_right() {
        return finished;
    }
    match measure(&progress) {
        Some(measured) if measured.to_go > 0 => CheckReport {
            broken: measured
                .mistakes
                .iter()
                .map(|m| {
                    let mark = effect_text(&measured.fresh, m.mark);
                    let (line, column) = (m.line, m.column);
                    let why = m.why(&measured.fresh);
                    format!("mistake at line {line}, column {column} ({mark}): {why}")
                })
                .collect(),
            to_go: measured.to_go,
        },
        _ => finished,
    }
}

/// Checks `progress` as a finished grid.
fn check_finished<P: PuzzleIo + Givens>(progress: &Progress<P>) -> CheckReport {
    // Of two marks that clash, the one the answer disagrees with is named.
    let progress = blame(progress.clone());
    let mut state = progress.state;
    // The marks an answer leaves unwritten (land, crosses) are made first.
    let mut touched = Vec::new();
    for mark in state.implicit_marks() {
        let _ = state.apply(mark, &mut touched);
    }
    let mut broken: Vec<String> = progress
        .broken
        .iter()
        .map(|b| {
            format!(
                "{} (line {}, column {}) breaks a rule: {}",
                effect_text(&state, b.mark),
                b.line,
                b.column,
                b.why
            )
        })
        .collect();
    broken.extend(state.violations());
    CheckReport { broken, to_go: 0 }
}
