//! `deduce hint`: the next step at each level, a wrong mark pointed out
//! first, a finished grid, and bad input; for every puzzle, the level-3
//! hint is the first step of the solve.

use crate::common;

use common::{deduce, read, repo, scratch};

/// The pixel hint session shown in the README and the closing note: the
/// sample at levels 1 to 3, a progress file three steps in, one with a
/// wrong mark, and the finished grid. Compared with
/// `tests/data/hint_pixel.txt`; `BLESS=1` rewrites it.
#[test]
fn a_pixel_hint_session_reads_as_written() {
    let mut session = String::new();
    let mut run = |args: &[&str]| {
        let result = deduce(args, "");
        session.push_str(&format!("$ deduce {}\n{}", args.join(" "), result.stdout));
        session.push_str(&format!("(exit {})\n\n", result.status));
        assert!(result.stderr.is_empty(), "{}", result.stderr);
    };
    for level in ["1", "2", "3"] {
        run(&[
            "hint",
            "pixel",
            "tests/data/pixel_sample.in",
            "--level",
            level,
        ]);
    }
    run(&[
        "hint",
        "pixel",
        "tests/data/pixel_progress.txt",
        "--level",
        "3",
    ]);
    for level in ["1", "3"] {
        run(&[
            "hint",
            "pixel",
            "tests/data/pixel_progress_mistake.txt",
            "--level",
            level,
        ]);
    }
    let path = repo("tests/data/hint_pixel.txt");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &session).unwrap();
    }
    assert_eq!(session, read(&path), "rerun with BLESS=1 if intended");
}

#[test]
fn a_finished_grid_exits_1() {
    let done = deduce(
        &[
            "solve",
            "pixel",
            "tests/data/pixel_sample.in",
            "--stop-after",
            "1000",
        ],
        "",
    );
    assert_eq!(done.status, 0, "{}", done.stderr);
    let run = deduce(&["hint", "pixel"], &done.stdout);
    assert_eq!(run.status, 1, "{}", run.stdout);
    assert!(run.stdout.contains("finished"), "{}", run.stdout);
}

#[test]
fn a_wrong_mark_is_named_before_anything_else_then_explained_level_by_level() {
    let hint = |level: &str| {
        let mistake = "tests/data/pixel_progress_mistake.txt";
        let run = deduce(&["hint", "pixel", mistake, "--level", level], "");
        assert_eq!(run.status, 0, "{}", run.stderr);
        run.stdout
    };
    let (one, two, three) = (hint("1"), hint("2"), hint("3"));
    // Level 1: which mark, nothing more.
    assert_eq!(one, "A mark is wrong: r1c3 black.\n");
    // Level 2: what breaks.
    assert!(
        two.starts_with(&one)
            && two.contains("the rules reach a contradiction: the 8 at r5c3 can see at most"),
        "{two}"
    );
    // Level 3: the steps from the mark to that, numbered, each with its
    // reason, and the contradiction they end in.
    let steps = three
        .strip_prefix(&two)
        .unwrap_or_else(|| panic!("{three}"));
    assert!(
        steps.starts_with("Follow it: suppose r1c3 black: after ")
            && steps.contains("\n#1 ")
            && steps.contains("contradiction: the 8 at r5c3"),
        "{steps}"
    );
    // The rest is not given away: no next step of the solve.
    assert!(!three.contains("concludes"), "{three}");
}

#[test]
fn a_hypothesis_is_pointed_at_then_what_breaks_then_its_steps() {
    let input = "traces/slink/blank-4x4-hypothesis.in";
    let before = deduce(&["solve", "slink", input, "--stop-after", "12"], "");
    let hint = |level: &str| {
        let run = deduce(&["hint", "slink", "--level", level], &before.stdout);
        assert_eq!(run.status, 0, "{}", run.stderr);
        run.stdout
    };
    let (one, two, three) = (hint("1"), hint("2"), hint("3"));
    // Where, not which way.
    assert_eq!(
        one,
        "No rule applies anywhere: the next step is a hypothesis about r1c2 left.\n"
    );
    assert!(
        two.starts_with(&one)
            && two.contains(
                "Suppose r1c2 left line and follow the rules: r2c1 top would close a loop"
            ),
        "{two}"
    );
    let steps = three
        .strip_prefix(&two)
        .unwrap_or_else(|| panic!("{three}"));
    assert!(
        steps.starts_with(
            "It concludes: hypothesis (suppose r1c2 left line) => r1c2 left cross\n#1 "
        ) && steps.contains("\n#2 ")
            && steps.contains("contradiction: r2c1 top would close a loop"),
        "{steps}"
    );
}

/// A Nurikabe progress grid with a land dot where the answer has water.
#[test]
fn a_wrong_nurikabe_mark_is_found() {
    let start = deduce(
        &[
            "solve",
            "nurikabe",
            "tests/data/nurikabe_sample.in",
            "--stop-after",
            "0",
        ],
        "",
    );
    let first: String = start.stdout.split("\n\n").next().unwrap().to_string() + "\n";
    let answer = deduce(
        &[
            "solve",
            "nurikabe",
            "tests/data/nurikabe_sample.in",
            "--stop-after",
            "1000",
        ],
        "",
    );
    let solved: &str = answer.stdout.split("\n\n").next().unwrap();
    // The first water cell of the answer, marked land instead.
    let at = solved.find('#').expect("water in the answer");
    let mut wrong = first.clone().into_bytes();
    wrong[at] = b'o';
    let run = deduce(&["hint", "nurikabe"], &String::from_utf8(wrong).unwrap());
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with("A mark is wrong: "),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains(" land."), "{}", run.stdout);
}

/// For each puzzle, the level-3 hint on its sample is the first line of
/// the solve's explanation.
#[test]
fn the_deepest_hint_is_the_first_step_of_the_solve() {
    for (kind, sample) in [
        ("slink", "tests/data/slink_sample.in"),
        ("nurikabe", "tests/data/nurikabe_sample.in"),
        ("sudominoku", "tests/data/sudominoku_sample.in"),
        ("pixel", "tests/data/pixel_sample.in"),
    ] {
        let solve = deduce(&["solve", kind, sample, "--explain"], "");
        let first_step = solve.stderr.lines().nth(1).unwrap();
        let (_, step) = first_step.split_once(' ').unwrap();
        let hint = deduce(&["hint", kind, sample, "--level", "3"], "");
        assert_eq!(hint.status, 0, "{kind}: {}", hint.stderr);
        let last = hint.stdout.lines().last().unwrap();
        assert_eq!(last, format!("It concludes: {step}"), "{kind}");
        assert_eq!(hint.stdout.lines().count(), 3, "{kind}: {}", hint.stdout);
    }
}

/// A hint can be asked from any point of a solve: from the state after N
/// steps, the level-3 hint is step N + 1 (no mistakes in the solver's own
/// marks).
#[test]
fn a_hint_from_part_way_is_the_next_step() {
    let explain = deduce(
        &["solve", "pixel", "tests/data/pixel_sample.in", "--explain"],
        "",
    );
    let steps: Vec<&str> = explain
        .stderr
        .lines()
        .filter(|l| l.starts_with('#'))
        .collect();
    for n in [0, 4, 9] {
        let count = n.to_string();
        let state = deduce(
            &[
                "solve",
                "pixel",
                "tests/data/pixel_sample.in",
                "--stop-after",
                &count,
            ],
            "",
        );
        let path = scratch(&format!("pixel-after-{n}.txt"));
        std::fs::write(&path, &state.stdout).unwrap();
        let hint = deduce(
            &["hint", "pixel", path.to_str().unwrap(), "--level", "3"],
            "",
        );
        let (_, expected) = steps[n].split_once(' ').unwrap();
        let rule = expected.split(" @ ").next().unwrap();
        // The same rule at the same place; the solve from the progress
        // file may order a step's effects alike or find more at once.
        assert!(
            hint.stdout
                .lines()
                .last()
                .unwrap()
                .contains(&format!("{rule} @ ")),
            "after {n}: {} vs {expected}",
            hint.stdout
        );
    }
}

#[test]
fn bad_input_is_refused_with_line_and_column() {
    let run = deduce(&["hint", "pixel"], "2 3\n1_2\n_x_\n");
    assert_eq!(run.status, 2, "{}", run.stdout);
    assert!(run.stderr.contains("line 3, column 2"), "{}", run.stderr);
    let run = deduce(&["hint", "pixel"], "1_2 1.0\n_x_ ...\n");
    assert_eq!(run.status, 2, "{}", run.stdout);
    assert!(run.stderr.contains("line 2, column 2"), "{}", run.stderr);
}

/// Where no rule applies, the hint says a hypothesis comes next (level
/// 1), what to suppose (level 2), and what it concludes (level 3).
#[test]
fn a_hypothesis_hint_says_what_to_suppose() {
    let case = "traces/pixel/gen-s31-hypothesis.in";
    let explain = deduce(&["solve", "pixel", case, "--explain"], "");
    let steps: Vec<&str> = explain
        .stderr
        .lines()
        .filter(|l| l.starts_with('#'))
        .collect();
    let n = steps
        .iter()
        .position(|l| l.contains(" hypothesis (suppose "))
        .expect("the golden case has a hypothesis");
    let state = deduce(
        &["solve", "pixel", case, "--stop-after", &n.to_string()],
        "",
    );
    let hint = deduce(&["hint", "pixel", "--level", "3"], &state.stdout);
    assert_eq!(hint.status, 0, "{}", hint.stderr);
    let lines: Vec<&str> = hint.stdout.lines().collect();
    assert!(lines[0].contains("hypothesis"), "{}", hint.stdout);
    let assumed = steps[n]
        .split("(suppose ")
        .nth(1)
        .unwrap()
        .split(')')
        .next()
        .unwrap();
    assert!(
        lines[1].starts_with(&format!("Suppose {assumed} ")),
        "{}",
        hint.stdout
    );
    let (_, step) = steps[n].split_once(' ').unwrap();
    assert_eq!(lines[2], format!("It concludes: {step}"));
}

/// For every puzzle, the state after some steps (`solve --stop-after`)
/// reads back as a progress file and gives a hint: a rule of the catalog
/// and what it concludes. (The solve from the progress file starts
/// afresh, so its next step may be another than the stopped solve's.)
#[test]
fn every_puzzle_hints_from_a_stopped_solve() {
    for (kind, sample) in [
        ("slink", "tests/data/slink_sample.in"),
        ("nurikabe", "tests/data/nurikabe_sample.in"),
        ("sudominoku", "tests/data/sudominoku_sample.in"),
        ("pixel", "tests/data/pixel_sample.in"),
    ] {
        let stopped = deduce(&["solve", kind, sample, "--stop-after", "3"], "");
        assert_eq!(stopped.status, 0, "{kind}: {}", stopped.stderr);
        // A progress file holds one grid: the first.
        let first = stopped.stdout.split("\n\n").next().unwrap().to_string() + "\n";
        let hint = deduce(&["hint", kind, "--level", "3"], &first);
        assert_eq!(hint.status, 0, "{kind}: {} {}", hint.stdout, hint.stderr);
        let last = hint.stdout.lines().last().unwrap();
        let step = last
            .strip_prefix("It concludes: ")
            .expect("level 3 concludes");
        let rule = step.split(' ').next().unwrap();
        let catalog = deduce(&["rules", kind], "");
        assert!(
            catalog
                .stdout
                .lines()
                .any(|l| l.starts_with(&format!("{rule} "))),
            "{kind}: {rule} is not in the catalog"
        );
        assert!(step.contains(" => "), "{kind}: {step}");
    }
}
