//! `dot-full`: the loop passes a dot at most once.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Mark, SegMark, Slink};
use super::marks::{conclude, held_among, lined, write_seg_names};

pub struct DotFull;

impl Rule<Slink> for DotFull {
    rule_record!("slink",
        "dot-full",
        Basic,
        "A dot with two lines: its other segments are crossed.";
        Slink::dot_anchors
    );

    /// The count it reads is exactly met: every mark it names is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn derive(&self, p: &Slink, at: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let d = p.dot_of(at);
        if p.dot_lines(d) == 2 {
            conclude(p, p.board.grid.dot_segs(d), false, out);
            out.explain(|why| {
                let segs = p.board.grid.dot_segs(d);
                let mut reason = String::with_capacity(96);
                reason.push_str("the loop passes dot ");
                p.board.grid.write_dot_name(d, &mut reason);
                reason.push_str(" along ");
                write_seg_names(
                    p,
                    segs.iter().copied().filter(|&s| lined(p, s)),
                    &mut reason,
                );
                reason.push_str(", and a dot takes at most two lines");
                why.marks(held_among(p, segs, Mark::Line)).say(reason);
            });
        }
    }
}
