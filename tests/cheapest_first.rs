//! The cheapest rule first, really: no step on the main line of a
//! Slitherlink solve is one that a less rated rule would take on the state
//! before it (`deduce coverage` counts such steps per rule, `cheaper`).
//! The golden cases are checked always; the corpus's janko sets when the
//! corpus is present, the large one in four parts so that no test runs
//! long. The Tatham sets are checked in `tatham_levels.rs`.

mod common;

use deduce::engine::{Outcome, Selection, Solver};
use deduce::puzzles::slink::Slink;
use deduce::tools::cheaper::cheaper_steps;

/// Every step of `puzzles` (numbered from 1 in `name`) that a less rated
/// rule would have taken, as `name puzzle N step S: RULE where INSTEAD`.
fn steps_a_cheaper_rule_takes<'a>(
    puzzles: impl Iterator<Item = (usize, &'a Slink)>,
    name: &str,
) -> Vec<String> {
    let solver = Solver::<Slink>::new(&Selection::all::<Slink>(), true);
    let mut found = Vec::new();
    for (number, start) in puzzles {
        let mut state = start.clone();
        let trace = solver.solve(&mut state);
        assert_eq!(trace.outcome, Outcome::Solved, "{name} puzzle {number}");
        for cheaper in cheaper_steps(start, &trace.steps) {
            found.push(format!(
                "{name} puzzle {number} step {}: {} where {} applies",
                cheaper.step + 1,
                cheaper.rule,
                cheaper.instead
            ));
        }
    }
    found
}

fn assert_none(found: Vec<String>) {
    assert!(
        found.is_empty(),
        "{} steps a less rated rule would take, first: {:?}",
        found.len(),
        &found[..found.len().min(5)]
    );
}

#[test]
fn no_golden_slitherlink_solve_takes_a_step_a_cheaper_rule_would() {
    let mut found = Vec::new();
    let mut inputs = common::golden::cases("slink", 10);
    inputs.push(common::repo("tests/data/slink_sample.in"));
    for input in inputs {
        let all = common::puzzles::<Slink>(&common::read(&input));
        let name = input.file_name().unwrap().to_string_lossy().into_owned();
        found.extend(steps_a_cheaper_rule_takes(
            all.iter().enumerate().map(|(i, p)| (i + 1, p)),
            &name,
        ));
    }
    assert_none(found);
}

/// The puzzles of a corpus set whose number is `part` modulo `parts`.
fn corpus_part(set: &str, part: usize, parts: usize) {
    let Some(path) = common::corpus(&format!("slink/{set}.in")) else {
        return;
    };
    let all = common::puzzles::<Slink>(&common::read(&path));
    let chosen = all
        .iter()
        .enumerate()
        .map(|(i, p)| (i + 1, p))
        .filter(|(number, _)| number % parts == part);
    assert_none(steps_a_cheaper_rule_takes(chosen, set));
}

#[test]
fn janko_full_takes_no_step_a_cheaper_rule_would() {
    corpus_part("janko-full", 0, 1);
}

#[test]
fn janko_blank_medium_takes_no_step_a_cheaper_rule_would() {
    corpus_part("janko-blank-medium", 0, 1);
}

#[test]
fn janko_blank_small_part_1_takes_no_step_a_cheaper_rule_would() {
    corpus_part("janko-blank-small", 1, 4);
}

#[test]
fn janko_blank_small_part_2_takes_no_step_a_cheaper_rule_would() {
    corpus_part("janko-blank-small", 2, 4);
}

#[test]
fn janko_blank_small_part_3_takes_no_step_a_cheaper_rule_would() {
    corpus_part("janko-blank-small", 3, 4);
}

#[test]
fn janko_blank_small_part_4_takes_no_step_a_cheaper_rule_would() {
    corpus_part("janko-blank-small", 0, 4);
}
