//! `locked-candidates`: a digit whose places in one unit all lie where it
//! crosses another unit is removed from the rest of that other unit.

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
            let mut places = g.units[unit]
                .iter()
                .copied()
                .filter(|&c| p.candidates(c) & (1 << digit) != 0);
            let Some(first) = places.next() else { continue };
            // A box's digit may be locked in a row or a column; a line's
            // only in a box (its other crossings are single cells).
            let kinds: &[usize] = if is_box { &[0, 1] } else { &[2] };
            for &kind in kinds {
                let other = g.cell_units[first][kind];
                let mut rest = places.clone();
                // One place is a hidden single, not a lock.
                let mut count = 1;
                if !rest.all(|c| {
                    count += 1;
                    g.cell_units[c][kind] == other
                }) || count < 2
                {
                    continue;
                }
                for &cell in &g.units[other] {
                    if g.cell_units[cell].contains(&unit) {
                        continue;
                    }
                    if p.candidates(cell) & (1 << digit) != 0 {
                        out.push(Mark::Digit {
                            cell: cell as u8,
                            digit,
                            holds: false,
                        });
                    }
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
