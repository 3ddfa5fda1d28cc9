//! Depth never breaks a promise: the guess search goes as deep as a
//! puzzle needs without overflowing the stack or copying the grid at
//! every level, and every trace it writes replays, however many guesses
//! it holds. A trace deeper than any deduce writes is refused unread.

use crate::common;

use common::{deduce, read, scratch};
use deduce::engine::{Outcome, Selection, Solver};
use deduce::io::PuzzleIo;
use deduce::puzzles::pixel::Pixel;

/// Solves `input` with `args`, writes the JSON trace, and replays it:
/// the replay must print what the solve printed, and exit as it did.
fn solve_and_replay(args: &[&str], input: &str, name: &str) -> String {
    let path = scratch(name);
    let trace = path.to_str().unwrap();
    let mut with_json = args.to_vec();
    with_json.extend(["--json", trace]);
    let solved = deduce(&with_json, input);
    assert_eq!(solved.status, 0, "{name}: {}", solved.stderr);
    let replayed = deduce(&["replay", trace], "");
    assert_eq!(replayed.status, 0, "{name}: {}", replayed.stderr);
    assert_eq!(replayed.stdout, solved.stdout, "{name}");
    read(&path)
}

/// A blank Fill-a-Pix: every cell is decided by a guess.
fn blank_pixel(rows: usize, cols: usize) -> String {
    let mut text = format!("{rows} {cols}\n");
    for _ in 0..rows {
        text.push_str(&"_".repeat(cols));
        text.push('\n');
    }
    text
}

#[test]
fn a_trace_of_70_guesses_replays() {
    // Written with each guess nested in the last, a trace of more than 62
    // guesses was over 128 levels deep, where the JSON reader stopped
    // (replay exited 2, "recursion limit exceeded").
    let trace = solve_and_replay(&["solve", "pixel"], &blank_pixel(1, 70), "guesses-70.json");
    assert_eq!(trace.matches("\"rule\":\"guess\"").count(), 70);
    assert!(trace.contains("\"branch\":\"solved\""));
}

#[test]
fn a_blank_30x30_slitherlink_trace_replays() {
    let input = common::open_grid(30, None);
    let trace = solve_and_replay(&["solve", "slink"], &input, "blank-slink-30.json");
    assert!(trace.contains("\"rule\":\"guess\""));
}

#[test]
fn a_search_14000_guesses_deep_neither_overflows_nor_copies_the_grid_each_time() {
    // It overflowed the stack (abort, exit 134) after taking 1.4 GB: one
    // call and one copy of the 14x1000 grid per guess.
    let input = blank_pixel(14, 1000);
    let trace = solve_and_replay(&["solve", "pixel", "--rules", "guess"], &input, "deep.json");
    assert_eq!(trace.matches("\"rule\":\"guess\"").count(), 14_000);
    let solved = deduce(&["solve", "pixel", "--rules", "guess"], &input);
    let rows: Vec<&str> = solved.stdout.lines().collect();
    assert_eq!(rows.len(), 14);
    assert!(
        rows.iter()
            .all(|r| r.len() == 1000 && r.bytes().all(|b| b == b'0' || b == b'1'))
    );
}

/// A trace whose first step nests `depth` refuted guesses, one in the
/// other, the innermost without the contradiction it needs.
fn nested_guesses(depth: usize) -> String {
    let cell = |i: usize, colour: &str| {
        format!(
            r#"{{"row":{},"col":{},"colour":"{colour}"}}"#,
            i / 1000,
            i % 1000
        )
    };
    let mut steps = String::new();
    for i in 0..depth {
        steps.push_str(&format!(
            r#"{{"rule":"guess","assume":{},"branch":"contradiction","effects":[{}],"premises":{{"givens":[],"marks":[]}},"reason":"r","contradiction":"c","contradiction_premises":{{"givens":[],"marks":[]}},"steps":["#,
            cell(i, "white"),
            cell(i, "black")
        ));
    }
    steps.push_str(&"]}".repeat(depth));
    let row = format!("\"{}\"", "_".repeat(1000));
    format!(
        r#"{{"format":"deduce-trace","version":3,"puzzle":{{"clues":[{row},{row}],"cols":1000,"kind":"pixel","rows":2}},"allowed":["guess"],"steps":[{steps}],"outcome":{{"result":"solved"}}}}"#
    )
}

#[test]
fn a_trace_as_deep_as_deduce_may_write_is_read_and_judged() {
    // Refuted guesses nest at most 1,000 deep in a trace deduce writes:
    // one that deep is read and replayed down to its innermost guess.
    let path = scratch("nested-1000.json");
    std::fs::write(&path, nested_guesses(1000)).unwrap();
    let run = deduce(&["replay", path.to_str().unwrap()], "");
    assert_eq!(run.status, 2, "{}", run.stderr);
    let innermost = format!("step 1{} (guess)", ".1".repeat(999));
    assert!(run.stderr.contains(&innermost), "{}", &run.stderr[..300]);
    assert!(run.stderr.contains("the sub-steps reach no contradiction"));
}

#[test]
fn a_trace_deeper_than_deduce_writes_is_refused_unread() {
    let path = scratch("nested-deeper.json");
    std::fs::write(&path, nested_guesses(20_000)).unwrap();
    let run = deduce(&["replay", path.to_str().unwrap()], "");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("line 1, column ")
            && run.stderr.contains("deeper than any trace deduce writes"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_recorded_search_nesting_past_its_limit_gives_up_and_judge_output_does_not() {
    // By guesses alone, the refutation of this puzzle nests two deep.
    let text = "2 3\n4_0\n___\n";
    let puzzle = || Pixel::parse_batch(text, false).items.remove(0).unwrap();
    let guesses = Selection::parse::<Pixel>("guess").unwrap();
    let solver = |record: bool, limit: usize| {
        Solver::<Pixel>::new(&guesses, record).with_nesting_limit(limit)
    };
    let deep = solver(true, 2).solve(&mut puzzle());
    assert!(
        matches!(deep.outcome, Outcome::NoSolution(_)),
        "{:?}",
        deep.outcome
    );
    let mut start = puzzle();
    let shallow = solver(true, 1).solve(&mut start);
    let Outcome::GaveUp(why) = shallow.outcome else {
        panic!("{:?}", shallow.outcome);
    };
    assert!(why.contains("more than 1 failed guesses"), "{why}");
    // Back where the search began: the grid as given, no steps.
    assert!(shallow.steps.is_empty());
    assert_eq!(start.progress_text(), puzzle().progress_text());
    let quiet = solver(false, 1).solve(&mut puzzle());
    assert!(matches!(quiet.outcome, Outcome::NoSolution(_)));
}
