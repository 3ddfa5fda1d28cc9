//! `deduce grade PUZZLE [FILE]...`: the library's grade of every puzzle
//! of every input, as text or one JSON list.

use std::io::Write;
use std::ops::ControlFlow;
use std::path::PathBuf;

use crate::api::{GradeReport, grade_puzzle};
use crate::cli::ReportArgs;
use crate::engine::{Selection, Solver};
use crate::error::Error;
use crate::formats::detect::read_batch;
use crate::io::PuzzleIo;

use super::batch::walk_jobs;
use super::inputs::each_input;
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
    let mut reports = Vec::new();
    // For people: each input's reports under its header, a blank line
    // between two.
    let mut text = String::new();
    each_input(files, reporter, |input, reporter| {
        text.push_str(&input.header());
        let mut first = true;
        let batch = read_batch::<P>(input.text, false, options.input.from);
        let jobs = Jobs {
            threads: super::parallel::jobs(options.jobs),
            init: || Solver::<P>::new(&selection, true),
            work: |solver: &mut Solver<P>, index, start: P| {
                grade_puzzle(solver, &start, index, input.name)
            },
        };
        walk_jobs(
            batch,
            input.name,
            "puzzle",
            options.input.pick.as_ref(),
            reporter,
            jobs,
            |_, report: GradeReport, _| {
                if !report.solved() {
                    status = Status::Unsolved;
                }
                if !options.json {
                    text.push_str(if first { "" } else { "\n" });
                    text.push_str(&report.text());
                    first = false;
                }
                reports.push(report);
                ControlFlow::Continue(())
            },
        );
        ControlFlow::Continue(())
    });
    let out = if options.json {
        format!(
            "{}\n",
            serde_json::to_string_pretty(&reports).unwrap_or_default()
        )
    } else {
        text
    };
    let _ = stdout.write_all(out.as_bytes());
    Ok(status)
}
