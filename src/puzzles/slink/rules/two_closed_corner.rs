//! `two-closed-corner`: a 2 at a closed corner sends the loop out at the
//! neighbouring corners.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{closed, conclude, corners_of, last_open, shows};

pub struct TwoClosedCorner;

impl Rule<Slink> for TwoClosedCorner {
    rule_record!("slink",
        "two-closed-corner",
        Intermediate,
        "A 2 with a closed corner, and an adjacent corner with one outward segment crossed: the other outward segment there is a line.";
        Slink::cell_anchors
    );

    /// At a closed corner the 2 takes both sides there or neither; either
    /// way each adjacent corner has exactly one side that is a line, so the
    /// loop leaves that corner outward.
    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 2)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark>) {
        let grid = &p.board.grid;
        for k in corners_of(p, cell, 2) {
            if !closed(p, grid.outward(cell, k)) {
                continue;
            }
            for adjacent in [k ^ 1, k ^ 2] {
                if let Some(s) = last_open(p, grid.outward(cell, adjacent)) {
                    conclude(p, &[s], true, out);
                }
            }
        }
    }
}
