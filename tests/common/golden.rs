//! Golden traces: each case in `traces/<puzzle>/` is solved again and its
//! explanation (`.txt`) and JSON trace (`.json`) compared byte for byte;
//! each JSON trace is replayed. `BLESS=1 cargo test` rewrites them: read
//! the diff before committing.

use std::path::PathBuf;

use super::{deduce, read, repo, scratch};

pub fn cases(kind: &str, at_least: usize) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(repo(&format!("traces/{kind}")))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    assert!(
        inputs.len() >= at_least,
        "the golden cases are in traces/{kind}"
    );
    inputs
}

/// `actual` equals the file at `path`, or, under `BLESS=1`, becomes it.
pub fn compare_or_bless(path: PathBuf, actual: &str) {
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

pub fn explanations_and_json_traces_are_unchanged(kind: &str, at_least: usize) {
    for input in cases(kind, at_least) {
        let json = scratch(&format!(
            "{}.json",
            input.file_stem().unwrap().to_string_lossy()
        ));
        let run = deduce(
            &[
                "solve",
                kind,
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

pub fn json_traces_replay_to_the_judge_output(kind: &str, at_least: usize) {
    for input in cases(kind, at_least) {
        let solved = deduce(&["solve", kind, input.to_str().unwrap()], "");
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

pub fn tiers_covered(kind: &str, at_least: usize) -> Vec<String> {
    let mut tiers: Vec<String> = cases(kind, at_least)
        .iter()
        .map(|input| {
            let text = read(&input.with_extension("txt"));
            let last = text.lines().last().unwrap().to_string();
            last.split("grade ").nth(1).unwrap()[..1].to_string()
        })
        .collect();
    tiers.sort();
    tiers.dedup();
    tiers
}
