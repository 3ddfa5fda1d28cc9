//! The cheapest rule first, really: no step on the main line of a solve
//! is one that a less rated rule would take on the state before it
//! (`deduce coverage` counts such steps per rule, `cheaper`). The golden
//! cases of every puzzle are checked always; the corpus's Slitherlink and
//! Nurikabe sets that solve quickly when the corpus is present, the large
//! ones in parts so that no test runs long. The Tatham sets are checked in
//! `tatham_levels.rs`.

use crate::common;

use deduce::engine::{Selection, Solver};
use deduce::io::PuzzleIo;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;
use deduce::tools::cheaper::cheaper_steps;

/// Every step of `puzzles` (numbered from 1 in `name`) that a less rated
/// rule would have taken, as `name puzzle N step S: RULE where INSTEAD
/// applies`.
fn steps_a_cheaper_rule_takes<'a, P: PuzzleIo + 'a>(
    puzzles: impl Iterator<Item = (usize, &'a P)>,
    name: &str,
) -> Vec<String> {
    let solver = Solver::<P>::new(&Selection::all::<P>(), true);
    let mut found = Vec::new();
    for (number, start) in puzzles {
        let mut state = start.clone();
        let trace = solver.solve(&mut state);
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

fn numbered<P>(all: &[P]) -> impl Iterator<Item = (usize, &P)> {
    all.iter().enumerate().map(|(i, p)| (i + 1, p))
}

fn assert_none(found: Vec<String>) {
    assert!(
        found.is_empty(),
        "{} steps a less rated rule would take, first: {:?}",
        found.len(),
        &found[..found.len().min(5)]
    );
}

fn golden_cases<P: PuzzleIo>(kind: &str) {
    let mut found = Vec::new();
    for input in common::golden::cases(kind, 5) {
        let all = common::puzzles::<P>(&common::read(&input));
        let name = input.file_name().unwrap().to_string_lossy().into_owned();
        found.extend(steps_a_cheaper_rule_takes(numbered(&all), &name));
    }
    assert_none(found);
}

/// The puzzles of a corpus set whose number is `part` modulo `parts`.
fn corpus_part<P: PuzzleIo>(kind: &str, set: &str, part: usize, parts: usize) {
    let Some(path) = common::corpus(&format!("{kind}/{set}.in")) else {
        return;
    };
    let all = common::puzzles::<P>(&common::read(&path));
    let chosen = numbered(&all).filter(|(number, _)| number % parts == part);
    assert_none(steps_a_cheaper_rule_takes(chosen, set));
}

#[test]
fn no_golden_slitherlink_solve_takes_a_step_a_cheaper_rule_would() {
    golden_cases::<Slink>("slink");
    let sample = common::read(&common::repo("tests/data/slink_sample.in"));
    let all = common::puzzles::<Slink>(&sample);
    assert_none(steps_a_cheaper_rule_takes(numbered(&all), "slink_sample"));
}

#[test]
fn no_golden_nurikabe_solve_takes_a_step_a_cheaper_rule_would() {
    golden_cases::<Nurikabe>("nurikabe");
}

/// Three corpus puzzles (`tests/data/nurikabe_wakes.ids`) where a mark
/// makes a basic or intermediate rule apply at a cell the mark's
/// neighbours do not reach: a second water region, land joining an
/// island, a diagonal neighbour's 2x2 block.
#[test]
fn a_nurikabe_rule_is_woken_where_a_mark_beyond_its_neighbours_makes_it_apply() {
    let text = common::read(&common::repo("tests/data/nurikabe_wakes.in"));
    let all = common::puzzles::<Nurikabe>(&text);
    assert_eq!(all.len(), 3);
    assert_none(steps_a_cheaper_rule_takes(numbered(&all), "nurikabe_wakes"));
}

#[test]
fn no_golden_su_domino_ku_solve_takes_a_step_a_cheaper_rule_would() {
    golden_cases::<SuDominoKu>("sudominoku");
}

#[test]
fn no_golden_fill_a_pix_solve_takes_a_step_a_cheaper_rule_would() {
    golden_cases::<Pixel>("pixel");
}

#[test]
fn slink_janko_full_takes_no_step_a_cheaper_rule_would() {
    corpus_part::<Slink>("slink", "janko-full", 0, 1);
}

#[test]
fn slink_janko_blank_medium_takes_no_step_a_cheaper_rule_would() {
    corpus_part::<Slink>("slink", "janko-blank-medium", 0, 1);
}

#[test]
fn slink_janko_blank_small_part_1_takes_no_step_a_cheaper_rule_would() {
    corpus_part::<Slink>("slink", "janko-blank-small", 1, 2);
}

#[test]
fn slink_janko_blank_small_part_2_takes_no_step_a_cheaper_rule_would() {
    corpus_part::<Slink>("slink", "janko-blank-small", 0, 2);
}

#[test]
fn nurikabe_janko_judge_takes_no_step_a_cheaper_rule_would() {
    corpus_part::<Nurikabe>("nurikabe", "janko-judge", 0, 1);
}

#[test]
fn nurikabe_janko_general_small_takes_no_step_a_cheaper_rule_would() {
    corpus_part::<Nurikabe>("nurikabe", "janko-general-small", 0, 1);
}
