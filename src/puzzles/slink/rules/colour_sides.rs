//! `colour-sides`: inside/outside colouring across one segment.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::open;

pub struct ColourSides;

impl Rule<Slink> for ColourSides {
    rule_record!("slink",
        "colour-sides",
        Advanced,
        "Two cells (or a cell and the outside) already known to be on the same side of the loop have a cross between them; on opposite sides, a line.";
        Slink::cell_anchors
    );

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark>) {
        for &s in p.board.grid.sides(cell) {
            if !open(p, s) {
                continue;
            }
            let [a, b] = p.seg_nodes(s);
            if let Some(differ) = p.colours().differ(a, b) {
                out.push(SegMark {
                    seg: s,
                    line: differ,
                });
            }
        }
    }
}
