//! `domino-carries`: a digit that no domino the cell could still lie in
//! can carry is removed.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Mark, SuDominoKu};
use super::pairing::{could_carry, digits};

pub struct DominoCarries;

impl Rule<SuDominoKu> for DominoCarries {
    rule_record!("sudominoku", "domino-carries", Intermediate, "A digit of a cell that no domino the cell could still lie in can carry is removed.";
        SuDominoKu::cell_anchors
    );

    fn relevant(&self, p: &SuDominoKu, cell: Anchor) -> bool {
        !p.is_single(cell)
    }

    fn derive(&self, p: &SuDominoKu, cell: Anchor, out: &mut Derived<Mark>) {
        if p.is_placed(cell) {
            return;
        }
        let g = geometry();
        for u in digits(p.candidates(cell)) {
            let carried = g.cell_edges[cell].iter().any(|&edge| {
                let [a, b] = g.edges[edge];
                let other = if a == cell { b } else { a };
                digits(p.candidates(other)).any(|v| {
                    if a == cell {
                        could_carry(p, edge, u, v)
                    } else {
                        could_carry(p, edge, v, u)
                    }
                })
            });
            if !carried {
                out.push(Mark::Digit {
                    cell: cell as u8,
                    digit: u,
                    holds: false,
                });
            }
        }
    }
}
