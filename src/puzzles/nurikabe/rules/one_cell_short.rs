//! `one-cell-short`: an island one cell short touches, once complete,
//! every cell beside all of its ways to grow.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::why::{Read, is_are, island, list};

pub struct OneCellShort;

impl Rule<Nurikabe> for OneCellShort {
    rule_record!("nurikabe", "one-cell-short", Intermediate, "An island one cell short of its number: an undecided cell beside every one of its ways to grow is water (typically the corner between two diagonal ways).";
        Nurikabe::cell_anchors
    );

    /// Whichever way the island takes its last cell, that cell touches the
    /// shared neighbour, which then borders the complete island.
    fn derive(&self, p: &Nurikabe, cell: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        if !p.is(cell, Mark::Land) {
            return;
        }
        // A "?" island lacks nothing it must have: it may stop here.
        let Some(n) = p.island_size_given(cell) else {
            return;
        };
        if p.region_size(cell) + 1 != n as usize {
            return;
        }
        let exits = p.exits(cell);
        if exits.len() < 2 {
            return;
        }
        let touches_all = |c: &usize| {
            exits
                .iter()
                .all(|&e| p.board.neighbours(e).any(|x| x == *c))
        };
        let mut shared: Vec<usize> = p
            .board
            .neighbours(exits[0])
            .filter(|&c| p.is(c, Mark::Unknown) && !exits.contains(&c))
            .collect();
        shared.retain(touches_all);
        if shared.is_empty() {
            return;
        }
        out.extend(shared.iter().map(|&c| CellMark::water(c)));
        out.explain(|why| {
            let mut read = Read::new(p);
            read.region(cell);
            read.around(cell);
            read.give(why);
            let mut ways = exits.clone();
            ways.sort_unstable();
            why.say(format!(
                "the island of {} lacks 1 cell, and {} {} beside each of its ways to grow ({})",
                island(p, cell),
                list(p, &shared),
                is_are(&shared),
                list(p, &ways)
            ));
        });
    }
}
