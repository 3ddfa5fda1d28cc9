//! `deduce solve PUZZLE [FILE]...`: judge output on stdout, the explanation
//! where `--explain` says, JSON traces where `--json` says.

use std::io::Write;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use crate::cli::SolveArgs;

use crate::api::{SolveOptions, SolveOutcome, selection, solve_puzzle, solver_for};
use crate::engine::{Selection, Solver};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::stream_batch;
use crate::io::PuzzleIo;
use crate::wire::givens::Givens;

use super::batch::walk_jobs;
use super::inputs::{Input, each_input};
use super::parallel::{Jobs, jobs};
use super::report::{Reporter, Status};
use super::{explain_style, write_explanation, write_file};

/// Solves every puzzle of every input (standard input when `files` is
/// empty), each input as if it were alone: a puzzle that was not solved,
/// or not read, is reported and the others still are. The puzzles are
/// solved on up to `options.jobs` threads, and all is written here, in
/// their order; the JSON traces of all inputs make one list.
pub fn run<P: PuzzleIo + Givens + Send>(
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
    let library = SolveOptions {
        rules: options.solve.rules.clone(),
        max_tier: options.solve.max_tier.clone(),
        strict: options.solve.strict,
        from: options.input.from,
        explain: options.explain.is_some(),
        grid: options.grid,
        brief: options.brief,
        trace: options.json.is_some(),
        stop_after: options.stop_after,
        style: explain_style(options.explain.as_deref(), options.color),
    };
    let mut session = Session {
        options,
        to_stderr: options.explain.as_deref() == Some(Path::new("-")),
        // `--json -`: standard output holds the JSON alone, so that it
        // parses; the answers are in its traces' final states.
        json_to_stdout: options.json.as_deref() == Some(Path::new("-")),
        library: &library,
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
    /// What the library is asked for each puzzle.
    library: &'o SolveOptions,
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
    fn solve_input<P: PuzzleIo + Givens + Send>(
        &mut self,
        selection: &Selection,
        input: Input,
        stdout: &mut dyn Write,
        reporter: &mut Reporter,
    ) -> bool {
        let options = self.options;
        let library = self.library;
        if options.explain.is_some() && self.explain(&input.header(), stdout, reporter).is_break() {
            return true;
        }
        let name = &input.name;
        let batch = stream_batch::<P>(input.source, options.solve.strict, options.input.from);
        let jobs = Jobs {
            threads: jobs(options.jobs),
            init: || solver_for::<P>(selection, library),
            work: |solver: &mut Solver<P>, index, start: P| {
                solve_one(solver, &start, index, library)
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
            self.explain(&text, stdout, reporter)?;
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
    /// `Break` when standard error could not take it: the solve stops.
    fn explain(
        &mut self,
        text: &str,
        stdout: &mut dyn Write,
        reporter: &mut Reporter,
    ) -> ControlFlow<()> {
        if text.is_empty() {
            return ControlFlow::Continue(());
        }
        if self.to_stderr {
            // Read on a terminal, each puzzle's explanation comes just
            // before its answer, not all of them at the end.
            let _ = stdout.flush();
            return reporter.explain(text);
        }
        self.explanation.push_str(text);
        ControlFlow::Continue(())
    }

    /// Writes what was kept for the end: the explanation's file, the JSON.
    fn finish(&mut self, stdout: &mut dyn Write, reporter: &mut Reporter) {
        let options = self.options;
        if let Some(dest) = options.explain.as_ref().filter(|_| !self.to_stderr) {
            let _ = write_explanation(dest, &self.explanation, reporter);
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

/// The library's solve of one puzzle, with the status its output calls
/// for and what stderr says of a stuck solve.
fn solve_one<P: PuzzleIo + Givens>(
    solver: &Solver<P>,
    start: &P,
    index: usize,
    options: &SolveOptions,
) -> Solved {
    let solved = solve_puzzle(solver, start, index, options);
    let stuck = solved.outcome == SolveOutcome::Stuck && options.stop_after.is_none();
    let status = match stuck {
        true => Status::Unsolved,
        false => Status::Done,
    };
    Solved {
        printed: solved.output.map(|text| (text, status)),
        explanation: solved.explanation,
        trace: solved.trace,
        stuck: stuck.then(|| {
            "stuck: the rules allowed find nothing more; the grid so far is on standard output"
                .to_string()
        }),
    }
}
