//! `one-closed-corner`: a 1 cannot turn at a closed corner.

use std::ops::Range;

use crate::engine::{Anchor, Rule};
use crate::rule_meta;

use super::super::grid::CORNERS;
use super::super::state::{SegMark, Slink};
use super::marks::{closed, conclude};

pub struct OneClosedCorner;

impl Rule<Slink> for OneClosedCorner {
    rule_meta!(
        "one-closed-corner",
        Intermediate,
        "A 1 with a corner whose two outward segments are crossed: its two sides at that corner are crossed."
    );

    fn anchors(&self, p: &Slink) -> Range<Anchor> {
        p.cell_anchors()
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Vec<SegMark>) {
        let grid = &p.board.grid;
        if p.board.clue(cell) != Some(1) {
            return;
        }
        for k in CORNERS {
            if closed(p, grid.outward(cell, k)) {
                conclude(p, &grid.corner_sides(cell, k), false, out);
            }
        }
    }
}
