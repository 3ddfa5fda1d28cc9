//! `naked-pair`: two cells of a unit left with the same two digits hold
//! those two between them, so no other cell of the unit can.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_meta;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};
use super::pairing::digits;

pub struct NakedPair;

impl Rule<SuDominoKu> for NakedPair {
    rule_meta!("naked-pair", Intermediate, "Two cells of a row, column or box left with the same two digits hold them between them: the other cells of the unit lose those digits.";
        SuDominoKu::unit_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark>) {
        let cells = &geometry().units[at - UNIT_ANCHORS];
        let two_way = |c: usize| !p.is_placed(c) && p.candidates(c).count_ones() == 2;
        for (i, &a) in cells.iter().enumerate() {
            if !two_way(a) {
                continue;
            }
            let pair = p.candidates(a);
            for &b in cells[i + 1..].iter().filter(|&&b| p.candidates(b) == pair) {
                for &other in cells.iter().filter(|&&c| c != a && c != b) {
                    for digit in digits(p.candidates(other) & pair) {
                        out.push(Mark::Digit {
                            cell: other as u8,
                            digit,
                            holds: false,
                        });
                    }
                }
            }
        }
    }
}
