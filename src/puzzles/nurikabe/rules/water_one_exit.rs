//! `water-one-exit`: all water is one region, so water with one way out
//! goes out that way.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::why::{Read, name};

pub struct WaterOneExit;

impl Rule<Nurikabe> for WaterOneExit {
    rule_record!("nurikabe", "water-one-exit", Intermediate, "A water region with only one undecided cell beside it, while other water exists, extends there.";
        Nurikabe::cell_anchors
    );

    fn derive(&self, p: &Nurikabe, cell: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        if !p.is(cell, Mark::Water) || p.water_count() == p.region_size(cell) {
            return;
        }
        if let Some(only) = p.only_exit(cell) {
            out.push(CellMark::water(only));
            out.explain(|why| {
                let mut read = Read::new(p);
                read.region(cell);
                read.around(cell);
                // Some water outside: this water must reach it.
                let root = p.root(cell);
                let cells = p.board.cells();
                let other = (0..cells).find(|&c| p.is(c, Mark::Water) && p.root(c) != root);
                read.cells(other);
                read.give(why);
                why.say(format!(
                    "the water at {} must join the water at {} and can go out only through {}",
                    name(p, cell),
                    other.map_or_else(String::new, |c| name(p, c)),
                    name(p, only)
                ));
            });
        }
    }
}
