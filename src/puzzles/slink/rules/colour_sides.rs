//! `colour-sides`: inside/outside colouring across one segment.

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::grid::Seg;
use super::super::state::{SegMark, Slink};
use super::chains::Chains;
use super::marks::open;

pub struct ColourSides;

impl Rule<Slink> for ColourSides {
    rule_record!("slink",
        "colour-sides",
        Advanced @ 3.5,
        "Two cells (or a cell and the outside) already known to be on the same side of the loop have a cross between them; on opposite sides, a line.";
        Slink::cell_anchors
    );

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        // Each side is a finding of its own: it reads its own chain.
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
                out.explain(|why| explain_side(p, cell, s, differ, why));
            }
        }
    }
}

/// Why side `s` of `cell` is a line (`differ`) or crossed: the chain of
/// decided segments from the cell to the node across `s`.
fn explain_side(p: &Slink, cell: usize, s: Seg, differ: bool, why: &mut Finding<SegMark>) {
    // The cell is a colour node itself: its chain starts there.
    let [a, b] = p.seg_nodes(s);
    let across = if a == cell { b } else { a };
    let link = Chains::from(p, cell).link(p, across, why);
    why.say(format!(
        "{link}, so {} is {}",
        p.board.grid.seg_name(s),
        if differ { "a line" } else { "crossed" }
    ));
}
