//! `hidden-single`: a digit with only one place left in a row, column or
//! box goes there.

use crate::puzzles::bit_cells::cells_of;
use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};
use super::why::{explain_if_recording, push_and_explain};

pub struct HiddenSingle;

impl Rule<SuDominoKu> for HiddenSingle {
    rule_record!("sudominoku", "hidden-single", Basic, "A digit with only one place left in a row, column or box goes there; one with no place left is a contradiction.";
        SuDominoKu::unit_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let g = geometry();
        let unit = &g.units[at - UNIT_ANCHORS];
        for digit in 1..=9u8 {
            let mut places = cells_of(p.cells_with(digit) & g.unit_cells[at - UNIT_ANCHORS]);
            match (places.next(), places.next()) {
                (None, _) => {
                    // The singles found so far no longer matter.
                    out.clear_effects();
                    out.refute(format!("no cell of {} can hold {digit}", p.anchor_text(at)));
                    explain_if_recording(out, |_, read| {
                        unit.iter().for_each(|&c| read.absent(p, c, digit));
                        None
                    });
                    return;
                }
                (Some(cell), None) if !p.is_placed(cell) => {
                    let single = Mark::Digit {
                        cell: cell as u8,
                        digit,
                        holds: true,
                    };
                    // Each single is a finding of its own: it read why its
                    // digit is gone from the unit's other cells.
                    push_and_explain(out, single, |_, read| {
                        for &other in unit.iter().filter(|&&c| c != cell) {
                            read.absent(p, other, digit);
                        }
                        Some(format!(
                            "in {}, {digit} fits only {}",
                            p.anchor_text(at),
                            p.anchor_text(cell)
                        ))
                    });
                }
                _ => {}
            }
        }
    }
}
