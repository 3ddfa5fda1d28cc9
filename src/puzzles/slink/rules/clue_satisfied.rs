//! `clue-satisfied`: a number that has all its lines has no more.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Mark, SegMark, Slink};
use super::marks::{conclude, held_among, lined, write_clue_name, write_counted, write_seg_names};

pub struct ClueSatisfied;

impl Rule<Slink> for ClueSatisfied {
    rule_record!("slink",
        "clue-satisfied",
        Basic,
        "A cell n with n lines already has all its other sides crossed.";
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
        // A 0 is the rule `zero`'s: it needs no line to be drawn first.
        if let Some(n @ 1..) = p.board.clue(cell)
            && p.cell_lines(cell) == n
        {
            conclude(p, p.board.grid.sides(cell), false, out);
            out.explain(|why| {
                let sides = p.board.grid.sides(cell);
                let mut reason = String::with_capacity(96);
                write_clue_name(p, cell, &mut reason);
                reason.push_str(" already has its ");
                write_counted(n as usize, "line", "lines", &mut reason);
                reason.push_str(" at ");
                let lines = sides.iter().copied().filter(|&s| lined(p, s));
                write_seg_names(p, lines, &mut reason);
                why.given(cell)
                    .marks(held_among(p, sides, Mark::Line))
                    .say(reason);
            });
        }
    }
}
