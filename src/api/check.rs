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
use crate::wire::givens::Givens;

use super::read::{Named, ReadOne};

/// What checking a grid found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CheckReport {
    /// Every rule the grid breaks, for a person; empty for a right grid.
    pub broken: Vec<String>,
}

impl CheckReport {
    /// Whether the grid is a right answer.
    pub fn is_right(&self) -> bool {
        self.broken.is_empty()
    }

    /// The verdict as `deduce check` prints it: YES, or NO and a line per
    /// rule broken.
    pub fn text(&self, style: Style) -> String {
        if self.is_right() {
            return format!("{}\n", style.good("YES"));
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

/// Checks `progress` as a finished grid.
pub(crate) fn check_progress<P: PuzzleIo + Givens>(progress: Progress<P>) -> CheckReport {
    // Of two marks that clash, the one the answer disagrees with is named.
    let progress = blame(progress);
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
    CheckReport { broken }
}
