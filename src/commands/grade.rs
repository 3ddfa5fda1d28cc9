//! `deduce grade PUZZLE [FILE]`: per puzzle, the hardest tier it needs,
//! each rule's steps, whether it needed hypotheses or guesses, and whether
//! its answer is unique (where not, where a second answer differs).

use std::io::Write;

use serde_json::{Value, json};

use crate::engine::text::{rule_order, tier_of};
use crate::engine::trace::{FORCING, GUESS, HYPOTHESIS};
use crate::engine::uniqueness::{differences, other_answers};
use crate::engine::{Grade, Outcome, PuzzleIo, Selection, Solver};

use super::{BAD_INPUT, OK, UNSOLVED};

/// Differences shown between two answers; the count says how many more.
const SHOWN: usize = 8;

/// One puzzle's report.
struct Report {
    text: String,
    json: Value,
    solved: bool,
}

pub fn run<P: PuzzleIo>(
    text: &str,
    input_name: &str,
    json: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let solver = Solver::<P>::new(&Selection::all::<P>(), true);
    let batch = P::parse_batch(text, false);
    let mut status = OK;
    let mut reports = Vec::new();
    for (i, item) in batch.items.into_iter().enumerate() {
        match item {
            Ok(start) => {
                let report = grade(&solver, &start, i + 1);
                if !report.solved {
                    status = status.max(UNSOLVED);
                }
                reports.push(report);
            }
            Err(error) => {
                let _ = writeln!(stderr, "deduce: {input_name}: puzzle {}: {error}", i + 1);
                status = status.max(BAD_INPUT);
            }
        }
    }
    if let Some(error) = batch.trailing {
        let _ = writeln!(stderr, "deduce: {input_name}: {error}");
        status = status.max(BAD_INPUT);
    }
    let out = if json {
        let list: Vec<Value> = reports.into_iter().map(|r| r.json).collect();
        format!(
            "{}\n",
            serde_json::to_string_pretty(&list).unwrap_or_default()
        )
    } else {
        reports
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let _ = stdout.write_all(out.as_bytes());
    status
}

fn grade<P: PuzzleIo>(solver: &Solver<P>, start: &P, index: usize) -> Report {
    let mut state = start.clone();
    let trace = solver.solve(&mut state);
    let grade = Grade::of(&trace.steps, &tier_of::<P>);
    let used = |id: &str| grade.per_rule.contains_key(id);
    let rules: Vec<(&str, usize)> = rule_order::<P>()
        .filter_map(|id| grade.per_rule.get(id).map(|&n| (id, n)))
        .collect();
    let others = match trace.outcome {
        Outcome::Solved => other_answers(start, &trace.steps, &state).ok(),
        _ => None,
    };
    let unique = others.as_ref().map(|o| o.different.is_none());
    let marks = |other: &P| -> (Vec<String>, Vec<String>) {
        let (mine, theirs) = differences(&state, other);
        let text = |list: Vec<P::Effect>| list.into_iter().map(|e| state.effect_text(e)).collect();
        (text(mine), text(theirs))
    };
    let different = others
        .as_ref()
        .and_then(|o| o.different.as_ref())
        .map(&marks);
    let same_reading = others
        .as_ref()
        .and_then(|o| o.same_reading.as_ref())
        .map(&marks);
    let hardest = grade.hardest;
    let mut text = format!("puzzle {index}: {} {}\n", P::KIND, state.size_text());
    text.push_str(&format!("  outcome: {}\n", trace.outcome.name()));
    if let Some(tier) = hardest {
        text.push_str(&format!("  hardest tier: {tier}\n"));
    }
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    text.push_str(&format!(
        "  needed a hypothesis or forcing: {}; a guess: {}\n",
        yes_no(used(HYPOTHESIS) || used(FORCING)),
        yes_no(used(GUESS))
    ));
    let counted: Vec<String> = rules.iter().map(|(id, n)| format!("{id} {n}")).collect();
    text.push_str(&format!(
        "  steps: {} ({})\n",
        grade.steps,
        counted.join(", ")
    ));
    text.push_str(&match (unique, &different) {
        (Some(true), _) => "  unique: yes\n".to_string(),
        (Some(false), Some((mine, theirs))) => format!(
            "  unique: no; another answer differs in {} places: this one has {}, the other {}\n",
            mine.len(),
            shortened(mine),
            shortened(theirs)
        ),
        _ => "  unique: not known (the puzzle was not solved)\n".to_string(),
    });
    if let Some((mine, theirs)) = &same_reading {
        text.push_str(&format!(
            "  another answer reads the same (the judge output is equal) and differs in {} places: this one has {}, the other {}\n",
            mine.len(),
            shortened(mine),
            shortened(theirs)
        ));
    }
    let json = json!({
        "puzzle": index,
        "kind": P::KIND,
        "size": state.size_text(),
        "outcome": trace.outcome.name(),
        "tier": hardest.map(|t| t.number()),
        "tier_name": hardest.map(|t| t.name()),
        "steps": grade.steps,
        "rules": rules.iter().map(|(id, n)| json!({"id": id, "steps": n})).collect::<Vec<_>>(),
        "hypothesis": used(HYPOTHESIS) || used(FORCING),
        "guess": used(GUESS),
        "unique": unique,
        "differences": different.as_ref().map(|(mine, theirs)| json!({"this": mine, "other": theirs})),
        "same_reading": same_reading.as_ref().map(|(mine, theirs)| json!({"this": mine, "other": theirs})),
    });
    Report {
        text,
        json,
        solved: trace.outcome == Outcome::Solved,
    }
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
