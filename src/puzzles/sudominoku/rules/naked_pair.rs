//! `naked-pair`: two cells of a unit left with the same two digits hold
//! those two between them, so no other cell of the unit can.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};
use super::pairing::digits;
use super::why::{Read, digits_text, explain, removed};

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
                    if out.explaining() {
                        explain(out, |_, read| {
                            only(read, &[a, b, third], pair);
                            None
                        });
                    }
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
            }
        }
        if out.is_empty() || !out.explaining() {
            return;
        }
        // Each pair read why its two cells hold nothing else. The pair
        // behind a removal: the two cells with the same two digits, one of
        // them the digit removed (no third cell shares them, or the rule
        // would have seen a contradiction).
        explain(out, |effects, read| {
            let mut pairs: Vec<(usize, usize)> = Vec::new();
            for (cell, digit) in removed(effects) {
                let holds =
                    |c: usize| c != cell && two_way(c) && p.candidates(c) & (1 << digit) != 0;
                let mut two = cells.iter().copied().filter(|&c| holds(c));
                while let Some(a) = two.next() {
                    let same = two.clone().find(|&b| p.candidates(b) == p.candidates(a));
                    if let Some(b) = same.filter(|&b| !pairs.contains(&(a, b))) {
                        pairs.push((a, b));
                    }
                }
            }
            let mut words = Vec::new();
            for &(a, b) in &pairs {
                let pair = p.candidates(a);
                only(read, &[a, b], pair);
                words.push(format!(
                    "{} and {} can hold only {}",
                    p.anchor_text(a),
                    p.anchor_text(b),
                    digits_text(pair, "and")
                ));
            }
            Some(format!("in {}, {}", p.anchor_text(at), words.join("; ")))
        });
    }
}
