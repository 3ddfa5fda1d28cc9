//! Simon Tatham's Loopy solves every puzzle its generator labels, at any
//! level, with rules alone; so does deduce: no puzzle of his needs a
//! hypothesis or a guess. deduce's rating orders them as his labels do,
//! and no step of their solves is one a less rated rule would take. The
//! samples in the repository hold three puzzles of each of his Easy,
//! Normal and Tricky levels and five Hard ones that `linked-segments` is
//! what finishes; the corpus's four sets (50 puzzles per level, with their
//! game ids) are checked whole when present.

use crate::common;

use common::tau_b::{between_labels, tau_b};
use deduce::engine::rating::level_of;
use deduce::engine::{Grade, Outcome, Puzzle, Rating, Selection, Solver, Tier};
use deduce::io::PuzzleIo;
use deduce::puzzles::slink::Slink;
use deduce::tools::cheaper::cheaper_steps;

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

/// Each puzzle's rating, solved with every rule, and the steps of its
/// main line that a less rated rule would have taken.
fn ratings(puzzles: &[Slink]) -> Vec<(Rating, usize)> {
    let solver = Solver::<Slink>::new(&Selection::all::<Slink>(), true);
    puzzles
        .iter()
        .map(|start| {
            let mut state = start.clone();
            let trace = solver.solve(&mut state);
            assert_eq!(trace.outcome, Outcome::Solved);
            let rating = Grade::of(&trace.steps).rating.expect("a step");
            (rating, cheaper_steps(start, &trace.steps).len())
        })
        .collect()
}

#[test]
fn the_samples_rate_at_the_level_their_label_names() {
    let levels = common::read(&common::repo("tests/data/slink_tatham_levels.ids"));
    let labels = levels.lines().map(|line| line.split(' ').next().unwrap());
    let text = common::read(&common::repo("tests/data/slink_tatham_levels.in"));
    let hard = common::read(&common::repo("tests/data/slink_tatham_hard.in"));
    let mut all = common::puzzles::<Slink>(&text);
    all.extend(common::puzzles::<Slink>(&hard));
    let labels: Vec<&str> = labels.chain(std::iter::repeat_n("hard", 5)).collect();
    assert_eq!(labels.len(), all.len());
    for ((rating, cheaper), label) in ratings(&all).into_iter().zip(labels) {
        assert_eq!(level_of(Slink::LEVELS, rating), label, "rated {rating}");
        assert_eq!(
            cheaper, 0,
            "a {label} puzzle took a step a cheaper rule would"
        );
    }
}

#[test]
fn tau_b_is_one_for_the_same_order_and_minus_one_reversed() {
    assert_eq!(tau_b(&[1.0, 2.0, 3.0], &[1.0, 2.0, 3.0]), 1.0);
    assert_eq!(tau_b(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]), -1.0);
}

#[test]
fn tau_b_counts_ties_as_defined() {
    // One tie in y: 2 concordant pairs over sqrt(3 * 2).
    let tied = tau_b(&[1.0, 2.0, 3.0], &[1.0, 2.0, 2.0]);
    assert!((tied - 2.0 / 6f64.sqrt()).abs() < 1e-12, "{tied}");
    assert_eq!(tau_b(&[1.0, 1.0], &[1.0, 2.0]), 0.0);
    // Labels 0 and 1 only: the 2 is left out, and the rest agree.
    assert_eq!(between_labels(&[0.0, 1.0, 2.0], &[1.0, 2.0, 0.0], 0), 1.0);
}

/// Over the corpus's four sets, the rating orders puzzles as Tatham's
/// labels do (Kendall's tau-b at least 0.85), each pair of neighbouring
/// labels apart (at least 0.3), and every step is the cheapest rule's.
#[test]
fn the_rating_orders_the_tatham_sets_as_their_labels() {
    let mut label = Vec::new();
    let mut rating = Vec::new();
    for (index, level) in ["e", "n", "t", "h"].into_iter().enumerate() {
        let Some(path) = common::corpus(&format!("slink/tatham-{level}.in")) else {
            return;
        };
        for (rated, cheaper) in ratings(&common::puzzles::<Slink>(&common::read(&path))) {
            assert_eq!(
                cheaper, 0,
                "tatham-{level}: a step a cheaper rule would take"
            );
            label.push(index as f64);
            rating.push(rated.value());
        }
    }
    let overall = tau_b(&label, &rating);
    assert!(overall >= 0.85, "tau-b {overall}");
    for low in 0..3 {
        let apart = between_labels(&label, &rating, low);
        assert!(apart >= 0.3, "labels {low} and {}: tau-b {apart}", low + 1);
    }
}
