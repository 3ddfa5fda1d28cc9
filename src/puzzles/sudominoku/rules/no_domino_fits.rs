//! `no-domino-fits`: two cells side by side whose digits can only make
//! dominoes already used (or a double) cannot share a domino.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{EDGE_ANCHORS, Link, Mark, SuDominoKu};
use super::pairing::{could_carry, digits};

pub struct NoDominoFits;

impl Rule<SuDominoKu> for NoDominoFits {
    rule_record!("sudominoku", "no-domino-fits", Intermediate, "Two cells side by side whose digits could only make dominoes already used, or a double, do not share a domino.";
        SuDominoKu::edge_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark>) {
        let edge = at - EDGE_ANCHORS;
        if p.link(edge) != Link::Open {
            return;
        }
        let [a, b] = geometry().edges[edge];
        let fits = digits(p.candidates(a))
            .any(|u| digits(p.candidates(b)).any(|v| could_carry(p, edge, u, v)));
        if !fits {
            out.push(Mark::Edge {
                edge: edge as u8,
                joined: false,
            });
        }
    }
}
