//! `only-partner`: a cell with one neighbour left to share a domino with
//! shares it with that one.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Link, Mark, SuDominoKu};
use super::why::{cut_ways, push_and_explain};

pub struct OnlyPartner;

impl Rule<SuDominoKu> for OnlyPartner {
    rule_record!("sudominoku", "only-partner", Basic, "A cell with only one neighbour left to share a domino with lies in a domino with it.";
        SuDominoKu::cell_anchors
    );

    fn relevant(&self, p: &SuDominoKu, cell: Anchor) -> bool {
        !p.is_single(cell)
    }

    fn derive(&self, p: &SuDominoKu, cell: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let g = geometry();
        let edges = &g.cell_edges[cell];
        if edges.iter().any(|&e| p.link(e) == Link::Joined) {
            return;
        }
        let mut open = edges.iter().filter(|&&e| p.link(e) == Link::Open);
        if let (Some(&edge), None) = (open.next(), open.next()) {
            let joined = Mark::Edge {
                edge: edge as u8,
                joined: true,
            };
            // It read why each other edge of the cell holds no domino.
            push_and_explain(out, joined, |_, read| {
                for &other in edges.iter().filter(|&&e| e != edge) {
                    read.pick(cut_ways(p, other));
                }
                let [a, b] = g.edges[edge];
                let partner = if a == cell { b } else { a };
                Some(format!(
                    "{} has no neighbour left to share a domino with but {}",
                    p.anchor_text(cell),
                    p.anchor_text(partner)
                ))
            });
        }
    }
}
