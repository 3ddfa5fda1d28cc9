//! `two-entered-corner`: a loop entering a 2 at one corner leaves it at
//! the opposite corner.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::grid::CORNER_NAMES;
use super::super::state::Mark;
use super::super::state::{SegMark, Slink};
use super::marks::{
    conclude, corner_rule, crossed_of, crossed_text, entered, entered_corner_marks,
    entered_corner_text, last_open, marks_among, seg_names, shows,
};

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

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let grid = &p.board.grid;
        corner_rule(
            p,
            cell,
            2,
            out,
            |k, out| {
                entered(p, grid.outward(cell, k))
                    && last_open(p, grid.outward(cell, 3 - k))
                        .is_some_and(|s| conclude(p, &[s], true, out))
            },
            |k, why| {
                entered_corner_marks(p, cell, k, why);
                let far = grid.outward(cell, 3 - k);
                why.marks(marks_among(p, &far, Mark::Cross));
                format!(
                    "{}, so the loop leaves it at its {} corner by {} ({})",
                    entered_corner_text(p, cell, k),
                    CORNER_NAMES[3 - k],
                    seg_names(p, last_open(p, far)),
                    crossed_text(p, &[crossed_of(p, far)])
                )
            },
        );
    }
}
