//! `dot-one-exit`: a loop entering a dot leaves by the only way open.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Mark, SegMark, Slink};
use super::marks::{conclude, crossed, held_among, lined, write_crossed_text, write_seg_names};

pub struct DotOneExit;

impl Rule<Slink> for DotOneExit {
    rule_record!("slink",
        "dot-one-exit",
        Basic,
        "A dot with one line and only one other segment not crossed: that segment is a line.";
        Slink::dot_anchors
    );

    /// The count it reads is exactly met: every mark it names is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn derive(&self, p: &Slink, at: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let d = p.dot_of(at);
        if p.dot_lines(d) == 1 && p.dot_crosses(d) == 2 {
            conclude(p, p.board.grid.dot_segs(d), true, out);
            out.explain(|why| {
                let grid = &p.board.grid;
                let segs = grid.dot_segs(d);
                let mut reason = String::with_capacity(96);
                reason.push_str("the loop enters dot ");
                grid.write_dot_name(d, &mut reason);
                reason.push_str(" along ");
                write_seg_names(
                    p,
                    segs.iter().copied().filter(|&s| lined(p, s)),
                    &mut reason,
                );
                reason.push_str(" and must go on, with ");
                let closed = segs.iter().copied().filter(|&s| crossed(p, s));
                write_crossed_text(p, closed, &mut reason);
                why.marks(held_among(p, segs, Mark::Line))
                    .marks(held_among(p, segs, Mark::Cross))
                    .say(reason);
            });
        }
    }
}
