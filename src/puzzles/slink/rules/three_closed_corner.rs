//! `three-closed-corner`: a 3 at a corner the loop cannot leave by.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{closed, closed_corner_marks, closed_corner_text, conclude, corner_rule, shows};

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

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let grid = &p.board.grid;
        corner_rule(
            p,
            cell,
            3,
            out,
            |k, out| {
                closed(p, grid.outward(cell, k))
                    && conclude(p, &grid.corner_sides(cell, k), true, out)
            },
            |k, why| {
                closed_corner_marks(p, cell, k, why);
                format!(
                    "{}, so the loop turns there along both its sides",
                    closed_corner_text(p, cell, k)
                )
            },
        );
    }
}
