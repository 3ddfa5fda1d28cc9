//! `three-one-diagonal`: a 3 and a 1 touching at a corner constrain each
//! other's far corners.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::grid::{CORNER_NAMES, CORNERS};
use super::super::state::{SegMark, Slink};
use super::marks::{
    closed, closed_corner_marks, closed_corner_text, clue_name, conclude, explain_corners, shows,
};

pub struct ThreeOneDiagonal;

impl Rule<Slink> for ThreeOneDiagonal {
    rule_record!("slink",
        "three-one-diagonal",
        Intermediate,
        "A 3 and a 1 touching at one dot: a closed far corner of the 3 crosses the 1's far sides; a closed far corner of the 1 makes the 3's far sides lines.";
        Slink::cell_anchors
    );

    /// Anchored at the cell whose far corner is closed; it reads only its
    /// own corner and concludes on the partner across corner `k`.
    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 1) || shows(p, cell, 3)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let board = &p.board;
        let grid = &board.grid;
        let (partner_clue, line) = match board.clue(cell) {
            Some(3) => (Some(1), false),
            Some(1) => (Some(3), true),
            _ => return,
        };
        let mut fired = 0u8;
        for k in CORNERS {
            let Some(other) = grid.diagonal(cell, k) else {
                continue;
            };
            if board.clue(other) == partner_clue
                && closed(p, grid.outward(cell, 3 - k))
                // The partner's far corner, away from the shared dot, is `k`.
                && conclude(p, &grid.corner_sides(other, k), line, out)
            {
                fired |= 1 << k;
            }
        }
        explain_corners(
            p,
            cell,
            fired,
            |k, why| {
                let other = grid.diagonal(cell, k).unwrap_or(cell);
                why.given(other);
                closed_corner_marks(p, cell, 3 - k, why);
                let far_sides = format!(
                    "side of {} at its {} corner",
                    grid.cell_name(other),
                    CORNER_NAMES[k]
                );
                let so = if line {
                    format!("each {far_sides} is a line")
                } else {
                    format!("neither {far_sides} is a line")
                };
                format!(
                    "it touches {} at its {} corner, and {}, so {so}",
                    clue_name(p, other),
                    CORNER_NAMES[k],
                    closed_corner_text(p, cell, 3 - k),
                )
            },
            out,
        );
    }
}
