//! Working memory for the rules that search the whole grid. They run
//! after nearly every change, thousands of times a second in hypothesis
//! rounds, so their arrays are kept between calls rather than allocated
//! and zeroed each time. The rules are shared statics, so the memory
//! lives in the state they look at (see `memory`).

use std::collections::VecDeque;

use super::super::state::Nurikabe;
use super::cuts::Cuts;
use super::island_shapes::Tally;
use super::reach::Reach;
use super::shapes::ShapeSearch;

#[derive(Default)]
pub struct Scratch {
    pub reach: Reach,
    pub cuts: Cuts,
    pub shapes: ShapeSearch,
    pub tally: Tally,
    /// One number per cell; its contents on entry are unspecified.
    pub labels: Vec<usize>,
    /// One flag per cell, all false on entry and to be left so.
    pub flags: Vec<bool>,
    pub list: Vec<usize>,
    /// A queue for searches; its contents on entry are unspecified.
    pub queue: VecDeque<usize>,
}

/// Runs `work` with the scratch space of `p`, sized for its grid. Not
/// reentrant: a rule's `derive` never calls another's.
pub fn with_scratch<R>(p: &Nurikabe, work: impl FnOnce(&mut Scratch) -> R) -> R {
    let cells = p.board.cells();
    let mut scratch = p.rule_memory().scratch();
    scratch.reach.prepare(cells);
    scratch.cuts.prepare(cells);
    scratch.shapes.prepare(cells);
    scratch.tally.prepare(cells);
    scratch.labels.resize(cells, 0);
    if scratch.flags.len() != cells {
        scratch.flags = vec![false; cells];
    }
    work(&mut scratch)
}
