//! `no-domino-fits`: two cells side by side whose digits can only make
//! dominoes already used (or a double) cannot share a domino.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{EDGE_ANCHORS, Link, Mark, SuDominoKu};
use super::pairing::{End, digits};
use super::why::{absent_ways, digits_text, push_and_explain, spoilt_text};

pub struct NoDominoFits;

impl Rule<SuDominoKu> for NoDominoFits {
    rule_record!("sudominoku", "no-domino-fits", Intermediate, "Two cells side by side whose digits could only make dominoes already used, or a double, do not share a domino.";
        SuDominoKu::edge_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let edge = at - EDGE_ANCHORS;
        if p.link(edge) != Link::Open {
            return;
        }
        let [a, b] = geometry().edges[edge];
        let end = End::of(p, edge, a);
        let fits = digits(p.candidates(a)).any(|u| end.partners(u) != 0);
        if !fits {
            let cut = Mark::Edge {
                edge: edge as u8,
                joined: false,
            };
            push_and_explain(out, cut, |_, read| {
                // Every pair of digits is ruled out: first those both
                // cells may hold, by the domino laid elsewhere; then the
                // rest, by whichever of a digit gone or a domino laid
                // reads least.
                let (ca, cb) = (p.candidates(a), p.candidates(b));
                let has = |mask: u16, d: u8| mask & (1 << d) != 0;
                for both in [true, false] {
                    for u in 1..=9u8 {
                        for v in 1..=9u8 {
                            if (has(ca, u) && has(cb, v)) != both {
                                continue;
                            }
                            let mut ways = absent_ways(p, a, u);
                            ways.extend(absent_ways(p, b, v));
                            read.no_pair(p, u, v, ways);
                        }
                    }
                }
                Some(format!(
                    "{} may hold only {} and {} only {}: together they would make {}",
                    p.anchor_text(a),
                    digits_text(ca, "or"),
                    p.anchor_text(b),
                    digits_text(cb, "or"),
                    spoilt_text(read)
                ))
            });
        }
    }
}
