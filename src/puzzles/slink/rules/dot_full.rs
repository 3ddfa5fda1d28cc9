//! `dot-full`: the loop passes a dot at most once.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Mark, SegMark, Slink};
use super::marks::{conclude, marks_among, seg_names};

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
                let lines = marks_among(p, p.board.grid.dot_segs(d), Mark::Line);
                let names = seg_names(p, lines.iter().map(|m| m.seg));
                why.marks(lines).say(format!(
                    "the loop passes dot {} along {names}, and a dot takes at most two lines",
                    p.board.grid.dot_name(d)
                ));
            });
        }
    }
}
