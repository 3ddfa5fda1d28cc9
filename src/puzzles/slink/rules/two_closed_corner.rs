//! `two-closed-corner`: a 2 at a closed corner sends the loop out at the
//! neighbouring corners.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::grid::{CORNER_NAMES, CORNERS};
use super::super::state::Mark;
use super::super::state::{SegMark, Slink};
use super::marks::{
    closed, closed_corner_marks, closed_corner_text, conclude, corners_of, crossed_of,
    crossed_text, explain_corners, join_and, last_open, marks_among, seg_names, shows,
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
        // Bit 4k + a: closed corner k sent the loop out at adjacent corner a.
        let mut fired = 0u16;
        for k in corners_of(p, cell, 2) {
            if !closed(p, grid.outward(cell, k)) {
                continue;
            }
            for adjacent in [k ^ 1, k ^ 2] {
                if let Some(s) = last_open(p, grid.outward(cell, adjacent))
                    && conclude(p, &[s], true, out)
                {
                    fired |= 1 << (4 * k + adjacent);
                }
            }
        }
        let closed_fired = CORNERS
            .into_iter()
            .filter(|&k| fired >> (4 * k) & 0xf != 0)
            .fold(0u8, |bits, k| bits | 1 << k);
        explain_corners(
            p,
            cell,
            closed_fired,
            |k, why| {
                closed_corner_marks(p, cell, k, why);
                let exits: Vec<String> = [k ^ 1, k ^ 2]
                    .into_iter()
                    .filter(|&a| fired & 1 << (4 * k + a) != 0)
                    .map(|a| {
                        let outward = grid.outward(cell, a);
                        why.marks(marks_among(p, &outward, Mark::Cross));
                        format!(
                            "at its {} corner by {} ({})",
                            CORNER_NAMES[a],
                            seg_names(p, last_open(p, outward)),
                            crossed_text(p, &[crossed_of(p, outward)])
                        )
                    })
                    .collect();
                format!(
                    "{}, so it takes both sides there or neither and the loop leaves it {}",
                    closed_corner_text(p, cell, k),
                    join_and(&exits)
                )
            },
            out,
        );
    }
}
