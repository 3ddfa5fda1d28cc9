//! `hidden-single`: a digit with only one place left in a row, column or
//! box goes there.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};
use super::why::{Read, and_list};

pub struct HiddenSingle;

impl Rule<SuDominoKu> for HiddenSingle {
    rule_record!("sudominoku", "hidden-single", Basic, "A digit with only one place left in a row, column or box goes there; one with no place left is a contradiction.";
        SuDominoKu::unit_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark>) {
        let unit = &geometry().units[at - UNIT_ANCHORS];
        // The digits placed, and where, for the reason (at most one per
        // digit: no allocation on the judge's path).
        let mut found = [(0u8, 0usize); 9];
        let mut count = 0;
        for digit in 1..=9u8 {
            let mut places = unit
                .iter()
                .filter(|&&c| p.candidates(c) & (1 << digit) != 0);
            match (places.next(), places.next()) {
                (None, _) => {
                    // The singles found so far no longer matter.
                    out.clear_effects();
                    out.refute(format!("no cell of {} can hold {digit}", p.anchor_text(at)));
                    out.explain(|why| {
                        let mut read = Read::default();
                        unit.iter().for_each(|&c| read.absent(p, c, digit));
                        read.into_finding(why);
                    });
                    return;
                }
                (Some(&cell), None) if !p.is_placed(cell) => {
                    out.push(Mark::Digit {
                        cell: cell as u8,
                        digit,
                        holds: true,
                    });
                    found[count] = (digit, cell);
                    count += 1;
                }
                _ => {}
            }
        }
        // Each single read why its digit is gone from the unit's other
        // cells.
        out.explain(|why| {
            let mut read = Read::default();
            let mut words = Vec::new();
            for &(digit, cell) in &found[..count] {
                for &other in unit.iter().filter(|&&c| c != cell) {
                    read.absent(p, other, digit);
                }
                words.push(format!("{digit} fits only {}", p.anchor_text(cell)));
            }
            read.into_finding(why);
            why.say(format!("in {}, {}", p.anchor_text(at), and_list(&words)));
        });
    }
}
