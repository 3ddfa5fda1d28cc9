//! `deduce convert PUZZLE [FILE] --to judge|url|tatham|pzprv3`: the
//! library's conversion of each puzzle of the input, one per line (pzprv3: one
//! file after another; judge: one batch). With `--answer`, a pzprv3 file
//! carries the solved grid, so that the answer opens in puzz.link.

use std::io::Write;
use std::ops::ControlFlow;

use crate::api::{check_format, encode};
use crate::cli::ConvertArgs;
use crate::engine::{Selection, Solver};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::{Format, stream_batch};
use crate::formats::share::Share;
use crate::input::Source;
use crate::io::PuzzleIo;

use super::batch::walk;
use super::report::{Reporter, Status};

pub fn run<P: PuzzleIo + Share>(
    source: Source,
    input_name: &str,
    options: &ConvertArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    check_format::<P>(options.to, options.answer)?;
    let solver = Solver::<P>::new(&Selection::all::<P>(), false);
    let mut status = Status::Done;
    let walked = walk(
        stream_batch::<P>(source, false, options.input.from),
        input_name,
        "puzzle",
        options.input.pick.as_ref(),
        reporter,
        |index, puzzle, reporter| {
            match encode(&puzzle, options.to, options.answer, &solver) {
                Ok(text) => {
                    if stdout.write_all(text.as_bytes()).is_err() {
                        return ControlFlow::Break(()); // A closed pipe: stop quietly.
                    }
                }
                Err(why) => {
                    status = Status::Unsolved;
                    reporter.report(
                        &Error::new(ErrorKind::Unsolved, why)
                            .in_file(input_name)
                            .in_item("puzzle", index),
                    );
                }
            }
            ControlFlow::Continue(())
        },
    );
    if options.to == Format::Judge && !walked.stopped {
        // A failed write is the output's to report (see `output.rs`).
        let _ = stdout.write_all(b"0 0\n");
    }
    if walked.unreadable > 0 {
        status = Status::BadInput;
    }
    Ok(status)
}
