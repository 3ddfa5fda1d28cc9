//! `one-entered-corner`: a loop entering a 1 at one corner uses one of the
//! sides there, so the opposite corner's sides are free of it.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::grid::CORNER_NAMES;
use super::super::state::{SegMark, Slink};
use super::marks::{
    conclude, corner_rule, entered, entered_corner_marks, entered_corner_text, shows,
};

pub struct OneEnteredCorner;

impl Rule<Slink> for OneEnteredCorner {
    rule_record!("slink",
        "one-entered-corner",
        Intermediate,
        "A line arrives at a 1's corner from outside and the other outward segment is crossed: the 1's two sides at the opposite corner are crossed.";
        Slink::cell_anchors
    );

    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 1)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let grid = &p.board.grid;
        corner_rule(
            p,
            cell,
            1,
            out,
            |k, out| {
                entered(p, grid.outward(cell, k))
                    && conclude(p, &grid.corner_sides(cell, 3 - k), false, out)
            },
            |k, why| {
                entered_corner_marks(p, cell, k, why);
                format!(
                    "{} and its one line is a side there, so neither side at its {} corner is a line",
                    entered_corner_text(p, cell, k),
                    CORNER_NAMES[3 - k]
                )
            },
        );
    }
}
