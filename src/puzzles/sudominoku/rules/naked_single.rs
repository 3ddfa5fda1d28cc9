//! `naked-single`: a cell with one digit left holds it.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Mark, SuDominoKu};
use super::why::push_and_explain;

pub struct NakedSingle;

impl Rule<SuDominoKu> for NakedSingle {
    rule_record!("sudominoku", "naked-single", Basic, "A cell with only one digit left holds it.";
        SuDominoKu::cell_anchors
    );

    /// Each of the eight other digits it names as gone is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn derive(&self, p: &SuDominoKu, cell: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let set = p.candidates(cell);
        if !p.is_placed(cell) && set.count_ones() == 1 {
            let digit = set.trailing_zeros() as u8;
            let placed = Mark::Digit {
                cell: cell as u8,
                digit,
                holds: true,
            };
            // It read why each other digit is gone.
            push_and_explain(out, placed, |_, read| {
                for other in (1..=9u8).filter(|&d| d != digit) {
                    read.absent(p, cell, other);
                }
                Some(format!(
                    "{} has no digit left but {digit}",
                    p.anchor_text(cell)
                ))
            });
        }
    }
}
