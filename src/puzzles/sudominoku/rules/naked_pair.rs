//! `naked-pair`: two cells of a unit left with the same two digits hold
//! those two between them, so no other cell of the unit can.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};
use super::pairing::digits;
use super::why::{Read, digits_text, explain_if_recording};

pub struct NakedPair;

impl Rule<SuDominoKu> for NakedPair {
    rule_record!("sudominoku", "naked-pair", Intermediate, "Two cells of a row, column or box left with the same two digits hold them between them: the other cells of the unit lose those digits.";
        SuDominoKu::unit_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let cells = &geometry().units[at - UNIT_ANCHORS];
        let two_way = |c: usize| !p.is_placed(c) && p.candidates(c).count_ones() == 2;
        // Why each of `cells` holds nothing but the digits of `pair`.
        let only = |read: &mut Read, cells: &[usize], pair: u16| {
            for &cell in cells {
                for digit in (1..=9u8).filter(|&d| pair & (1 << d) == 0) {
                    read.absent(p, cell, digit);
                }
            }
        };
        for (i, &a) in cells.iter().enumerate() {
            if !two_way(a) {
                continue;
            }
            let pair = p.candidates(a);
            for &b in cells[i + 1..].iter().filter(|&&b| p.candidates(b) == pair) {
                let others = || cells.iter().copied().filter(|&c| c != a && c != b);
                // A third cell that can only hold the pair's digits: three
                // cells, two digits.
                if let Some(third) = others().find(|&c| p.candidates(c) & !pair == 0) {
                    // The pairs found so far no longer matter.
                    out.clear_effects();
                    out.refute(format!(
                        "{}, {} and {} can only hold {} between them",
                        p.anchor_text(a),
                        p.anchor_text(b),
                        p.anchor_text(third),
                        digits(pair)
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join(" and ")
                    ));
                    explain_if_recording(out, |_, read| {
                        only(read, &[a, b, third], pair);
                        None
                    });
                    return;
                }
                for other in others() {
                    for digit in digits(p.candidates(other) & pair) {
                        out.push(Mark::Digit {
                            cell: other as u8,
                            digit,
                            holds: false,
                        });
                    }
                }
                // Each pair is a finding of its own: it read why its two
                // cells hold nothing else.
                explain_if_recording(out, |_, read| {
                    only(read, &[a, b], pair);
                    Some(format!(
                        "in {}, {} and {} can hold only {}",
                        p.anchor_text(at),
                        p.anchor_text(a),
                        p.anchor_text(b),
                        digits_text(pair, "and")
                    ))
                });
            }
        }
    }
}
