//! `one-closed-corner`: a 1 cannot turn at a closed corner.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{closed, closed_corner_marks, closed_corner_text, conclude, corner_rule, shows};

pub struct OneClosedCorner;

impl Rule<Slink> for OneClosedCorner {
    rule_record!("slink",
        "one-closed-corner",
        Intermediate,
        "A 1 with a corner whose two outward segments are crossed: its two sides at that corner are crossed.";
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
                closed(p, grid.outward(cell, k))
                    && conclude(p, &grid.corner_sides(cell, k), false, out)
            },
            |k, why| {
                closed_corner_marks(p, cell, k, why);
                format!(
                    "{}, and its one line cannot stop there, so neither of its sides there is a line",
                    closed_corner_text(p, cell, k)
                )
            },
        );
    }
}
