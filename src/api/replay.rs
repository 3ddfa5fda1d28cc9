//! Replay: every step of a JSON trace re-derived by its rule on the state
//! before it, the final grid checked by the puzzle's verifier, and what
//! `solve` printed for it given back. Nothing a trace says is trusted but
//! its givens.

use std::ops::ControlFlow;

use serde::Serialize;
use serde_json::value::RawValue;

use crate::error::{Error, ErrorKind, Place};
use crate::puzzles::PuzzleKind;
use crate::wire::replay::trace_kind;
use crate::wire::replay_stream::{MAX_DEPTH, too_deep_at};

use super::read::Named;

/// One trace replayed: every step held.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Replayed {
    /// The trace's number in its file, from 1.
    pub number: usize,
    /// What `solve` printed for it on standard output.
    pub output: String,
    /// Whether the trace solved its puzzle (its answer checked).
    pub solved: bool,
    /// What `solve` said instead of an answer ("no solution: why"), if it
    /// did: a claim that replay checked too.
    pub unsolved: Option<String>,
}

/// Replays every trace of `input` (one trace, or a list as `solve --json`
/// writes); the first trace that cannot be read, or does not hold up, is
/// the error.
///
/// ```
/// use deduce::{Named, PuzzleKind, SolveOptions};
///
/// let text = "3 3\n1.1\n...\n1.1\n0 0\n";
/// let options = SolveOptions { trace: true, ..SolveOptions::default() };
/// let solved = deduce::solve(PuzzleKind::Nurikabe, text, &options)?;
/// let trace = solved[0].as_ref().unwrap().trace.clone().unwrap();
/// let replayed = deduce::replay(Named::new(&trace))?;
/// assert!(replayed[0].solved);
/// # Ok::<(), deduce::Error>(())
/// ```
pub fn replay<'a>(input: impl Into<Named<'a>>) -> Result<Vec<Replayed>, Error> {
    let input = input.into();
    let mut all = Vec::new();
    replay_each(input, |replayed| {
        all.push(replayed);
        ControlFlow::Continue(())
    })?;
    Ok(all)
}

/// Replays the traces of `input` one at a time, handing each to `each`
/// as soon as it holds up, until `each` breaks; the first trace that
/// cannot be read, or does not hold up, is the error.
pub fn replay_each<'a>(
    input: impl Into<Named<'a>>,
    mut each: impl FnMut(Replayed) -> ControlFlow<()>,
) -> Result<(), Error> {
    let input = input.into();
    let (text, name) = (input.text, input.name);
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
    for (i, trace) in traces.iter().enumerate() {
        let number = i + 1;
        let trace = trace.get();
        let result = trace_kind(trace).and_then(|kind| match PuzzleKind::named(kind) {
            Some(kind) => {
                crate::with_puzzle!(kind, P => crate::wire::replay::replay::<P>(trace, number))
            }
            None => Err(Error::new(
                ErrorKind::BadInput,
                format!("unknown puzzle kind '{kind}'"),
            )),
        });
        let replayed = result.map_err(|error| placed(error, name, number, text, trace))?;
        let replayed = Replayed {
            number,
            output: replayed.output,
            solved: replayed.solved,
            unsolved: replayed.unsolved,
        };
        if each(replayed).is_break() {
            break;
        }
    }
    Ok(())
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
