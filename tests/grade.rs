//! `deduce grade`: the report for people (a golden), the JSON, the
//! uniqueness check on puzzles with one answer, with several, and with
//! two tilings of the same digits; bad input.

use crate::common;

use common::golden::{self, compare_or_bless};
use common::{corpus, deduce, read, repo};

/// Every golden case of every puzzle, graded: the report for people.
/// `BLESS=1` rewrites `tests/data/grade_golden_cases.txt`.
#[test]
fn the_report_reads_as_written() {
    let mut report = String::new();
    for kind in ["slink", "nurikabe", "sudominoku", "pixel"] {
        for case in golden::cases(kind, 1) {
            let run = deduce(&["grade", kind, case.to_str().unwrap()], "");
            assert_eq!(run.status, 0, "{}: {}", case.display(), run.stderr);
            let name = case.file_name().unwrap().to_string_lossy().to_string();
            report.push_str(&format!("== {kind} {name}\n{}\n", run.stdout));
        }
    }
    compare_or_bless(repo("tests/data/grade_golden_cases.txt"), &report);
}

#[test]
fn the_json_says_what_the_text_says() {
    let text = deduce(
        &["grade", "pixel", "traces/pixel/gen-s31-hypothesis.in"],
        "",
    );
    let json = deduce(
        &[
            "grade",
            "pixel",
            "traces/pixel/gen-s31-hypothesis.in",
            "--json",
        ],
        "",
    );
    assert_eq!(json.status, 0, "{}", json.stderr);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let report = &value[0];
    assert_eq!(report["tier"], 4);
    assert_eq!(report["hypothesis"], true);
    assert_eq!(report["guess"], false);
    assert_eq!(report["unique"], true);
    for rule in report["rules"].as_array().unwrap() {
        let line = format!("{} {}", rule["id"].as_str().unwrap(), rule["steps"]);
        assert!(text.stdout.contains(&line), "{line} in {}", text.stdout);
    }
}

/// A 2x3 pixel with six answers: the one found and another, and where
/// they differ (each mark of one is the opposite of the other's).
#[test]
fn a_second_answer_is_found_and_shown() {
    let run = deduce(
        &[
            "grade",
            "pixel",
            "traces/pixel/many-answers-guess.in",
            "--json",
        ],
        "",
    );
    let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(value[0]["unique"], false);
    let differences = &value[0]["differences"];
    let this = differences["this"].as_array().unwrap();
    let other = differences["other"].as_array().unwrap();
    assert!(!this.is_empty() && this.len() == other.len());
    for (a, b) in this.iter().zip(other) {
        let (a, b) = (a.as_str().unwrap(), b.as_str().unwrap());
        let flip = |s: &str| {
            s.replace("black", "X")
                .replace("white", "black")
                .replace('X', "white")
        };
        assert_eq!(flip(a), b);
    }
}

/// Su-Domino-Ku answers are read by their digits: two tilings of the
/// same digits are one answer to the judge, reported apart.
#[test]
fn two_tilings_of_the_same_digits_read_as_one_answer() {
    let run = deduce(
        &["grade", "sudominoku", "tests/data/sudominoku_sample.in"],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let second = run.stdout.split("puzzle 2").nth(1).unwrap();
    assert!(second.contains("unique: yes"), "{second}");
    assert!(second.contains("another answer reads the same"), "{second}");
}

/// The corpus's judge sets have one answer each, as their problems say.
#[test]
fn the_judge_sets_are_unique() {
    for (kind, set) in [
        ("nurikabe", "nurikabe/janko-judge.in"),
        ("sudominoku", "sudominoku/gen.in"),
        ("slink", "slink/janko-full.in"),
    ] {
        let Some(path) = corpus(set) else { return };
        let run = deduce(&["grade", kind, path.to_str().unwrap()], "");
        assert_eq!(run.status, 0, "{set}: {}", run.stderr);
        let puzzles = run.stdout.matches("\npuzzle ").count() + 1;
        assert_eq!(run.stdout.matches("unique: yes").count(), puzzles, "{set}");
    }
}

#[test]
fn bad_input_is_refused_and_the_rest_graded() {
    let good = read(&repo("tests/data/nurikabe_sample.in"));
    let bad = good.replacen(".4..", ".4x.", 1);
    let run = deduce(&["grade", "nurikabe"], &bad);
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(run.stderr.contains("line 4, column 3"), "{}", run.stderr);
    assert!(run.stdout.contains("puzzle 2"), "{}", run.stdout);
}

/// Puzzles people made, each with one answer, finish without a guess:
/// with rules, hypotheses, forcing and, where those stall, nested
/// hypotheses. (Before nested hypotheses, 13 of janko-blank-small, 2 of
/// janko-judge and 11 of janko-general-small needed one.) The medium and
/// large Nurikabe sets take minutes to grade, so they are left to the
/// benchmark.
#[test]
fn person_made_puzzles_need_no_guess() {
    let sets = [
        ("slink", "slink/janko-blank-small.in"),
        ("slink", "slink/janko-blank-medium.in"),
        ("slink", "slink/janko-full.in"),
        ("nurikabe", "nurikabe/janko-judge.in"),
        ("nurikabe", "nurikabe/janko-general-small.in"),
    ];
    for (kind, set) in sets {
        let Some(path) = corpus(set) else { return };
        let run = deduce(&["grade", kind, path.to_str().unwrap(), "--json"], "");
        assert_eq!(run.status, 0, "{set}: {}", run.stderr);
        let reports: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        let guessed: Vec<u64> = reports
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["guess"] != false)
            .map(|r| r["puzzle"].as_u64().unwrap())
            .collect();
        assert!(
            guessed.is_empty(),
            "{set}: puzzles {guessed:?} need a guess"
        );
    }
}
