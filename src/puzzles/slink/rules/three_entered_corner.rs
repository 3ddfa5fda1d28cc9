//! `three-entered-corner`: a loop entering a 3 at one corner wraps the
//! opposite corner.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{conclude, corners_of, entered, shows};

pub struct ThreeEnteredCorner;

impl Rule<Slink> for ThreeEnteredCorner {
    rule_record!("slink",
        "three-entered-corner",
        Intermediate,
        "A line arrives at a 3's corner from outside and the other outward segment is crossed: the 3's two sides at the opposite corner are lines.";
        Slink::cell_anchors
    );

    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 3)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark>) {
        let grid = &p.board.grid;
        for k in corners_of(p, cell, 3) {
            if entered(p, grid.outward(cell, k)) {
                conclude(p, &grid.corner_sides(cell, 3 - k), true, out);
            }
        }
    }
}
