//! The test every puzzle's `Puzzle::head_start` takes: on many small
//! grids it must end where the solver's own run of the basic tier ends.

use std::fmt::Debug;

use super::{AnyRule, Outcome, Puzzle, Selection, Solver, Tier};

/// The tests' and the benchmark's own generator: the same grids on every
/// run.
#[path = "../../tests/common/random.rs"]
#[allow(dead_code)]
mod random;
pub use random::Lcg;

/// Takes each puzzle both ways: the head start, and the basic tier run by
/// a recording solver's queues (which has no head start). What `decided`
/// reads must then agree; where the tier meets a contradiction, the head
/// start must leave the grid as it was, unless it finished the grid and
/// only the final check fails (which the solver makes after a head start
/// too). Returns the states the head start left, with how many reached
/// the tier's end and how many broke.
pub fn compare_with_basic_tier<P: Puzzle, S: PartialEq + Debug>(
    puzzles: Vec<P>,
    decided: impl Fn(&P) -> S,
) -> (Vec<P>, usize, usize) {
    let up_to_basic = Selection::all::<P>().up_to::<P>(Tier::Basic);
    let basic = Solver::<P>::new(&up_to_basic, true);
    let rules: Vec<&'static dyn AnyRule<P>> = P::rules()
        .iter()
        .copied()
        .filter(|r| r.record().tier == Tier::Basic)
        .collect();
    assert!(!rules.is_empty(), "no basic rules to compare with");
    let (mut reached, mut broken) = (0, 0);
    let mut left = Vec::new();
    for puzzle in puzzles {
        let mut solved = puzzle.clone();
        let no_solution = matches!(basic.solve(&mut solved).outcome, Outcome::NoSolution(_));
        let mut started = puzzle.clone();
        let settled = started.head_start(&rules);
        let unfinishable = settled && started.is_complete() && started.check_complete().is_err();
        if no_solution && !unfinishable {
            assert!(!settled, "the head start went on past a contradiction");
            assert_eq!(decided(&started), decided(&puzzle), "not left as it was");
            broken += 1;
        } else {
            assert!(settled, "the head start stopped short");
            assert_eq!(no_solution, unfinishable);
            assert_eq!(
                decided(&started),
                decided(&solved),
                "not where the tier ends"
            );
            reached += 1;
        }
        left.push(started);
    }
    (left, reached, broken)
}
