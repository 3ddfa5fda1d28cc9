//! Tampering with real traces, as `deduce solve --json` writes them for
//! the samples of all four puzzles: every edit of a field the trace
//! states is refused (exit 2), naming the step where there is one. The
//! edits are those a fuzzing campaign found accepted: a given dropped
//! from a step's premises, a contradiction's premises dropped, the outcome's grade and detail, `allowed`,
//! `coordinates` and `version`. And every trace written for a sample
//! replays, exiting as its solve did, a Su-Domino-Ku with no solution
//! among them.

use crate::common;

use common::{deduce, read, replay_json, repo, scratch};
use serde_json::{Value, json};

/// The samples, by puzzle: each solved with its traces written.
const SAMPLES: [(&str, &str); 5] = [
    ("slink", "slink_sample.in"),
    ("nurikabe", "nurikabe_sample.in"),
    ("pixel", "pixel_sample.in"),
    ("sudominoku", "sudominoku_sample.in"),
    // Givens of generated puzzles edited so that there is no solution:
    // their solves take two findings of one look that contradict.
    ("sudominoku", "sudominoku_no_solution.in"),
];

/// The traces `solve --json` writes for a sample, and the solve's run.
fn traces(kind: &str, sample: &str) -> (Vec<Value>, common::Run) {
    written(kind, &format!("tests/data/{sample}"))
}

/// The traces `solve --json` writes for the puzzles of `input` (a path
/// in the repository), and the solve's run.
fn written(kind: &str, input: &str) -> (Vec<Value>, common::Run) {
    let path = scratch(&format!("{}.json", input.replace('/', "-")));
    let input = repo(input);
    let args = [
        "solve",
        kind,
        input.to_str().unwrap(),
        "--json",
        path.to_str().unwrap(),
    ];
    let solved = deduce(&args, "");
    let value: Value = serde_json::from_str(&read(&path)).unwrap();
    (value.as_array().unwrap().clone(), solved)
}

/// Replay refuses the trace, exit 2, saying each of `wanted`.
fn refused(trace: &Value, name: &str, wanted: &[&str]) {
    let run = replay_json(trace, name);
    assert_eq!(run.status, 2, "{name} must be refused: {}", run.stderr);
    for words in wanted {
        assert!(
            run.stderr.contains(words),
            "{name}: wanted '{words}' in: {}",
            run.stderr
        );
    }
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
}

fn steps(trace: &mut Value) -> &mut Vec<Value> {
    trace["steps"].as_array_mut().unwrap()
}

/// The label and rule replay names a main-line step by.
/// The numbers of the first `at_most` steps of `trace` that `keep` takes.
fn steps_where(trace: &Value, at_most: usize, keep: impl Fn(&Value) -> bool) -> Vec<usize> {
    (trace["steps"].as_array().unwrap().iter())
        .enumerate()
        .filter(|(_, s)| keep(s))
        .map(|(n, _)| n)
        .take(at_most)
        .collect()
}

/// A list with something in it.
fn non_empty(list: &Value) -> bool {
    list.as_array().is_some_and(|l| !l.is_empty())
}

fn named(trace: &Value, n: usize) -> String {
    format!(
        "step {} ({})",
        n + 1,
        trace["steps"][n]["rule"].as_str().unwrap()
    )
}

#[test]
fn every_trace_written_for_a_sample_replays_as_its_solve_ended() {
    for (kind, sample) in SAMPLES {
        let (written, solved) = traces(kind, sample);
        assert!(solved.status <= 1, "{sample}: {}", solved.stderr);
        let run = replay_json(&Value::Array(written), &format!("{sample}-replayed.json"));
        assert_eq!(run.status, solved.status, "{sample}: {}", run.stderr);
        assert_eq!(run.stdout, solved.stdout, "{sample}");
    }
    // The puzzles with no solution say so, each in turn.
    let (written, solved) = traces("sudominoku", "sudominoku_no_solution.in");
    assert_eq!(solved.status, 1);
    assert!(
        written
            .iter()
            .all(|t| t["outcome"]["result"] == "no-solution")
    );
}

/// Puzzles whose solves take hypotheses, one of each kind (the samples
/// need few): the repository's golden cases.
const WITH_HYPOTHESES: [(&str, &str); 4] = [
    ("slink", "traces/slink/blank-4x4-hypothesis.in"),
    ("nurikabe", "traces/nurikabe/judge-6x6-hypothesis.in"),
    ("pixel", "traces/pixel/gen-s31-hypothesis.in"),
    ("sudominoku", "traces/sudominoku/foxtreme-1-hypothesis.in"),
];

#[test]
fn a_contradiction_stripped_of_what_it_read_is_refused() {
    // Each refusal is a replay of its own: a few a puzzle show the check.
    const AT_MOST: usize = 4;
    for (kind, input) in WITH_HYPOTHESES {
        let (traces, _) = written(kind, input);
        let trace = &traces[0];
        let refutations = steps_where(trace, AT_MOST, |s| {
            non_empty(&s["contradiction_premises"]["marks"])
        });
        assert!(!refutations.is_empty(), "{input} has hypotheses");
        for n in refutations {
            // What the contradiction read is not empty only where it was
            // needed: without all of it, it is not met.
            let mut edited = trace.clone();
            steps(&mut edited)[n]["contradiction_premises"]["marks"] = json!([]);
            let name = format!("{kind}-contradiction-{n}.json");
            refused(
                &edited,
                &name,
                &[&named(trace, n), "contradiction_premises"],
            );
        }
    }
}

#[test]
fn a_given_dropped_from_a_steps_premises_is_refused() {
    // Each refusal is a replay of its own: a few steps a puzzle, each with
    // every one of its givens dropped in turn.
    const STEPS: usize = 6;
    for (kind, sample) in SAMPLES {
        let (traces, _) = traces(kind, sample);
        let trace = &traces[0];
        let with_givens = steps_where(trace, STEPS, |s| {
            s.get("rule").is_some() && non_empty(&s["premises"]["givens"])
        });
        assert!(
            !with_givens.is_empty(),
            "{sample} has steps that read givens"
        );
        for n in with_givens {
            let count = trace["steps"][n]["premises"]["givens"]
                .as_array()
                .unwrap()
                .len();
            // A step names only the givens its rule needs: without any
            // one, on the rest weakened, it does not reach its effects.
            for dropped in 0..count {
                let mut edited = trace.clone();
                let givens = steps(&mut edited)[n]["premises"]["givens"]
                    .as_array_mut()
                    .unwrap();
                givens.remove(dropped);
                let name = format!("{kind}-given-{n}-{dropped}.json");
                refused(
                    &edited,
                    &name,
                    &[&named(trace, n), "premises do not suffice"],
                );
            }
        }
    }
}

#[test]
fn an_outcome_that_is_not_the_steps_is_refused() {
    for (kind, sample) in SAMPLES {
        let (written, _) = traces(kind, sample);
        let trace = &written[0];
        let grade = &trace["outcome"]["grade"];
        let first_rule = grade["rules"]
            .as_object()
            .unwrap()
            .keys()
            .next()
            .unwrap()
            .clone();
        let edits: [(&str, Value); 7] = [
            ("steps", json!(grade["steps"].as_u64().unwrap() + 1)),
            ("tier", json!(grade["tier"].as_u64().unwrap() % 5 + 1)),
            ("tier_name", json!("expert")),
            ("level", json!("trivial")),
            ("rating", json!(grade["rating"].as_f64().unwrap() + 0.5)),
            ("rules", json!({ first_rule: 1000 })),
            ("rules", json!({})),
        ];
        for (n, (field, value)) in edits.into_iter().enumerate() {
            let mut edited = trace.clone();
            edited["outcome"]["grade"][field] = value;
            refused(&edited, &format!("{sample}-grade-{n}.json"), &["grade"]);
        }
        // The detail: said where the steps give none, or changed.
        let mut edited = trace.clone();
        edited["outcome"]["detail"] = json!("r1c1 cannot be anything");
        refused(&edited, &format!("{sample}-detail.json"), &["outcome says"]);
        // The result: relabelled.
        let mut edited = trace.clone();
        let other = match trace["outcome"]["result"].as_str().unwrap() {
            "solved" => "no-solution",
            _ => "solved",
        };
        edited["outcome"]["result"] = json!(other);
        refused(&edited, &format!("{sample}-result.json"), &[other]);
    }
}

#[test]
fn a_step_whose_rule_allowed_does_not_name_is_refused() {
    for (kind, sample) in SAMPLES {
        let (written, _) = traces(kind, sample);
        let mut trace = written[0].clone();
        // The last step's rule taken out of the list.
        let last = trace["steps"].as_array().unwrap().len() - 1;
        let rule = trace["steps"][last]["rule"].clone();
        trace["allowed"]
            .as_array_mut()
            .unwrap()
            .retain(|id| *id != rule);
        // Named at its first step (which may be inside another).
        let label = format!("({}): ", rule.as_str().unwrap());
        let name = format!("{sample}-unallowed.json");
        refused(
            &trace,
            &name,
            &["step ", &label, "'allowed' does not name its rule"],
        );
    }
}

#[test]
fn a_stuck_claim_no_allowed_search_can_end_in_is_refused_at_once() {
    // The solve allowed a guess, which never ends stuck: refused without
    // running a search whatever the grid.
    for (kind, sample) in SAMPLES {
        let (written, _) = traces(kind, sample);
        let mut trace = written[0].clone();
        trace["steps"] = json!([]);
        trace.as_object_mut().unwrap().remove("state");
        trace["outcome"] = json!({"result": "stuck"});
        refused(&trace, &format!("{sample}-stuck.json"), &["never stuck"]);
        // Nor does a search without one give up.
        trace["outcome"] = json!({"result": "gave-up", "detail": "too deep"});
        trace["allowed"] = json!(["basic"]);
        refused(
            &trace,
            &format!("{sample}-gave-up.json"),
            &["only a guess search gives up"],
        );
    }
}

#[test]
fn coordinates_and_version_other_than_the_format_states_are_refused() {
    for (kind, sample) in SAMPLES {
        let (written, _) = traces(kind, sample);
        let trace = &written[0];
        for coordinates in [json!("1-based"), json!(""), json!("0-Based")] {
            let mut edited = trace.clone();
            edited["coordinates"] = coordinates;
            refused(
                &edited,
                &format!("{sample}-coordinates.json"),
                &["coordinates"],
            );
        }
        for version in [0u64, 4, 1 << 40] {
            let mut edited = trace.clone();
            edited["version"] = json!(version);
            refused(&edited, &format!("{sample}-version.json"), &["version"]);
        }
        // Read as version 2 (no "allowed", no level or rating in the
        // grade), a version-3 trace states fields version 2 has not.
        let mut edited = trace.clone();
        edited["version"] = json!(2);
        refused(
            &edited,
            &format!("{sample}-as-v2.json"),
            &["version 3 added it"],
        );
    }
}

#[test]
fn a_nurikabe_clue_past_what_32_bits_sign_is_refused_not_made() {
    let (written, _) = traces("nurikabe", "nurikabe_sample.in");
    let trace = &written[0];
    let first = trace["puzzle"]["clues"][0].as_str().unwrap().to_string();
    for clue in [(1u64 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32, u64::MAX] {
        let mut edited = trace.clone();
        let row: Vec<String> = first
            .split(' ')
            .enumerate()
            .map(|(c, t)| {
                if c == 0 {
                    clue.to_string()
                } else {
                    t.to_string()
                }
            })
            .collect();
        edited["puzzle"]["clues"][0] = json!(row.join(" "));
        refused(
            &edited,
            &format!("clue-{clue}.json"),
            &["larger than the grid"],
        );
    }
}

/// A nested hypothesis is named by how deep it goes: relabelled
/// "hypothesis", or a hypothesis inside it relabelled
/// "nested-hypothesis", the trace is refused; so is a guess put inside
/// it, which would make it a search.
#[test]
fn a_hypothesis_named_other_than_its_depth_or_holding_a_guess_is_refused() {
    let golden = read(&repo("traces/slink/blank-5x5-nested-hypothesis.json"));
    let golden: Value = serde_json::from_str::<Value>(&golden).unwrap()[0].clone();
    let nested = steps_where(&golden, 1, |s| s["rule"] == "nested-hypothesis")[0];
    let inner = golden["steps"][nested]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .position(|s| s["rule"] == "hypothesis")
        .expect("a hypothesis inside the nested one");

    let mut shallow = golden.clone();
    steps(&mut shallow)[nested]["rule"] = json!("hypothesis");
    refused(
        &shallow,
        "nested-called-hypothesis",
        &["\"hypothesis\" step holds an assumption among its steps"],
    );

    let mut deep = golden.clone();
    steps(&mut deep)[nested]["steps"][inner]["rule"] = json!("nested-hypothesis");
    refused(
        &deep,
        "hypothesis-called-nested",
        &["\"nested-hypothesis\" step holds rule steps only"],
    );

    let mut guessing = golden.clone();
    let sub = &mut steps(&mut guessing)[nested]["steps"][inner];
    sub["rule"] = json!("guess");
    sub["branch"] = json!("contradiction");
    refused(
        &guessing,
        "guess-in-nested",
        &[&format!(
            "step {}.{} nests a \"guess\" inside a hypothesis",
            nested + 1,
            inner + 1
        )],
    );
}

/// The ways a step names are what its rule found possible: a way that
/// goes against a mark decided before the step, or names no mark the
/// puzzle has, is refused.
#[test]
fn a_way_that_cannot_hold_before_its_step_is_refused() {
    let (written, _) = written("pixel", "traces/pixel/gen-s57-advanced.in");
    let trace = written[0].clone();
    let n = steps_where(&trace, 1, |s| non_empty(&s["premises"]["ways"]))[0];
    // A cell decided before the step, painted the other way by a way.
    let decided = trace["steps"][0]["effects"][0].clone();
    let mut flipped = decided.clone();
    let other = if decided["colour"] == "black" {
        "white"
    } else {
        "black"
    };
    flipped["colour"] = json!(other);
    let mut against = trace.clone();
    steps(&mut against)[n]["premises"]["ways"][0]
        .as_array_mut()
        .unwrap()
        .push(flipped);
    let cell = format!(
        "r{}c{} {other}",
        decided["row"].as_u64().unwrap() + 1,
        decided["col"].as_u64().unwrap() + 1
    );
    refused(
        &against,
        "way-against-a-mark",
        &[&format!("step {} (window-patterns)", n + 1), &cell, "a way"],
    );

    let mut off_grid = trace.clone();
    steps(&mut off_grid)[n]["premises"]["ways"][1][0]["row"] = json!(99);
    refused(&off_grid, "way-off-the-grid", &["a way", "cannot be read"]);

    // Untouched, the same trace replays.
    let run = replay_json(&trace, "ways-untouched");
    assert_eq!(run.status, 0, "{}", run.stderr);
}
