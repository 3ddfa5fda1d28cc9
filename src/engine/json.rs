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
//!      | {"rule": "hypothesis", "assume": effect, "steps": [step, ...],
//!         "contradiction": text, "effects": [the opposite of assume]}
//!      | {"rule": "guess", "assume": effect, "steps": [step, ...],
//!         "branch": "solved" | "contradiction", "contradiction": text
//!         (when refuted), "effects": [assume, or its opposite when refuted]}
//! ```
//! Places and effects are the puzzle's own (see its `puzzle.rs`). Object
//! keys are written in sorted order, so the output is deterministic.

use serde_json::{Map, Value, json};

use super::io::PuzzleIo;
use super::text::tier_of;
use super::trace::{GUESS, Grade, HYPOTHESIS, Outcome, Step, StepKind, Trace};

pub const FORMAT: &str = "deduce-trace";
pub const VERSION: u64 = 1;

/// `start` is the puzzle as given; `end` the state the solve reached.
pub fn trace_json<P: PuzzleIo>(start: &P, trace: &Trace<P::Effect>, end: &P) -> Value {
    let mut puzzle = start.givens_json();
    if let Value::Object(map) = &mut puzzle {
        map.insert("kind".into(), json!(P::KIND));
    }
    let grade = Grade::of(&trace.steps, &tier_of::<P>);
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
    json!({
        "format": FORMAT,
        "version": VERSION,
        "coordinates": "0-based",
        "puzzle": puzzle,
        "steps": steps_json(start, &trace.steps),
        "outcome": outcome,
        "state": end.progress_text().lines().collect::<Vec<_>>(),
    })
}

fn steps_json<P: PuzzleIo>(p: &P, steps: &[Step<P::Effect>]) -> Vec<Value> {
    steps.iter().map(|s| step_json(p, s)).collect()
}

fn step_json<P: PuzzleIo>(p: &P, step: &Step<P::Effect>) -> Value {
    let effects: Vec<Value> = step.effects.iter().map(|&e| p.effect_json(e)).collect();
    match &step.kind {
        StepKind::Rule { rule, at } => {
            json!({"rule": rule, "at": p.anchor_json(*at), "effects": effects})
        }
        StepKind::Hypothesis {
            assume,
            steps,
            contradiction,
        } => json!({
            "rule": HYPOTHESIS,
            "assume": p.effect_json(*assume),
            "steps": steps_json(p, steps),
            "contradiction": contradiction,
            "effects": effects,
        }),
        StepKind::Guess {
            assume,
            steps,
            contradiction,
        } => {
            let mut map = Map::new();
            map.insert("rule".into(), json!(GUESS));
            map.insert("assume".into(), p.effect_json(*assume));
            map.insert("steps".into(), json!(steps_json(p, steps)));
            map.insert(
                "branch".into(),
                json!(if contradiction.is_some() {
                    "contradiction"
                } else {
                    "solved"
                }),
            );
            if let Some(why) = contradiction {
                map.insert("contradiction".into(), json!(why));
            }
            map.insert("effects".into(), json!(effects));
            Value::Object(map)
        }
    }
}

/// Writes a trace as JSON laid out for reading and diffing: one top-level
/// key per line, one step per line, one state row per line. Any JSON
/// reader takes it; the layout only keeps golden files and diffs short.
pub fn write_trace(trace: &Value, out: &mut String) {
    let Value::Object(map) = trace else {
        out.push_str(&trace.to_string());
        return;
    };
    out.push('{');
    for (i, (key, value)) in map.iter().enumerate() {
        out.push_str(if i == 0 { "\n  " } else { ",\n  " });
        out.push_str(&Value::String(key.clone()).to_string());
        out.push_str(": ");
        match value {
            Value::Array(items) if key == "steps" || key == "state" => {
                out.push('[');
                for (j, item) in items.iter().enumerate() {
                    out.push_str(if j == 0 { "\n    " } else { ",\n    " });
                    out.push_str(&item.to_string());
                }
                out.push_str(if items.is_empty() { "]" } else { "\n  ]" });
            }
            other => out.push_str(&other.to_string()),
        }
    }
    out.push_str("\n}");
}
