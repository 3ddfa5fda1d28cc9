//! `finished-loop`: once the loop is closed nothing else is on it.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{SegMark, Slink};

pub struct FinishedLoop;

impl Rule<Slink> for FinishedLoop {
    rule_record!("slink",
        "finished-loop",
        Advanced,
        "Once the loop is closed, every segment not on it is crossed.";
        Slink::whole_grid
    );

    fn derive(&self, p: &Slink, _grid: Anchor, out: &mut Derived<SegMark>) {
        if p.loop_closed() {
            let segs = 0..p.board.grid.seg_count() as u32;
            out.extend(
                segs.filter(|&s| super::marks::open(p, s))
                    .map(SegMark::cross),
            );
        }
    }
}
