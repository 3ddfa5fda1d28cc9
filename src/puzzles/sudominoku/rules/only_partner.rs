//! `only-partner`: a cell with one neighbour left to share a domino with
//! shares it with that one.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Link, Mark, SuDominoKu};

pub struct OnlyPartner;

impl Rule<SuDominoKu> for OnlyPartner {
    rule_record!("sudominoku", "only-partner", Basic, "A cell with only one neighbour left to share a domino with lies in a domino with it.";
        SuDominoKu::cell_anchors
    );

    fn relevant(&self, p: &SuDominoKu, cell: Anchor) -> bool {
        !p.is_single(cell)
    }

    fn derive(&self, p: &SuDominoKu, cell: Anchor, out: &mut Derived<Mark>) {
        let edges = &geometry().cell_edges[cell];
        if edges.iter().any(|&e| p.link(e) == Link::Joined) {
            return;
        }
        let mut open = edges.iter().filter(|&&e| p.link(e) == Link::Open);
        if let (Some(&edge), None) = (open.next(), open.next()) {
            out.push(Mark::Edge {
                edge: edge as u8,
                joined: true,
            });
        }
    }
}
