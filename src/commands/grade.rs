//! `deduce grade PUZZLE [FILE]...`: the library's grade of every puzzle
//! of every input, as text or one JSON list.

use std::io::Write;
use std::ops::ControlFlow;
use std::path::PathBuf;

use crate::api::{GradeReport, grade_puzzle};
use crate::cli::ReportArgs;
use crate::engine::{Selection, Solver};
use crate::error::Error;
use crate::formats::detect::stream_batch;
use crate::io::PuzzleIo;

use super::batch::walk_jobs;
use super::inputs::each_input;
use super::output::JsonList;
use super::parallel::Jobs;
use super::report::{Reporter, Status};

/// Grades every puzzle of every input (standard input when `files` is
/// empty); the reports of all inputs make one text, or one JSON list.
pub fn run<P: PuzzleIo + Send>(
    files: &[PathBuf],
    options: &ReportArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let selection = Selection::all::<P>();
    let mut status = Status::Done;
    // Each report is written as it comes: for people, each input's reports
    // under its header, a blank line between two; or one JSON list.
    let mut json = JsonList::default();
    let mut stopped = false;
    each_input(files, reporter, |input, reporter| {
        let mut first = true;
        if !options.json && stdout.write_all(input.header().as_bytes()).is_err() {
            stopped = true;
            return ControlFlow::Break(());
        }
        let batch = stream_batch::<P>(input.source, false, options.input.from);
        let name = &input.name;
        let jobs = Jobs {
            threads: super::parallel::jobs(options.jobs),
            init: || Solver::<P>::new(&selection, true),
            work: |solver: &mut Solver<P>, index, start: P| {
                grade_puzzle(solver, &start, index, name)
            },
        };
        let walked = walk_jobs(
            batch,
            name,
            "puzzle",
            options.input.pick.as_ref(),
            reporter,
            jobs,
            |_, report: GradeReport, _| {
                if !report.solved() {
                    status = Status::Unsolved;
                }
                let written = if options.json {
                    json.write(&report, stdout)
                } else {
                    let gap = if first { "" } else { "\n" };
                    first = false;
                    stdout.write_all(format!("{gap}{}", report.text()).as_bytes())
                };
                match written {
                    Ok(()) => ControlFlow::Continue(()),
                    Err(_) => ControlFlow::Break(()), // A closed pipe: stop quietly.
                }
            },
        );
        stopped = walked.stopped;
        match stopped {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    });
    if options.json && !stopped {
        // A failed write is the output's to report (see `output.rs`).
        let _ = json.finish(stdout);
    }
    Ok(status)
}
