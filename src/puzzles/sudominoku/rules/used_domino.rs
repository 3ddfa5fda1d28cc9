//! `used-domino`: in a domino whose one digit is known, the other cannot
//! make a domino already used elsewhere.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_meta;

use super::super::geometry::geometry;
use super::super::state::{EDGE_ANCHORS, Link, Mark, SuDominoKu};
use super::pairing::{could_carry, digits};

pub struct UsedDomino;

impl Rule<SuDominoKu> for UsedDomino {
    rule_meta!("used-domino", Basic, "In a domino, a digit that could pair with none of the other cell's digits without repeating a domino used elsewhere is removed.";
        SuDominoKu::edge_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark>) {
        let edge = at - EDGE_ANCHORS;
        if p.link(edge) != Link::Joined {
            return;
        }
        let [a, b] = geometry().edges[edge];
        for u in digits(p.candidates(a)) {
            if !digits(p.candidates(b)).any(|v| could_carry(p, edge, u, v)) {
                out.push(Mark::Digit {
                    cell: a as u8,
                    digit: u,
                    holds: false,
                });
            }
        }
        for v in digits(p.candidates(b)) {
            if !digits(p.candidates(a)).any(|u| could_carry(p, edge, u, v)) {
                out.push(Mark::Digit {
                    cell: b as u8,
                    digit: v,
                    holds: false,
                });
            }
        }
    }
}
