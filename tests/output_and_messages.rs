//! What deduce shows and where it stops: input quoted in an error
//! message cannot drive the terminal and does not bury the message; an
//! output whose reader went away (standard output or standard error)
//! ends the run at once and quietly; a standard output closed from the
//! start is an error; a Su-Domino-Ku progress with a wrong domino gets
//! its mistake named; the Baekjoon boards' YES and NO are judge output.

use crate::common;

use std::process::{Command, Stdio};

use common::{Run, data, deduce, read, repo, scratch};

// Error messages.

#[test]
fn control_characters_of_the_input_are_shown_escaped() {
    let run = deduce(&["solve", "slink"], "3 3\n\u{1b}[31mred\n");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(!run.stderr.contains('\u{1b}'), "{:?}", run.stderr);
    assert!(
        run.stderr
            .contains("line 2, column 1: expected a clue 0 to 4 or '.', found '\\u{1b}[31mred'"),
        "{}",
        run.stderr
    );
    // A board that cannot be read, quoted again in --explain.
    let board = "1\n2 2\n1\u{1b}]0;title\u{7}\n..\n";
    let run = deduce(&["check", "nurikabe", "--explain"], board);
    assert!(
        !run.stderr.contains(['\u{1b}', '\u{7}']),
        "{:?}",
        run.stderr
    );
    assert!(run.stderr.contains("found '\\u{1b}'"), "{}", run.stderr);
}

#[test]
fn control_characters_of_a_file_name_are_shown_escaped() {
    let name = scratch("in\u{1b}[2J\r.txt");
    let run = deduce(&["solve", "slink", name.to_str().unwrap()], "");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(!run.stderr.contains(['\u{1b}', '\r']), "{:?}", run.stderr);
    assert!(run.stderr.contains("in\\u{1b}[2J\\r.txt"), "{}", run.stderr);
}

#[test]
fn a_long_token_is_cut_to_where_the_error_points() {
    let line = "1".repeat(300);
    let run = deduce(&["solve", "slink"], &format!("3 3\n{line}\n"));
    assert_eq!(run.status, 2, "{}", run.stderr);
    let message = run.stderr.lines().next().unwrap();
    assert!(message.len() < 200, "{message}");
    assert!(
        message.contains("line 2, column 1: expected a clue 0 to 4 or '.', found '1111111111"),
        "{message}"
    );
    assert!(message.contains("characters left out"), "{message}");
}

// A reader that goes away.

/// Runs deduce with `args`, its standard error a pipe closed before it
/// writes (`deduce ... 2>&1 | head`); its standard output, and status.
fn deduce_with_stderr_closed(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_deduce"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(common::pipe_without_reader())
        .output()
        .expect("deduce runs");
    Run {
        status: output.status.code().expect("exited, not killed"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::new(),
    }
}

#[test]
fn an_explanation_into_a_closed_pipe_stops_the_solve_quietly() {
    let sample = data("slink_sample.in");
    for jobs in ["1", "2"] {
        let run =
            deduce_with_stderr_closed(&["solve", "slink", &sample, "--explain", "--jobs", jobs]);
        // The first puzzle's explanation could not be written: the solve
        // stopped before its answer, and wrote none of the others'.
        assert_eq!(run.stdout, "", "--jobs {jobs}");
        assert_eq!(run.status, 0, "a closed pipe is no error");
    }
}

#[test]
fn a_checker_explanation_into_a_closed_pipe_is_no_error() {
    let sample = data("nurikabe_check_sample.in");
    let run = deduce_with_stderr_closed(&["check", "nurikabe", &sample, "--explain"]);
    assert_eq!(run.status, 0);
    assert_eq!(
        run.stdout,
        read(&repo("tests/data/nurikabe_check_sample.out"))
    );
}

#[test]
fn a_closed_pipe_stops_before_the_next_input() {
    let missing = scratch("missing.txt");
    let progress = data("pixel_progress.txt");
    for command in ["hint", "check"] {
        let args = [command, "pixel", &progress, missing.to_str().unwrap()];
        let run = common::deduce_into_closed_pipe(&args);
        // The second input is never read, so never found missing.
        assert!(
            !run.stderr.contains("missing.txt"),
            "{args:?}: {}",
            run.stderr
        );
        assert!(matches!(run.status, 0 | 1), "{args:?}: {}", run.stderr);
    }
}

/// Runs deduce with `args` and its standard output closed (`>&-`), through
/// the shell, which can close it.
fn deduce_with_stdout_closed(args: &[&str]) -> std::process::Output {
    Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" \"$@\" >&-")
        .arg(env!("CARGO_BIN_EXE_deduce"))
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("sh runs")
}

#[test]
fn a_closed_standard_output_is_an_error() {
    let sample = data("slink_sample.in");
    let json = scratch("trace.json");
    let commands: [&[&str]; 4] = [
        &["solve", "slink", &sample],
        &["solve", "slink", &sample, "--json", json.to_str().unwrap()],
        &["hint", "pixel", "tests/data/pixel_progress.txt"],
        &["rules", "slink"],
    ];
    for args in commands {
        let run = deduce_with_stdout_closed(args);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("deduce: standard output: closed"),
            "{args:?}: {stderr}"
        );
    }
}

// Su-Domino-Ku progress.

/// The first domino drawn whole across a row (`a-b`) of `progress`, its
/// left half changed to a digit its row holds elsewhere: the drawing,
/// and the line and column of the changed digit.
fn with_a_digit_twice_in_a_row(progress: &str) -> (String, usize, usize) {
    let mut lines: Vec<Vec<char>> = progress.lines().map(|l| l.chars().collect()).collect();
    for (index, line) in lines.iter_mut().enumerate().step_by(2) {
        let digits: Vec<char> = line.iter().copied().filter(char::is_ascii_digit).collect();
        for at in (0..line.len().saturating_sub(2)).step_by(2) {
            let (a, b) = (line[at], line[at + 2]);
            if !(a.is_ascii_digit() && line[at + 1] == '-' && b.is_ascii_digit()) {
                continue;
            }
            if let Some(&twice) = digits.iter().find(|&&d| d != a && d != b) {
                line[at] = twice;
                let text: Vec<String> = lines.iter().map(|l| l.iter().collect()).collect();
                return (text.join("\n") + "\n", index + 1, at + 1);
            }
        }
    }
    panic!("no domino drawn whole beside another digit:\n{progress}");
}

#[test]
fn a_wrong_domino_in_a_su_domino_ku_progress_is_named_as_the_mistake() {
    let sample = data("sudominoku_sample.in");
    let solve = [
        "solve",
        "sudominoku",
        &sample,
        "--pick",
        "1",
        "--stop-after",
        "5",
    ];
    let progress = deduce(&solve, "").stdout;
    let (wrong, line, _) = with_a_digit_twice_in_a_row(&progress);
    let hint = deduce(&["hint", "sudominoku"], &wrong);
    assert_eq!(hint.status, 0, "{}", hint.stderr);
    assert!(
        hint.stdout.starts_with("A mark is wrong: "),
        "{}",
        hint.stdout
    );
    // The digit twice in the row is named where one of the two stands.
    assert!(
        hint.stdout.contains(&format!("(line {line}, column ")),
        "{}",
        hint.stdout
    );
    let check = deduce(&["check", "sudominoku"], &wrong);
    assert_eq!(check.status, 1, "{}", check.stderr);
    assert!(check.stdout.starts_with("NO\n"), "{}", check.stdout);
    assert!(check.stdout.contains("breaks a rule"), "{}", check.stdout);
}

// The Baekjoon boards.

#[test]
fn boards_answered_no_are_judge_output_and_exit_0() {
    let sample = data("nurikabe_check_sample.in");
    let expected = read(&repo("tests/data/nurikabe_check_sample.out"));
    assert!(expected.lines().any(|l| l == "NO"), "the sample has a NO");
    let run = deduce(&["check", "nurikabe", &sample], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, expected);
    // One grid checked (not the judge's format) still says NO with exit 1.
    let grid = deduce(&["check", "nurikabe"], "....\n.4..\n##..\n##..\n");
    assert_eq!(grid.status, 1, "{}", grid.stderr);
}

/// `--explain=brief` writes each run of basic steps as a line per rule
/// (its places and how many marks it made) and every other step as the
/// full explanation does, under the same number.
#[test]
fn a_brief_explanation_groups_runs_of_basic_steps_by_rule() {
    let input = repo("traces/slink/blank-4x4-hypothesis.in")
        .display()
        .to_string();
    let full = deduce(&["solve", "slink", &input, "--explain"], "");
    let brief = deduce(&["solve", "slink", &input, "--explain=brief"], "");
    assert_eq!((full.status, brief.status), (0, 0), "{}", brief.stderr);
    assert_eq!(full.stdout, brief.stdout, "the answer is the same");
    assert!(brief.stderr.lines().count() < full.stderr.lines().count());
    // A group: "#a-#b basic: RULE [xN] @ PLACES => M mark(s)", its other
    // rules' lines indented under it.
    let groups: Vec<&str> = brief
        .stderr
        .lines()
        .filter(|l| l.contains(" basic: "))
        .collect();
    assert!(!groups.is_empty(), "{}", brief.stderr);
    for line in &groups {
        assert!(
            line.starts_with('#') && line.contains(" @ ") && line.contains(" => "),
            "{line}"
        );
    }
    // Every step not in a group is written as in full, number and all.
    let whole: Vec<&str> = brief
        .stderr
        .lines()
        .filter(|l| l.starts_with('#') && !l.contains(" basic: "))
        .collect();
    assert!(!whole.is_empty());
    for line in whole {
        assert!(
            full.stderr.lines().any(|l| l == line),
            "not in full: {line}"
        );
    }
    // The marks the groups count and the whole steps' marks add up to
    // every mark of the solve.
    let counted: usize = brief
        .stderr
        .lines()
        .filter_map(|l| {
            l.rsplit_once(" => ")?
                .1
                .split(' ')
                .next()?
                .parse::<usize>()
                .ok()
        })
        .sum();
    let listed = |text: &str| -> usize {
        text.lines()
            .filter(|l| l.starts_with('#') && !l.contains(" basic: "))
            .filter_map(|l| l.rsplit_once(" => "))
            .map(|(_, marks)| marks.split(", ").count())
            .sum()
    };
    let total_full = listed(&full.stderr);
    assert_eq!(counted + listed(&brief.stderr), total_full);
}
