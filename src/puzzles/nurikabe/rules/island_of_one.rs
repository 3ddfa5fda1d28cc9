//! `island-of-one`: a 1 is an island by itself.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::why::name;

pub struct IslandOfOne;

impl Rule<Nurikabe> for IslandOfOne {
    rule_record!("nurikabe", "island-of-one", Basic, "A 1 is a whole island: every cell beside it is water.";
        Nurikabe::cell_anchors
    );

    /// It reads the given alone.
    fn premises_minimal(&self) -> bool {
        true
    }

    /// A "?" is not a 1: its island may be larger.
    fn relevant(&self, p: &Nurikabe, cell: Anchor) -> bool {
        p.board.number(cell) == Some(1)
    }

    fn derive(&self, p: &Nurikabe, cell: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        if p.board.number(cell) == Some(1) {
            let open = p.board.neighbours(cell).filter(|&n| p.is(n, Mark::Unknown));
            out.extend(open.map(CellMark::water));
            out.explain(|why| {
                why.given(cell)
                    .say(format!("the 1 at {} is an island by itself", name(p, cell)));
            });
        }
    }
}
