//! `cell-count`: the numbers add up to the land; the rest is water.

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::why::{Read, count};

pub struct CellCount;

impl Rule<Nurikabe> for CellCount {
    rule_record!("nurikabe", "cell-count", Basic, "The numbers add up to how many cells are land, and the rest are water: once either count is reached, every undecided cell is of the other kind; going past it is a contradiction.";
        Nurikabe::whole_grid
    );

    // Cheap when it finds nothing (two counts the state keeps), which is
    // almost always: only puzzles with very little water or land, or the
    // last cells of a grid, give it work.
    //
    // Not `premises_minimal`: the cells it counts make a total exactly,
    // but the total comes from the numbers, which its account does not
    // name; the premise check finds the ones a step needs.

    /// With a "?" among the clues the land is not known, only that it is
    /// at least the numbers with each "?" as 1 (every island has at least
    /// its clue): the water is then at most the rest. Going past that
    /// much water, or reaching it, holds whatever the "?"s are; the land
    /// total, and so all that reads it, only when every clue is a number.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        let cells = p.board.cells();
        let land_least = p.board.land_least();
        let land_total = p.board.land_total();
        let summed = match land_total {
            Some(_) => "the numbers",
            None => "the numbers, each ? as 1,",
        };
        let Some(water_total) = p.board.water_most() else {
            out.refute(format!(
                "{summed} add up to {land_least}, more than the {cells} cells of the grid"
            ));
            // The numbers alone: shown at the first.
            out.explain(|why| {
                let numbers = (0..cells).filter(|&c| p.board.is_clue(c));
                why.givens(numbers);
                if let Some(first) = (0..cells).find(|&c| p.board.is_clue(c)) {
                    why.at(first);
                }
            });
            return;
        };
        let (land, water) = (p.land_count(), p.water_count());
        if let Some(land_total) = land_total
            && land > land_total
        {
            out.refute(format!(
                "{land} cells are land, but the numbers add up to {land_total}"
            ));
            out.explain(|why| counted(p, Mark::Land, why));
        } else if water > water_total {
            out.refute(format!(
                "{water} cells are water, but only {water_total} can be ({summed} take the rest)"
            ));
            out.explain(|why| counted(p, Mark::Water, why));
        } else if p.unknown_count() > 0 && (land_total == Some(land) || water == water_total) {
            let rest_water = land_total == Some(land);
            let undecided = (0..cells).filter(|&c| p.is(c, Mark::Unknown));
            out.extend(undecided.map(|c| CellMark {
                cell: c as u32,
                water: rest_water,
            }));
            out.explain(|why| {
                let (kind, total) = if rest_water {
                    (Mark::Land, land)
                } else {
                    (Mark::Water, water_total)
                };
                counted(p, kind, why);
                let (what, other, numbers) = if rest_water {
                    ("land", "water", "add up to")
                } else {
                    ("water", "land", "leave")
                };
                why.say(format!(
                    "{summed} {numbers} {} of {what}, and that many are {what} already, so the other cells are {other}",
                    count(total)
                ));
            });
        }
    }
}

/// Every cell of kind `kind` (the count that was reached or passed),
/// shown at the first undecided cell, or else at the first cell counted.
fn counted(p: &Nurikabe, kind: Mark, why: &mut Finding<CellMark>) {
    let cells = p.board.cells();
    let mut read = Read::new(p);
    read.cells((0..cells).filter(|&c| p.is(c, kind)));
    read.give(why);
    let place = (0..cells)
        .find(|&c| p.is(c, Mark::Unknown))
        .or_else(|| (0..cells).find(|&c| p.is(c, kind) && !p.board.is_clue(c)))
        .or_else(|| (0..cells).find(|&c| p.is(c, kind)))
        .unwrap_or(0);
    why.at(place);
}
