//! `three-closed-corner`: a 3 at a corner the loop cannot leave by.

use std::ops::Range;

use crate::engine::{Anchor, Rule};
use crate::rule_meta;

use super::super::grid::CORNERS;
use super::super::state::{SegMark, Slink};
use super::marks::{closed, conclude};

pub struct ThreeClosedCorner;

impl Rule<Slink> for ThreeClosedCorner {
    rule_meta!(
        "three-closed-corner",
        Intermediate,
        "A 3 with a corner whose two outward segments are crossed: its two sides at that corner are lines."
    );

    fn anchors(&self, p: &Slink) -> Range<Anchor> {
        p.cell_anchors()
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Vec<SegMark>) {
        let grid = &p.board.grid;
        if p.board.clue(cell) != Some(3) {
            return;
        }
        for k in CORNERS {
            if closed(p, grid.outward(cell, k)) {
                conclude(p, &grid.corner_sides(cell, k), true, out);
            }
        }
    }
}
