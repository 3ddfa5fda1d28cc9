//! `water-bridge`: all water is one region, so an undecided cell that is
//! the only link between two parts of the water is water.

use crate::engine::{Anchor, Rule};
use crate::rule_meta;

use super::super::state::{CellMark, Mark, Nurikabe};

pub struct WaterBridge;

impl Rule<Nurikabe> for WaterBridge {
    rule_meta!("water-bridge", Advanced, "An undecided cell whose loss would cut the cells that can still be water into parts, two of them holding water, is water.";
        Nurikabe::grid_anchor
    );

    /// The cells that can still be water (water and undecided) form a
    /// graph; its cut vertices (found by one depth-first search, keeping
    /// each subtree's water count) that are undecided and separate water
    /// from water must be water, or the sea would split.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Vec<CellMark>) {
        let total_water = p.water_count();
        if total_water < 2 {
            return;
        }
        let cells = p.board.cells();
        let mut search = Search::new(cells);
        let mut stack: Vec<(usize, usize, Vec<usize>)> = Vec::new();
        for root in (0..cells).filter(|&c| !p.is(c, Mark::Land)) {
            if search.order[root] != u32::MAX {
                continue;
            }
            search.enter(p, root, usize::MAX, root, &mut stack);
            while let Some((at, parent, pending)) = stack.last_mut() {
                let (at, parent) = (*at, *parent);
                if let Some(next) = pending.pop() {
                    if search.order[next] == u32::MAX {
                        search.enter(p, next, at, root, &mut stack);
                    } else if next != parent {
                        search.low[at] = search.low[at].min(search.order[next]);
                    }
                    continue;
                }
                stack.pop();
                if parent != usize::MAX {
                    search.leave(at, parent);
                }
            }
        }
        let mut bridges = Vec::new();
        for c in (0..cells).filter(|&c| search.sides[c] > 0 && p.is(c, Mark::Unknown)) {
            // Water outside the cut-off subtrees lies above the cell in the
            // search (the search's root has nothing above it).
            let root = search.tree[c];
            let rest = search.water_below[root] - search.separated[c];
            let parts = search.sides[c] as usize + usize::from(c != root && rest > 0);
            if parts >= 2 {
                bridges.push(c);
            }
        }
        bridges.sort_unstable();
        out.extend(bridges.into_iter().map(CellMark::water));
    }
}

/// A depth-first search over the cells that can still be water.
struct Search {
    order: Vec<u32>,
    low: Vec<u32>,
    water_below: Vec<usize>,
    /// Per vertex: the water of the child subtrees it cuts off, how many
    /// such subtrees hold water, and the root of its search.
    separated: Vec<usize>,
    sides: Vec<u32>,
    tree: Vec<usize>,
    counter: u32,
}

impl Search {
    fn new(cells: usize) -> Search {
        Search {
            order: vec![u32::MAX; cells],
            low: vec![0; cells],
            water_below: vec![0; cells],
            separated: vec![0; cells],
            sides: vec![0; cells],
            tree: vec![usize::MAX; cells],
            counter: 0,
        }
    }

    fn enter(
        &mut self,
        p: &Nurikabe,
        at: usize,
        parent: usize,
        root: usize,
        stack: &mut Vec<(usize, usize, Vec<usize>)>,
    ) {
        self.order[at] = self.counter;
        self.low[at] = self.counter;
        self.counter += 1;
        self.tree[at] = root;
        self.water_below[at] = usize::from(p.is(at, Mark::Water));
        stack.push((
            at,
            parent,
            p.board
                .neighbours(at)
                .filter(|&n| !p.is(n, Mark::Land))
                .collect(),
        ));
    }

    /// Back from `at` to its parent: the parent's low point and water, and
    /// whether it cuts `at`'s subtree (with its water) off.
    fn leave(&mut self, at: usize, parent: usize) {
        self.low[parent] = self.low[parent].min(self.low[at]);
        self.water_below[parent] += self.water_below[at];
        if self.low[at] >= self.order[parent] && self.water_below[at] > 0 {
            self.separated[parent] += self.water_below[at];
            self.sides[parent] += 1;
        }
    }
}
