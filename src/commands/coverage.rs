//! `deduce coverage PUZZLE FILES...`: per rule, how many puzzles of a
//! collection used it and how many times, to find rules that never fire,
//! and how many of its steps a less rated rule would have taken.

use std::io::Write;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::engine::{Outcome, Selection, Solver, explain_trace};
use crate::error::{Error, ErrorKind};
use crate::io::PuzzleIo;
use crate::tools::cheaper::cheaper_steps;
use crate::tools::coverage::{Coverage, CoverageRow, rule_counts};

use crate::formats::detect::stream_batch;

use super::batch::walk_jobs;
use super::input_name;
use super::inputs::open_input;
use super::parallel::Jobs;
use super::report::{Reporter, Status};
use crate::cli::ReportArgs;

/// What became of the files and their puzzles.
#[derive(Debug, Default, Serialize)]
struct Tally {
    files: usize,
    /// Puzzles read, whatever their outcome.
    puzzles: usize,
    solved: usize,
    stuck: usize,
    no_solution: usize,
    /// Input errors, each reported: a puzzle that could not be
    /// read, a file's end that could not be read, a file that could not
    /// be opened.
    unreadable: usize,
}

/// Solves every puzzle of `files` with every rule, on up to
/// `options.jobs` threads (the counts are the same whatever the number).
/// Bad input anywhere is reported, and the rest is still counted. A
/// puzzle left stuck or without a solution is counted, not an error: the
/// counts stand.
pub fn run<P: PuzzleIo + Send>(
    files: &[PathBuf],
    options: &ReportArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error>
where
    P::Effect: Send,
{
    let selection = Selection::all::<P>();
    let mut tally = Tally::default();
    let mut coverage = Coverage::default();
    for file in files {
        count_file::<P>(
            &selection,
            file,
            options,
            &mut tally,
            &mut coverage,
            reporter,
        );
    }
    let report = if options.json {
        json_report::<P>(&tally, &coverage)
    } else {
        text_report::<P>(&tally, &coverage)
    };
    // A closed pipe loses only the report; the status still tells.
    let _ = stdout.write_all(report.as_bytes());
    Ok(Status::Done)
}

/// Solves the puzzles of one file into `coverage`, reporting bad input
/// with its place.
fn count_file<P: PuzzleIo + Send>(
    selection: &Selection,
    file: &Path,
    options: &ReportArgs,
    tally: &mut Tally,
    coverage: &mut Coverage,
    reporter: &mut Reporter,
) where
    P::Effect: Send,
{
    tally.files += 1;
    let name = input_name(Some(file));
    let source = match open_input(Some(file)) {
        Ok(source) => source,
        Err(error) => {
            reporter.report(&error);
            tally.unreadable += 1;
            return;
        }
    };
    let batch = stream_batch::<P>(source, false, options.input.from);
    // Every rule, so that each gets its chance; recorded, so steps are
    // seen, and explained after, so their premises are counted.
    let jobs = Jobs {
        threads: super::parallel::jobs(options.jobs),
        init: || Solver::<P>::new(selection, true),
        work: |solver: &mut Solver<P>, _, mut puzzle: P| {
            let start = puzzle.clone();
            let mut trace = solver.solve(&mut puzzle);
            // Before the steps are explained: a light trace says which
            // steps one look of a rule found together.
            let cheaper = cheaper_steps(&start, &trace.steps);
            explain_trace(&start, &mut trace);
            (cheaper, trace)
        },
    };
    let walked = walk_jobs(
        batch,
        &name,
        "puzzle",
        options.input.pick.as_ref(),
        reporter,
        jobs,
        |index, (cheaper, trace), reporter| {
            coverage.add_cheaper(&cheaper);
            coverage.add(&rule_counts(&trace.steps));
            coverage.add_premises(&trace.steps);
            tally_outcome(&trace.outcome, &name, index, tally, reporter);
            ControlFlow::Continue(())
        },
    );
    tally.unreadable += walked.unreadable;
}

/// Counts an outcome; an unsolved puzzle is named in a note, so that it
/// can be looked at.
fn tally_outcome(
    outcome: &Outcome,
    name: &str,
    index: usize,
    tally: &mut Tally,
    reporter: &mut Reporter,
) {
    tally.puzzles += 1;
    let why = match outcome {
        Outcome::Solved => {
            tally.solved += 1;
            return;
        }
        Outcome::Stuck => {
            tally.stuck += 1;
            "stuck".to_string()
        }
        Outcome::NoSolution(why) => {
            tally.no_solution += 1;
            format!("no solution: {why}")
        }
        Outcome::GaveUp(why) => {
            tally.stuck += 1;
            format!("gave up: {why}")
        }
    };
    let unsolved = Error::new(ErrorKind::Unsolved, why);
    reporter.note(&unsolved.in_file(name).in_item("puzzle", index));
}

const HEADERS: [&str; 6] = ["rule", "tier", "rating", "puzzles", "steps", "cheaper"];

/// The table for people: a heading, one row per rule, the rules never
/// used, and the summary.
fn text_report<P: PuzzleIo>(tally: &Tally, coverage: &Coverage) -> String {
    let mut out = format!(
        "{}: rules used in {}, every step counted, those inside hypotheses, forcing cases and guesses too; \
         cheaper: steps of the main line a less rated rule would have taken\n",
        P::KIND,
        counted(tally.puzzles, "puzzle")
    );
    let cells: Vec<[String; 6]> = coverage.rows::<P>().iter().map(row_cells).collect();
    let widths = column_widths(&cells);
    push_table_line(&mut out, &HEADERS.map(str::to_string), &widths);
    for row in &cells {
        push_table_line(&mut out, row, &widths);
    }
    let never = coverage.never_used::<P>();
    if never.is_empty() {
        out.push_str("every rule was used\n");
    } else {
        out.push_str(&format!("never used: {}\n", never.join(", ")));
    }
    out.push_str(&summary_line(tally));
    out
}

fn row_cells(row: &CoverageRow) -> [String; 6] {
    [
        row.id.to_string(),
        row.tier.to_string(),
        row.rating.to_string(),
        row.uses.puzzles.to_string(),
        row.uses.steps.to_string(),
        row.cheaper.to_string(),
    ]
}

fn column_widths(rows: &[[String; 6]]) -> [usize; 6] {
    let mut widths = HEADERS.map(str::len);
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.len());
        }
    }
    widths
}

/// Names and tiers to the left, numbers to the right, two spaces apart.
fn push_table_line(out: &mut String, cells: &[String; 6], widths: &[usize; 6]) {
    for (i, (cell, &width)) in cells.iter().zip(widths).enumerate() {
        if i > 0 {
            out.push_str("  ");
        }
        if i < 2 {
            out.push_str(&format!("{cell:<width$}"));
        } else {
            out.push_str(&format!("{cell:>width$}"));
        }
    }
    out.push('\n');
}

/// `3 files; 12 puzzles read: 11 solved, 0 stuck, 1 with no solution; 0 unreadable`
fn summary_line(tally: &Tally) -> String {
    let Tally {
        files,
        puzzles,
        solved,
        stuck,
        no_solution,
        unreadable,
    } = tally;
    let reported = if *unreadable > 0 {
        ", reported on stderr"
    } else {
        ""
    };
    format!(
        "{}; {} read: {solved} solved, {stuck} stuck, {no_solution} with no solution; {unreadable} unreadable{reported}\n",
        counted(*files, "file"),
        counted(*puzzles, "puzzle"),
    )
}

/// The JSON form; a struct rather than `json!` so that the keys keep
/// this order (serde_json's maps sort them).
#[derive(Serialize)]
struct JsonReport<'a> {
    puzzle: &'static str,
    #[serde(flatten)]
    tally: &'a Tally,
    rules: Vec<JsonRule>,
    never_used: Vec<&'static str>,
}

#[derive(Serialize)]
struct JsonRule {
    id: &'static str,
    tier: u8,
    rating: f64,
    puzzles: usize,
    steps: usize,
    /// Steps of the main line a less rated rule would have taken.
    cheaper: usize,
    /// Premises (givens and marks) a step of the rule read: the mean, to
    /// two decimals, and the most.
    premises_mean: f64,
    premises_max: usize,
}

fn json_report<P: PuzzleIo>(tally: &Tally, coverage: &Coverage) -> String {
    let rules = coverage
        .rows::<P>()
        .iter()
        .map(|row| JsonRule {
            id: row.id,
            tier: row.tier.number(),
            rating: row.rating.value(),
            puzzles: row.uses.puzzles,
            steps: row.uses.steps,
            cheaper: row.cheaper,
            premises_mean: (coverage.premises(row.id).mean() * 100.0).round() / 100.0,
            premises_max: coverage.premises(row.id).most,
        })
        .collect();
    let report = JsonReport {
        puzzle: P::KIND,
        tally,
        rules,
        never_used: coverage.never_used::<P>(),
    };
    let mut text = serde_json::to_string_pretty(&report).expect("plain values serialize");
    text.push('\n');
    text
}

/// `1 puzzle`, `2 puzzles`.
fn counted(n: usize, noun: &str) -> String {
    let plural = if n == 1 { "" } else { "s" };
    format!("{n} {noun}{plural}")
}
