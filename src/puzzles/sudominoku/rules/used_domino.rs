//! `used-domino`: in a domino whose one digit is known, the other cannot
//! make a domino already used elsewhere.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{EDGE_ANCHORS, Link, Mark, SuDominoKu};
use super::pairing::{End, digits};
use super::why::{absent_ways, cannot_text, explain, joined_way, removed, spoilt_text};

pub struct UsedDomino;

impl Rule<SuDominoKu> for UsedDomino {
    rule_record!("sudominoku", "used-domino", Basic, "In a domino, a digit that could pair with none of the other cell's digits without repeating a domino used elsewhere is removed.";
        SuDominoKu::edge_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let edge = at - EDGE_ANCHORS;
        if p.link(edge) != Link::Joined {
            return;
        }
        let [a, b] = geometry().edges[edge];
        // Each cell in turn: its digit `x` against the other's.
        for cell in [a, b] {
            let end = End::of(p, edge, cell);
            for x in digits(p.candidates(cell)) {
                if end.partners(x) == 0 {
                    out.push(Mark::Digit {
                        cell: cell as u8,
                        digit: x,
                        holds: false,
                    });
                }
            }
        }
        // It read the domino on the edge and, for each digit removed, why
        // each digit of the other cell cannot pair with it: a double, a
        // domino laid elsewhere, or a digit gone from the other cell.
        if out.is_empty() || !out.explaining() {
            return;
        }
        explain(out, |effects, read| {
            let removed = removed(effects);
            read.add(joined_way(p, edge));
            for &(cell, x) in &removed {
                let other = if cell == a { b } else { a };
                for y in 1..=9u8 {
                    read.no_pair(p, x, y, absent_ways(p, other, y));
                }
            }
            Some(format!(
                "in the domino on {}, {}: with any digit left beside it, {} would make {}",
                p.edge_name(edge),
                cannot_text(p, &removed),
                if removed.len() == 1 { "it" } else { "each" },
                spoilt_text(read)
            ))
        });
    }
}
