//! Replay of rule steps that report a contradiction themselves (they
//! decide nothing and end their sub-trace): real ones replay, made-up or
//! misplaced ones are refused.

use crate::common;

use serde_json::{Value, json};

use common::{read, repo};

/// A trace with a hypothesis that ends in a rule seeing a contradiction.
fn trace() -> Value {
    let text = read(&repo("traces/nurikabe/judge-9x9-forcing.json"));
    serde_json::from_str(&text).unwrap()
}

fn replay(value: &Value, name: &str) -> common::Run {
    common::replay_json(value, name)
}

fn refused(value: &Value, name: &str, wanted: &str) {
    common::assert_replay_refused(value, name, wanted);
}

/// The first hypothesis whose last sub-step is a rule step deciding
/// nothing.
fn ended_by_a_rule(value: &mut Value) -> &mut Value {
    value[0]["steps"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|s| {
            s["rule"] == "hypothesis"
                && s["steps"]
                    .as_array()
                    .and_then(|sub| sub.last())
                    .is_some_and(|last| last["effects"] == json!([]))
        })
        .expect("the golden trace has a rule that reports a contradiction")
}

#[test]
fn a_trace_with_rule_contradictions_replays() {
    let mut value = trace();
    ended_by_a_rule(&mut value);
    let run = replay(&value, "rule-contradiction.json");
    assert_eq!(run.status, 0, "{}", run.stderr);
}

#[test]
fn a_contradiction_the_rule_does_not_see_is_refused() {
    let mut value = trace();
    let hypothesis = ended_by_a_rule(&mut value);
    let sub = hypothesis["steps"].as_array_mut().unwrap();
    // The same claim right after the assumption: the rule sees nothing
    // wrong yet.
    let claim = sub.pop().unwrap();
    *sub = vec![claim];
    refused(
        &value,
        "early-contradiction.json",
        "yet the rule sees no contradiction",
    );
}

#[test]
fn a_contradiction_followed_by_more_steps_is_refused() {
    let mut value = trace();
    let hypothesis = ended_by_a_rule(&mut value);
    let sub = hypothesis["steps"].as_array_mut().unwrap();
    let claim = sub.last().unwrap().clone();
    sub.insert(sub.len() - 1, claim);
    refused(
        &value,
        "contradiction-then-more.json",
        "and yet more steps follow",
    );
}

#[test]
fn a_main_line_step_may_not_decide_nothing() {
    let mut value = trace();
    value[0]["steps"][0]["effects"] = json!([]);
    refused(&value, "empty-step.json", "step 1 (");
}
