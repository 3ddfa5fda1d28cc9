//! `hidden-single`: a digit with only one place left in a row, column or
//! box goes there.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};
use super::why::{and_list, explain};

pub struct HiddenSingle;

impl Rule<SuDominoKu> for HiddenSingle {
    rule_record!("sudominoku", "hidden-single", Basic, "A digit with only one place left in a row, column or box goes there; one with no place left is a contradiction.";
        SuDominoKu::unit_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let unit = &geometry().units[at - UNIT_ANCHORS];
        for digit in 1..=9u8 {
            let mut places = unit
                .iter()
                .filter(|&&c| p.candidates(c) & (1 << digit) != 0);
            match (places.next(), places.next()) {
                (None, _) => {
                    // The singles found so far no longer matter.
                    out.clear_effects();
                    out.refute(format!("no cell of {} can hold {digit}", p.anchor_text(at)));
                    if out.explaining() {
                        explain(out, |_, read| {
                            unit.iter().for_each(|&c| read.absent(p, c, digit));
                            None
                        });
                    }
                    return;
                }
                (Some(&cell), None) if !p.is_placed(cell) => out.push(Mark::Digit {
                    cell: cell as u8,
                    digit,
                    holds: true,
                }),
                _ => {}
            }
        }
        // Each single read why its digit is gone from the unit's other
        // cells.
        if out.is_empty() || !out.explaining() {
            return;
        }
        explain(out, |effects, read| {
            let mut words = Vec::new();
            for &effect in effects {
                let Mark::Digit { cell, digit, .. } = effect else {
                    continue;
                };
                for &other in unit.iter().filter(|&&c| c != cell as usize) {
                    read.absent(p, other, digit);
                }
                let place = p.anchor_text(cell as usize);
                words.push(format!("{digit} fits only {place}"));
            }
            Some(format!("in {}, {}", p.anchor_text(at), and_list(&words)))
        });
    }
}
