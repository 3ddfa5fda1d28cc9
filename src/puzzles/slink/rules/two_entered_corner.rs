//! `two-entered-corner`: a loop entering a 2 at one corner leaves it at
//! the opposite corner.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{conclude, corners_of, entered, last_open, shows};

pub struct TwoEnteredCorner;

impl Rule<Slink> for TwoEnteredCorner {
    rule_record!("slink",
        "two-entered-corner",
        Intermediate,
        "A line enters a 2's corner from outside, the other outward segment there is crossed, and one outward segment at the opposite corner is crossed: the other one there is a line.";
        Slink::cell_anchors
    );

    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 2)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark>) {
        let grid = &p.board.grid;
        for k in corners_of(p, cell, 2) {
            if entered(p, grid.outward(cell, k))
                && let Some(s) = last_open(p, grid.outward(cell, 3 - k))
            {
                conclude(p, &[s], true, out);
            }
        }
    }
}
