//! `island-complete`: an island with all its cells is closed by water.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::why::{Read, count, island};

pub struct IslandComplete;

impl Rule<Nurikabe> for IslandComplete {
    rule_record!("nurikabe", "island-complete", Basic, "An island as large as its number: every cell beside it is water.";
        Nurikabe::cell_anchors
    );

    /// The island's cells make its number exactly: each one is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn derive(&self, p: &Nurikabe, cell: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        if !p.is(cell, Mark::Land) {
            return;
        }
        // Only a given number says the island is whole: a "?" island may
        // still grow, whatever its size.
        if let Some(n) = p.island_size_given(cell)
            && p.region_size(cell) == n as usize
        {
            out.extend(p.exits(cell).into_iter().map(CellMark::water));
            out.explain(|why| {
                let mut read = Read::new(p);
                read.region(cell);
                read.give(why);
                why.say(format!(
                    "the island of {} has all its {}",
                    island(p, cell),
                    count(n as usize)
                ));
            });
        }
    }
}
