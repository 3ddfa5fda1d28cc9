//! `domino-one-place`: a domino not yet laid with only one place left
//! goes there.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::geometry::{EDGES, geometry};
use super::super::givens::domino_digits;
use super::super::state::{DOMINO_ANCHORS, Mark, SuDominoKu};
use super::pairing::could_carry;

pub struct DominoOnePlace;

impl Rule<SuDominoKu> for DominoOnePlace {
    rule_record!("sudominoku", "domino-one-place", Intermediate, "A domino with only one place left lies there (with its digits, when only one way round fits); one with no place left is a contradiction.";
        SuDominoKu::domino_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark>) {
        let index = at - DOMINO_ANCHORS;
        if p.domino_at(index).is_some() {
            return;
        }
        let (u, v) = domino_digits(index);
        let mut places = (0..EDGES).filter_map(|edge| {
            let ways = (could_carry(p, edge, u, v), could_carry(p, edge, v, u));
            (ways.0 || ways.1).then_some((edge, ways))
        });
        match (places.next(), places.next()) {
            (None, _) => out.refute(format!("the domino {u}-{v} has no place left")),
            (Some((edge, ways)), None) => {
                out.push(Mark::Edge {
                    edge: edge as u8,
                    joined: true,
                });
                let [a, b] = geometry().edges[edge];
                let digits = match ways {
                    (true, false) => Some((u, v)),
                    (false, true) => Some((v, u)),
                    _ => None,
                };
                if let Some((x, y)) = digits {
                    out.push(Mark::Digit {
                        cell: a as u8,
                        digit: x,
                        holds: true,
                    });
                    out.push(Mark::Digit {
                        cell: b as u8,
                        digit: y,
                        holds: true,
                    });
                }
            }
            _ => {}
        }
    }
}
