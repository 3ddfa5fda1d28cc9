//! `dot-one-exit`: a loop entering a dot leaves by the only way open.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Mark, SegMark, Slink};
use super::marks::{conclude, crossed, crossed_text, marks_among, seg_names};

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
                let segs = p.board.grid.dot_segs(d);
                let closed: Vec<_> = segs.iter().copied().filter(|&s| crossed(p, s)).collect();
                let line = marks_among(p, segs, Mark::Line);
                let name = seg_names(p, line.iter().map(|m| m.seg));
                why.marks(line)
                    .marks(marks_among(p, segs, Mark::Cross))
                    .say(format!(
                        "the loop enters dot {} along {name} and must go on, with {}",
                        p.board.grid.dot_name(d),
                        crossed_text(p, &closed)
                    ));
            });
        }
    }
}
