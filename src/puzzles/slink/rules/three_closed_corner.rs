//! `three-closed-corner`: a 3 at a corner the loop cannot leave by.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{
    closed, closed_corner_marks, closed_corner_text, conclude, corners_of, explain_corners, shows,
};

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
        let mut fired = 0u8;
        for k in corners_of(p, cell, 3) {
            if closed(p, grid.outward(cell, k))
                && conclude(p, &grid.corner_sides(cell, k), true, out)
            {
                fired |= 1 << k;
            }
        }
        explain_corners(
            p,
            cell,
            fired,
            |k, why| {
                closed_corner_marks(p, cell, k, why);
                format!(
                    "{}, so the loop turns there along both its sides",
                    closed_corner_text(p, cell, k)
                )
            },
            out,
        );
    }
}
