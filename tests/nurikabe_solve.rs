//! Nurikabe judge output, byte for byte, and bad input refused.

use crate::common;

use common::{assert_corpus_set, assert_corpus_set_replays, assert_refused, deduce, read, repo};

#[test]
fn sample_output_is_byte_exact() {
    let run = deduce(
        &["solve", "nurikabe"],
        &read(&repo("tests/data/nurikabe_sample.in")),
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, read(&repo("tests/data/nurikabe_sample.out")));
}

fn corpus_set(name: &str) {
    assert_corpus_set("nurikabe", name);
}

#[test]
fn corpus_judge_set() {
    corpus_set("janko-judge");
}

#[test]
fn corpus_general_small_with_token_rows() {
    corpus_set("janko-general-small");
}

#[test]
fn corpus_peers_set() {
    corpus_set("peers");
}

/// 9x12 to 20x20 and 14x24, with an island of 51; one puzzle here takes
/// over a minute (see the README), the rest well under a second each.
#[test]
fn corpus_general_medium() {
    corpus_set("janko-general-medium");
}

/// Up to 50x50, and a 32x32 with a 994.
#[test]
fn corpus_general_large() {
    corpus_set("janko-general-large");
}

/// Every step of every judge-set trace (hypotheses, forcing, guesses, rules
/// reporting contradictions) is re-derived by replay.
#[test]
fn corpus_judge_set_traces_replay() {
    assert_corpus_set_replays("nurikabe", "janko-judge");
}

#[test]
fn corpus_general_small_traces_replay() {
    assert_corpus_set_replays("nurikabe", "janko-general-small");
}

#[test]
fn a_stuck_solve_prints_the_progress_format() {
    let run = deduce(
        &["solve", "nurikabe", "--rules", "island-of-one"],
        "3 3\n1..\n...\n..3\n0 0\n",
    );
    assert_eq!(run.status, 1);
    assert_eq!(run.stdout, "1#.\n#..\n..3\n\n");
}

fn refused(input: &str, line: usize, column: usize, expected: &str) {
    assert_refused(&["solve", "nurikabe"], input, line, column, expected);
}

#[test]
fn bad_input_is_refused_with_line_and_column() {
    refused(
        "3 3\n1..\n.a.\n..3\n0 0\n",
        3,
        2,
        "expected a clue or '.', found 'a'",
    );
    refused(
        "3 3\n1..\n.0.\n..3\n0 0\n",
        3,
        2,
        "a clue must be at least 1, found 0",
    );
    refused(
        "3 3\n1..\n..\n..3\n0 0\n",
        3,
        3,
        "expected 3 characters in this row, found 2",
    );
    refused(
        "3 3\n1..\n...\n..10\n0 0\n",
        4,
        4,
        "expected 3 characters in this row, found 4",
    );
    refused(
        "3 3\n1 . .\n. . .\n. . 10\n0 0\n",
        4,
        5,
        "a clue of 10 is larger than the grid (9 cells)",
    );
    refused(
        "3 3\n1..\n...\n",
        4,
        1,
        "expected row 3 of 3, found the end of the file",
    );
    refused(
        "3 3\n1..\n...\n..3\n",
        5,
        1,
        "expected '0 0' to end the input",
    );
}

#[test]
fn the_strict_judge_format_keeps_to_its_sizes() {
    assert_refused(
        &["solve", "nurikabe", "--strict"],
        "2 3\n1..\n..1\n0 0\n",
        1,
        1,
        "the number of rows must be from 3 to 9",
    );
}

#[test]
fn numbers_side_by_side_have_no_solution() {
    let run = deduce(&["solve", "nurikabe"], "3 3\n12.\n...\n...\n0 0\n");
    assert_eq!(run.status, 1);
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr
            .contains("no solution: the islands of r1c1 and r1c2 would join"),
        "{}",
        run.stderr
    );
}
