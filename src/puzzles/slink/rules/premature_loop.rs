//! `premature-loop`: the answer is one loop, so a segment joining the two
//! ends of one path is crossed unless that loop would be the whole answer.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::grid::NONE;
use super::super::state::{SegMark, Slink};
use super::marks::open;

pub struct PrematureLoop;

impl Rule<Slink> for PrematureLoop {
    rule_record!("slink",
        "premature-loop",
        Advanced,
        "A segment that would join the two ends of one path, closing a loop short of the whole answer, is crossed.";
        Slink::dot_anchors
    );

    fn derive(&self, p: &Slink, at: Anchor, out: &mut Derived<SegMark>) {
        let grid = &p.board.grid;
        let d = p.dot_of(at);
        let Some(other_end) = p.other_end(d) else {
            return;
        };
        for &s in grid.dot_segs(d) {
            if s == NONE || !open(p, s) {
                continue;
            }
            let [a, b] = grid.seg_dots(s);
            let across = if a == d { b } else { a };
            if across == other_end && !p.closing_finishes(s) {
                out.push(SegMark::cross(s));
            }
        }
    }
}
