//! `colour-sides`: inside/outside colouring across one segment.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::chains::Chains;
use super::marks::open;

pub struct ColourSides;

impl Rule<Slink> for ColourSides {
    rule_record!("slink",
        "colour-sides",
        Advanced,
        "Two cells (or a cell and the outside) already known to be on the same side of the loop have a cross between them; on opposite sides, a line.";
        Slink::cell_anchors
    );

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let sides = p.board.grid.sides(cell);
        // One bit per side concluded.
        let mut fired = 0u8;
        for (i, &s) in sides.iter().enumerate() {
            if !open(p, s) {
                continue;
            }
            let [a, b] = p.seg_nodes(s);
            if let Some(differ) = p.colours().differ(a, b) {
                out.push(SegMark {
                    seg: s,
                    line: differ,
                });
                fired |= 1 << i;
            }
        }
        if fired == 0 {
            return;
        }
        out.explain(|why| {
            // The cell is a colour node itself: its chains start there.
            let chains = Chains::from(p, cell);
            let parts: Vec<String> = (0..4)
                .filter(|&i| fired & (1 << i) != 0)
                .map(|i| {
                    let s = sides[i];
                    let [a, b] = p.seg_nodes(s);
                    let across = if a == cell { b } else { a };
                    let link = chains.link(p, across, why);
                    let differ = p.colours().differ(a, b) == Some(true);
                    format!(
                        "{link}, so {} is {}",
                        p.board.grid.seg_name(s),
                        if differ { "a line" } else { "crossed" }
                    )
                })
                .collect();
            why.say(parts.join("; "));
        });
    }
}
