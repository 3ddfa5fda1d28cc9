//! Replay checks every claim a trace makes, "stuck" as much as "solved":
//! the trace says what its solve allowed, and a stuck grid must be
//! unfinished with not one of those steps left to take. Replay exits as
//! `solve` did: 0 solved, 1 stuck or no solution, 2 a trace it refuses.

use crate::common;

use common::{assert_replay_refused, deduce, read, replay_json, repo, scratch};
use serde_json::{Value, json};

/// The JSON traces of solving `input` with `args`, and the solve's run.
fn traces(args: &[&str], input: &str, name: &str) -> (Value, common::Run) {
    let path = scratch(name);
    let mut with_json = args.to_vec();
    with_json.extend(["--json", path.to_str().unwrap()]);
    let solved = deduce(&with_json, input);
    (serde_json::from_str(&read(&path)).unwrap(), solved)
}

/// Every named rule, by its tiers, and no engine step.
const EVERY_NAMED_RULE: [&str; 3] = ["basic", "intermediate", "advanced"];

/// The refusal of "stuck" from a solve that allowed a guess.
const NEVER_STUCK: &str = "a guess search ends solved or with no solution, never stuck";

fn sample() -> String {
    read(&repo("traces/slink/full-4x4-intermediate.in"))
}

/// A puzzle the basic tier alone leaves stuck.
fn needs_more_than_basic() -> String {
    read(&repo("traces/slink/blank-4x4-hypothesis.in"))
}

#[test]
fn a_solved_trace_relabelled_stuck_is_refused() {
    let (mut value, _) = traces(&["solve", "slink"], &sample(), "relabelled.json");
    value[0]["outcome"]["result"] = json!("stuck");
    assert_replay_refused(
        &value[0],
        "relabelled-stuck.json",
        "claims 'stuck', but after its last step the grid is finished",
    );
}

#[test]
fn a_trace_cut_in_half_and_claimed_stuck_is_refused() {
    let (mut value, _) = traces(&["solve", "slink"], &sample(), "cut.json");
    let trace = &mut value[0];
    let steps = trace["steps"].as_array_mut().unwrap();
    let half = steps.len() / 2;
    steps.truncate(half);
    trace["outcome"]["result"] = json!("stuck");
    trace.as_object_mut().unwrap().remove("state");
    // As written, its solve allowed a guess: that never ends stuck.
    assert_replay_refused(trace, "cut-guess.json", NEVER_STUCK);
    trace["allowed"] = json!(EVERY_NAMED_RULE);
    assert_replay_refused(
        trace,
        "cut-stuck.json",
        "claims 'stuck', but a step the solve allowed still follows: #1 ",
    );
}

#[test]
fn no_steps_claimed_stuck_is_refused() {
    let (mut value, _) = traces(&["solve", "slink"], &sample(), "empty.json");
    let trace = &mut value[0];
    trace["steps"] = json!([]);
    trace["outcome"]["result"] = json!("stuck");
    trace.as_object_mut().unwrap().remove("state");
    trace["allowed"] = json!(EVERY_NAMED_RULE);
    assert_replay_refused(
        trace,
        "empty-stuck.json",
        "a step the solve allowed still follows",
    );
}

#[test]
fn a_trace_records_what_its_solve_allowed() {
    let (value, _) = traces(
        &["solve", "slink", "--rules", "zero,dot-full,hypothesis"],
        &sample(),
        "allowed.json",
    );
    assert_eq!(
        value[0]["allowed"],
        json!(["zero", "dot-full", "hypothesis"])
    );
}

#[test]
fn a_stuck_trace_is_upheld_and_exits_as_solve_did() {
    let args = ["solve", "slink", "--max-tier", "basic"];
    let (value, solved) = traces(&args, &needs_more_than_basic(), "stuck.json");
    assert_eq!(solved.status, 1, "{}", solved.stderr);
    assert_eq!(value[0]["outcome"]["result"], "stuck");
    let run = replay_json(&value, "stuck-replayed.json");
    assert_eq!(run.status, 1, "{}", run.stderr);
    assert_eq!(run.stdout, solved.stdout);
    // Claimed under more rules than the solve had, it does not hold.
    let mut widened = value.clone();
    widened[0]["allowed"] = json!(EVERY_NAMED_RULE);
    assert_replay_refused(
        &widened,
        "stuck-widened.json",
        "a step the solve allowed still follows",
    );
    // With a guess allowed it is refused before any search runs.
    widened[0]["allowed"] = json!(["all"]);
    assert_replay_refused(&widened, "stuck-guess.json", NEVER_STUCK);
}

#[test]
fn a_stuck_trace_without_its_allowed_rules_is_judged_by_every_named_rule() {
    let args = ["solve", "slink", "--max-tier", "basic"];
    let (mut value, _) = traces(&args, &needs_more_than_basic(), "stuck-old.json");
    value[0].as_object_mut().unwrap().remove("allowed");
    value[0]["version"] = json!(2);
    assert_replay_refused(
        &value,
        "stuck-unlisted.json",
        "the trace does not say which rules its solve allowed",
    );
}

#[test]
fn an_allowed_list_naming_no_rule_is_refused() {
    let args = ["solve", "slink", "--max-tier", "basic"];
    let (mut value, _) = traces(&args, &needs_more_than_basic(), "stuck-bad.json");
    value[0]["allowed"] = json!(["zero", "lucky-guess"]);
    assert_replay_refused(
        &value,
        "stuck-bad-list.json",
        "unknown rule or rule set 'lucky-guess'",
    );
}

#[test]
fn replay_exits_as_solve_did() {
    // Solved: 0.
    let (value, solved) = traces(&["solve", "slink"], &sample(), "exit-solved.json");
    assert_eq!(solved.status, 0);
    assert_eq!(replay_json(&value, "exit-solved-replay.json").status, 0);
    // No solution: 1, as solve exits.
    let (value, solved) = traces(
        &["solve", "slink"],
        "2 2\n3 3\n3 3\n0 0\n",
        "exit-none.json",
    );
    assert_eq!(solved.status, 1, "{}", solved.stderr);
    let run = replay_json(&value, "exit-none-replay.json");
    assert_eq!((run.status, run.stdout.as_str()), (1, ""), "{}", run.stderr);
    assert_eq!(run.stdout, solved.stdout);
    assert!(
        run.stderr.contains("trace 1: no solution: "),
        "{}",
        run.stderr
    );
}

#[test]
fn a_version_2_trace_with_nested_solved_guesses_still_replays() {
    // Version 2 nested the rest of the solve inside each guess that held.
    let path = repo("tests/data/trace_v2_nested_guesses.json");
    let text = read(&path);
    assert!(text.contains("\"version\": 2"));
    let run = deduce(&["replay", path.to_str().unwrap()], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let solved = deduce(
        &[
            "solve",
            "pixel",
            repo("traces/pixel/many-answers-guess.in").to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.stdout, solved.stdout);
}

#[test]
fn a_solved_guess_off_the_main_line_or_with_sub_steps_is_refused() {
    let input = read(&repo("traces/pixel/many-answers-guess.in"));
    let (value, _) = traces(&["solve", "pixel"], &input, "flat-guess.json");
    let solved_guess = value[0]["steps"][0].clone();
    assert_eq!(solved_guess["branch"], "solved");
    // The steps after a solved guess are its branch's: it has none inside.
    let mut with_steps = value.clone();
    let second = value[0]["steps"][1].clone();
    with_steps[0]["steps"][0]["steps"] = json!([second]);
    assert_replay_refused(
        &with_steps,
        "solved-guess-sub-steps.json",
        "has no sub-steps",
    );
    // Inside a refuted guess nothing is solved.
    let mut nested = value.clone();
    let mut refuted = solved_guess.clone();
    refuted["assume"]["col"] = json!(2);
    refuted["effects"] = json!([{"row": 0, "col": 2, "colour": "black"}]);
    refuted["assume"]["colour"] = json!("white");
    refuted["branch"] = json!("contradiction");
    refuted["contradiction"] = json!("c");
    refuted["steps"] = json!([solved_guess]);
    nested[0]["steps"] = json!([refuted]);
    assert_replay_refused(
        &nested,
        "solved-guess-nested.json",
        "step 1.1 (guess): a guess whose branch solved the puzzle stands only on the main line",
    );
}

#[test]
fn a_trace_claiming_its_search_gave_up_when_it_did_not_is_refused() {
    // The search, run again from where the steps end, does not give up.
    let input = read(&repo("traces/pixel/many-answers-guess.in"));
    let (mut value, _) = traces(&["solve", "pixel"], &input, "gave-up.json");
    let trace = &mut value[0];
    trace["steps"] = json!([]);
    trace["outcome"] = json!({"result": "gave-up", "detail": "too deep"});
    trace.as_object_mut().unwrap().remove("state");
    assert_replay_refused(
        trace,
        "gave-up-claimed.json",
        "claims 'gave-up', but from its last grid the search it allowed ends solved",
    );
}
