//! `locked-candidates`: a digit whose places in one unit all lie where it
//! crosses another unit is removed from the rest of that other unit.

use crate::puzzles::bit_cells::cells_of;
use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::givens::SIDE;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};
use super::why::explain_if_recording;

pub struct LockedCandidates;

impl Rule<SuDominoKu> for LockedCandidates {
    rule_record!("sudominoku", "locked-candidates", Intermediate, "A digit whose places in a box all lie in one row or column, or whose places in a row or column all lie in one box, is removed from the rest of that row, column or box.";
        SuDominoKu::unit_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let g = geometry();
        let unit = at - UNIT_ANCHORS;
        let is_box = unit >= 2 * SIDE;
        for digit in 1..=9u8 {
            let places = p.cells_with(digit) & g.unit_cells[unit];
            // One place is a hidden single, not a lock.
            if places & places.wrapping_sub(1) == 0 {
                continue;
            }
            let first = places.trailing_zeros() as usize;
            // A box's digit may be locked in a row or a column; a line's
            // only in a box (its other crossings are single cells).
            let kinds: &[usize] = if is_box { &[0, 1] } else { &[2] };
            for &kind in kinds {
                let other = g.cell_units[first][kind];
                if places & !g.unit_cells[other] != 0 {
                    continue;
                }
                // The other unit's cells outside this one, in its order.
                let outside = g.unit_cells[other] & !g.unit_cells[unit];
                for cell in cells_of(outside & p.cells_with(digit)) {
                    out.push(Mark::Digit {
                        cell: cell as u8,
                        digit,
                        holds: false,
                    });
                }
                // Each lock is a finding of its own: it read why its digit
                // is gone from the unit's cells outside the other unit.
                explain_if_recording(out, |_, read| {
                    for &cell in &g.units[unit] {
                        if !g.cell_units[cell].contains(&other) {
                            read.absent(p, cell, digit);
                        }
                    }
                    Some(format!(
                        "in {}, {digit} fits only in {}",
                        p.anchor_text(at),
                        p.anchor_text(UNIT_ANCHORS + other)
                    ))
                });
            }
        }
    }
}
