//! `two-closed-corner`: a 2 at a closed corner sends the loop out at the
//! neighbouring corners.

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::grid::CORNER_NAMES;
use super::super::state::Mark;
use super::super::state::{SegMark, Slink};
use super::marks::{
    closed, closed_corner_marks, closed_corner_text, conclude, corners_of, crossed_of,
    crossed_text, explain_clue, last_open, marks_among, seg_names, shows,
};

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

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let grid = &p.board.grid;
        for k in corners_of(p, cell, 2) {
            if !closed(p, grid.outward(cell, k)) {
                continue;
            }
            // Each adjacent corner is a finding of its own: it reads its
            // own cross.
            for adjacent in [k ^ 1, k ^ 2] {
                if let Some(s) = last_open(p, grid.outward(cell, adjacent))
                    && conclude(p, &[s], true, out)
                {
                    explain_clue(p, cell, |why| leaves_at(p, cell, k, adjacent, why), out);
                }
            }
        }
    }
}

/// Why closed corner `k` of the 2 at `cell` sends the loop out at its
/// `adjacent` corner: the closed corner's crosses and the cross there.
fn leaves_at(
    p: &Slink,
    cell: usize,
    k: usize,
    adjacent: usize,
    why: &mut Finding<SegMark>,
) -> String {
    closed_corner_marks(p, cell, k, why);
    let outward = p.board.grid.outward(cell, adjacent);
    why.marks(marks_among(p, &outward, Mark::Cross));
    format!(
        "{}, so it takes both sides there or neither and the loop leaves it at its {} corner by {} ({})",
        closed_corner_text(p, cell, k),
        CORNER_NAMES[adjacent],
        seg_names(p, last_open(p, outward)),
        crossed_text(p, &[crossed_of(p, outward)])
    )
}
