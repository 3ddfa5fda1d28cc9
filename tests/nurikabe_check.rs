//! `deduce check nurikabe`: YES/NO exactly as the judge (the judge's
//! output, exit 0 whatever the answers), every broken rule listed with
//! --explain, and bad input refused with line and column.

use crate::common;

use common::{assert_refused, corpus, deduce, read, repo};

fn check_file(input: &std::path::Path, expected: &std::path::Path) {
    let run = deduce(&["check", "nurikabe", input.to_str().unwrap()], "");
    let answers = read(expected);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, answers, "{}", input.display());
}

#[test]
fn the_sample_is_answered_exactly() {
    check_file(
        &repo("tests/data/nurikabe_check_sample.in"),
        &repo("tests/data/nurikabe_check_sample.out"),
    );
}

/// The statement's other examples: one-cell boards, a board without
/// water, single rows and columns, pools, two numbers in one island.
#[test]
fn the_edge_cases_of_the_statement_are_answered_exactly() {
    check_file(
        &repo("tests/data/nurikabe_check_edges.in"),
        &repo("tests/data/nurikabe_check_edges.out"),
    );
}

#[test]
fn every_corpus_board_is_answered_exactly() {
    let mut files = 0;
    for n in 0..=10 {
        let (Some(input), Some(expected)) = (
            corpus(&format!("nurikabe-check/janko-{n:02}.in")),
            corpus(&format!("nurikabe-check/janko-{n:02}.out")),
        ) else {
            return;
        };
        check_file(&input, &expected);
        files += 1;
    }
    assert_eq!(files, 11);
}

#[test]
fn explain_lists_every_broken_rule_with_its_cells() {
    let input = "2\n3 3\n##.\n##2\n#.#\n3 4\n3..#\n####\n.4..\n";
    let run = deduce(
        &["check", "nurikabe", "--explain", "--color", "never"],
        input,
    );
    assert_eq!(run.status, 0);
    assert_eq!(run.stdout, "NO\nYES\n");
    let expected = "board 1: NO\n    an island with no number at r3c2\n    water split into 2 parts (5 at r1c1; 1 at r3c3)\n    2x2 water at r1c1\nboard 2: YES\n";
    assert_eq!(run.stderr, expected);
}

fn refused(input: &str, line: usize, column: usize, expected: &str) {
    assert_refused(&["check", "nurikabe"], input, line, column, expected);
}

#[test]
fn bad_input_is_refused_with_line_and_column() {
    // Not a count of boards: read as a grid with the puzzle's clues.
    refused("x\n", 1, 1, "expected a number, '#', 'o' or '.', found 'x'");
    refused(
        "1\n2 2\n1a\n..\n",
        3,
        2,
        "expected a digit 1-9, '.' or '#', found 'a'",
    );
    refused(
        "1\n2 3\n1.#\n..\n",
        4,
        3,
        "expected 3 characters in this row, found 2",
    );
    refused(
        "1\n2 2\n1.\n",
        4,
        1,
        "expected row 2 of 2, found the end of the file",
    );
    refused(
        "1\n51 2\n",
        2,
        1,
        "the number of rows must be from 1 to 50, found 51",
    );
    refused(
        "2\n1 1\n1\n",
        4,
        1,
        "expected board 2 of 2, found the end of the file",
    );
    refused("", 1, 1, "the input is empty");
}

#[test]
fn a_bad_board_does_not_lose_the_others() {
    let run = deduce(&["check", "nurikabe"], "3\n1 1\n1\n1 2\n1x\n1 1\n#\n");
    assert_eq!(run.status, 2);
    // Board 2 cannot be read: NO in its place, so each line stays its board's.
    assert_eq!(
        run.stdout, "YES\nNO\nYES\n",
        "boards 1 and 3 are still checked"
    );
    assert!(
        run.stderr.contains("board 2: line 5, column 2"),
        "{}",
        run.stderr
    );
}
