//! Replay proves each step: real traces replay; tampered ones are refused
//! with the first bad step named; unreadable files exit 2.

use crate::common;

use serde_json::{Value, json};

use common::{deduce, read, repo, scratch};

/// A trace of a puzzle that needs hypotheses and a guess.
fn trace() -> Value {
    let text = read(&repo("traces/slink/blank-5x5-guess.json"));
    serde_json::from_str(&text).unwrap()
}

/// A trace with a hypothesis and a forcing step on its main line.
fn assumed_trace() -> Value {
    let text = read(&repo("traces/slink/blank-4x4-forcing.json"));
    serde_json::from_str(&text).unwrap()
}

fn replay(value: &Value, name: &str) -> common::Run {
    common::replay_json(value, name)
}

fn refused(value: &Value, name: &str, wanted: &str) {
    common::assert_replay_refused(value, name, wanted);
}

fn steps(value: &mut Value) -> &mut Vec<Value> {
    value[0]["steps"].as_array_mut().unwrap()
}

/// The first hypothesis step of the main line.
fn first_hypothesis(value: &mut Value) -> &mut Value {
    steps(value)
        .iter_mut()
        .find(|s| s["rule"] == "hypothesis")
        .unwrap()
}

#[test]
fn a_real_trace_replays_and_prints_the_judge_output() {
    let run = replay(&trace(), "real.json");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let solved = deduce(
        &[
            "solve",
            "slink",
            repo("traces/slink/blank-5x5-guess.in").to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.stdout, solved.stdout);
}

#[test]
fn a_single_trace_object_replays_too() {
    let run = replay(&trace()[0], "single.json");
    assert_eq!(run.status, 0, "{}", run.stderr);
}

#[test]
fn a_changed_effect_is_refused() {
    let mut value = trace();
    let effect = &mut steps(&mut value)[2]["effects"][0];
    let mark = if effect["mark"] == "line" {
        "cross"
    } else {
        "line"
    };
    effect["mark"] = json!(mark);
    refused(&value, "changed-effect.json", "step 3 (diagonal-threes): ");
}

#[test]
fn an_effect_moved_elsewhere_is_refused() {
    let mut value = trace();
    steps(&mut value)[0]["effects"][0]["col"] = json!(2);
    refused(&value, "moved-effect.json", "step 1 (one-closed-corner): ");
}

#[test]
fn a_swapped_rule_name_is_refused() {
    let mut value = trace();
    steps(&mut value)[3]["rule"] = json!("dot-dead-end");
    refused(&value, "swapped-rule.json", "step 4 (dot-dead-end): ");
}

#[test]
fn an_unknown_rule_is_refused() {
    let mut value = trace();
    steps(&mut value)[1]["rule"] = json!("lucky-guess");
    refused(
        &value,
        "unknown-rule.json",
        "step 2 (lucky-guess): no rule has this id",
    );
}

#[test]
fn a_dropped_step_is_refused() {
    let mut value = trace();
    steps(&mut value).remove(4);
    let run = replay(&value, "dropped-step.json");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(run.stderr.contains("refused: step "), "{}", run.stderr);
}

#[test]
fn a_dropped_last_step_leaves_the_grid_unfinished() {
    let mut value = trace();
    steps(&mut value).pop();
    refused(
        &value,
        "dropped-last.json",
        "after the last step the grid is not finished: a step is missing",
    );
}

#[test]
fn a_hypothesis_without_contradiction_is_refused() {
    let mut value = assumed_trace();
    let hypothesis = first_hypothesis(&mut value);
    hypothesis["steps"].as_array_mut().unwrap().pop();
    refused(
        &value,
        "weak-hypothesis.json",
        "the sub-steps reach no contradiction",
    );
}

#[test]
fn a_hypothesis_concluding_the_wrong_thing_is_refused() {
    let mut value = assumed_trace();
    let hypothesis = first_hypothesis(&mut value);
    let assumed = hypothesis["assume"].clone();
    hypothesis["effects"] = json!([assumed]);
    refused(&value, "wrong-conclusion.json", "it must conclude exactly");
}

#[test]
fn a_tampered_sub_step_is_refused_and_named() {
    let mut value = assumed_trace();
    let hypothesis = first_hypothesis(&mut value);
    hypothesis["steps"][0]["rule"] = json!("zero");
    refused(&value, "tampered-sub-step.json", "step 10.1 (zero): ");
}

/// The first forcing step of the main line.
fn first_forcing(value: &mut Value) -> &mut Value {
    steps(value)
        .iter_mut()
        .find(|s| s["rule"] == "forcing")
        .unwrap()
}

#[test]
fn a_forcing_effect_one_case_does_not_reach_is_refused() {
    let mut value = assumed_trace();
    let forcing = first_forcing(&mut value);
    // The first case's assumption holds in that case only.
    let assumed = forcing["cases"][0]["assume"].clone();
    forcing["effects"].as_array_mut().unwrap().push(assumed);
    refused(&value, "forcing-extra.json", "the sub-steps do not reach");
}

#[test]
fn a_forcing_case_cut_short_is_refused() {
    let mut value = assumed_trace();
    let forcing = first_forcing(&mut value);
    forcing["cases"][1]["steps"].as_array_mut().unwrap().pop();
    refused(&value, "forcing-short.json", "the sub-steps do not reach");
}

#[test]
fn forcing_cases_must_be_a_decision_and_its_opposite() {
    let mut value = assumed_trace();
    let forcing = first_forcing(&mut value);
    forcing["cases"][1] = forcing["cases"][0].clone();
    refused(
        &value,
        "forcing-same-case.json",
        "its second case must assume",
    );
    let mut value = assumed_trace();
    first_forcing(&mut value)["cases"]
        .as_array_mut()
        .unwrap()
        .pop();
    refused(&value, "forcing-one-case.json", "exactly two cases");
}

#[test]
fn a_forcing_case_may_not_nest_an_assumption() {
    let mut value = assumed_trace();
    let hypothesis = first_hypothesis(&mut value).clone();
    let forcing = first_forcing(&mut value);
    forcing["cases"][0]["steps"]
        .as_array_mut()
        .unwrap()
        .insert(0, hypothesis);
    refused(&value, "forcing-nested.json", "inside a forcing case");
}

#[test]
fn an_unreadable_file_exits_2() {
    let path = scratch("not-json.json");
    std::fs::write(&path, "{ this is not json").unwrap();
    let run = deduce(&["replay", path.to_str().unwrap()], "");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("line 1, column"), "{}", run.stderr);
    let missing = deduce(&["replay", "/no/such/trace.json"], "");
    assert_eq!(missing.status, 2);
    let wrong = replay(&json!({"format": "something-else"}), "wrong-format.json");
    assert_eq!(wrong.status, 2);
    let future = replay(
        &json!({"format": "deduce-trace", "version": 99}),
        "future.json",
    );
    assert_eq!(future.status, 2);
    assert!(future.stderr.contains("version 99"));
}
