//! `three-closed-corner`: a 3 at a corner the loop cannot leave by.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{closed, conclude, corners_of, shows};

pub struct ThreeClosedCorner;

impl Rule<Slink> for ThreeClosedCorner {
    rule_record!("slink",
        "three-closed-corner",
        Intermediate,
        "A 3 with a corner whose two outward segments are crossed: its two sides at that corner are lines.";
        Slink::cell_anchors
    );

    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 3)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark>) {
        let grid = &p.board.grid;
        for k in corners_of(p, cell, 3) {
            if closed(p, grid.outward(cell, k)) {
                conclude(p, &grid.corner_sides(cell, k), true, out);
            }
        }
    }
}
