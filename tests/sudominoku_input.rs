//! Su-Domino-Ku judge input: the sample and corpus read cleanly, and each
//! kind of bad input is refused with its line and column, without losing
//! the rest of the batch.

use crate::common;

use deduce::error::InputError;
use deduce::puzzles::sudominoku::{location_name, parse_batch};

/// The first puzzle of the judge sample.
const GOOD: &str = "10
6 B2 1 B3
2 C4 9 C3
6 D3 8 E3
7 E1 4 F1
8 B7 4 B8
3 F5 2 F6
7 F7 6 F8
5 G4 9 G5
7 I8 8 I9
7 C9 2 B9
C5 A3 D9 I4 A9 E5 A2 C6 I1
";

/// `GOOD` with line `line` (1-based) replaced.
fn with_line(line: usize, text: &str) -> String {
    let mut lines: Vec<&str> = GOOD.lines().collect();
    lines[line - 1] = text;
    lines.join("\n") + "\n"
}

/// The error of the first puzzle of `puzzle` followed by a good one and
/// the end marker; the good one must still be read.
fn error_of(puzzle: &str, strict: bool) -> InputError {
    let text = format!("{puzzle}{GOOD}0\n");
    let batch = parse_batch(&text, strict);
    assert!(batch.trailing.is_none(), "{:?}", batch.trailing);
    assert_eq!(batch.items.len(), 2, "both puzzles are read");
    assert!(batch.items[1].is_ok(), "the good puzzle after the bad one");
    batch.items[0]
        .clone()
        .expect_err("the bad puzzle is refused")
}

fn assert_error(error: InputError, line: usize, column: usize, says: &str) {
    assert_eq!((error.line, error.column), (line, column), "{error}");
    assert!(error.message.contains(says), "{error}");
}

#[test]
fn the_sample_and_the_corpus_read_cleanly() {
    let mut files = vec![common::repo("tests/data/sudominoku_sample.in")];
    if let Some(corpus) = common::corpus("sudominoku") {
        files.push(corpus.join("foxtreme.in"));
        files.push(corpus.join("gen.in"));
    }
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            eprintln!("{} absent: skipped", file.display());
            continue;
        };
        let batch = parse_batch(&text, true);
        assert!(
            batch.trailing.is_none(),
            "{}: {:?}",
            file.display(),
            batch.trailing
        );
        let answers = std::fs::read_to_string(file.with_extension("out")).unwrap();
        let expected = answers.lines().filter(|l| l.starts_with("Puzzle")).count();
        assert_eq!(batch.items.len(), expected, "{}", file.display());
        for item in &batch.items {
            let givens = item.as_ref().unwrap();
            // 9 singles and 2 cells per domino, all different cells.
            let mut cells: Vec<usize> = givens.singles.to_vec();
            for d in &givens.dominoes {
                cells.extend(d.halves.iter().map(|h| h.0));
            }
            let count = cells.len();
            cells.sort();
            cells.dedup();
            assert_eq!(cells.len(), count);
        }
    }
}

#[test]
fn a_good_puzzle_reads_as_written() {
    let batch = parse_batch(&format!("{GOOD}0\n"), true);
    let givens = batch.items[0].as_ref().unwrap();
    assert_eq!(givens.dominoes.len(), 10);
    let first = givens.dominoes[0].halves;
    assert_eq!(
        (
            location_name(first[0].0),
            first[0].1,
            location_name(first[1].0),
            first[1].1
        ),
        ("B2".to_string(), 6, "B3".to_string(), 1)
    );
    assert_eq!(location_name(givens.singles[0]), "C5");
    assert_eq!(location_name(givens.singles[8]), "I1");
}

#[test]
fn a_bad_location_is_refused() {
    assert_error(
        error_of(&with_line(2, "6 J2 1 B3"), false),
        2,
        3,
        "found 'J2'",
    );
    assert_error(
        error_of(&with_line(2, "6 B2 1 A0"), false),
        2,
        8,
        "found 'A0'",
    );
    assert_error(
        error_of(&with_line(12, "C5 A3 D9 I4 A9 E5 A2 C6 Z1"), false),
        12,
        25,
        "found 'Z1'",
    );
}

#[test]
fn two_dominoes_on_one_cell_are_refused() {
    // The second domino's first half lands on B3, covered by line 2.
    assert_error(
        error_of(&with_line(3, "2 B3 9 C3"), false),
        3,
        3,
        "B3 is already covered by the domino on line 2",
    );
}

#[test]
fn halves_must_share_a_side() {
    assert_error(
        error_of(&with_line(2, "6 B2 1 C3"), false),
        2,
        8,
        "C3 is not beside B2",
    );
    assert_error(
        error_of(&with_line(2, "6 B9 1 C1"), false),
        2,
        8,
        "C1 is not beside B9",
    );
}

#[test]
fn a_domino_used_twice_is_refused() {
    // 1-6 again, on free cells.
    assert_error(
        error_of(&with_line(3, "1 H1 6 H2"), false),
        3,
        1,
        "the domino 1-6 is already placed on line 2",
    );
}

#[test]
fn digits_run_from_1_to_9_and_differ_on_a_domino() {
    assert_error(
        error_of(&with_line(2, "0 B2 1 B3"), false),
        2,
        1,
        "a digit must be from 1 to 9, found 0",
    );
    assert_error(
        error_of(&with_line(2, "6 B2 10 B3"), false),
        2,
        6,
        "found 10",
    );
    assert_error(
        error_of(&with_line(2, "6 B2 6 B3"), false),
        2,
        6,
        "two different digits",
    );
}

#[test]
fn a_missing_singles_line_is_refused() {
    // The singles line left out of the last puzzle: the end of the file
    // is found in its place, and then no '0'.
    let without: String = GOOD.lines().take(11).map(|l| format!("{l}\n")).collect();
    let batch = parse_batch(&without, false);
    assert_error(
        batch.items[0].clone().unwrap_err(),
        12,
        1,
        "expected the line of the nine single digits' locations, found the end of the file",
    );
    assert_error(batch.trailing.unwrap(), 12, 1, "expected '0'");
    // Within a batch, the next puzzle's header is found in its place,
    // and that puzzle is still read.
    let text = format!("{without}{GOOD}0\n");
    let batch = parse_batch(&text, false);
    assert_error(
        batch.items[0].clone().unwrap_err(),
        12,
        1,
        "expected the line of the nine single digits' locations, found '10', which reads as the next header",
    );
    assert!(batch.items[1].is_ok(), "{:?}", batch.items[1]);
}

#[test]
fn singles_stand_on_free_cells_and_differ() {
    assert_error(
        error_of(&with_line(12, "B2 A3 D9 I4 A9 E5 A2 C6 I1"), false),
        12,
        1,
        "B2 is covered by the domino on line 2",
    );
    assert_error(
        error_of(&with_line(12, "C5 A3 D9 I4 A9 E5 A2 C6 A3"), false),
        12,
        25,
        "A3 already holds the single 2",
    );
}

#[test]
fn the_number_of_dominoes_is_checked() {
    // A header that cannot be read spoils its own puzzle: the puzzle is
    // still one of the batch, and the next is read.
    let nine = GOOD.replacen("10\n", "9\n", 1);
    let strict = parse_batch(&format!("{nine}{GOOD}0\n"), true);
    assert_eq!(strict.items.len(), 2);
    assert!(strict.items[1].is_ok());
    assert_error(
        strict.items[0].clone().unwrap_err(),
        1,
        1,
        "must be from 10 to 35, found 9",
    );
    // A header alone, with no lines of its own, is no puzzle: a stray
    // line, reported all the same.
    let many = parse_batch("37\n", false);
    assert!(many.items.is_empty());
    assert_error(
        many.strays[0].clone(),
        1,
        1,
        "must be from 1 to 36, found 37",
    );
    let word = parse_batch("ten\n", false);
    assert_error(word.strays[0].clone(), 1, 1, "found 'ten'");
}

#[test]
fn a_batch_must_end_with_0() {
    let batch = parse_batch(GOOD, true);
    assert_eq!(batch.items.len(), 1);
    assert_error(
        batch.trailing.unwrap(),
        13,
        1,
        "expected '0' to end the input",
    );
    assert_error(
        parse_batch("", true).trailing.unwrap(),
        1,
        1,
        "the input is empty",
    );
}
