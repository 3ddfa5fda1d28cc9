//! Golden traces: each case in `traces/<puzzle>/` is solved again and its
//! explanation (`.txt`) and JSON trace (`.json`) compared byte for byte;
//! each JSON trace is replayed. `BLESS=1 cargo test` rewrites them: read
//! the diff before committing. A case may carry `<case>.args`: words added
//! to its `deduce solve` (a rule selection that shows a step the default
//! one never reaches).

use std::path::{Path, PathBuf};

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

/// The words of the case's `.args` file, if it has one.
pub fn extra_args(input: &Path) -> Vec<String> {
    std::fs::read_to_string(input.with_extension("args"))
        .map(|text| text.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// `actual` equals the file at `path`, or, under `BLESS=1`, becomes it;
/// otherwise the difference, for the caller to report with the others.
pub fn differs_or_bless(path: &Path, actual: &str) -> Option<String> {
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(path, actual).unwrap();
        return None;
    }
    let expected = read(path);
    if expected == actual {
        return None;
    }
    let line = expected
        .lines()
        .zip(actual.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| expected.lines().count().min(actual.lines().count()));
    Some(format!(
        "{} changed (first at line {})",
        path.display(),
        line + 1
    ))
}

/// Fails, naming every one, if any of `differences` is there.
pub fn report(differences: Vec<String>) {
    assert!(
        differences.is_empty(),
        "{}\nrerun with BLESS=1 if that is intended",
        differences.join("\n")
    );
}

/// `actual` equals the file at `path`, or, under `BLESS=1`, becomes it.
pub fn compare_or_bless(path: PathBuf, actual: &str) {
    report(differs_or_bless(&path, actual).into_iter().collect());
}

/// Every case that differs is named, not only the first.
pub fn explanations_and_json_traces_are_unchanged(kind: &str, at_least: usize) {
    let mut differences = Vec::new();
    for input in cases(kind, at_least) {
        let json = scratch(&format!(
            "{}.json",
            input.file_stem().unwrap().to_string_lossy()
        ));
        let mut args = vec![
            "solve".to_string(),
            kind.to_string(),
            input.to_str().unwrap().to_string(),
            "--explain".to_string(),
            "--color".to_string(),
            "never".to_string(),
            "--json".to_string(),
            json.to_str().unwrap().to_string(),
        ];
        args.extend(extra_args(&input));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = deduce(&args, "");
        if run.status != 0 {
            differences.push(format!(
                "{}: exit {}: {}",
                input.display(),
                run.status,
                run.stderr
            ));
            continue;
        }
        differences.extend(differs_or_bless(&input.with_extension("txt"), &run.stderr));
        differences.extend(differs_or_bless(
            &input.with_extension("json"),
            &read(&json),
        ));
    }
    report(differences);
}

pub fn json_traces_replay_to_the_judge_output(kind: &str, at_least: usize) {
    for input in cases(kind, at_least) {
        let mut args = vec!["solve".to_string(), kind.to_string()];
        args.push(input.to_str().unwrap().to_string());
        args.extend(extra_args(&input));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let solved = deduce(&args, "");
        let json = input.with_extension("json");
        let replayed = deduce(&["replay", json.to_str().unwrap()], "");
        // Replay exits as the solve did: 0 solved, 1 stuck or no solution.
        assert_eq!(
            replayed.status,
            solved.status,
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
