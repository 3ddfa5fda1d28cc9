//! `deduce grade PUZZLE [FILE]...`: per puzzle, the hardest tier it needs,
//! each rule's steps, whether it needed hypotheses or guesses, and whether
//! its answer is unique (where not, where a second answer differs).

use std::io::Write;
use std::ops::ControlFlow;
use std::path::PathBuf;

use serde_json::{Value, json};

use crate::engine::rating::level_of;
use crate::engine::text::{counted, effect_text, rule_order};
use crate::engine::{FORCING, GUESS, HYPOTHESIS, Rating, RuleRecord};
use crate::engine::{Grade, Outcome, PuzzleIo, Selection, Solver};
use crate::error::Error;
use crate::tools::uniqueness::{differences, other_answers};

use crate::formats::detect::read_batch;

use super::batch::walk_jobs;
use super::inputs::each_input;
use super::parallel::Jobs;
use super::report::{Reporter, Status};
use crate::cli::ReportArgs;

/// Differences shown between two answers; the count says how many more.
const SHOWN: usize = 8;

/// What grading found for one puzzle, for the text and the JSON alike.
struct Report {
    /// The input's name.
    file: String,
    index: usize,
    kind: &'static str,
    size: String,
    outcome: Outcome,
    grade: Grade,
    /// The name of the rating's band for this puzzle.
    level: Option<&'static str>,
    /// Steps per rule, in catalog order.
    rules: Vec<(&'static str, usize)>,
    /// `None` when the puzzle was not solved.
    unique: Option<bool>,
    /// Where another answer differs: this answer's marks, then the other's.
    different: Option<Differences>,
    /// The same, for an answer the judge reads alike.
    same_reading: Option<Differences>,
}

type Differences = (Vec<String>, Vec<String>);

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
            work: |solver: &mut Solver<P>, index, start: P| grade(solver, &start, index),
        };
        walk_jobs(
            batch,
            input.name,
            "puzzle",
            options.input.pick.as_ref(),
            reporter,
            jobs,
            |_, mut report: Report, _| {
                if report.outcome != Outcome::Solved {
                    status = Status::Unsolved;
                }
                report.file = input.name.to_string();
                if !options.json {
                    text.push_str(if first { "" } else { "\n" });
                    text.push_str(&report_text(&report));
                    first = false;
                }
                reports.push(report);
                ControlFlow::Continue(())
            },
        );
        ControlFlow::Continue(())
    });
    let out = if options.json {
        let list: Vec<Value> = reports.iter().map(report_json).collect();
        format!(
            "{}\n",
            serde_json::to_string_pretty(&list).unwrap_or_default()
        )
    } else {
        text
    };
    let _ = stdout.write_all(out.as_bytes());
    Ok(status)
}

fn grade<P: PuzzleIo>(solver: &Solver<P>, start: &P, index: usize) -> Report {
    let mut state = start.clone();
    let trace = solver.solve(&mut state);
    let grade = Grade::of(&trace.steps);
    let rules = rule_order::<P>()
        .filter_map(|rule| grade.per_rule.get(rule.id).map(|&n| (rule.id, n)))
        .collect();
    let others = match trace.outcome {
        Outcome::Solved => other_answers(start, &trace.steps, &state).ok(),
        _ => None,
    };
    let marks = |other: &P| -> Differences {
        let (mine, theirs) = differences(&state, other);
        let text =
            |list: Vec<P::Effect>| list.into_iter().map(|e| effect_text(&state, e)).collect();
        (text(mine), text(theirs))
    };
    Report {
        file: String::new(), // Named on the thread that writes.
        index,
        kind: P::KIND,
        size: state.size_text(),
        unique: others.as_ref().map(|o| o.different.is_none()),
        different: others
            .as_ref()
            .and_then(|o| o.different.as_ref())
            .map(&marks),
        same_reading: others
            .as_ref()
            .and_then(|o| o.same_reading.as_ref())
            .map(&marks),
        outcome: trace.outcome,
        level: grade.rating.map(|r| level_of(P::LEVELS, r)),
        grade,
        rules,
    }
}

impl Report {
    fn used(&self, step: &RuleRecord) -> bool {
        self.grade.per_rule.contains_key(step.id)
    }

    fn needed_hypothesis(&self) -> bool {
        self.used(&HYPOTHESIS) || self.used(&FORCING)
    }
}

fn report_text(r: &Report) -> String {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let mut text = format!("puzzle {}: {} {}\n", r.index, r.kind, r.size);
    text.push_str(&format!("  outcome: {}\n", r.outcome.name()));
    if let Some(tier) = r.grade.hardest {
        text.push_str(&format!("  hardest tier: {tier}\n"));
    }
    if let Some(rating) = r.grade.rating {
        text.push_str(&format!(
            "  rating: {rating} ({}; {} rated {rating})\n",
            r.level.unwrap_or(""),
            counted(r.grade.hard_steps, "step", "steps")
        ));
    }
    text.push_str(&format!(
        "  needed a hypothesis or forcing: {}; a guess: {}\n",
        yes_no(r.needed_hypothesis()),
        yes_no(r.used(&GUESS))
    ));
    let counted: Vec<String> = r.rules.iter().map(|(id, n)| format!("{id} {n}")).collect();
    text.push_str(&format!(
        "  steps: {} ({})\n",
        r.grade.steps,
        counted.join(", ")
    ));
    text.push_str(&match (r.unique, &r.different) {
        (Some(true), _) => "  unique: yes\n".to_string(),
        (Some(false), Some(found)) => format!("  unique: no; another answer {}\n", differ(found)),
        _ => "  unique: not known (the puzzle was not solved)\n".to_string(),
    });
    if let Some(found) = &r.same_reading {
        text.push_str(&format!(
            "  another answer reads the same (the judge output is equal) and {}\n",
            differ(found)
        ));
    }
    text
}

/// `differs in 2 places: this one has ..., the other ...`
fn differ((mine, theirs): &Differences) -> String {
    format!(
        "differs in {} places: this one has {}, the other {}",
        mine.len(),
        shortened(mine),
        shortened(theirs)
    )
}

fn report_json(r: &Report) -> Value {
    let pair = |(mine, theirs): &Differences| json!({"this": mine, "other": theirs});
    json!({
        "file": r.file,
        "puzzle": r.index,
        "kind": r.kind,
        "size": r.size,
        "outcome": r.outcome.name(),
        "tier": r.grade.hardest.map(|t| t.number()),
        "tier_name": r.grade.hardest.map(|t| t.name()),
        "rating": r.grade.rating.map(Rating::value),
        "level": r.level,
        "hard_steps": r.grade.hard_steps,
        "steps": r.grade.steps,
        "rules": r.rules.iter().map(|(id, n)| json!({"id": id, "steps": n})).collect::<Vec<_>>(),
        "hypothesis": r.needed_hypothesis(),
        "guess": r.used(&GUESS),
        "unique": r.unique,
        "differences": r.different.as_ref().map(pair),
        "same_reading": r.same_reading.as_ref().map(pair),
    })
}

/// The first `SHOWN` marks, and how many more.
fn shortened(marks: &[String]) -> String {
    let mut text = marks
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if marks.len() > SHOWN {
        text.push_str(&format!(" and {} more", marks.len() - SHOWN));
    }
    text
}
