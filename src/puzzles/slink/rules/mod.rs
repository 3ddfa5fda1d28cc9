//! The Slitherlink rules, cheapest first. Each file holds one rule and has
//! a page of the same name in `rules/slink/`.

mod marks;

mod adjacent_threes;
mod clue_needs_all;
mod clue_satisfied;
mod colour_clue;
mod colour_sides;
mod diagonal_threes;
mod dot_dead_end;
mod dot_full;
mod dot_one_exit;
mod finished_loop;
mod one_closed_corner;
mod one_entered_corner;
mod premature_loop;
mod three_closed_corner;
mod three_entered_corner;
mod three_one_diagonal;
mod two_closed_corner;
mod two_entered_corner;
mod zero;

use crate::engine::Rule;
use crate::rule_pages;

use super::state::Slink;

pub static ALL: &[&dyn Rule<Slink>] = &[
    &zero::Zero,
    &clue_satisfied::ClueSatisfied,
    &clue_needs_all::ClueNeedsAll,
    &dot_full::DotFull,
    &dot_dead_end::DotDeadEnd,
    &dot_one_exit::DotOneExit,
    &adjacent_threes::AdjacentThrees,
    &diagonal_threes::DiagonalThrees,
    &three_closed_corner::ThreeClosedCorner,
    &two_closed_corner::TwoClosedCorner,
    &one_closed_corner::OneClosedCorner,
    &three_entered_corner::ThreeEnteredCorner,
    &three_one_diagonal::ThreeOneDiagonal,
    &two_entered_corner::TwoEnteredCorner,
    &one_entered_corner::OneEnteredCorner,
    &premature_loop::PrematureLoop,
    &finished_loop::FinishedLoop,
    &colour_sides::ColourSides,
    &colour_clue::ColourClue,
];

/// The rules' pages, in the order of `ALL`; the engine's steps' pages are
/// added by `rule_pages!`.
pub static PAGES: &[(&str, &str)] = rule_pages!(
    "slink";
    "zero",
    "clue-satisfied",
    "clue-needs-all",
    "dot-full",
    "dot-dead-end",
    "dot-one-exit",
    "adjacent-threes",
    "diagonal-threes",
    "three-closed-corner",
    "two-closed-corner",
    "one-closed-corner",
    "three-entered-corner",
    "three-one-diagonal",
    "two-entered-corner",
    "one-entered-corner",
    "premature-loop",
    "finished-loop",
    "colour-sides",
    "colour-clue",
);

/// The fifteen rules of the judge problem (PROBLEMS.md).
const FIFTEEN: &[&str] = &[
    "zero",
    "clue-satisfied",
    "clue-needs-all",
    "adjacent-threes",
    "diagonal-threes",
    "dot-one-exit",
    "dot-full",
    "dot-dead-end",
    "three-closed-corner",
    "two-closed-corner",
    "one-closed-corner",
    "three-entered-corner",
    "three-one-diagonal",
    "two-entered-corner",
    "one-entered-corner",
];

pub static SETS: &[(&str, &[&str])] = &[("slink-fifteen", FIFTEEN)];
