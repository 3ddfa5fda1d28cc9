//! `deduce draw PUZZLE [FILE] -o OUT.svg`: the library's `draw` (the
//! puzzle or progress file as read, the state after N steps, or the
//! answer), written where `-o` says.

use std::io::Write;

use crate::api::{DrawWhat, draw_progress};
use crate::cli::DrawArgs;
use crate::error::{Error, ErrorKind};
use crate::formats::share::Share;
use crate::io::PuzzleIo;
use crate::wire::givens::Givens;

use super::hint::OneInput;
use super::report::Status;
use super::write_file;

pub fn run<P: PuzzleIo + Share + Givens>(
    text: &str,
    input: &OneInput,
    options: &DrawArgs,
    stdout: &mut dyn Write,
) -> Result<Status, Error> {
    let progress = input.read::<P>(text)?;
    let what = match (options.stop_after, options.answer) {
        (Some(_), true) => {
            return Err(Error::new(
                ErrorKind::Usage,
                "--stop-after and --answer draw different grids: give one",
            ));
        }
        (None, false) => DrawWhat::AsRead,
        (None, true) => DrawWhat::Answer,
        (Some(count), false) => DrawWhat::AfterSteps(count),
    };
    let svg = draw_progress(progress, input.name, what)?;
    match options.output.as_deref() {
        Some(path) if path.as_os_str() != "-" => write_file(path, &svg)?,
        // A failed write is the output's to report (see `output.rs`).
        _ => {
            let _ = stdout.write_all(svg.as_bytes());
        }
    }
    Ok(Status::Done)
}
