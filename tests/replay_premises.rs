//! Replay checks a version-2 trace's premises: a trace as written replays;
//! with a premise dropped, swapped for a mark that does not hold yet, or
//! swapped for one that holds but is not what the rule read, it is
//! refused; so is an engine step that stops listing what its sub-steps
//! read. A version-1 trace (no premises) still replays.

use crate::common;

use serde_json::Value;

use common::{assert_replay_refused, deduce, golden, replay_json, scratch};

/// The JSON trace of a golden case, freshly solved (into a file of its
/// own per call: the tests run side by side).
fn trace(kind: &str, case: &str) -> Value {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let input = golden::cases(kind, 1)
        .into_iter()
        .find(|p| p.file_stem().is_some_and(|s| s == case))
        .unwrap_or_else(|| panic!("no golden case {kind}/{case}"));
    let out = scratch(&format!("{kind}-{case}-{call}.json"));
    let mut args = vec![
        "solve".to_string(),
        kind.to_string(),
        input.display().to_string(),
        "--json".into(),
        out.display().to_string(),
    ];
    args.extend(golden::extra_args(&input));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let run = deduce(&args, "");
    assert!(run.status <= 1, "{}", run.stderr);
    serde_json::from_str(&std::fs::read_to_string(out).unwrap()).unwrap()
}

fn steps(value: &mut Value) -> &mut Vec<Value> {
    value[0]["steps"].as_array_mut().unwrap()
}

/// The index of the first main-line rule step that reads at least one
/// mark, and comes after some step (so an earlier effect exists).
fn rule_step_with_marks(value: &Value) -> usize {
    value[0]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .position(|(i, s)| {
            i > 0
                && s["premises"]["marks"]
                    .as_array()
                    .is_some_and(|m| !m.is_empty())
                && !s["rule"].as_str().unwrap().contains("hypothesis")
                && s.get("steps").is_none()
                && s.get("cases").is_none()
        })
        .expect("some rule step reads a mark")
}

/// Every golden case a puzzle's checks run on, one per kind of step.
const CASES: [(&str, &str); 4] = [
    ("slink", "blank-4x4-hypothesis"),
    ("nurikabe", "judge-6x6-hypothesis"),
    ("pixel", "gen-s31-hypothesis"),
    ("sudominoku", "foxtreme-1-hypothesis"),
];

#[test]
fn traces_as_written_replay_with_their_premises_checked() {
    for (kind, case) in CASES {
        let value = trace(kind, case);
        assert_eq!(value[0]["version"], 3);
        let run = replay_json(&value, &format!("{kind}-as-written.json"));
        assert_eq!(run.status, 0, "{kind}: {}", run.stderr);
    }
}

#[test]
fn a_dropped_premise_is_refused() {
    for (kind, case) in CASES {
        let mut value = trace(kind, case);
        let n = rule_step_with_marks(&value);
        steps(&mut value)[n]["premises"]["marks"]
            .as_array_mut()
            .unwrap()
            .remove(0);
        let name = format!("{kind}-dropped.json");
        assert_replay_refused(&value, &name, "premises do not suffice");
    }
}

#[test]
fn a_premise_moved_to_a_mark_not_yet_made_is_refused() {
    for (kind, case) in CASES {
        let mut value = trace(kind, case);
        let n = rule_step_with_marks(&value);
        let later = steps(&mut value)[n]["effects"][0].clone();
        steps(&mut value)[n]["premises"]["marks"][0] = later;
        let name = format!("{kind}-moved-later.json");
        assert_replay_refused(&value, &name, "does not hold before the step");
    }
}

#[test]
fn a_premise_moved_to_a_mark_the_rule_did_not_read_is_refused() {
    for (kind, case) in CASES {
        let value = trace(kind, case);
        let all = value[0]["steps"].as_array().unwrap();
        // Effects of earlier steps hold, but the rule did not need them
        // (else they would be among the minimal premises). One may happen
        // to do the moved premise's work (another water cell beside the
        // same water), so the first few rule steps that read marks are
        // tried, each with the first few such effects: not all can.
        let mut tries = 0;
        let refused = (1..all.len())
            .filter(|&n| {
                all[n].get("steps").is_none()
                    && all[n].get("cases").is_none()
                    && all[n]["premises"]["marks"]
                        .as_array()
                        .is_some_and(|m| !m.is_empty())
            })
            .take(10)
            .any(|n| {
                let read = all[n]["premises"]["marks"].as_array().unwrap();
                let earlier: Vec<Value> = all[..n]
                    .iter()
                    .flat_map(|s| s["effects"].as_array().unwrap().clone())
                    .filter(|e| !read.contains(e))
                    .take(5)
                    .collect();
                earlier.into_iter().any(|mark| {
                    tries += 1;
                    let mut moved = value.clone();
                    steps(&mut moved)[n]["premises"]["marks"][0] = mark;
                    let run = replay_json(&moved, &format!("{kind}-moved-{tries}.json"));
                    run.status == 2 && run.stderr.contains("premises do not suffice")
                })
            });
        assert!(
            refused,
            "{kind}: none of {tries} moved premises was refused"
        );
    }
}

#[test]
fn a_hypothesis_that_hides_what_its_sub_steps_read_is_refused() {
    for (kind, case) in CASES {
        let mut value = trace(kind, case);
        let hypothesis = steps(&mut value)
            .iter_mut()
            .find(|s| {
                s["rule"] == "hypothesis"
                    && s["premises"]["marks"]
                        .as_array()
                        .is_some_and(|m| !m.is_empty())
            })
            .unwrap_or_else(|| panic!("{kind}/{case}: a hypothesis that reads marks"));
        hypothesis["premises"]["marks"] = Value::Array(Vec::new());
        let name = format!("{kind}-hidden.json");
        // Either a sub-step's premise or the contradiction's is then unlisted.
        assert_replay_refused(&value, &name, "the step's premises");
    }
}

#[test]
fn a_version_2_step_without_premises_is_refused() {
    let mut value = trace("nurikabe", "judge-6x6-hypothesis");
    steps(&mut value)[0]
        .as_object_mut()
        .unwrap()
        .remove("premises");
    assert_replay_refused(&value, "no-premises.json", "it has no 'premises'");
}

/// Removes what versions 2 and 3 added, everywhere in `value`: a
/// version-1 trace stating them is refused.
fn strip_to_version_1(value: &mut Value) {
    match value {
        Value::Object(map) => {
            let added = ["premises", "reason", "contradiction_premises"];
            for key in added.into_iter().chain(["allowed", "level", "rating"]) {
                map.remove(key);
            }
            map.values_mut().for_each(strip_to_version_1);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_to_version_1),
        _ => {}
    }
}

#[test]
fn a_version_1_trace_still_replays() {
    for (kind, case) in CASES {
        let mut value = trace(kind, case);
        strip_to_version_1(&mut value);
        value[0]["version"] = Value::from(1);
        let run = replay_json(&value, &format!("{kind}-v1.json"));
        assert_eq!(run.status, 0, "{kind}: {}", run.stderr);
        // Its premises are not checked: a wrong one would go unseen, so
        // there are none to be wrong.
        assert!(!run.stderr.contains("premise"), "{}", run.stderr);
    }
}
