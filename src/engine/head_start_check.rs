//! The test every puzzle's `Puzzle::head_start` takes: on many small
//! grids it must end where the solver's own run of the basic tier ends.

use std::fmt::Debug;

use super::{AnyRule, Outcome, Puzzle, Selection, Solver, Tier};

/// A small linear congruential generator: the same grids on every run.
pub struct Lcg(u64);

impl Lcg {
    pub fn new(seed: u64) -> Lcg {
        Lcg(seed)
    }

    /// A number below `bound`.
    pub fn below(&mut self, bound: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % bound
    }
}

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
    assert!(
        !P::rules().is_empty() && !rules.is_empty(),
        "no basic rules to compare with"
    );
    (left, reached, broken)
}
