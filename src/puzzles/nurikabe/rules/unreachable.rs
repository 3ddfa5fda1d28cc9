//! `unreachable`: a cell no island can reach is water.

use crate::engine::text::cell_name;
use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::reach::island_reaches;
use super::scratch::with_scratch;

pub struct Unreachable;

impl Rule<Nurikabe> for Unreachable {
    rule_record!("nurikabe", "unreachable", Advanced, "A cell that no numbered island can reach within the cells it still needs is water; land without a number that none can reach is a contradiction.";
        Nurikabe::whole_grid
    );

    /// From each numbered island short of its number, the cheapest way to
    /// each cell (see `Reach`). Cells no island reaches within what it
    /// still needs are water.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark>) {
        let reaches = island_reaches(p);
        with_scratch(p, |scratch| {
            let reached = &mut scratch.flags;
            for island in reaches.iter() {
                island.reached.iter().for_each(|&c| reached[c] = true);
            }
            conclude(p, reached, out);
            reached.fill(false);
        });
    }
}

/// Water where nothing reaches; land nothing reaches is a contradiction.
fn conclude(p: &Nurikabe, reached: &[bool], out: &mut Derived<CellMark>) {
    let cells = p.board.cells();
    let orphan = (0..cells)
        .find(|&c| !reached[c] && p.is(c, Mark::Land) && p.island_numbered_cell(c).is_none());
    if let Some(orphan) = orphan {
        let (r, c) = p.pos(orphan);
        out.refute(format!(
            "the land at {} cannot join any numbered island",
            cell_name(r, c)
        ));
        return;
    }
    let stranded = |c: usize| !reached[c] && p.is(c, Mark::Unknown);
    out.extend((0..cells).filter(|&c| stranded(c)).map(CellMark::water));
}
