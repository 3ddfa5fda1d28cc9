//! `deduce coverage`: the table for people, its JSON form, bad input, and
//! the liveness of every rule: each must fire somewhere in the corpus or
//! in the rule pages' examples, or it is dead or ordered where it can
//! never find anything first.

use crate::common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::Value;

use common::golden::{cases, compare_or_bless};
use common::{Run, deduce, read, repo, scratch};
use deduce::engine::words::rule_order;
use deduce::io::PuzzleIo;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;

fn coverage(kind: &str, files: &[PathBuf], json: bool) -> Run {
    let mut args = vec!["coverage", kind];
    args.extend(files.iter().map(|f| f.to_str().unwrap()));
    if json {
        args.push("--json");
    }
    deduce(&args, "")
}

fn coverage_json(kind: &str, files: &[PathBuf]) -> Value {
    let run = coverage(kind, files, true);
    assert_eq!(run.status, 0, "{}", run.stderr);
    serde_json::from_str(&run.stdout).expect("coverage --json writes JSON")
}

/// Per rule id in the JSON: (puzzles, steps, cheaper).
fn json_counts(report: &Value) -> Vec<(String, u64, u64, u64)> {
    report["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|rule| {
            (
                rule["id"].as_str().unwrap().to_string(),
                rule["puzzles"].as_u64().unwrap(),
                rule["steps"].as_u64().unwrap(),
                rule["cheaper"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn never_used(report: &Value) -> Vec<String> {
    report["never_used"]
        .as_array()
        .unwrap()
        .iter()
        .map(|id| id.as_str().unwrap().to_string())
        .collect()
}

/// A Nurikabe of 20 rows and 36 columns (`tests/data/nurikabe_one_look.in`,
/// from the corpus's `peers` set) where one look
/// of `island-shapes` finishes two islands in steps placed at each, and
/// `pool` applies between them: one look, not a step a cheaper rule would
/// take, so `cheaper` stays 0.
#[test]
fn cheaper_counts_the_steps_of_one_look_as_one() {
    let report = coverage_json("nurikabe", &[repo("tests/data/nurikabe_one_look.in")]);
    let counts = json_counts(&report);
    let shapes = counts.iter().find(|c| c.0 == "island-shapes").unwrap();
    assert!(
        shapes.2 > 1,
        "island-shapes takes several steps: {shapes:?}"
    );
    let cheaper: Vec<_> = counts.iter().filter(|c| c.3 > 0).collect();
    assert!(cheaper.is_empty(), "{cheaper:?}");
}

/// The golden cases' inputs: each a puzzle whose `.txt` trace lists its
/// steps, so the table can be checked against them by hand.
fn pixel_golden_inputs() -> Vec<PathBuf> {
    cases("pixel", 5)
}

#[test]
fn the_table_of_the_pixel_golden_cases_is_unchanged() {
    let run = coverage("pixel", &pixel_golden_inputs(), false);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    compare_or_bless(repo("tests/data/coverage_pixel_traces.txt"), &run.stdout);
}

/// The table's rows as (id, puzzles, steps, cheaper): the first word and
/// the last three of each line between the header and the never-used line.
fn table_counts(table: &str) -> Vec<(String, u64, u64, u64)> {
    table
        .lines()
        .skip_while(|line| !line.starts_with("rule "))
        .skip(1)
        .take_while(|line| !line.starts_with("never used") && !line.starts_with("every rule"))
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let number = |word: &str| word.parse::<u64>().unwrap();
            (
                words[0].to_string(),
                number(words[words.len() - 3]),
                number(words[words.len() - 2]),
                number(words[words.len() - 1]),
            )
        })
        .collect()
}

#[test]
fn the_json_agrees_with_the_table() {
    let files = pixel_golden_inputs();
    let table = coverage("pixel", &files, false).stdout;
    let report = coverage_json("pixel", &files);
    assert_eq!(report["puzzle"], "pixel");
    assert_eq!(json_counts(&report), table_counts(&table));
    let never = never_used(&report).join(", ");
    let line = match never.as_str() {
        "" => "\nevery rule was used\n".to_string(),
        _ => format!("\nnever used: {never}\n"),
    };
    assert!(table.contains(&line), "{line} in {table}");
    let totals = format!(
        "{} files; {} puzzles read: {} solved, {} stuck, {} with no solution; {} unreadable\n",
        report["files"],
        report["puzzles"],
        report["solved"],
        report["stuck"],
        report["no_solution"],
        report["unreadable"]
    );
    assert!(table.ends_with(&totals), "{totals} at the end of {table}");
}

#[test]
fn bad_input_in_one_file_is_reported_and_the_other_puzzles_still_count() {
    let sample = read(&repo("tests/data/pixel_sample.in"));
    // Puzzle 2 has a letter at line 10, column 2.
    let spoiled = scratch("coverage-spoiled.in");
    std::fs::write(&spoiled, format!("{sample}2 2\n4_\n_x\n{sample}")).unwrap();
    let other = repo("traces/pixel/gen-s33-basic.in");
    let run = coverage("pixel", &[spoiled.clone(), other.clone()], true);
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains(&format!(
            "{}: puzzle 2: line 10, column 2: expected a clue 0-9 or '_', found 'x'",
            spoiled.display()
        )),
        "{}",
        run.stderr
    );
    let report: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(
        (&report["files"], &report["puzzles"], &report["solved"]),
        (&Value::from(2), &Value::from(3), &Value::from(3))
    );
    assert_eq!(report["unreadable"], 1);
    // The same counts as the three good puzzles alone.
    let sample_file = repo("tests/data/pixel_sample.in");
    let clean = coverage_json("pixel", &[sample_file.clone(), sample_file, other]);
    assert_eq!(json_counts(&report), json_counts(&clean));
}

#[test]
fn a_file_that_cannot_be_read_is_bad_input_and_the_others_still_count() {
    let missing = scratch("coverage-no-such-file.in");
    let present = repo("traces/pixel/gen-s33-basic.in");
    let run = coverage("pixel", &[missing.clone(), present], false);
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains(&missing.display().to_string()),
        "{}",
        run.stderr
    );
    assert!(
        run.stdout
            .ends_with("2 files; 1 puzzle read: 1 solved, 0 stuck, 0 with no solution; 1 unreadable, reported on stderr\n"),
        "{}",
        run.stdout
    );
}

// Rule liveness.

/// The rule ids that fire in the golden cases' solves: every `rule` of
/// their JSON traces, at every depth. The golden tests solve each case
/// again and check its trace byte for byte, so these are real solves.
fn ids_firing_in_golden_cases(kind: &str) -> BTreeSet<String> {
    fn collect(value: &Value, ids: &mut BTreeSet<String>) {
        match value {
            Value::Object(map) => {
                if let Some(Value::String(id)) = map.get("rule") {
                    ids.insert(id.clone());
                }
                map.values().for_each(|inner| collect(inner, ids));
            }
            Value::Array(list) => list.iter().for_each(|inner| collect(inner, ids)),
            _ => {}
        }
    }
    let mut ids = BTreeSet::new();
    for input in cases(kind, 1) {
        let trace: Value = serde_json::from_str(&read(&input.with_extension("json"))).unwrap();
        collect(&trace, &mut ids);
    }
    ids
}

/// The files of `corpus/<kind>/` whose names start with one of `prefixes`
/// and end in `.in`; `None`, saying the test is skipped, without the corpus.
fn corpus_files(kind: &str, prefixes: &[&str]) -> Option<Vec<PathBuf>> {
    let dir = common::corpus(kind)?;
    let entries = std::fs::read_dir(&dir).unwrap();
    let mut files: Vec<PathBuf> = entries
        .map(|entry| entry.unwrap().path())
        .filter(|path| is_input_of(path, prefixes))
        .collect();
    files.sort();
    assert!(
        !files.is_empty(),
        "no {prefixes:?} files in {}",
        dir.display()
    );
    Some(files)
}

fn is_input_of(path: &Path, prefixes: &[&str]) -> bool {
    let name = path.file_name().unwrap().to_string_lossy();
    name.ends_with(".in") && prefixes.iter().any(|prefix| name.starts_with(prefix))
}

/// Every catalog rule of `P`, and the engine's own steps, fires in a real
/// solve: of the corpus sets chosen (fast ones: a few seconds per puzzle
/// in a release build) with the puzzles `in_repo` (whose traces are too
/// large to keep as golden cases), or of a golden case. A rule page's example does
/// not count: it is built to show the rule, so it would keep a rule alive
/// that no puzzle ever needs.
fn every_rule_fires_somewhere<P: PuzzleIo>(corpus_prefixes: &[&str], in_repo: &[&str]) {
    let kind = P::KIND;
    let unused_in_corpus: Vec<String> = match corpus_files(kind, corpus_prefixes) {
        Some(mut files) => {
            files.extend(in_repo.iter().map(|path| common::repo(path)));
            never_used(&coverage_json(kind, &files))
        }
        None => rule_order::<P>().map(|rule| rule.id.to_string()).collect(),
    };
    let in_golden = ids_firing_in_golden_cases(kind);
    let dead: Vec<String> = unused_in_corpus
        .into_iter()
        .filter(|id| !in_golden.contains(id))
        .collect();
    assert!(
        dead.is_empty(),
        "{kind}: rules that fire in no solve of the corpus sets or the golden cases (dead, or ordered after rules that always find it first): {dead:?}"
    );
}

#[test]
fn every_slitherlink_rule_fires_somewhere() {
    every_rule_fires_somewhere::<Slink>(&["janko-full.in", "janko-blank-small.in"], &[]);
}

#[test]
fn every_nurikabe_rule_fires_somewhere() {
    // Not janko-general-medium or -large: they take minutes.
    every_rule_fires_somewhere::<Nurikabe>(&["janko-judge.in"], &[]);
}

#[test]
fn every_su_domino_ku_rule_fires_somewhere() {
    // A unique puzzle made from a corpus one by taking away three of its
    // dominoes: it needs a nested hypothesis, and its trace, 1.7 MB of
    // JSON, is too large for a golden case.
    every_rule_fires_somewhere::<SuDominoKu>(
        &["gen.in", "foxtreme.in"],
        &["tests/data/sudominoku_sparse.in"],
    );
}

#[test]
fn every_fill_a_pix_rule_fires_somewhere() {
    // One puzzle per file; the large gen-L* grids are left out for speed.
    every_rule_fires_somewhere::<Pixel>(&["gen-s", "janko-"], &[]);
}
