//! The Fill-a-Pix rules, cheapest first: one window at a time, then two
//! overlapping windows. Each file holds one rule, but `window_ways.rs`:
//! the ways to finish a window, which `window-patterns` tries.

use super::head_start::SingleClue;
use super::state::{Colour, Paint, Pixel};
use crate::engine::premise_check::{MINIMIZED_AT_MOST, PremiseCheck};
use crate::engine::{Anchor, AnyRule, Derived, Why};

crate::rule_list!(
    Pixel;
    full_window::FullWindow,
    tight_window::TightWindow,
    window_overlap::WindowOverlap,
    window_patterns::WindowPatterns,
);

mod window_ways;

/// Which of the single-clue rules `basic` holds, for the head start;
/// `None` when it holds any other rule, which the head start does not
/// run.
pub fn single_clue(basic: &[&'static dyn AnyRule<Pixel>]) -> Option<SingleClue> {
    let mut rules = SingleClue {
        full: false,
        tight: false,
    };
    for &rule in basic {
        if rule.is(&full_window::FullWindow) {
            rules.full = true;
        } else if rule.is(&tight_window::TightWindow) {
            rules.tight = true;
        } else {
            return None;
        }
    }
    Some(rules)
}

/// The cells of `bits` in the window of `centre` painted `black`; the
/// bits are undecided cells.
fn paint_open(
    p: &Pixel,
    centre: usize,
    bits: u16,
    black: bool,
    out: &mut Derived<Paint, impl Why<Paint>>,
) {
    out.extend(p.board.cells_of(centre, bits).map(|cell| Paint {
        cell: cell as u32,
        black,
    }));
}

/// `paint_open`, and while a trace is recorded `say` after it, which
/// says why (apart and cold): the judge's path is `paint_open` alone, as
/// it was before rules said why.
#[inline(always)]
fn paint_and_say<W: Why<Paint>>(
    p: &Pixel,
    centre: usize,
    bits: u16,
    black: bool,
    out: &mut Derived<Paint, W>,
    say: fn(&Pixel, Anchor, &mut Derived<Paint, W>),
) {
    if out.explaining() {
        paint_then_say(p, centre, bits, black, out, say);
    } else {
        paint_open(p, centre, bits, black, out);
    }
}

#[cold]
#[inline(never)]
fn paint_then_say<W: Why<Paint>>(
    p: &Pixel,
    centre: usize,
    bits: u16,
    black: bool,
    out: &mut Derived<Paint, W>,
    say: fn(&Pixel, Anchor, &mut Derived<Paint, W>),
) {
    paint_open(p, centre, bits, black, out);
    say(p, centre, out);
}

/// The decided cells of the window of `centre` whose colour `keep`
/// accepts, as the marks that hold there: what a rule read of that
/// window, for its premises.
fn painted_in<'p>(
    p: &'p Pixel,
    centre: usize,
    keep: impl Fn(Colour) -> bool + 'p,
) -> impl Iterator<Item = Paint> + 'p {
    p.board.window(centre).filter_map(move |cell| {
        let colour = p.colour(cell);
        (colour != Colour::Undecided && keep(colour)).then_some(Paint {
            cell: cell as u32,
            black: colour == Colour::Black,
        })
    })
}

/// "the 5 at r2c3 needs 3 more black cells among its 5 undecided
/// cells": where a clue stands, as the rules of two windows read it.
fn needs_text(p: &Pixel, centre: usize, clue: u8, need: usize, open: usize) -> String {
    format!(
        "the {clue} at {} needs {need} more black {} among its {open} undecided {}",
        p.name(centre),
        cells_word(need),
        cells_word(open)
    )
}

/// "cell" or "cells", as `count` asks.
fn cells_word(count: usize) -> &'static str {
    if count == 1 { "cell" } else { "cells" }
}

use crate::engine::words::join_and as and_list;

/// The decided cells of the windows of `centres`, each once, in reading
/// order.
fn painted_in_all(p: &Pixel, centres: &[usize]) -> Vec<Paint> {
    let mut marks: Vec<Paint> = centres
        .iter()
        .flat_map(|&centre| painted_in(p, centre, |_| true))
        .collect();
    marks.sort_unstable_by_key(|m| m.cell);
    marks.dedup();
    marks
}

/// Drops from `marks` every mark `rule` does without at `at` to reach
/// `effects`, however many there are (`PremiseCheck::minimize_fully`): a
/// rule that stops at the first of several pairs to fire may need a mark
/// only while another is there. False, with `marks` left as they are,
/// when they do not suffice to begin with.
///
/// Marks few enough for the solver to make minimal itself are only
/// checked here: the solver drops them by the same test (the rule, the
/// anchor, the step's effects), and dropping them here first would have
/// it try every mark left once more, for nothing.
fn settle(
    rule: &dyn AnyRule<Pixel>,
    p: &Pixel,
    at: Anchor,
    marks: &mut Vec<Paint>,
    effects: &[Paint],
) -> bool {
    let mut check = PremiseCheck::new(p);
    if marks.len() <= MINIMIZED_AT_MOST {
        return check.reaches(rule, at, marks, effects);
    }
    check.minimize_fully(rule, at, marks, effects)
}
