//! The test every puzzle's `Puzzle::head_start` takes: on many small
//! grids it must end where the solver's own run of the same tiers ends.

use std::fmt::Debug;

use super::{Outcome, Puzzle, Selection, Solver, Tier};

/// The tests' and the benchmark's own generator: the same grids on every
/// run.
#[path = "../../tests/common/random.rs"]
#[allow(dead_code)]
mod random;
pub use random::Lcg;

/// A recording solver (which has no head start) of every rule up to
/// `through`: `Solver::rules_of` gives them by tier, as
/// `Puzzle::head_start` is given them.
pub fn up_to<P: Puzzle>(through: Tier) -> Solver<P> {
    Solver::<P>::new(&Selection::all::<P>().up_to::<P>(through), true)
}

/// Takes each puzzle both ways: the head start, given the tiers up to
/// `through`, and those tiers run by a recording solver's queues (which
/// has no head start). What `decided` reads must then agree; where the
/// tiers meet a contradiction, the head start must leave the grid as it
/// was, unless it finished the grid and only the final check fails (which
/// the solver makes after a head start too). Returns the states the head
/// start left, with how many reached the tiers' end and how many broke.
pub fn compare_with_tiers<P: Puzzle, S: PartialEq + Debug>(
    puzzles: Vec<P>,
    through: Tier,
    decided: impl Fn(&P) -> S,
) -> (Vec<P>, usize, usize) {
    let solver = up_to::<P>(through);
    let rules_of = |tier: Tier| solver.rules_of(tier);
    assert!(
        !rules_of(through).is_empty(),
        "no rules of {through:?} to compare with"
    );
    let (mut reached, mut broken) = (0, 0);
    let mut left = Vec::new();
    for puzzle in puzzles {
        let mut solved = puzzle.clone();
        let no_solution = matches!(solver.solve(&mut solved).outcome, Outcome::NoSolution(_));
        let mut started = puzzle.clone();
        let settled = started.head_start(&rules_of);
        let unfinishable =
            settled.is_some() && started.is_complete() && started.check_complete().is_err();
        if no_solution && !unfinishable {
            assert_eq!(settled, None, "the head start went on past a contradiction");
            assert_eq!(decided(&started), decided(&puzzle), "not left as it was");
            broken += 1;
        } else {
            // It says it took every tier up to `through`, since the
            // solver then leaves those tiers' rules to wait for a change.
            assert!(
                settled.is_some_and(|tier| tier >= through),
                "the head start stopped short: {settled:?}"
            );
            assert_eq!(no_solution, unfinishable);
            assert_eq!(
                decided(&started),
                decided(&solved),
                "not where the tiers end"
            );
            reached += 1;
        }
        left.push(started);
    }
    (left, reached, broken)
}
