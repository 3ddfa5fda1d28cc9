//! `deduce check PUZZLE` for every puzzle: a finished grid with the
//! puzzle's clues (the answer `solve` printed, or a progress file) is YES
//! (exit 0), or NO (exit 1) with every rule it breaks and its cells, as
//! each puzzle's independent verifier finds them.

use crate::common;

use common::{deduce, repo};

const SAMPLES: &[(&str, &str)] = &[
    ("nurikabe", "traces/nurikabe/judge-6x6-hypothesis.in"),
    ("slink", "traces/slink/blank-4x4-hypothesis.in"),
    ("pixel", "traces/pixel/gen-s31-hypothesis.in"),
    ("sudominoku", "traces/sudominoku/gen-10-basic.in"),
];

/// The finished grid as a progress file: every step of the solve taken.
fn finished(kind: &str, sample: &str) -> String {
    let input = repo(sample).display().to_string();
    let run = deduce(&["solve", kind, &input, "--stop-after", "100000"], "");
    if run.status == 0 {
        return run.stdout;
    }
    // More steps asked than the solve has: take exactly its count.
    let steps = deduce(&["grade", kind, &input, "--json"], "");
    let count: usize = steps
        .stdout
        .split("\"steps\":")
        .nth(1)
        .and_then(|t| {
            t.split(|c: char| !c.is_ascii_digit())
                .next()
                .map(|n| n.parse().unwrap())
        })
        .unwrap();
    deduce(
        &["solve", kind, &input, "--stop-after", &count.to_string()],
        "",
    )
    .stdout
}

#[test]
fn a_finished_grid_is_yes_for_all_four() {
    for &(kind, sample) in SAMPLES {
        let run = deduce(&["check", kind], &finished(kind, sample));
        assert_eq!(
            (run.status, run.stdout.as_str()),
            (0, "YES\n"),
            "{kind}: {}",
            run.stderr
        );
    }
}

#[test]
fn the_answer_solve_prints_is_yes() {
    for &(kind, sample) in &SAMPLES[..2] {
        let answer = deduce(&["solve", kind, &repo(sample).display().to_string()], "").stdout;
        let run = deduce(&["check", kind], &answer);
        assert_eq!(
            (run.status, run.stdout.as_str()),
            (0, "YES\n"),
            "{kind}: {}",
            run.stderr
        );
    }
}

#[test]
fn an_unfinished_or_wrong_grid_is_no_with_every_rule_it_breaks() {
    for &(kind, sample) in SAMPLES {
        let input = repo(sample).display().to_string();
        let partial = deduce(&["solve", kind, &input, "--stop-after", "1"], "").stdout;
        let run = deduce(&["check", kind], &partial);
        assert_eq!(run.status, 1, "{kind}: {}", run.stdout);
        assert!(run.stdout.starts_with("NO\n    "), "{kind}: {}", run.stdout);
    }
    // Nurikabe: one water cell made land breaks the water's connection or
    // an island's size, and the verifier says where.
    let answer = deduce(
        &[
            "solve",
            "nurikabe",
            &repo(SAMPLES[0].1).display().to_string(),
        ],
        "",
    )
    .stdout;
    let wrong = answer.replacen('#', ".", 1);
    let run = deduce(&["check", "nurikabe"], &wrong);
    assert_eq!(run.status, 1);
    assert!(
        run.stdout.lines().count() >= 2 && run.stdout.contains("r1c1"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_mark_that_breaks_a_rule_is_listed_with_its_place() {
    let run = deduce(&["check", "nurikabe"], "....\n.4..\n##..\n##..\n");
    assert_eq!(run.status, 1);
    assert!(
        run.stdout
            .contains("r3c2 water (line 3, column 2) breaks a rule: 2x2 water"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_pzprv3_answer_is_checked() {
    for &(kind, sample) in &SAMPLES[..2] {
        let input = common::read(&repo(sample));
        let answer = deduce(&["convert", kind, "--to", "pzprv3", "--answer"], &input).stdout;
        let run = deduce(&["check", kind], &answer);
        assert_eq!(
            (run.status, run.stdout.as_str()),
            (0, "YES\n"),
            "{kind}: {}",
            run.stderr
        );
        // Without its answer part's marks, the grid is not finished.
        let blank = deduce(&["convert", kind, "--to", "pzprv3"], &input).stdout;
        let run = deduce(&["check", kind], &blank);
        assert_eq!(run.status, 1, "{kind}: {}", run.stdout);
    }
    // A shaded cell made unshaded: the answer is wrong.
    let input = common::read(&repo(SAMPLES[0].1));
    let answer = deduce(
        &["convert", "nurikabe", "--to", "pzprv3", "--answer"],
        &input,
    )
    .stdout;
    let mut lines: Vec<String> = answer.lines().map(String::from).collect();
    lines[4] = lines[4].replacen('#', "+", 1);
    let run = deduce(&["check", "nurikabe"], &(lines.join("\n") + "\n"));
    assert_eq!(run.status, 1, "{}", run.stdout);
    assert!(run.stdout.starts_with("NO\n"));
}

/// The puzzle at `path` and the answer `solve` prints for it, which
/// `check --puzzle` finds right.
fn answer_is_yes(kind: &str, path: &str) -> (String, String) {
    let puzzle = repo(path).display().to_string();
    let answer = deduce(&["solve", kind, &puzzle], "").stdout;
    let run = deduce(&["check", kind, "--puzzle", &puzzle], &answer);
    assert_eq!(
        (run.status, run.stdout.as_str()),
        (0, "YES\n"),
        "{kind}: {}",
        run.stderr
    );
    (puzzle, answer)
}

#[test]
fn a_fill_a_pix_answer_is_checked_against_its_puzzle() {
    let (puzzle, answer) = answer_is_yes("pixel", "traces/pixel/gen-s10-intermediate.in");
    let hint = deduce(&["hint", "pixel", "--puzzle", &puzzle], &answer);
    assert!(hint.stdout.contains("finished"), "{}", hint.stdout);
    // One cell flipped: a clue around it sees another count.
    let first = if answer.starts_with('1') { "0" } else { "1" };
    let wrong = format!("{first}{}", &answer[1..]);
    let run = deduce(&["check", "pixel", "--puzzle", &puzzle], &wrong);
    assert_eq!(run.status, 1, "{}", run.stdout);
    assert!(run.stdout.contains(" see"), "{}", run.stdout);
    let unread = deduce(&["check", "pixel", "--puzzle", &puzzle], "01\n");
    assert_eq!(unread.status, 2);
    assert!(unread.stderr.contains("rows"), "{}", unread.stderr);
}

#[test]
fn a_su_domino_ku_answer_is_checked_against_its_puzzle() {
    let (puzzle, answer) = answer_is_yes("sudominoku", "traces/sudominoku/gen-10-basic.in");
    // Two digits of a row swapped: no longer the puzzle's answer.
    let mut lines: Vec<String> = answer.lines().map(String::from).collect();
    let row: Vec<char> = lines[1].chars().collect();
    lines[1] = [row[1], row[0]].iter().chain(&row[2..]).collect();
    let run = deduce(
        &["check", "sudominoku", "--puzzle", &puzzle],
        &lines.join("\n"),
    );
    assert_eq!(run.status, 1, "{}", run.stdout);
    assert!(run.stdout.contains("breaks a rule"), "{}", run.stdout);
}
