//! `deduce replay FILE`: re-derives every step of each trace in the file.

use std::io::Write;

use serde_json::Value;

use crate::engine::replay::{ReplayError, replay, trace_kind};

use crate::puzzles::PuzzleKind;
use crate::with_puzzle;

use super::{BAD_INPUT, OK, UNSOLVED};

/// Replays a file holding one trace or a list of them; prints what `solve`
/// printed for them. Returns the exit status.
pub fn run(text: &str, name: &str, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            let _ = writeln!(
                stderr,
                "deduce: {name}: line {}, column {}: not JSON: {e}",
                e.line(),
                e.column()
            );
            return BAD_INPUT;
        }
    };
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
                    return OK;
                }
            }
            Err(ReplayError::Unreadable(why)) => {
                let _ = writeln!(stderr, "deduce: {name}: trace {index}: {why}");
                return BAD_INPUT;
            }
            Err(ReplayError::Refused(why)) => {
                let _ = writeln!(stderr, "deduce: {name}: trace {index} refused: {why}");
                return UNSOLVED;
            }
        }
    }
    OK
}
