//! `deduce check PUZZLE [FILE]` for a grid with the puzzle's clues (a
//! progress file, the answer `solve` printed, a shared format): the
//! library's `check`, printed. Exit 0 for YES or no mistake so far, 1 for NO.

use std::io::Write;

use crate::api::check_progress;
use crate::error::Error;
use crate::formats::share::Share;
use crate::io::PuzzleIo;
use crate::style::Style;
use crate::wire::givens::Givens;

use super::hint::OneInput;
use super::report::Status;

/// `style` colours the verdict: YES in the colour of all right, NO in red.
pub fn run<P: PuzzleIo + Share + Givens>(
    text: &str,
    input: &OneInput,
    style: Style,
    stdout: &mut dyn Write,
) -> Result<Status, Error> {
    let report = check_progress(input.read::<P>(text)?);
    // A failed write is the output's to report (see `output.rs`).
    let _ = stdout.write_all(report.text(style).as_bytes());
    // A grid not finished with no mistake so far is not a wrong one.
    Ok(match report.is_right_so_far() {
        true => Status::Done,
        false => Status::Unsolved,
    })
}
