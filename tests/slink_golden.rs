//! Golden traces: each case in `traces/slink/` is solved again and its
//! explanation (`.txt`) and JSON trace (`.json`) compared byte for byte;
//! each JSON trace is replayed. `BLESS=1 cargo test` rewrites them: read
//! the diff before committing.

mod common;

use std::path::PathBuf;

use common::{deduce, read, repo, scratch};

fn cases() -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(repo("traces/slink"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 5, "the golden cases are in traces/slink");
    inputs
}

fn compare_or_bless(path: PathBuf, actual: &str) {
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = read(&path);
    if expected != actual {
        let line = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b);
        panic!(
            "{} changed (first at line {:?}); rerun with BLESS=1 if that is intended",
            path.display(),
            line.map(|l| l + 1)
        );
    }
}

#[test]
fn golden_explanations_and_json_traces_are_unchanged() {
    for input in cases() {
        let json = scratch(&format!(
            "{}.json",
            input.file_stem().unwrap().to_string_lossy()
        ));
        let run = deduce(
            &[
                "solve",
                "slink",
                input.to_str().unwrap(),
                "--explain",
                "--color",
                "never",
                "--json",
                json.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(run.status, 0, "{}: {}", input.display(), run.stderr);
        compare_or_bless(input.with_extension("txt"), &run.stderr);
        compare_or_bless(input.with_extension("json"), &read(&json));
    }
}

#[test]
fn golden_json_traces_replay_to_the_judge_output() {
    for input in cases() {
        let solved = deduce(&["solve", "slink", input.to_str().unwrap()], "");
        let json = input.with_extension("json");
        let replayed = deduce(&["replay", json.to_str().unwrap()], "");
        assert_eq!(
            replayed.status,
            0,
            "{}: {}",
            json.display(),
            replayed.stderr
        );
        assert_eq!(replayed.stdout, solved.stdout, "{}", json.display());
    }
}

#[test]
fn golden_cases_cover_every_tier() {
    let mut tiers: Vec<String> = cases()
        .iter()
        .map(|input| {
            let text = read(&input.with_extension("txt"));
            let last = text.lines().last().unwrap().to_string();
            last.split("grade ").nth(1).unwrap()[..1].to_string()
        })
        .collect();
    tiers.sort();
    tiers.dedup();
    assert_eq!(
        tiers,
        ["2", "3", "4", "5"],
        "intermediate, advanced, hypothesis and guess each have a golden case"
    );
}
