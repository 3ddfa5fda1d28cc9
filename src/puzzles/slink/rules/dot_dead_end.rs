//! `dot-dead-end`: a loop entering a dot must leave it.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Mark, SegMark, Slink};
use super::marks::{conclude, crossed, held_among, write_crossed_text};

pub struct DotDeadEnd;

impl Rule<Slink> for DotDeadEnd {
    rule_record!("slink",
        "dot-dead-end",
        Basic,
        "A dot with three crossed segments: the fourth is crossed too.";
        Slink::dot_anchors
    );

    /// The count it reads is exactly met: every mark it names is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn derive(&self, p: &Slink, at: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let d = p.dot_of(at);
        if p.dot_crosses(d) == 3 {
            conclude(p, p.board.grid.dot_segs(d), false, out);
            out.explain(|why| {
                let segs = p.board.grid.dot_segs(d);
                let mut reason = String::with_capacity(96);
                reason.push_str("dot ");
                p.board.grid.write_dot_name(d, &mut reason);
                reason.push_str(" has ");
                let closed = segs.iter().copied().filter(|&s| crossed(p, s));
                write_crossed_text(p, closed, &mut reason);
                reason.push_str(": a line there would have no way on");
                why.marks(held_among(p, segs, Mark::Cross)).say(reason);
            });
        }
    }
}
