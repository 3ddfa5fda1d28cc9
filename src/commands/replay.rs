//! `deduce replay FILE`: re-derives every step of each trace in the file.

use std::io::Write;

use serde_json::value::RawValue;

use crate::engine::replay::{replay, trace_kind};
use crate::engine::replay_stream::{MAX_DEPTH, too_deep_at};

use crate::error::{Error, ErrorKind, Place};
use crate::puzzles::PuzzleKind;
use crate::with_puzzle;

use super::report::{Reporter, Status};

/// Replays a file holding one trace or a list of them; prints what `solve`
/// printed for them. The first trace that cannot be read, or is refused,
/// ends the replay (exit 2). The status is then `solve`'s for the traces:
/// done when every one was solved, unsolved when one ended stuck, with no
/// solution, or given up (each claim checked).
pub fn run(
    text: &str,
    name: &str,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let not_json = |e: serde_json::Error| {
        Error::new(ErrorKind::BadInput, format!("not JSON: {e}"))
            .at(Place::file(name).at(e.line(), e.column()))
    };
    if let Some(offset) = too_deep_at(text, MAX_DEPTH) {
        let (line, column) = start_of(text, &text[offset..]);
        return Err(Error::new(
            ErrorKind::BadInput,
            format!(
                "not a deduce trace: it nests lists and objects more than {MAX_DEPTH} deep, \
                 deeper than any trace deduce writes"
            ),
        )
        .at(Place::file(name).at(line, column)));
    }
    // Each trace is read from its own text, straight into the trace types:
    // no tree of values is built for a file that can hold millions of steps.
    let mut reader = serde_json::Deserializer::from_str(text);
    reader.disable_recursion_limit();
    let traces: Vec<&RawValue> = if text.trim_start().starts_with('[') {
        serde::Deserialize::deserialize(&mut reader).map_err(not_json)?
    } else {
        vec![serde::Deserialize::deserialize(&mut reader).map_err(not_json)?]
    };
    reader.end().map_err(not_json)?;
    let mut status = Status::Done;
    for (i, trace) in traces.iter().enumerate() {
        let index = i + 1;
        let trace = trace.get();
        let result = trace_kind(trace).and_then(|kind| match PuzzleKind::named(kind) {
            Some(kind) => with_puzzle!(kind, P => replay::<P>(trace, index)),
            None => Err(Error::new(
                ErrorKind::BadInput,
                format!("unknown puzzle kind '{kind}'"),
            )),
        });
        match result {
            Ok(replayed) => {
                if !replayed.solved {
                    status = Status::Unsolved;
                }
                // Said where `solve` said it: no solution is no answer.
                if let Some(why) = &replayed.unsolved {
                    let error = Error::new(ErrorKind::Unsolved, why.clone());
                    reporter.report(&error.in_file(name).in_item("trace", index));
                }
                if stdout.write_all(replayed.output.as_bytes()).is_err() {
                    return Ok(status);
                }
            }
            Err(error) => return Err(placed(error, name, index, text, trace)),
        }
    }
    Ok(status)
}

/// The error, placed in the file: a reading error's line and column are
/// counted in the trace's own text, which starts somewhere in `text`.
fn placed(mut error: Error, name: &str, index: usize, text: &str, trace: &str) -> Error {
    if let Some((line, column)) = error.place.line_column {
        let (first_line, first_column) = start_of(text, trace);
        let column = if line == 1 {
            first_column + column - 1
        } else {
            column
        };
        error.place.line_column = Some((first_line + line - 1, column));
    }
    error.in_file(name).in_item("trace", index)
}

/// The line and column (from 1, in characters) where `part`, a slice of
/// `text`, starts.
fn start_of(text: &str, part: &str) -> (usize, usize) {
    let offset = (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize);
    let before = &text[..offset.min(text.len())];
    let line_start = before.rfind('\n').map_or(0, |n| n + 1);
    let line = before.matches('\n').count() + 1;
    (line, before[line_start..].chars().count() + 1)
}
