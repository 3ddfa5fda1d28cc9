//! `three-one-diagonal`: a 3 and a 1 touching at a corner constrain each
//! other's far corners.

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::grid::{CORNER_NAMES, CORNERS};
use super::super::state::{SegMark, Slink};
use super::marks::{
    closed, closed_corner_marks, closed_corner_text, clue_name, conclude, explain_clue, shows,
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
        for k in CORNERS {
            let Some(other) = grid.diagonal(cell, k) else {
                continue;
            };
            if board.clue(other) == partner_clue
                && closed(p, grid.outward(cell, 3 - k))
                // The partner's far corner, away from the shared dot, is `k`.
                && conclude(p, &grid.corner_sides(other, k), line, out)
            {
                explain_clue(p, cell, |why| far_sides(p, cell, other, k, line, why), out);
            }
        }
    }
}

/// Why the closed far corner of the clue at `cell` decides the far sides
/// of `other`, its partner across corner `k` (lines when `line`): the
/// partner, and the closed corner's crosses.
fn far_sides(
    p: &Slink,
    cell: usize,
    other: usize,
    k: usize,
    line: bool,
    why: &mut Finding<SegMark>,
) -> String {
    let grid = &p.board.grid;
    why.given(other);
    closed_corner_marks(p, cell, 3 - k, why);
    let sides = format!(
        "side of {} at its {} corner",
        grid.cell_name(other),
        CORNER_NAMES[k]
    );
    let so = if line {
        format!("each {sides} is a line")
    } else {
        format!("neither {sides} is a line")
    };
    format!(
        "it touches {} at its {} corner, and {}, so {so}",
        clue_name(p, other),
        CORNER_NAMES[k],
        closed_corner_text(p, cell, 3 - k),
    )
}
