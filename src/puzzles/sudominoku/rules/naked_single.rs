//! `naked-single`: a cell with one digit left holds it.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{Mark, SuDominoKu};

pub struct NakedSingle;

impl Rule<SuDominoKu> for NakedSingle {
    rule_record!("sudominoku", "naked-single", Basic, "A cell with only one digit left holds it.";
        SuDominoKu::cell_anchors
    );

    fn derive(&self, p: &SuDominoKu, cell: Anchor, out: &mut Derived<Mark>) {
        let set = p.candidates(cell);
        if !p.is_placed(cell) && set.count_ones() == 1 {
            out.push(Mark::Digit {
                cell: cell as u8,
                digit: set.trailing_zeros() as u8,
                holds: true,
            });
        }
    }
}
