//! `deduce check PUZZLE` for every puzzle: a finished grid with the
//! puzzle's clues (the answer `solve` printed, or a progress file) is YES
//! (exit 0), or NO (exit 1) with every rule it breaks and its cells, as
//! each puzzle's independent verifier finds them; a grid not finished is
//! "no mistake so far" (exit 0) or NO with its mistakes.

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

/// How many marks `check` says are to go, from its "no mistake so far"
/// line; `None` for any other verdict.
fn to_go(stdout: &str) -> Option<usize> {
    stdout
        .strip_prefix("no mistake so far, ")?
        .strip_suffix(" to go\n")?
        .parse()
        .ok()
}

#[test]
fn a_grid_not_finished_without_a_mistake_says_how_many_marks_are_to_go() {
    // Samples whose solve is more than a few steps long.
    let samples = [
        ("nurikabe", "tests/data/nurikabe_sample.in"),
        ("slink", "tests/data/slink_sample.in"),
        ("pixel", "tests/data/pixel_sample.in"),
        ("sudominoku", "tests/data/sudominoku_sample.in"),
    ];
    for (kind, sample) in samples {
        let input = repo(sample).display().to_string();
        let mut counts = Vec::new();
        for steps in ["1", "3"] {
            let stop = ["solve", kind, &input, "--pick", "1", "--stop-after", steps];
            let partial = deduce(&stop, "").stdout;
            let run = deduce(&["check", kind], &partial);
            assert_eq!(run.status, 0, "{kind}: {}{}", run.stdout, run.stderr);
            counts.push(to_go(&run.stdout).unwrap_or_else(|| panic!("{kind}: {}", run.stdout)));
        }
        assert!(
            counts[0] > 0 && counts[1] <= counts[0],
            "{kind}: {counts:?}"
        );
    }
    // Nurikabe's answer writes no land: one water cell left out of it is
    // one mark to go, not a wrong grid.
    let answer = deduce(
        &[
            "solve",
            "nurikabe",
            &repo(SAMPLES[0].1).display().to_string(),
        ],
        "",
    )
    .stdout;
    let run = deduce(&["check", "nurikabe"], &answer.replacen('#', ".", 1));
    assert_eq!(
        (run.status, to_go(&run.stdout)),
        (0, Some(1)),
        "{}",
        run.stdout
    );
}

#[test]
fn a_mistake_in_a_grid_not_finished_is_named_where_it_is_made_and_why() {
    let run = deduce(
        &[
            "check",
            "pixel",
            &repo("tests/data/pixel_progress_mistake.txt")
                .display()
                .to_string(),
        ],
        "",
    );
    assert_eq!(run.status, 1, "{}", run.stdout);
    assert!(
        run.stdout
            .starts_with("NO\n    mistake at line 1, column 12 (r1c3 black): "),
        "{}",
        run.stdout
    );
    // Slitherlink: the answer with its top row of lines left out (to go)
    // and a line drawn beside a 0 (a mistake).
    let input = repo("tests/data/slink_sample.in").display().to_string();
    let answer = deduce(&["solve", "slink", &input, "--pick", "1"], "").stdout;
    let mut lines: Vec<String> = answer.lines().map(String::from).collect();
    let (row, clue_row) = (3, 4);
    lines[row] = lines[row].replace(['+', '-'], " ");
    let zero = lines[clue_row].find('0').unwrap();
    lines[clue_row].replace_range(zero - 2..zero - 1, "|");
    let run = deduce(&["check", "slink"], &(lines.join("\n") + "\n"));
    assert_eq!(run.status, 1, "{}", run.stdout);
    let named = format!("mistake at line 5, column {} (r1c", zero - 1);
    assert!(
        run.stdout.starts_with("NO\n    ") && run.stdout.contains(&named),
        "{}",
        run.stdout
    );
    assert_eq!(run.stdout.lines().count(), 2, "{}", run.stdout);
}

#[test]
fn a_finished_grid_that_breaks_a_rule_is_no_with_every_rule_it_breaks() {
    // A Nurikabe answer with one land cell made water: nothing is to go,
    // and the verifier lists what the finished grid breaks.
    let input = repo(SAMPLES[0].1).display().to_string();
    let answer = deduce(&["solve", "nurikabe", &input], "").stdout;
    let wrong = answer.replacen('.', "#", 1);
    let run = deduce(&["check", "nurikabe"], &wrong);
    assert_eq!(run.status, 1);
    assert!(
        run.stdout.starts_with("NO\n    ") && run.stdout.contains("the island of the"),
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
            .contains("mistake at line 4, column 2 (r4c2 water): 2x2 water at r3c1"),
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
        assert!(
            to_go(&run.stdout).is_some_and(|n| n > 0),
            "{kind}: {}",
            run.stdout
        );
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
