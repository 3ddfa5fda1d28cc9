//! `three-entered-corner`: a loop entering a 3 at one corner wraps the
//! opposite corner.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::grid::CORNER_NAMES;
use super::super::state::{SegMark, Slink};
use super::marks::{
    conclude, corner_rule, entered, entered_corner_marks, entered_corner_text, shows,
};

pub struct ThreeEnteredCorner;

impl Rule<Slink> for ThreeEnteredCorner {
    rule_record!("slink",
        "three-entered-corner",
        Intermediate @ 1.2,
        "A line arrives at a 3's corner from outside and the other outward segment is crossed: the 3's two sides at the opposite corner are lines.";
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
                entered(p, grid.outward(cell, k))
                    && conclude(p, &grid.corner_sides(cell, 3 - k), true, out)
            },
            |k, why| {
                entered_corner_marks(p, cell, k, why);
                format!(
                    "{} and takes one of its sides there, so both its sides at the {} corner are lines",
                    entered_corner_text(p, cell, k),
                    CORNER_NAMES[3 - k]
                )
            },
        );
    }
}
