//! `deduce replay FILE`: re-derives every step of each trace in the file.

use std::io::Write;

use serde_json::Value;

use crate::engine::replay::{ReplayError, replay, trace_kind};

use crate::error::{Error, ErrorKind, Place};
use crate::puzzles::PuzzleKind;
use crate::with_puzzle;

use super::report::Status;

/// Replays a file holding one trace or a list of them; prints what `solve`
/// printed for them. The first trace that cannot be read, or is refused,
/// ends the replay.
pub fn run(text: &str, name: &str, stdout: &mut dyn Write) -> Result<Status, Error> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        Error::new(ErrorKind::BadInput, format!("not JSON: {e}"))
            .at(Place::file(name).at(e.line(), e.column()))
    })?;
    let traces = match value {
        Value::Array(list) => list,
        single => vec![single],
    };
    for (i, trace) in traces.iter().enumerate() {
        let index = i + 1;
        let result = trace_kind(trace).and_then(|kind| match PuzzleKind::named(kind) {
            Some(kind) => with_puzzle!(kind, P => replay::<P>(trace, index)),
            None => Err(ReplayError::Unreadable(format!(
                "unknown puzzle kind '{kind}'"
            ))),
        });
        match result {
            Ok(output) => {
                if stdout.write_all(output.as_bytes()).is_err() {
                    return Ok(Status::Done);
                }
            }
            Err(error) => {
                return Err(as_error(error).at(Place::file(name).in_item("trace", index)));
            }
        }
    }
    Ok(Status::Done)
}

fn as_error(error: ReplayError) -> Error {
    match error {
        ReplayError::Unreadable(why) => Error::new(ErrorKind::BadInput, why),
        ReplayError::Refused(why) => Error::new(ErrorKind::Refused, why),
    }
}
