//! The JSON form of a trace, for tools. Version 1:
//!
//! ```text
//! {
//!   "format": "deduce-trace", "version": 1,
//!   "coordinates": "0-based",       rows and columns below count from 0
//!   "puzzle": {"kind": "slink", ...}  the givens; enough to solve again
//!   "steps": [step, ...],
//!   "outcome": {"result": "solved" | "stuck" | "no-solution",
//!               "detail": why there is no solution (no-solution only),
//!               "grade": {"tier": 2, "tier_name": "intermediate",
//!                         "steps": 57, "rules": {"zero": 2, ...}}},
//!   "state": ["#####", ...]          the final grid, progress format
//! }
//! step = {"rule": id, "at": place, "effects": [effect, ...]}
//!        (no effects: the rule sees a contradiction there; it is the
//!        last step of its list, and the reason is the enclosing one's)
//!      | {"rule": "hypothesis", "assume": effect, "steps": [step, ...],
//!         "contradiction": text, "effects": [the opposite of assume]}
//!      | {"rule": "guess", "assume": effect, "steps": [step, ...],
//!         "branch": "solved" | "contradiction", "contradiction": text
//!         (when refuted), "effects": [assume, or its opposite when refuted]}
//!      | {"rule": "forcing", "cases": [{"assume": effect, "steps": [...]},
//!         {"assume": its opposite, "steps": [...]}], "effects": [what
//!         both cases decide]}
//! ```
//! Places and effects are the puzzle's own (see its `puzzle.rs`). Keys
//! are written in the order above, so the output is deterministic.

use std::fmt::Write;

use serde_json::{Map, Value, json};

use super::io::PuzzleIo;
use super::trace::{Grade, Outcome, Step, StepKind, Trace};

pub const FORMAT: &str = "deduce-trace";
pub const VERSION: u64 = 1;

/// Writes the JSON trace of one solve. `start` is the puzzle as given;
/// `end` the state the solve reached. Laid out for reading and diffing:
/// one top-level key per line, one step per line, one state row per line.
/// Steps are written directly, not built as `Value`s: a trace has
/// thousands of them and this is the cost of `--json`.
pub fn write_trace<P: PuzzleIo>(start: &P, trace: &Trace<P::Effect>, end: &P, out: &mut String) {
    let mut puzzle = start.givens_json();
    if let Value::Object(map) = &mut puzzle {
        map.insert("kind".into(), json!(P::KIND));
    }
    let _ = write!(
        out,
        "{{\n  \"format\": \"{FORMAT}\",\n  \"version\": {VERSION},\n  \"coordinates\": \"0-based\",\n  \"puzzle\": {puzzle},\n  \"steps\": ["
    );
    for (i, step) in trace.steps.iter().enumerate() {
        out.push_str(if i == 0 { "\n    " } else { ",\n    " });
        write_step(start, step, out);
    }
    out.push_str(if trace.steps.is_empty() {
        "],\n"
    } else {
        "\n  ],\n"
    });
    let _ = writeln!(out, "  \"outcome\": {},", outcome_json::<P>(trace));
    out.push_str("  \"state\": [");
    for (i, row) in end.progress_text().lines().enumerate() {
        out.push_str(if i == 0 { "\n    " } else { ",\n    " });
        out.push_str(&Value::from(row).to_string());
    }
    out.push_str("\n  ]\n}");
}

fn outcome_json<P: PuzzleIo>(trace: &Trace<P::Effect>) -> Value {
    let grade = Grade::of(&trace.steps);
    let mut outcome = Map::new();
    outcome.insert("result".into(), json!(trace.outcome.name()));
    if let Outcome::NoSolution(why) = &trace.outcome {
        outcome.insert("detail".into(), json!(why));
    }
    let rules: Map<String, Value> = grade
        .per_rule
        .iter()
        .map(|(id, n)| (id.to_string(), json!(n)))
        .collect();
    outcome.insert(
        "grade".into(),
        json!({
            "tier": grade.hardest.map(|t| t.number()),
            "tier_name": grade.hardest.map(|t| t.name()),
            "steps": grade.steps,
            "rules": rules,
        }),
    );
    Value::Object(outcome)
}

fn write_effects<P: PuzzleIo>(p: &P, effects: &[P::Effect], out: &mut String) {
    out.push('[');
    for (i, &e) in effects.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        p.write_effect_json(e, out);
    }
    out.push(']');
}

fn write_step<P: PuzzleIo>(p: &P, step: &Step<P::Effect>, out: &mut String) {
    out.push_str("{\"rule\":\"");
    out.push_str(step.rule_id());
    out.push_str("\",");
    if let StepKind::Forcing { cases } = &step.kind {
        out.push_str("\"cases\":[");
        for (i, case) in cases.iter().enumerate() {
            out.push_str(if i == 0 { "{" } else { ",{" });
            out.push_str("\"assume\":");
            p.write_effect_json(case.assume, out);
            out.push(',');
            write_sub_steps(p, &case.steps, out);
            out.push('}');
        }
        out.push_str("],");
    }
    let (assume, sub, contradiction, branch) = match &step.kind {
        StepKind::Rule { at, .. } => {
            out.push_str("\"at\":");
            p.write_anchor_json(*at, out);
            out.push(',');
            (None, None, None, None)
        }
        StepKind::Forcing { .. } => (None, None, None, None),
        StepKind::Hypothesis {
            assume,
            steps,
            contradiction,
        } => (Some(*assume), Some(steps), Some(contradiction), None),
        StepKind::Guess {
            assume,
            steps,
            contradiction,
        } => {
            let branch = if contradiction.is_some() {
                "contradiction"
            } else {
                "solved"
            };
            (
                Some(*assume),
                Some(steps),
                contradiction.as_ref(),
                Some(branch),
            )
        }
    };
    if let Some(assume) = assume {
        out.push_str("\"assume\":");
        p.write_effect_json(assume, out);
        out.push(',');
    }
    if let Some(branch) = branch {
        let _ = write!(out, "\"branch\":\"{branch}\",");
    }
    if let Some(sub) = sub {
        write_sub_steps(p, sub, out);
        out.push(',');
    }
    if let Some(why) = contradiction {
        let _ = write!(out, "\"contradiction\":{},", Value::from(why.as_str()));
    }
    out.push_str("\"effects\":");
    write_effects(p, &step.effects, out);
    out.push('}');
}

/// `"steps":[...]`: the sub-steps of an assumption.
fn write_sub_steps<P: PuzzleIo>(p: &P, steps: &[Step<P::Effect>], out: &mut String) {
    out.push_str("\"steps\":[");
    for (i, inner) in steps.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_step(p, inner, out);
    }
    out.push(']');
}
