//! `finished-loop`: once the loop is closed nothing else is on it.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{held, lined, open};
use super::paths::loop_through;

pub struct FinishedLoop;

impl Rule<Slink> for FinishedLoop {
    rule_record!("slink",
        "finished-loop",
        Intermediate @ 1.4,
        "Once the loop is closed, every segment not on it is crossed.";
        Slink::whole_grid
    );

    fn derive(&self, p: &Slink, _grid: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        if p.loop_closed() {
            let segs = 0..p.board.grid.seg_count() as u32;
            out.extend(segs.clone().filter(|&s| open(p, s)).map(SegMark::cross));
            out.explain(|why| {
                // Every line is on the closed loop (the state refuses any
                // other): the loop is what this reads, shown at its first line.
                let grid = &p.board.grid;
                let Some(first) = segs.clone().find(|&s| lined(p, s)) else {
                    return;
                };
                let lines = loop_through(p, first);
                let cell = grid.seg_cells(first).into_iter().flatten().next();
                if let Some(cell) = cell {
                    why.at(cell);
                }
                why.marks(lines.iter().map(|&s| held(p, s)));
                why.say(format!(
                    "the loop of {} lines through {} is closed, so no other segment is on it",
                    lines.len(),
                    grid.seg_name(first)
                ));
            });
        }
    }
}
