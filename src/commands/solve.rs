//! `deduce solve PUZZLE [FILE]...`: judge output on stdout, the explanation
//! where `--explain` says, JSON traces where `--json` says.

use std::io::Write;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use crate::cli::SolveArgs;

use crate::engine::json::write_trace;
use crate::engine::text::explain_first;
use crate::engine::{Outcome, PuzzleIo, Selection, Solver, Tier, Trace};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::read_batch;
use crate::style::Style;
use crate::tools::progress::state_after;

use super::batch::walk_jobs;
use super::inputs::{Input, each_input};
use super::parallel::{Jobs, jobs};
use super::report::{Reporter, Status};
use super::{explain_style, write_explanation, write_file};

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

/// Solves every puzzle of every input (standard input when `files` is
/// empty), each input as if it were alone: a puzzle that was not solved,
/// or not read, is reported and the others still are. The puzzles are
/// solved on up to `options.jobs` threads, and all is written here, in
/// their order; the JSON traces of all inputs make one list.
pub fn run<P: PuzzleIo + Send>(
    files: &[PathBuf],
    options: &SolveArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let selection = selection::<P>(
        options.solve.rules.as_deref(),
        options.solve.max_tier.as_deref(),
    )
    .map_err(|why| Error::new(ErrorKind::Usage, why))?;
    let mut session = Session {
        options,
        to_stderr: options.explain.as_deref() == Some(Path::new("-")),
        // `--json -`: standard output holds the JSON alone, so that it
        // parses; the answers are in its traces' final states.
        json_to_stdout: options.json.as_deref() == Some(Path::new("-")),
        style: explain_style(options.explain.as_deref(), options.color),
        status: Status::Done,
        explanation: String::new(),
        json: String::from("["),
        traces: 0,
    };
    let mut stopped = false;
    each_input(files, reporter, |input, reporter| {
        stopped = session.solve_input::<P>(&selection, input, stdout, reporter);
        match stopped {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    });
    if stopped {
        return Ok(session.status);
    }
    session.finish(stdout, reporter);
    Ok(session.status)
}

/// A solve under way over its inputs: what it has written, and what it
/// keeps for the end (an explanation for a file, the JSON list).
struct Session<'o> {
    options: &'o SolveArgs,
    to_stderr: bool,
    json_to_stdout: bool,
    style: Style,
    status: Status,
    explanation: String,
    /// Each trace is kept as text once its puzzle is solved, so that
    /// memory holds the batch's text, not its traces.
    json: String,
    traces: usize,
}

impl Session<'_> {
    /// Solves the puzzles of one input; true when standard output was
    /// closed and the solve should stop.
    fn solve_input<P: PuzzleIo + Send>(
        &mut self,
        selection: &Selection,
        input: &Input,
        stdout: &mut dyn Write,
        reporter: &mut Reporter,
    ) -> bool {
        let name = input.name;
        let options = self.options;
        // Text and JSON show every step's premises and reasons; a stop
        // after some steps needs only their effects.
        let explains = options.explain.is_some() || options.json.is_some();
        let record = explains || options.stop_after.is_some();
        let style = self.style;
        if options.explain.is_some() {
            self.explain(&input.header(), stdout, reporter);
        }
        let batch = read_batch::<P>(input.text, options.solve.strict, options.input.from);
        let jobs = Jobs {
            threads: jobs(options.jobs),
            init: || match explains {
                true => Solver::<P>::new(selection, record).explaining(),
                false => Solver::<P>::new(selection, record),
            },
            work: |solver: &mut Solver<P>, index, start: P| {
                solve_one(solver, &start, index, options, style)
            },
        };
        let walked = walk_jobs(
            batch,
            name,
            "puzzle",
            options.input.pick.as_ref(),
            reporter,
            jobs,
            |index, solved: Solved, reporter| self.take(solved, index, name, stdout, reporter),
        );
        walked.stopped
    }

    /// Writes out what solving puzzle `index` of input `name` gave.
    fn take(
        &mut self,
        solved: Solved,
        index: usize,
        name: &str,
        stdout: &mut dyn Write,
        reporter: &mut Reporter,
    ) -> ControlFlow<()> {
        if let Some(text) = solved.explanation {
            self.explain(&text, stdout, reporter);
        }
        if let Some(why) = solved.stuck {
            // Said even without --explain; the status is already 1.
            let error = Error::new(ErrorKind::Unsolved, why);
            reporter.note(&error.in_file(name).in_item("puzzle", index));
        }
        match solved.printed {
            Ok((text, puzzle_status)) => {
                self.status = self.status.max(puzzle_status);
                if !self.json_to_stdout && stdout.write_all(text.as_bytes()).is_err() {
                    return ControlFlow::Break(()); // A closed pipe: stop quietly.
                }
            }
            Err(error) => reporter.report(&error.in_file(name).in_item("puzzle", index)),
        }
        if let Some(trace) = solved.trace {
            self.json
                .push_str(if self.traces == 0 { "\n" } else { ",\n" });
            self.json.push_str(&trace);
            self.traces += 1;
        }
        ControlFlow::Continue(())
    }

    /// Explanation text: to standard error at once, or kept for its file.
    fn explain(&mut self, text: &str, stdout: &mut dyn Write, reporter: &mut Reporter) {
        if text.is_empty() {
            return;
        }
        if self.to_stderr {
            // Read on a terminal, each puzzle's explanation comes just
            // before its answer, not all of them at the end.
            let _ = stdout.flush();
            if let Err(error) = write_explanation(Path::new("-"), text, reporter.stderr()) {
                reporter.report(&error);
            }
        } else {
            self.explanation.push_str(text);
        }
    }

    /// Writes what was kept for the end: the explanation's file, the JSON.
    fn finish(&mut self, stdout: &mut dyn Write, reporter: &mut Reporter) {
        let options = self.options;
        if let Some(dest) = options.explain.as_ref().filter(|_| !self.to_stderr)
            && let Err(error) = write_explanation(dest, &self.explanation, reporter.stderr())
        {
            reporter.report(&error);
        }
        if let Some(dest) = &options.json {
            self.json.push_str("\n]\n");
            if self.json_to_stdout {
                // A failed write is the output's to report (see `output.rs`).
                let _ = stdout.write_all(self.json.as_bytes());
            } else if let Err(error) = write_file(dest, &self.json) {
                reporter.report(&error);
            }
        }
    }
}

/// What solving one puzzle gives, as text: made on any thread, written
/// out on the one that writes.
struct Solved {
    /// The judge output (or the state after `--stop-after`) and the status
    /// it calls for, or why there is none.
    printed: Result<(String, Status), Error>,
    /// With `--explain`.
    explanation: Option<String>,
    /// The JSON trace, with `--json`.
    trace: Option<String>,
    /// Why the answer is not there, when the rules got stuck.
    stuck: Option<String>,
}

fn solve_one<P: PuzzleIo>(
    solver: &Solver<P>,
    start: &P,
    index: usize,
    options: &SolveArgs,
    style: Style,
) -> Solved {
    let mut puzzle = start.clone();
    let trace = solver.solve(&mut puzzle);
    let trace_outcome_stuck = trace.outcome == Outcome::Stuck;
    let printed = match options.stop_after {
        Some(count) => stopped_output(start, &trace, count, index),
        None => answer_output(&puzzle, &trace.outcome, index),
    };
    let explanation = options.explain.as_ref().map(|_| {
        explain_first(
            start,
            index,
            &trace,
            options.stop_after,
            style,
            options.grid,
        )
    });
    let trace = options.json.as_ref().map(|_| {
        let mut json = String::new();
        write_trace(start, &trace, &puzzle, &mut json);
        json
    });
    let stuck = (trace_outcome_stuck && options.stop_after.is_none()).then(|| {
        "stuck: the rules allowed find nothing more; the grid so far is on standard output"
            .to_string()
    });
    Solved {
        printed,
        explanation,
        trace,
        stuck,
    }
}

/// The state after `count` steps, in the progress format (after a blank
/// line from the second puzzle on: a progress file holds one grid).
fn stopped_output<P: PuzzleIo>(
    start: &P,
    trace: &Trace<P::Effect>,
    count: usize,
    index: usize,
) -> Result<(String, Status), Error> {
    match state_after(start, &trace.steps, count) {
        Ok(state) if index > 1 => Ok((format!("\n{}", state.progress_text()), Status::Done)),
        Ok(state) => Ok((state.progress_text(), Status::Done)),
        Err(why) => Err(Error::new(ErrorKind::Unsolved, why.0)),
    }
}

/// The judge output of a solved puzzle (verified), the state reached by
/// a stuck one, or why there is nothing to print.
fn answer_output<P: PuzzleIo>(
    puzzle: &P,
    outcome: &Outcome,
    index: usize,
) -> Result<(String, Status), Error> {
    let unsolved = |why: String| Err(Error::new(ErrorKind::Unsolved, why));
    match outcome {
        Outcome::Solved => match puzzle.judge_output(index) {
            Ok(text) => Ok((text, Status::Done)),
            Err(why) => unsolved(format!("the verifier rejects the answer: {why}")),
        },
        Outcome::Stuck => Ok((puzzle.stuck_output(index), Status::Unsolved)),
        Outcome::NoSolution(why) => unsolved(format!("no solution: {why}")),
        Outcome::GaveUp(why) => unsolved(format!("gave up: {why}")),
    }
}
