//! `clue-needs-all`: a number with just enough open sides uses them all.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Mark, SegMark, Slink};
use super::marks::{
    conclude, crossed, held_among, write_clue_name, write_counted, write_seg_names,
};

pub struct ClueNeedsAll;

impl Rule<Slink> for ClueNeedsAll {
    rule_record!("slink",
        "clue-needs-all",
        Basic,
        "A cell n whose sides are all crossed but n: those n are lines.";
        Slink::cell_anchors
    );

    /// The count it reads is exactly met: every mark it names is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        p.board.clue(cell).is_some_and(|n| n > 0)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        if let Some(n @ 1..) = p.board.clue(cell)
            && p.cell_crosses(cell) == 4 - n
        {
            conclude(p, p.board.grid.sides(cell), true, out);
            out.explain(|why| {
                let sides = p.board.grid.sides(cell);
                let mut reason = String::with_capacity(96);
                write_clue_name(p, cell, &mut reason);
                reason.push_str(" has ");
                let crosses = sides.iter().copied().filter(|&s| crossed(p, s));
                write_seg_names(p, crosses, &mut reason);
                reason.push_str(" crossed, leaving just ");
                write_counted(n as usize, "side", "sides", &mut reason);
                reason.push_str(" for its lines");
                why.given(cell)
                    .marks(held_among(p, sides, Mark::Cross))
                    .say(reason);
            });
        }
    }
}
