//! The Slitherlink rules, cheapest first. Each file holds one rule and has
//! a page of the same name in `rules/slink/`.

mod chains;
mod marks;
mod paths;

use crate::engine::AnyRule;

use super::state::Slink;

crate::rule_list!(
    Slink;
    zero::Zero,
    clue_satisfied::ClueSatisfied,
    clue_needs_all::ClueNeedsAll,
    dot_full::DotFull,
    dot_dead_end::DotDeadEnd,
    dot_one_exit::DotOneExit,
    adjacent_threes::AdjacentThrees,
    diagonal_threes::DiagonalThrees,
    three_closed_corner::ThreeClosedCorner,
    two_closed_corner::TwoClosedCorner,
    one_closed_corner::OneClosedCorner,
    three_entered_corner::ThreeEnteredCorner,
    three_one_diagonal::ThreeOneDiagonal,
    two_entered_corner::TwoEnteredCorner,
    one_entered_corner::OneEnteredCorner,
    premature_loop::PrematureLoop,
    finished_loop::FinishedLoop,
    colour_sides::ColourSides,
    colour_clue::ColourClue,
);

/// The fifteen rules of the judge problem (PROBLEMS.md).
const FIFTEEN: &[&dyn AnyRule<Slink>] = &[
    &zero::Zero,
    &clue_satisfied::ClueSatisfied,
    &clue_needs_all::ClueNeedsAll,
    &adjacent_threes::AdjacentThrees,
    &diagonal_threes::DiagonalThrees,
    &dot_one_exit::DotOneExit,
    &dot_full::DotFull,
    &dot_dead_end::DotDeadEnd,
    &three_closed_corner::ThreeClosedCorner,
    &two_closed_corner::TwoClosedCorner,
    &one_closed_corner::OneClosedCorner,
    &three_entered_corner::ThreeEnteredCorner,
    &three_one_diagonal::ThreeOneDiagonal,
    &two_entered_corner::TwoEnteredCorner,
    &one_entered_corner::OneEnteredCorner,
];

pub static SETS: &[(&str, &[&dyn AnyRule<Slink>])] = &[("slink-fifteen", FIFTEEN)];
