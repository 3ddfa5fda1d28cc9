//! Fill-a-Pix (`pixel`) judge output, byte for byte; traces that replay;
//! bad input refused through the command line with line and column.

use crate::common;

use std::path::PathBuf;

use common::{assert_refused, assert_replays_to, deduce, read, repo, scratch};
use deduce::engine::{Selection, Solver};
use deduce::io::PuzzleIo;
use deduce::puzzles::pixel::Pixel;

#[test]
fn sample_output_is_byte_exact() {
    let run = deduce(
        &["solve", "pixel"],
        &read(&repo("tests/data/pixel_sample.in")),
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, read(&repo("tests/data/pixel_sample.out")));
}

#[test]
fn sample_trace_replays_to_the_judge_output() {
    assert_replays_to(
        "pixel",
        &repo("tests/data/pixel_sample.in"),
        &repo("tests/data/pixel_sample.out"),
        "pixel-sample",
    );
}

/// The corpus holds one puzzle per file; they are solved all in one input
/// (the reader takes puzzle after puzzle), which must give the files'
/// answers one after another.
fn corpus_files() -> Option<Vec<PathBuf>> {
    let dir = common::corpus("pixel")?;
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    Some(inputs)
}

#[test]
fn every_corpus_puzzle_is_byte_exact_and_replays() {
    let Some(inputs) = corpus_files() else { return };
    assert!(
        inputs.len() >= 100,
        "the pixel corpus has over a hundred puzzles"
    );
    let mut all_in = String::new();
    let mut all_out = String::new();
    for input in &inputs {
        let alone = deduce(&["solve", "pixel", input.to_str().unwrap()], "");
        let expected = read(&input.with_extension("out"));
        assert_eq!(alone.status, 0, "{}: {}", input.display(), alone.stderr);
        assert!(
            alone.stdout == expected,
            "{}: output differs",
            input.display()
        );
        all_in.push_str(&read(input));
        all_in.push('\n');
        all_out.push_str(&expected);
    }
    let (joined_in, joined_out) = (scratch("pixel-corpus.in"), scratch("pixel-corpus.out"));
    std::fs::write(&joined_in, all_in).unwrap();
    std::fs::write(&joined_out, all_out).unwrap();
    assert_replays_to("pixel", &joined_in, &joined_out, "pixel-corpus");
}

#[test]
fn the_same_input_gives_the_same_trace() {
    let input = read(&repo("traces/pixel/gen-s31-hypothesis.in"));
    let first = deduce(&["solve", "pixel", "--explain"], &input);
    let second = deduce(&["solve", "pixel", "--explain"], &input);
    assert_eq!(first.status, 0, "{}", first.stderr);
    assert_eq!(first.stdout, second.stdout);
    assert_eq!(first.stderr, second.stderr);
}

#[test]
fn bad_input_is_refused_with_line_and_column() {
    let solve = ["solve", "pixel"];
    // A letter in the grid.
    assert_refused(&solve, "2 3\n1_2\n_x_\n", 3, 2, "found 'x'");
    // A short row, and a long one.
    assert_refused(&solve, "2 3\n1_2\n__\n", 3, 3, "expected 3 characters");
    assert_refused(&solve, "2 3\n1_2\n____\n", 3, 4, "expected 3 characters");
    // n or m not a number.
    assert_refused(&solve, "two 3\n1_2\n___\n", 1, 1, "the number of rows");
    assert_refused(&solve, "2 x\n1_2\n___\n", 1, 3, "the number of columns");
    assert_refused(&solve, "2\n1_2\n___\n", 1, 2, "expected two numbers");
    // A clue over 9, written as a token.
    assert_refused(
        &solve,
        "2 3\n1 _ 12\n_ _ _\n",
        2,
        5,
        "from 0 to 9, found 12",
    );
    // Fewer rows than n.
    assert_refused(&solve, "3 3\n1_2\n___\n", 4, 1, "expected row 3 of 3");
    // The judge's limits, when asked for.
    assert_refused(
        &["solve", "pixel", "--strict"],
        "11 1\n_\n",
        1,
        1,
        "from 1 to 10",
    );
    assert_refused(
        &["solve", "pixel", "--strict"],
        "1 3\n1 _ 2\n",
        2,
        2,
        "found ' '",
    );
    assert_refused(&solve, "", 1, 1, "empty");
}

#[test]
fn a_bad_puzzle_does_not_lose_the_next_one() {
    let run = deduce(&["solve", "pixel"], "2 3\n1_2\n_x_\n1 2\n1_\n");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(run.stderr.contains("line 3, column 2"), "{}", run.stderr);
    // The 1x2 with a 1 has two answers; one of them is printed.
    assert!(
        run.stdout == "01\n" || run.stdout == "10\n",
        "{}",
        run.stdout
    );
}

#[test]
fn a_puzzle_without_an_answer_says_so() {
    let run = deduce(&["solve", "pixel"], "1 1\n5\n");
    assert_eq!(run.status, 1, "{}", run.stderr);
    assert!(run.stderr.contains("no solution"), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("the 5 at r1c1 can see at most 1 black cell"),
        "{}",
        run.stderr
    );
}

/// The progress format reads back to the same text, fresh and solved; a
/// judge input's rows (without colours) read as a fresh puzzle.
#[test]
fn the_progress_format_reads_back() {
    let text = read(&repo("tests/data/pixel_sample.in"));
    let mut state = Pixel::parse_batch(&text, true).items.remove(0).unwrap();
    let fresh = state.progress_text();
    assert!(fresh.starts_with("_1__5_1_ ........\n"), "{fresh}");
    assert_eq!(Pixel::from_progress(&fresh).unwrap().progress_text(), fresh);
    let rows: String = text.lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert_eq!(Pixel::from_progress(&rows).unwrap().progress_text(), fresh);
    Solver::<Pixel>::new(&Selection::all::<Pixel>(), false).solve(&mut state);
    let solved = state.progress_text();
    assert!(solved.starts_with("_1__5_1_ 00011000\n"), "{solved}");
    assert_eq!(
        Pixel::from_progress(&solved).unwrap().progress_text(),
        solved
    );
}

#[test]
fn a_progress_mark_that_breaks_a_clue_is_refused_where_it_stands() {
    let error = Pixel::from_progress("1_ 1.\n__ 01\n").err().unwrap();
    assert_eq!((error.line, error.column), (2, 5), "{error}");
    assert!(error.message.contains("the 1 at r1c1"), "{error}");
}

fn golden_json(name: &str) -> serde_json::Value {
    serde_json::from_str(&read(&repo(&format!("traces/pixel/{name}.json")))).unwrap()
}

#[test]
fn a_tampered_colour_is_refused() {
    let mut value = golden_json("gen-s10-intermediate");
    let effect = &mut value[0]["steps"][0]["effects"][0]["colour"];
    let flipped = if effect == "black" { "white" } else { "black" };
    *effect = serde_json::json!(flipped);
    common::assert_replay_refused(&value, "pixel-flipped.json", "step 1 (");
}

#[test]
fn a_hypothesis_without_its_contradiction_is_refused() {
    let mut value = golden_json("gen-s31-hypothesis");
    let steps = value[0]["steps"].as_array_mut().unwrap();
    let hypothesis = steps
        .iter_mut()
        .find(|s| s["rule"] == "hypothesis" && s["steps"].as_array().unwrap().len() > 1)
        .expect("the golden case has a hypothesis of several steps");
    // Keep only the first sub-step: the rules then reach no contradiction.
    hypothesis["steps"].as_array_mut().unwrap().truncate(1);
    common::assert_replay_refused(&value, "pixel-short-hypothesis.json", "contradiction");
}

#[test]
fn the_untouched_golden_trace_replays() {
    let value = golden_json("gen-s31-hypothesis");
    let run = common::replay_json(&value, "pixel-untouched.json");
    assert_eq!(run.status, 0, "{}", run.stderr);
}
