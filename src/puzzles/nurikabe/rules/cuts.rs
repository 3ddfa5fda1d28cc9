//! Cut cells: which cells, if taken away, split a connected area of the
//! grid, and how much of what matters (water, room to grow) each one cuts
//! off. One depth-first search finds them all (Hopcroft and Tarjan's
//! low-point method); `water-bridge` and `island-must-use` read it.

use super::super::board::Board;

#[derive(Default)]
pub struct Cuts {
    order: Vec<u32>,
    low: Vec<u32>,
    /// Per cell: the weight of its search subtree.
    below: Vec<usize>,
    /// Per cell: the weight of the child subtrees it cuts off, and how
    /// many of those subtrees weigh something.
    separated: Vec<usize>,
    sides: Vec<u32>,
    /// Per cell: the cell its search started from.
    tree: Vec<usize>,
    counter: u32,
    /// The search path: cell, parent, next neighbour to look at.
    stack: Vec<(usize, usize, u8)>,
    /// Every cell seen since the last reset, so a reset costs what the
    /// searches covered, not the whole grid.
    visited: Vec<usize>,
}

const UNSEEN: u32 = u32::MAX;

impl Cuts {
    /// Ready for searches on a grid of `cells` cells, nothing seen.
    pub fn prepare(&mut self, cells: usize) {
        if self.order.len() != cells {
            self.order = vec![UNSEEN; cells];
            self.low = vec![0; cells];
            self.below = vec![0; cells];
            self.separated = vec![0; cells];
            self.sides = vec![0; cells];
            self.tree = vec![usize::MAX; cells];
            self.visited.clear();
        }
        self.reset();
    }

    /// Forgets every search, for a new area.
    pub fn reset(&mut self) {
        for &cell in &self.visited {
            self.order[cell] = UNSEEN;
            self.separated[cell] = 0;
            self.sides[cell] = 0;
        }
        self.visited.clear();
        self.counter = 0;
    }

    pub fn seen(&self, cell: usize) -> bool {
        self.order[cell] != UNSEEN
    }

    /// Searches the cells connected to `root` through cells where `inside`
    /// holds (`root` itself must be inside and unseen).
    pub fn search(
        &mut self,
        board: &Board,
        root: usize,
        inside: impl Fn(usize) -> bool,
        weight: impl Fn(usize) -> usize,
    ) {
        self.enter(root, usize::MAX, root, &weight);
        while let Some(top) = self.stack.last_mut() {
            let (at, parent, side) = *top;
            if let Some(n) = board.side(at, side as usize) {
                top.2 += 1;
                if n == usize::MAX || !inside(n) {
                    continue;
                }
                if self.order[n] == UNSEEN {
                    self.enter(n, at, root, &weight);
                } else if n != parent {
                    self.low[at] = self.low[at].min(self.order[n]);
                }
                continue;
            }
            self.stack.pop();
            if parent != usize::MAX {
                self.leave(at, parent);
            }
        }
    }

    fn enter(&mut self, at: usize, parent: usize, root: usize, weight: &impl Fn(usize) -> usize) {
        self.visited.push(at);
        self.order[at] = self.counter;
        self.low[at] = self.counter;
        self.counter += 1;
        self.tree[at] = root;
        self.below[at] = weight(at);
        self.stack.push((at, parent, 0));
    }

    /// Back from `at` to its parent: the parent's low point and weight,
    /// and whether it cuts `at`'s subtree off.
    #[inline(always)]
    fn leave(&mut self, at: usize, parent: usize) {
        self.low[parent] = self.low[parent].min(self.low[at]);
        self.below[parent] += self.below[at];
        if self.low[at] >= self.order[parent] {
            self.separated[parent] += self.below[at];
            self.sides[parent] += u32::from(self.below[at] > 0);
        }
    }

    /// The cell the search holding `cell` started from.
    pub fn tree(&self, cell: usize) -> usize {
        self.tree[cell]
    }
    /// The weight of the whole area a search covered, given its start.
    pub fn total(&self, root: usize) -> usize {
        self.below[root]
    }
    /// The weight cut off from the search's start when `cell` is taken
    /// away (its own weight not included).
    pub fn separated(&self, cell: usize) -> usize {
        self.separated[cell]
    }
    /// How many parts that weigh something `cell` cuts off from the start.
    pub fn sides(&self, cell: usize) -> u32 {
        self.sides[cell]
    }
}
