//! Simon Tatham's Loopy solves every puzzle its generator labels, at any
//! level, with rules alone; so does deduce: no puzzle of his needs a
//! hypothesis or a guess. The sample in the repository holds Hard puzzles
//! that `linked-segments` is what finishes; the corpus's four sets (50
//! puzzles per level, with their game ids) are checked whole when present.

mod common;

use deduce::engine::{Outcome, PuzzleIo, Selection, Solver, Tier};
use deduce::puzzles::slink::Slink;

/// How many puzzles of `text` the rules up to the advanced tier (no
/// hypothesis, forcing or guess) leave unsolved, of how many.
fn unsolved_by_rules(text: &str, selection: &Selection) -> (usize, usize) {
    let solver = Solver::<Slink>::new(selection, false);
    let puzzles: Vec<Slink> = Slink::parse_batch(text, false)
        .items
        .into_iter()
        .map(|item| item.expect("the sample reads"))
        .collect();
    let unsolved = puzzles
        .iter()
        .filter(|p| {
            let mut state = (*p).clone();
            solver.solve(&mut state).outcome != Outcome::Solved
        })
        .count();
    (unsolved, puzzles.len())
}

fn rules_only() -> Selection {
    Selection::all::<Slink>().up_to::<Slink>(Tier::Advanced)
}

#[test]
fn the_hard_sample_needs_no_hypothesis_but_needs_linked_segments() {
    let text = common::read(&common::repo("tests/data/slink_tatham_hard.in"));
    assert_eq!(unsolved_by_rules(&text, &rules_only()), (0, 5));
    let without = Selection::parse::<Slink>(
        "slink-fifteen,premature-loop,finished-loop,colour-sides,colour-clue,corner-chain",
    )
    .expect("the rule list reads");
    assert_eq!(
        unsolved_by_rules(&text, &without),
        (5, 5),
        "without linked-segments the rules stop on each"
    );
}

#[test]
fn no_tatham_puzzle_of_any_level_needs_a_hypothesis() {
    for level in ["e", "n", "t", "h"] {
        let Some(path) = common::corpus(&format!("slink/tatham-{level}.in")) else {
            return;
        };
        let (unsolved, total) = unsolved_by_rules(&common::read(&path), &rules_only());
        assert_eq!(
            unsolved, 0,
            "tatham-{level}: {unsolved} of {total} need more than rules"
        );
    }
}
