//! `island-one-exit`: an island that must grow and has one way to.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::board::Clue;
use super::super::state::{CellMark, Mark, Nurikabe};
use super::why::{Read, count, island, name};

pub struct IslandOneExit;

impl Rule<Nurikabe> for IslandOneExit {
    rule_record!("nurikabe", "island-one-exit", Intermediate, "An island short of its number (or land with no number yet) with only one undecided cell beside it grows there.";
        Nurikabe::cell_anchors
    );

    fn derive(&self, p: &Nurikabe, cell: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        if !p.is(cell, Mark::Land) {
            return;
        }
        // Land with no number must still reach one; an island with one
        // must reach its size. A "?" island may stop at any size: it need
        // not grow.
        let must_grow = match p.island_clue(cell) {
            None => true,
            Some(Clue::Number(n)) => p.region_size(cell) < n as usize,
            Some(Clue::Hidden) => false,
        };
        if must_grow && let Some(only) = p.only_exit(cell) {
            out.push(CellMark::land(only));
            out.explain(|why| {
                let mut read = Read::new(p);
                read.region(cell);
                read.around(cell);
                read.give(why);
                let what = match p.island_size_given(cell) {
                    Some(n) => format!(
                        "the island of {} has {} of its {}",
                        island(p, cell),
                        p.region_size(cell),
                        count(n as usize)
                    ),
                    None => format!("the land at {} has no number yet", name(p, cell)),
                };
                why.say(format!("{what} and can grow only into {}", name(p, only)));
            });
        }
    }
}
