//! `hidden-single`: a digit with only one place left in a row, column or
//! box goes there.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};

pub struct HiddenSingle;

impl Rule<SuDominoKu> for HiddenSingle {
    rule_record!("sudominoku", "hidden-single", Basic, "A digit with only one place left in a row, column or box goes there; one with no place left is a contradiction.";
        SuDominoKu::unit_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark>) {
        let unit = &geometry().units[at - UNIT_ANCHORS];
        for digit in 1..=9u8 {
            let mut places = unit
                .iter()
                .filter(|&&c| p.candidates(c) & (1 << digit) != 0);
            match (places.next(), places.next()) {
                (None, _) => {
                    out.refute(format!("no cell of {} can hold {digit}", p.anchor_text(at)));
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
    }
}
