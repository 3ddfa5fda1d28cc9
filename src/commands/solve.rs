//! `deduce solve PUZZLE [FILE]`: judge output on stdout, the explanation
//! where `--explain` says, JSON traces where `--json` says.

use std::io::Write;
use std::ops::ControlFlow;
use std::path::PathBuf;

use crate::engine::json::write_trace;
use crate::engine::text::explain;
use crate::engine::{Outcome, PuzzleIo, Selection, Solver, Tier, Trace};
use crate::style::ColorChoice;
use crate::tools::progress::state_after;

use super::batch::walk;
use super::{BAD_INPUT, OK, UNSOLVED, explain_style, write_explanation};

pub struct SolveOptions {
    pub input_name: String,
    pub explain: Option<PathBuf>,
    pub json: Option<PathBuf>,
    pub rules: Option<String>,
    pub max_tier: Option<String>,
    pub color: ColorChoice,
    pub strict: bool,
    pub stop_after: Option<usize>,
}

pub fn selection<P: PuzzleIo>(
    rules: Option<&str>,
    max_tier: Option<&str>,
) -> Result<Selection, String> {
    let selection = match rules {
        Some(list) => Selection::parse::<P>(list)?,
        None => Selection::all::<P>(),
    };
    Ok(match max_tier {
        Some(text) => {
            let tier = Tier::parse(text).ok_or_else(|| format!("unknown tier '{text}': use 1-5 or basic, intermediate, advanced, hypothesis, guess"))?;
            selection.up_to::<P>(tier)
        }
        None => selection,
    })
}

/// Solves every puzzle of `text`; returns the exit status.
pub fn run<P: PuzzleIo>(
    text: &str,
    options: &SolveOptions,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let selection = match selection::<P>(options.rules.as_deref(), options.max_tier.as_deref()) {
        Ok(s) => s,
        Err(why) => {
            let _ = writeln!(stderr, "deduce: {why}");
            return BAD_INPUT;
        }
    };
    let explaining = options.explain.is_some();
    let record = explaining || options.json.is_some() || options.stop_after.is_some();
    let style = explain_style(options.explain.as_deref(), options.color);
    let solver = Solver::<P>::new(&selection, record);
    let batch = P::parse_batch(text, options.strict);
    let mut status = OK;
    let mut explanation = String::new();
    // Traces are written as they come, so memory does not grow with the batch.
    let mut json = String::from("[");
    let mut traces = 0;
    let walked = walk(
        batch,
        &options.input_name,
        "puzzle",
        stderr,
        |index, start, stderr| {
            let mut puzzle = start.clone();
            let trace = solver.solve(&mut puzzle);
            let (printed, puzzle_status) = match options.stop_after {
                Some(count) => stopped_output(&start, &trace, count, index, stderr),
                None => answer_output(&puzzle, &trace.outcome, index, stderr),
            };
            status = status.max(puzzle_status);
            if let Some(text) = printed
                && stdout.write_all(text.as_bytes()).is_err()
            {
                return ControlFlow::Break(()); // A closed pipe: stop quietly.
            }
            if explaining {
                explanation.push_str(&explain(&start, index, &trace, style));
            }
            if options.json.is_some() {
                json.push_str(if traces == 0 { "\n" } else { ",\n" });
                write_trace(&start, &trace, &puzzle, &mut json);
                traces += 1;
            }
            ControlFlow::Continue(())
        },
    );
    if walked.unreadable > 0 {
        status = status.max(BAD_INPUT);
    }
    if walked.stopped {
        return status;
    }
    if let Some(dest) = &options.explain {
        status = status.max(write_explanation(dest, &explanation, stderr));
    }
    if let Some(dest) = &options.json {
        json.push_str("\n]\n");
        if let Err(e) = std::fs::write(dest, json) {
            let _ = writeln!(stderr, "deduce: {}: {e}", dest.display());
            status = status.max(BAD_INPUT);
        }
    }
    status
}

/// The state after `count` steps, in the progress format (after a blank
/// line from the second puzzle on: a progress file holds one grid).
fn stopped_output<P: PuzzleIo>(
    start: &P,
    trace: &Trace<P::Effect>,
    count: usize,
    index: usize,
    stderr: &mut dyn Write,
) -> (Option<String>, u8) {
    match state_after(start, &trace.steps, count) {
        Ok(state) if index > 1 => (Some(format!("\n{}", state.progress_text())), OK),
        Ok(state) => (Some(state.progress_text()), OK),
        Err(why) => {
            let _ = writeln!(stderr, "deduce: puzzle {index}: {}", why.0);
            (None, UNSOLVED)
        }
    }
}

/// The judge output of a solved puzzle (verified), the state reached by
/// a stuck one, or nothing (with the reason on stderr).
fn answer_output<P: PuzzleIo>(
    puzzle: &P,
    outcome: &Outcome,
    index: usize,
    stderr: &mut dyn Write,
) -> (Option<String>, u8) {
    match outcome {
        Outcome::Solved => match puzzle.judge_output(index) {
            Ok(text) => (Some(text), OK),
            Err(why) => {
                let _ = writeln!(
                    stderr,
                    "deduce: puzzle {index}: the verifier rejects the answer: {why}"
                );
                (None, UNSOLVED)
            }
        },
        Outcome::Stuck => (Some(puzzle.stuck_output(index)), UNSOLVED),
        Outcome::NoSolution(why) => {
            let _ = writeln!(stderr, "deduce: puzzle {index}: no solution: {why}");
            (None, UNSOLVED)
        }
    }
}
