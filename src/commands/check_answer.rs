//! `deduce check PUZZLE [FILE]` for a grid with the puzzle's clues (a
//! progress file, the answer `solve` printed, a shared format): YES, or
//! NO and every rule it breaks, each with its cells, as the puzzle's
//! independent verifier finds them. Exit 0 for YES, 1 for NO.

use std::io::Write;

use crate::engine::PuzzleIo;
use crate::engine::text::effect_text;
use crate::error::Error;
use crate::style::Style;

use super::hint::OneInput;
use super::report::Status;

/// `style` colours the verdict: YES in the colour of all right, NO in red.
pub fn run<P: PuzzleIo>(
    text: &str,
    input: &OneInput,
    style: Style,
    stdout: &mut dyn Write,
) -> Result<Status, Error> {
    let progress = input.read::<P>(text)?;
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
    let mut out = String::new();
    if broken.is_empty() {
        out.push_str(&style.good("YES"));
        out.push('\n');
    } else {
        out.push_str(&style.bad("NO"));
        out.push('\n');
        for why in &broken {
            out.push_str("    ");
            out.push_str(why);
            out.push('\n');
        }
    }
    // A failed write is the output's to report (see `output.rs`).
    let _ = stdout.write_all(out.as_bytes());
    Ok(if broken.is_empty() {
        Status::Done
    } else {
        Status::Unsolved
    })
}
