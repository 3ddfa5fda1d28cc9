//! The Slitherlink rules, cheapest first. Each file holds one rule and has
//! a page of the same name in `rules/slink/`.

mod chains;
mod corners;
mod marks;
mod paths;

use crate::engine::{Anchor, AnyRule, Derived, Level, Rating, Rule, Tier};

use super::state::{SegMark, Slink};

crate::rule_list!(
    Slink;
    zero::Zero,
    clue_satisfied::ClueSatisfied,
    clue_needs_all::ClueNeedsAll,
    dot_full::DotFull,
    dot_dead_end::DotDeadEnd,
    dot_one_exit::DotOneExit,
    three_entered_corner::ThreeEnteredCorner,
    one_cross_left::OneCrossLeft,
    premature_loop::PrematureLoop,
    finished_loop::FinishedLoop,
    adjacent_threes::AdjacentThrees,
    diagonal_threes::DiagonalThrees,
    three_closed_corner::ThreeClosedCorner,
    two_closed_corner::TwoClosedCorner,
    one_closed_corner::OneClosedCorner,
    three_one_diagonal::ThreeOneDiagonal,
    two_entered_corner::TwoEnteredCorner,
    one_entered_corner::OneEnteredCorner,
    corner_chain::CornerChain,
    colour_sides::ColourSides,
    colour_clue::ColourClue,
    linked_segments::LinkedSegments,
);

/// The levels a Slitherlink's rating falls in, named as Simon Tatham's
/// Loopy names its own: easy needs a count at one number or dot, the
/// loop's line through a corner (`one-cross-left`) and the loop's ends
/// (`premature-loop`); normal, what one corner of a number says
/// (closed and entered corners) and the fixed patterns of two numbers;
/// tricky, facts passed on from corner to corner (`corner-chain`); hard,
/// what ties segments or cells across the grid (`linked-segments`,
/// `colour-sides`, `colour-clue`).
pub const LEVELS: &[Level] = &[
    level(10, "easy"),
    level(20, "normal"),
    level(30, "tricky"),
    level(35, "hard"),
    level(40, "expert"),
    level(50, "extreme"),
];

const fn level(tenths: u8, name: &'static str) -> Level {
    Level {
        from: Rating(tenths),
        name,
    }
}

/// The fifteen rules of the judge problem (PROBLEMS.md).
/// The basic rules at one anchor (the head start's): each rule's own
/// `derive`, the clue rules at a cell and the dot rules at a dot, the
/// only places they look at.
pub fn basic_together(p: &Slink, at: Anchor, out: &mut Derived<SegMark>) {
    if at < p.board.grid.cell_count() {
        Rule::derive(&zero::Zero, p, at, out);
        Rule::derive(&clue_satisfied::ClueSatisfied, p, at, out);
        Rule::derive(&clue_needs_all::ClueNeedsAll, p, at, out);
    } else {
        Rule::derive(&dot_full::DotFull, p, at, out);
        Rule::derive(&dot_dead_end::DotDeadEnd, p, at, out);
        Rule::derive(&dot_one_exit::DotOneExit, p, at, out);
    }
}

/// `rules` are the basic tier whole, which `basic_together` runs (the
/// head start's test fails should it leave one out).
pub fn is_every_basic_rule(rules: &[&'static dyn AnyRule<Slink>]) -> bool {
    // Asked at every quick run, of a selection's tier: its rules are of
    // the tier and each there once, so counting them is enough.
    let basic = ALL.iter().filter(|r| r.record().tier == Tier::Basic);
    rules.len() == basic.count() && rules.iter().all(|r| r.record().tier == Tier::Basic)
}

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
