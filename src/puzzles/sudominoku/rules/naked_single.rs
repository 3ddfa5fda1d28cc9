//! `naked-single`: a cell with one digit left holds it.

use crate::engine::words::join_and;
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
            // It read why each other digit is gone, and says so: the
            // peers that hold them, and those ruled out before.
            push_and_explain(out, placed, |_, read| {
                let mut seen = Vec::new();
                let mut before = Vec::new();
                for other in (1..=9u8).filter(|&d| d != digit) {
                    match read.absent_by(p, cell, other) {
                        Some(peer) => seen.push(format!("{other} at {}", p.anchor_text(peer))),
                        None => before.push(other.to_string()),
                    }
                }
                let mut how = Vec::with_capacity(2);
                if !seen.is_empty() {
                    let verb = if seen.len() == 1 { "sees" } else { "see" };
                    how.push(format!("{} {verb} it", join_and(&seen)));
                }
                if !before.is_empty() {
                    let verb = if before.len() == 1 { "was" } else { "were" };
                    how.push(format!("{} {verb} ruled out there before", join_and(&before)));
                }
                Some(format!(
                    "{} has no digit left but {digit}: {}",
                    p.anchor_text(cell),
                    how.join("; ")
                ))
            });
        }
    }
}
