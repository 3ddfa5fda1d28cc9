//! A batch is read, solved and answered puzzle by puzzle: the first
//! answer comes while the input is still open, a puzzle that never ends
//! stops the reading with a message, and a header line with no rows of
//! its own takes no puzzle's number.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::common;

use common::{Run, deduce, read, repo};

/// A sample of `tests/data`.
fn data(name: &str) -> String {
    read(&repo(&format!("tests/data/{name}")))
}

/// Long enough for any machine to answer one small puzzle; on a reader
/// that waits for the whole input it never comes.
const FIRST_ANSWER_WAIT: Duration = Duration::from_secs(120);

/// Runs deduce with `args`, writes `opening` and keeps the input open
/// until the first line of the output comes, then writes `rest` and
/// closes it. The first line, and the whole run. Panics when no line
/// comes while the input is open: the batch was not answered as it came.
fn answered_while_open(args: &[&str], opening: &str, rest: &str) -> (String, Run) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_deduce"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("deduce runs");
    let mut input = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut stderr = child.stderr.take().unwrap();
    let (first_line, got_first) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        let _ = first_line.send(line.clone());
        stdout.read_to_string(&mut line).unwrap();
        line
    });
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        stderr.read_to_string(&mut text).unwrap();
        text
    });
    input.write_all(opening.as_bytes()).unwrap();
    input.flush().unwrap();
    let Ok(first) = got_first.recv_timeout(FIRST_ANSWER_WAIT) else {
        let _ = child.kill();
        panic!("{args:?}: no answer while the input was open");
    };
    input.write_all(rest.as_bytes()).unwrap();
    drop(input);
    let status = child.wait().unwrap();
    let run = Run {
        status: status.code().expect("exited"),
        stdout: reader.join().unwrap(),
        stderr: errors.join().unwrap(),
    };
    (first, run)
}

/// `text` cut after its first puzzle and the next puzzle's first line:
/// the format cannot tell a puzzle is whole before the line after it (a
/// row too many would spoil it).
fn cut_after_line(text: &str, lines: usize) -> (String, String) {
    let at = text
        .match_indices('\n')
        .nth(lines - 1)
        .map_or(text.len(), |(i, _)| i + 1);
    (text[..at].to_string(), text[at..].to_string())
}

#[test]
fn the_first_answer_comes_while_the_input_is_still_open() {
    // The first puzzle of each sample, and the line after it.
    let cases = [
        ("slink", "slink_sample.in", 10, "1\n"),
        ("nurikabe", "nurikabe_sample.in", 0, ""),
        ("sudominoku", "sudominoku_sample.in", 13, "Puzzle 1\n"),
    ];
    for (kind, sample, lines, first_answer) in cases {
        let text = data(sample);
        let lines = match lines {
            0 => {
                text.lines()
                    .next()
                    .unwrap()
                    .split(' ')
                    .next()
                    .unwrap()
                    .parse::<usize>()
                    .unwrap()
                    + 2
            }
            n => n,
        };
        let (opening, rest) = cut_after_line(&text, lines);
        let whole = deduce(&["solve", kind], &text);
        for jobs in ["1", "2"] {
            let args = ["solve", kind, "--jobs", jobs];
            let (first, run) = answered_while_open(&args, &opening, &rest);
            if !first_answer.is_empty() {
                assert_eq!(first, first_answer, "{kind}");
            }
            assert_eq!(
                run.stdout, whole.stdout,
                "{kind} --jobs {jobs}: the same answers"
            );
            assert_eq!(run.status, whole.status, "{}", run.stderr);
        }
    }
}

#[test]
fn grade_and_check_answer_while_the_input_is_still_open() {
    let text = data("slink_sample.in");
    let (opening, rest) = cut_after_line(&text, 10);
    let (first, run) = answered_while_open(&["grade", "slink"], &opening, &rest);
    assert!(first.starts_with("puzzle 1: slink 8x8"), "{first}");
    assert_eq!(run.stdout, deduce(&["grade", "slink"], &text).stdout);

    let text = data("nurikabe_check_sample.in");
    let board = text.lines().nth(1).unwrap();
    let rows: usize = board.split(' ').next().unwrap().parse().unwrap();
    let (opening, rest) = cut_after_line(&text, rows + 3);
    let (first, run) = answered_while_open(&["check", "nurikabe"], &opening, &rest);
    let whole = deduce(&["check", "nurikabe"], &text);
    assert_eq!(
        first,
        whole.stdout.lines().next().unwrap().to_string() + "\n"
    );
    assert_eq!(run.stdout, whole.stdout);
}

#[test]
fn a_puzzle_that_never_ends_stops_the_reading_with_a_message() {
    // Zero bytes, as /dev/zero gives: one line that does not end. The
    // input is a little past the cap, so that a reader without one ends
    // too (with some other message), rather than run out of memory.
    let zeros = vec![0u8; (16 << 20) + (1 << 20)];
    for kind in ["slink", "nurikabe", "pixel", "sudominoku"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_deduce"))
            .args(["solve", kind])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("deduce runs");
        let input = child.stdin.take().unwrap();
        let output = common::feed_and_wait(child, input, &zeros);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{kind}: {stderr}");
        assert!(
            stderr.contains("puzzle 1: line 1, column 1: this puzzle runs on past 16 MiB of input without ending"),
            "{kind}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{kind}: one message: {stderr}");
    }
}

#[test]
fn a_single_puzzle_or_progress_past_the_cap_is_refused_unread() {
    // What hint, check and draw read whole: one puzzle, or a progress. A
    // file a little past the cap (an endless one would be read to the
    // end of memory without it), on standard input and as a file.
    let endless = "a".repeat((16 << 20) + (1 << 20));
    let file = common::scratch("past-the-cap.txt");
    std::fs::write(&file, &endless).unwrap();
    let path = file.to_str().unwrap();
    for command in ["hint", "check", "draw"] {
        for (args, input) in [
            (vec![command, "slink"], endless.as_str()),
            (vec![command, "slink", path], ""),
        ] {
            let run = deduce(&args, input);
            assert_eq!(run.status, 2, "{args:?}: {}", run.stderr);
            assert!(
                run.stderr.contains("line 1, column 1: ")
                    && run.stderr.contains("runs on past 16 MiB"),
                "{args:?}: {}",
                run.stderr
            );
            assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
        }
    }
}

#[test]
fn the_cap_counts_from_where_the_puzzle_starts() {
    // Many small puzzles, together far past the cap: each is within it.
    let puzzle = "2 2\n2 2\n2 2\n";
    let text = puzzle.repeat((17 << 20) / puzzle.len()) + "0 0\n";
    let run = deduce(&["solve", "slink", "--jobs", "2"], &text);
    assert_eq!(
        run.status,
        0,
        "{}",
        &run.stderr[..run.stderr.len().min(500)]
    );
}

/// Puzzles A and B of `kind`, and what ends a batch.
fn pair(kind: &str) -> (&'static str, &'static str, &'static str) {
    match kind {
        "slink" => (
            "3 5\n3 3 3 2 3\n1 2 1 3 2\n3 3 2 2 2\n",
            "2 2\n2 2\n2 2\n",
            "0 0\n",
        ),
        "nurikabe" => ("3 4\n3...\n....\n.4..\n", "3 3\n1..\n...\n..3\n", "0 0\n"),
        _ => (
            "6 8\n_1__5_1_\n1_4__42_\n3__6__5_\n___56___\n_688___4\n_____6__\n",
            "2 2\n4_\n__\n",
            "",
        ),
    }
}

#[test]
fn a_header_with_no_rows_of_its_own_takes_no_number() {
    for kind in ["slink", "nurikabe", "pixel"] {
        let (a, b, end) = pair(kind);
        let alone = deduce(&["solve", kind], &format!("{a}{b}{end}"));
        assert_eq!(alone.status, 0, "{}", alone.stderr);
        // `2 2 2` between them, and at the start.
        let run = deduce(&["solve", kind], &format!("{a}2 2 2\n{b}{end}"));
        assert_eq!(run.stdout, alone.stdout, "{kind}: B keeps number 2");
        assert_eq!(run.status, 2, "{}", run.stderr);
        let at = a.lines().count() + 1;
        let said = format!("deduce: <stdin>: line {at}, column 5: expected two numbers");
        assert!(run.stderr.starts_with(&said), "{kind}: {}", run.stderr);
        let run = deduce(&["solve", kind], &format!("2 2 2\n{a}{b}{end}"));
        assert_eq!(run.stdout, alone.stdout, "{kind}");
        assert!(
            run.stderr.contains("<stdin>: line 1, column 5: "),
            "{}",
            run.stderr
        );
    }
    // Su-Domino-Ku: a header is one number.
    let text = data("sudominoku_sample.in");
    let cut = text.match_indices('\n').nth(11).unwrap().0 + 1;
    let run = deduce(
        &["solve", "sudominoku"],
        &format!("{}2 2 2\n{}", &text[..cut], &text[cut..]),
    );
    assert_eq!(run.stdout, deduce(&["solve", "sudominoku"], &text).stdout);
    assert!(
        run.stderr.contains("<stdin>: line 13, column 3: "),
        "{}",
        run.stderr
    );
    assert_eq!(run.status, 2);
    // The boards of the checker: counted, and the stray line is not one.
    let board = "1 1\n1\n";
    let run = deduce(&["check", "nurikabe"], &format!("2\n{board}2 2 2\n{board}"));
    assert_eq!(run.stdout, "YES\nYES\n", "{}", run.stderr);
    assert!(
        run.stderr.contains("<stdin>: line 4, column 5: "),
        "{}",
        run.stderr
    );
    assert_eq!(run.status, 2);
}

#[test]
fn a_header_with_rows_is_still_one_damaged_puzzle() {
    let (a, b, end) = pair("slink");
    let run = deduce(
        &["solve", "slink"],
        &format!("{a}2 2 2\n1 1\n1 1\n{b}{end}"),
    );
    assert!(
        run.stderr.contains("puzzle 2: line 5, column 5: "),
        "{}",
        run.stderr
    );
    assert!(
        run.stdout.contains("\n3\n"),
        "B is puzzle 3: {}",
        run.stdout
    );
    assert_eq!(run.status, 2);
}

#[test]
fn jobs_keep_the_order_of_a_batch_read_as_it_comes() {
    // Good and bad puzzles, a stray line, many times over.
    let (a, b, _) = pair("slink");
    let sample = data("slink_sample.in");
    let sample = sample.strip_suffix("0 0\n").unwrap();
    let block = format!("{a}2 2 2\n{b}{sample}2 x\n1 1\n1 1\n");
    let text = block.repeat(30) + "0 0\n";
    let one = deduce(&["solve", "slink", "--jobs", "1"], &text);
    let two = deduce(&["solve", "slink", "--jobs", "2"], &text);
    assert_eq!(one.status, 2);
    assert_eq!(
        (two.status, &two.stdout, &two.stderr),
        (one.status, &one.stdout, &one.stderr)
    );
    let grade_one = deduce(&["grade", "slink", "--json", "--jobs", "1"], &text);
    let grade_two = deduce(&["grade", "slink", "--json", "--jobs", "2"], &text);
    assert_eq!(grade_two.stdout, grade_one.stdout);
    let reports: serde_json::Value = serde_json::from_str(&grade_one.stdout).unwrap();
    assert_eq!(
        reports.as_array().unwrap().len(),
        30 * 6,
        "the damaged one is not graded"
    );
}
