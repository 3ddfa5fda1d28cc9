//! How far a numbered island can still grow: the cheapest way from the
//! island to each cell, within the cells it still lacks. Shared by
//! `unreachable` (cells no island reaches) and `island-must-use` (cells an
//! island cannot do without).

use super::super::state::{Mark, Nurikabe};

/// Scratch space for one search after another on one grid.
#[derive(Default)]
pub struct Reach {
    cost: Vec<u32>,
    /// Cells reached by the last search, island members included.
    touched: Vec<usize>,
    /// Cells to expand, by cost: steps cost small whole numbers, so a
    /// bucket per cost beats a heap.
    buckets: Vec<Vec<usize>>,
}

impl Reach {
    /// Ready for searches on a grid of `cells` cells.
    pub fn prepare(&mut self, cells: usize) {
        if self.cost.len() != cells {
            self.cost = vec![u32::MAX; cells];
            self.touched.clear();
        }
    }

    /// Every cell outside the island of `start` that the island can reach
    /// within `budget`, never stepping on `avoid`. Stepping onto an
    /// undecided cell costs one; onto unnumbered land, that land's size
    /// (taking one of its cells takes them all); water, other numbered
    /// islands and cells beside them cannot be crossed.
    pub fn explore(
        &mut self,
        p: &Nurikabe,
        start: usize,
        budget: u32,
        avoid: Option<usize>,
    ) -> impl Iterator<Item = usize> + '_ {
        for &t in &self.touched {
            self.cost[t] = u32::MAX;
        }
        self.touched.clear();
        let levels = budget as usize + 1;
        if self.buckets.len() < levels {
            self.buckets.resize_with(levels, Vec::new);
        }
        let root = p.root(start);
        let numbered = p.island_numbered_cell(start);
        // Beside land of another numbered island: joining would merge numbers.
        let blocked = |c: usize| {
            p.board.neighbours(c).any(|n| {
                p.is(n, Mark::Land)
                    && p.root(n) != root
                    && p.island_numbered_cell(n)
                        .is_some_and(|x| Some(x) != numbered)
            })
        };
        for member in p.regions().members(start) {
            self.cost[member] = 0;
            self.touched.push(member);
            self.buckets[0].push(member);
        }
        for spent in 0..levels as u32 {
            while let Some(at) = self.buckets[spent as usize].pop() {
                if spent > self.cost[at] {
                    continue;
                }
                for n in p.board.neighbours(at) {
                    let step = match p.mark(n) {
                        Mark::Water => continue,
                        Mark::Unknown => 1,
                        Mark::Land if p.island_numbered_cell(n).is_none() => {
                            p.region_size(n) as u32
                        }
                        Mark::Land => continue,
                    };
                    let total = spent + step;
                    if total > budget || total >= self.cost[n] || Some(n) == avoid || blocked(n) {
                        continue;
                    }
                    if p.is(n, Mark::Land) {
                        for g in p.regions().members(n) {
                            self.settle(g, total);
                        }
                    } else {
                        self.settle(n, total);
                    }
                }
            }
        }
        let cost = &self.cost;
        self.touched.iter().copied().filter(move |&c| cost[c] > 0)
    }

    fn settle(&mut self, cell: usize, total: u32) {
        if total < self.cost[cell] {
            if self.cost[cell] == u32::MAX {
                self.touched.push(cell);
            }
            self.cost[cell] = total;
            self.buckets[total as usize].push(cell);
        }
    }
}

/// Each numbered island short of its number, once: one of its cells and
/// how many cells it still lacks. `seen` is a flag per cell, all false,
/// and left so.
pub fn growing_islands(p: &Nurikabe, seen: &mut [bool]) -> Vec<(usize, u32)> {
    let cells = p.board.cells();
    let mut islands = Vec::new();
    let mut roots = Vec::new();
    for start in (0..cells).filter(|&c| p.board.clue(c).is_some() && p.is(c, Mark::Land)) {
        let root = p.root(start);
        if std::mem::replace(&mut seen[root], true) {
            continue;
        }
        roots.push(root);
        if let Some(n) = p.island_number(start) {
            let size = p.region_size(start) as u32;
            if n > size {
                islands.push((start, n - size));
            }
        }
    }
    roots.into_iter().for_each(|r| seen[r] = false);
    islands
}
