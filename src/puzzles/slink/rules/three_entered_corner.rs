//! `three-entered-corner`: a loop entering a 3 at one corner wraps the
//! opposite corner.

use std::ops::Range;

use crate::engine::{Anchor, Rule};
use crate::rule_meta;

use super::super::grid::CORNERS;
use super::super::state::{SegMark, Slink};
use super::marks::{conclude, entered};

pub struct ThreeEnteredCorner;

impl Rule<Slink> for ThreeEnteredCorner {
    rule_meta!(
        "three-entered-corner",
        Intermediate,
        "A line arrives at a 3's corner from outside and the other outward segment is crossed: the 3's two sides at the opposite corner are lines."
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
            if entered(p, grid.outward(cell, k)) {
                conclude(p, &grid.corner_sides(cell, 3 - k), true, out);
            }
        }
    }
}
