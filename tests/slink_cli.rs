//! The command line on Slitherlink: bad input, explanations, colour, rule
//! selection, JSON and determinism.

use crate::common;

use common::{assert_refused, deduce, deduce_env, read, repo, scratch};

fn sample() -> String {
    read(&repo("tests/data/slink_sample.in"))
}

/// Bad input: exit 2, a message naming line and column and what was
/// expected, and no panic.
fn refused(input: &str, strict: bool, line: usize, column: usize, expected: &str) {
    let args: &[&str] = if strict {
        &["solve", "slink", "--strict"]
    } else {
        &["solve", "slink"]
    };
    assert_refused(args, input, line, column, expected);
}

#[test]
fn a_four_is_refused_by_the_strict_judge_format() {
    refused(
        "2 2\n1 4\n1 1\n0 0\n",
        true,
        2,
        3,
        "expected a clue 0, 1, 2 or 3, found '4'",
    );
}

#[test]
fn a_five_is_refused_beyond_the_judge_too() {
    refused(
        "2 2\n1 5\n1 1\n0 0\n",
        false,
        2,
        3,
        "expected a clue 0 to 4 or '.', found '5'",
    );
}

#[test]
fn a_blank_cell_is_refused_by_the_strict_judge_format() {
    refused("2 2\n1 .\n1 1\n0 0\n", true, 2, 3, "found '.'");
}

#[test]
fn a_letter_in_a_cell_is_refused() {
    refused("2 3\n1 1 1\n1 a 1\n0 0\n", false, 3, 3, "found 'a'");
}

#[test]
fn a_short_row_is_refused() {
    refused(
        "2 3\n1 1 1\n1 1\n0 0\n",
        false,
        3,
        4,
        "expected 3 clues in this row, found 2",
    );
}

#[test]
fn a_long_row_is_refused_at_the_extra_clue() {
    refused(
        "2 3\n1 1 1 1\n1 1 1\n0 0\n",
        false,
        2,
        7,
        "expected 3 clues in this row, found 4",
    );
}

#[test]
fn a_missing_row_is_refused() {
    refused(
        "3 2\n1 1\n1 1\n",
        false,
        4,
        1,
        "expected row 3 of 3, found the end of the file",
    );
}

#[test]
fn rows_that_are_not_a_number_are_refused() {
    refused(
        "x 2\n1 1\n1 1\n0 0\n",
        false,
        1,
        1,
        "expected the number of rows, found 'x'",
    );
}

#[test]
fn columns_under_two_are_refused() {
    refused(
        "2 1\n1\n1\n0 0\n",
        false,
        1,
        3,
        "the number of columns must be from 2",
    );
}

#[test]
fn a_missing_end_marker_is_refused_after_solving_what_came_before() {
    let input = "2 2\n2 2\n2 2\n";
    refused(input, false, 4, 1, "expected '0 0' to end the input");
    let run = deduce(&["solve", "slink"], input);
    assert!(
        run.stdout.starts_with("1\n"),
        "the puzzle before is still answered"
    );
}

#[test]
fn an_empty_file_is_refused() {
    refused("", false, 1, 1, "the input is empty");
}

#[test]
fn a_bad_puzzle_does_not_lose_the_rest_of_the_batch() {
    let input = "2 2\n2 2\n2 2\n2 2\n2 x\n2 2\n2 2\n2 2\n2 2\n0 0\n";
    let run = deduce(&["solve", "slink"], input);
    assert_eq!(run.status, 2);
    assert!(
        run.stderr.contains("puzzle 2: line 5, column 3"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.starts_with("1\n"), "{}", run.stdout);
    assert!(
        run.stdout.contains("\n3\n"),
        "puzzle 3 is still solved: {}",
        run.stdout
    );
}

#[test]
fn explain_prints_numbered_steps_and_a_closing_grade() {
    let run = deduce(
        &["solve", "slink", "--explain", "--color", "never"],
        &sample(),
    );
    assert_eq!(run.status, 0);
    assert_eq!(
        run.stdout,
        read(&repo("tests/data/slink_sample.out")),
        "judge output stays alone on stdout"
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines[0], "puzzle 1: slink 8x8");
    assert!(
        lines[1].starts_with("#1 zero @ r1c2 => r1c2 top cross"),
        "{}",
        lines[1]
    );
    let closing: Vec<&&str> = lines
        .iter()
        .filter(|l| l.starts_with("solved; grade "))
        .collect();
    assert_eq!(closing.len(), 4, "one closing line per puzzle");
    assert!(closing[3].contains("adjacent-threes 1"), "{}", closing[3]);
}

#[test]
fn explain_to_a_file() {
    let path = scratch("explain.txt");
    let run = deduce(
        &["solve", "slink", &format!("--explain={}", path.display())],
        &sample(),
    );
    assert_eq!(run.status, 0);
    assert!(run.stderr.is_empty());
    assert!(read(&path).starts_with("puzzle 1: slink 8x8\n#1 zero"));
}

#[test]
fn colour_follows_the_switch_and_no_color() {
    let always = deduce(
        &["solve", "slink", "--explain", "--color", "always"],
        &sample(),
    );
    assert!(
        always.stderr.contains("\u{1b}["),
        "colour codes with --color always"
    );
    let never = deduce(
        &["solve", "slink", "--explain", "--color", "never"],
        &sample(),
    );
    assert!(!never.stderr.contains('\u{1b}'));
    let auto_not_terminal = deduce(&["solve", "slink", "--explain"], &sample());
    assert!(
        !auto_not_terminal.stderr.contains('\u{1b}'),
        "a pipe is not a terminal"
    );
    let no_color = deduce_env(
        &["solve", "slink", "--explain"],
        &sample(),
        &[("NO_COLOR", "1")],
    );
    assert!(!no_color.stderr.contains('\u{1b}'));
    assert_eq!(never.stderr, no_color.stderr);
}

#[test]
fn restricted_rules_end_stuck_with_the_state_reached() {
    let run = deduce(
        &[
            "solve",
            "slink",
            "--rules",
            "zero",
            "--explain",
            "--color",
            "never",
        ],
        "3 3\n0 . .\n. . .\n. . 3\n0 0\n",
    );
    assert_eq!(run.status, 1);
    assert!(run.stdout.starts_with("1\n###"), "{}", run.stdout);
    assert!(
        run.stdout.contains("\n# x 0 x         #\n"),
        "the zero's crosses are shown: {}",
        run.stdout
    );
    // The explanation's closing line, then the note every stuck solve
    // gets.
    let last: Vec<&str> = run.stderr.lines().rev().take(2).collect();
    assert!(
        last[1].starts_with("stuck; grade 1 (basic), rated 1.0 (easy); 1 step: zero 1"),
        "{}",
        run.stderr
    );
    assert!(
        last[0].starts_with("deduce: <stdin>: puzzle 1: stuck: "),
        "{}",
        run.stderr
    );
}

#[test]
fn max_tier_stops_before_hypothesis() {
    // A small puzzle from the corpus that needs a hypothesis.
    let input = "4 4\n. 2 3 .\n. 1 1 2\n. 1 . .\n1 3 . 1\n0 0\n";
    let all = deduce(&["solve", "slink", "--explain", "--color", "never"], input);
    assert_eq!(all.status, 0);
    let needs = all.stderr.lines().last().unwrap().to_string();
    let tier: u8 = needs["solved; grade ".len()..][..1].parse().unwrap();
    let capped = deduce(
        &["solve", "slink", "--max-tier", &(tier - 1).to_string()],
        input,
    );
    assert_eq!(capped.status, 1, "stuck below the tier it needs ({needs})");
    let named = deduce(&["solve", "slink", "--max-tier", "guess"], input);
    assert_eq!(named.stdout, all.stdout);
}

/// `--rules basic` means the basic tier's rules, as `--max-tier basic`
/// does: the same solve.
#[test]
fn tier_names_are_rule_sets() {
    for (tier, also) in [("basic", ""), ("intermediate", "basic,")] {
        let by_set = deduce(
            &[
                "solve",
                "slink",
                "--rules",
                &format!("{also}{tier}"),
                "--explain",
            ],
            &sample(),
        );
        let by_cap = deduce(
            &["solve", "slink", "--max-tier", tier, "--explain"],
            &sample(),
        );
        assert_eq!(by_set.status, by_cap.status, "{tier}: {}", by_set.stderr);
        assert_eq!(by_set.stdout, by_cap.stdout, "{tier}");
        assert_eq!(by_set.stderr, by_cap.stderr, "{tier}");
    }
    let only_intermediate = deduce(&["solve", "slink", "--rules", "intermediate"], &sample());
    assert_eq!(
        only_intermediate.status, 1,
        "the intermediate rules alone start nothing"
    );
}

/// A level as `grade` names it is a rule set too, the rules rated in its
/// band: easy and normal together are the tiers up to intermediate.
#[test]
fn level_names_are_rule_sets() {
    let by_levels = deduce(
        &["solve", "slink", "--rules", "easy,normal", "--explain"],
        &sample(),
    );
    let by_cap = deduce(
        &["solve", "slink", "--max-tier", "normal", "--explain"],
        &sample(),
    );
    assert_eq!(by_levels.status, by_cap.status, "{}", by_levels.stderr);
    assert_eq!(by_levels.stdout, by_cap.stdout);
    assert_eq!(by_levels.stderr, by_cap.stderr);
    let normal_alone = deduce(&["solve", "slink", "--rules", "normal"], &sample());
    assert_eq!(
        normal_alone.status, 1,
        "the normal rules alone start nothing"
    );
}

/// A negative or out-of-range number gets the option's range in plain
/// words, not clap's tip to pass `-1` after `--`.
#[test]
fn numbers_out_of_range_say_the_range() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["solve", "slink", "--stop-after", "-1"],
            "the steps must be 0 or more, not -1",
        ),
        (
            &["solve", "slink", "--jobs", "0"],
            "the jobs must be 1 or more, not 0",
        ),
        (
            &["hint", "slink", "--level", "-2"],
            "the level must be from 1 to 3, not -2",
        ),
        (
            &["generate", "slink", "--grade", "basic", "--count", "-3"],
            "the puzzles must be 0 or more, not -3",
        ),
    ];
    for (args, message) in cases {
        // No input: the command ends before it would read any.
        let run = deduce(args, "");
        assert_eq!(run.status, 2, "{args:?}");
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
        assert!(!run.stderr.contains("tip"), "{args:?}: {}", run.stderr);
    }
}

#[test]
fn unknown_rules_and_tiers_are_usage_errors() {
    let rule = deduce(&["solve", "slink", "--rules", "no-such-rule"], &sample());
    assert_eq!(rule.status, 2);
    assert!(
        rule.stderr
            .contains("unknown rule or rule set 'no-such-rule'")
    );
    let tier = deduce(&["solve", "slink", "--max-tier", "9"], &sample());
    assert_eq!(tier.status, 2);
    assert!(tier.stderr.contains("unknown tier '9'"));
}

#[test]
fn json_holds_one_trace_per_puzzle_with_its_puzzle() {
    let path = scratch("sample.json");
    let run = deduce(
        &["solve", "slink", "--json", path.to_str().unwrap()],
        &sample(),
    );
    assert_eq!(run.status, 0);
    let value: serde_json::Value = serde_json::from_str(&read(&path)).unwrap();
    let traces = value.as_array().unwrap();
    assert_eq!(traces.len(), 4);
    for trace in traces {
        assert_eq!(trace["format"], "deduce-trace");
        assert_eq!(trace["version"], 3);
        assert_eq!(trace["puzzle"]["kind"], "slink");
        assert_eq!(trace["outcome"]["result"], "solved");
        assert!(!trace["steps"].as_array().unwrap().is_empty());
    }
    assert_eq!(
        traces[2]["puzzle"]["clues"],
        serde_json::json!(["2 2", "2 2"])
    );
}

/// A puzzle left stuck, or with no solution, is said on standard error
/// with its file and number, without `--explain` too.
#[test]
fn unsolved_puzzles_are_said_with_their_file_and_number() {
    let path = scratch("unsolved.in");
    std::fs::write(
        &path,
        "2 2\n3 3\n3 3\n4 4\n. . . .\n. . . .\n. . . .\n. . . .\n0 0\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    for (tier, said) in [("guess", "no solution: "), ("basic", "stuck: ")] {
        let run = deduce(
            &["solve", "slink", file, "--pick", "1", "--max-tier", tier],
            "",
        );
        assert_eq!(run.status, 1);
        assert!(
            run.stderr
                .starts_with(&format!("deduce: {file}: puzzle 1: {said}")),
            "{}",
            run.stderr
        );
    }
    let stuck = deduce(
        &["solve", "slink", "--pick", "2", "--max-tier", "basic"],
        &read(&path),
    );
    assert!(
        stuck
            .stderr
            .starts_with("deduce: <stdin>: puzzle 2: stuck: "),
        "{}",
        stuck.stderr
    );
}

/// Reading a terminal, the command says what it waits for; reading a
/// pipe it says nothing (every other test).
#[test]
fn a_terminal_is_told_what_input_is_awaited() {
    if !common::can_give_a_terminal() {
        return;
    }
    let command = format!("{} solve slink", env!("CARGO_BIN_EXE_deduce"));
    let mut child = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let input = child.stdin.take().unwrap();
    let run = common::feed_and_wait(child, input, sample().as_bytes());
    let shown = String::from_utf8_lossy(&run.stdout);
    assert!(
        shown.contains("deduce: reading standard input: type or paste the input, then Ctrl-D"),
        "{shown}"
    );
    assert!(shown.contains("#####"), "the answers follow: {shown}");
}

/// `--stop-after N --explain` explains the N steps it stops after, and
/// says so; 0 explains none.
#[test]
fn stop_after_explains_only_the_steps_it_stops_after() {
    for n in [0usize, 3] {
        let count = n.to_string();
        let run = deduce(
            &[
                "solve",
                "slink",
                "--pick",
                "1",
                "--stop-after",
                &count,
                "--explain",
            ],
            &sample(),
        );
        assert_eq!(run.status, 0, "{}", run.stderr);
        let steps = run.stderr.lines().filter(|l| l.starts_with('#')).count();
        assert_eq!(steps, n, "{}", run.stderr);
        assert!(
            run.stderr
                .contains(&format!("stopped after {n} of 105 steps")),
            "{}",
            run.stderr
        );
    }
}

/// `--json -` is standard output, holding the JSON alone (the answers
/// are in the traces), with the explanation on standard error; it writes
/// no file named `-`, and `deduce replay -` reads it back.
#[test]
fn json_to_a_dash_is_standard_output_alone() {
    let run = deduce(&["solve", "slink", "--json", "-", "--explain"], &sample());
    assert_eq!(run.status, 0, "{}", run.stderr);
    let value: serde_json::Value =
        serde_json::from_str(&run.stdout).expect("stdout is the JSON alone");
    assert_eq!(value.as_array().unwrap().len(), 4);
    assert!(run.stderr.starts_with("puzzle 1: slink"), "{}", run.stderr);
    assert!(!repo("-").exists(), "a file named '-' was written");
    let replayed = deduce(&["replay", "-"], &run.stdout);
    assert_eq!(replayed.status, 0, "{}", replayed.stderr);
    assert_eq!(
        replayed.stdout,
        deduce(&["solve", "slink"], &sample()).stdout
    );
}

#[test]
fn the_same_input_gives_the_same_trace_byte_for_byte() {
    let input = "4 4\n. 2 3 .\n. 1 1 2\n. 1 . .\n1 3 . 1\n0 0\n";
    let (a, b) = (scratch("det-a.json"), scratch("det-b.json"));
    let first = deduce(
        &["solve", "slink", "--explain", "--json", a.to_str().unwrap()],
        input,
    );
    let second = deduce(
        &["solve", "slink", "--explain", "--json", b.to_str().unwrap()],
        input,
    );
    assert_eq!(first.stderr, second.stderr);
    assert_eq!(read(&a), read(&b));
}

#[test]
fn a_puzzle_without_solution_says_so() {
    // Local rules decide every segment here yet leave two loops
    // (PROBLEMS.md), so there is no answer.
    let run = deduce(
        &["solve", "slink", "--rules", "slink-fifteen"],
        "3 4\n3 2 2 3\n2 2 3 2\n3 1 1 0\n0 0\n",
    );
    assert_eq!(run.status, 1);
    assert!(run.stderr.contains("no solution"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
}

/// `--grid` marks the dots a chain passes through as `*`, and only
/// under a chain's step.
#[test]
fn the_grid_marks_a_chains_dots() {
    let input = read(&repo("traces/slink/blank-4x4-corner-chain.in"));
    let run = deduce(&["solve", "slink", "--explain", "--grid"], &input);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let mut chains = 0;
    for step in run.stderr.split("\n#").skip(1) {
        let chain = step.contains("corner-chain @") || step.contains("linked-segments @");
        let grid: String = step
            .lines()
            .filter(|l| l.trim_start().starts_with('+'))
            .collect();
        assert_eq!(grid.contains('*'), chain, "#{step}");
        chains += usize::from(chain);
    }
    assert!(chains > 0, "the sample has no chain step");
}
