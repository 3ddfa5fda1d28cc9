//! Givens that already break a rule (two Nurikabe numbers side by side):
//! the engine sees it before any rule runs, so the solve has no steps and
//! no solution, its trace replays, and a trace that adds steps to such a
//! puzzle is refused.

use crate::common;

use serde_json::{Value, json};

use common::{assert_replay_refused, deduce, read, replay_json, scratch};

const SIDE_BY_SIDE: &str = "2 2\n1 1\n. .\n0 0\n";

fn solve_to_trace() -> (common::Run, Value) {
    // `scratch` is the test's own: the tests that call this run at once.
    let json = scratch("broken-givens.json");
    let run = deduce(
        &[
            "solve",
            "nurikabe",
            "-",
            "--explain",
            "--json",
            json.to_str().unwrap(),
        ],
        SIDE_BY_SIDE,
    );
    (run, serde_json::from_str(&read(&json)).unwrap())
}

#[test]
fn the_solve_takes_no_step_and_finds_no_solution() {
    let (run, trace) = solve_to_trace();
    assert_eq!(run.status, 1, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("no solution (the islands of r1c1 and r1c2 would join); grade none; 0 steps"),
        "{}",
        run.stderr
    );
    assert_eq!(trace[0]["steps"], json!([]));
    assert_eq!(trace[0]["outcome"]["result"], "no-solution");
}

#[test]
fn its_trace_replays() {
    let (_, trace) = solve_to_trace();
    let run = replay_json(&trace, "broken-givens-replay.json");
    // Replayed and upheld, said as `solve` says it: no answer on
    // standard output, why on standard error, exit 1.
    assert_eq!(run.status, 1, "{}", run.stderr);
    assert_eq!(run.stdout, "");
    assert!(
        run.stderr
            .contains("trace 1: no solution: the islands of r1c1 and r1c2 would join"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_trace_with_steps_on_broken_givens_is_refused() {
    let (_, mut trace) = solve_to_trace();
    trace[0]["steps"] = json!([{
        "rule": "island-of-one",
        "at": {"cell": [0, 0]},
        "effects": [{"row": 1, "col": 0, "mark": "water"}]
    }]);
    assert_replay_refused(
        &trace,
        "broken-givens-steps.json",
        "the givens already break a rule",
    );
}
