//! `hidden-pair`: two digits of a unit with the same two places left
//! fill those two cells, so the cells can hold nothing else.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu, UNIT_ANCHORS};
use super::pairing::digits;
use super::why::{Read, and_list, explain_if_recording};

pub struct HiddenPair;

impl Rule<SuDominoKu> for HiddenPair {
    rule_record!("sudominoku", "hidden-pair", Intermediate, "Two digits with the same two places left in a row, column or box fill those two cells: the cells lose every other digit.";
        SuDominoKu::unit_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let cells = &geometry().units[at - UNIT_ANCHORS];
        // Per digit, its places in the unit as bits of the unit's order.
        let mut places = [0u16; 10];
        for (i, &cell) in cells.iter().enumerate() {
            for digit in digits(p.candidates(cell)) {
                places[digit as usize] |= 1 << i;
            }
        }
        // Why each of `gone` is gone from every cell but `places`.
        let only_there = |read: &mut Read, gone: &[usize], places: u16| {
            for (i, &cell) in cells.iter().enumerate() {
                if places & (1 << i) == 0 {
                    gone.iter().for_each(|&d| read.absent(p, cell, d as u8));
                }
            }
        };
        for first in 1..=9usize {
            if places[first].count_ones() != 2 {
                continue;
            }
            for second in first + 1..=9 {
                if places[second] != places[first] {
                    continue;
                }
                let keep = (1u16 << first) | (1 << second);
                // A third digit with no place but these two cells: three
                // digits, two cells.
                let crowded = (1..=9usize).find(|&d| {
                    d != first && d != second && places[d] != 0 && places[d] & !places[first] == 0
                });
                if let Some(third) = crowded {
                    // The pairs found so far no longer matter.
                    out.clear_effects();
                    out.refute(format!(
                        "{first}, {second} and {third} have only the same two places in {}",
                        p.anchor_text(at)
                    ));
                    explain_if_recording(out, |_, read| {
                        only_there(read, &[first, second, third], places[first]);
                        None
                    });
                    return;
                }
                let in_pair = |i: usize| places[first] & (1 << i) != 0;
                for i in (0..cells.len()).filter(|&i| in_pair(i)) {
                    let cell = cells[i];
                    for digit in digits(p.candidates(cell) & !keep) {
                        out.push(Mark::Digit {
                            cell: cell as u8,
                            digit,
                            holds: false,
                        });
                    }
                }
                // Each pair is a finding of its own: it read why its
                // digits are gone from the unit's other cells.
                explain_if_recording(out, |_, read| {
                    only_there(read, &[first, second], places[first]);
                    let names: Vec<String> = (0..cells.len())
                        .filter(|&i| in_pair(i))
                        .map(|i| p.anchor_text(cells[i]))
                        .collect();
                    Some(format!(
                        "in {}, {first} and {second} fit only {}",
                        p.anchor_text(at),
                        and_list(&names)
                    ))
                });
            }
        }
    }
}
