//! How far a numbered island can still grow: the cheapest way from the
//! island to each cell, within the cells it still lacks. A "?" island
//! lacks nothing for sure but may grow by as much as the grid can spare:
//! it reaches that far, so that no cell it might take is counted out. Shared by
//! `unreachable` (cells no island reaches) and `island-must-use` (cells an
//! island cannot do without), which look at the same states one after the
//! other: the result is kept in the state until it changes (see
//! `memory`).

use super::super::board::Clue;
use super::super::state::{Mark, Nurikabe};
use super::scratch::with_scratch;

/// One numbered island short of its number, or a "?" island that may
/// still grow.
pub struct IslandReach {
    /// One of its cells.
    pub start: usize,
    /// How many cells it still lacks; `None` for a "?" island, which may
    /// stop at any size. The rules that need an island to reach its size
    /// (`island-must-use`, `island-shapes`) pass it by.
    pub lacks: Option<u32>,
    /// The most cells it may still take: what it lacks, or for a "?"
    /// all the grid can spare (see `hidden_budget`). It reaches this far.
    pub budget: u32,
    /// The cells outside it that it can reach within that, in the order
    /// found.
    pub reached: Vec<usize>,
}

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

/// In `beside` (one entry per cell): no numbered island next to the cell.
const NO_ISLAND: usize = usize::MAX;
/// Two or more numbered islands next to the cell.
const ISLANDS: usize = usize::MAX - 1;

/// The reach of every numbered island short of its number, and of every
/// "?" island that can still grow, in reading order of their first
/// numbered cell.
pub fn island_reaches(p: &Nurikabe) -> &[IslandReach] {
    p.rule_memory().reaches(|| find_island_reaches(p))
}

fn find_island_reaches(p: &Nurikabe) -> Vec<IslandReach> {
    with_scratch(p, |scratch| {
        let beside = &mut scratch.labels;
        mark_islands_beside(p, beside);
        growing_islands(p, &mut scratch.flags)
            .into_iter()
            .map(|(start, lacks, budget)| IslandReach {
                start,
                lacks,
                budget,
                reached: scratch.reach.explore(p, start, budget, beside),
            })
            .collect()
    })
}

/// For each cell, the root of the numbered island beside it, if one.
/// Walks the numbered islands rather than the grid: they hold far fewer
/// cells, and the rules ask after every change.
fn mark_islands_beside(p: &Nurikabe, beside: &mut [usize]) {
    beside.fill(NO_ISLAND);
    // Each numbered cell is land; an island holding two numbers (a state
    // about to be refuted) is walked twice, to the same marks.
    for start in (0..p.board.cells()).filter(|&c| p.board.is_clue(c)) {
        let root = p.root(start);
        for member in p.regions().members(start) {
            for n in p.board.neighbours(member) {
                let slot = &mut beside[n];
                *slot = match *slot {
                    NO_ISLAND => root,
                    same if same == root => root,
                    _ => ISLANDS,
                };
            }
        }
    }
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
    /// within `budget`. Stepping onto an undecided cell costs one; onto
    /// unnumbered land, that land's size (taking one of its cells takes
    /// them all); water, other numbered islands and cells beside them
    /// (`beside`, from `mark_islands_beside`) cannot be crossed.
    fn explore(&mut self, p: &Nurikabe, start: usize, budget: u32, beside: &[usize]) -> Vec<usize> {
        for &t in &self.touched {
            self.cost[t] = u32::MAX;
        }
        self.touched.clear();
        let levels = budget as usize + 1;
        if self.buckets.len() < levels {
            self.buckets.resize_with(levels, Vec::new);
        }
        let root = p.root(start);
        // Beside land of another numbered island: joining would merge numbers.
        let blocked = |c: usize| beside[c] != NO_ISLAND && beside[c] != root;
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
                    if total > budget || total >= self.cost[n] || blocked(n) {
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
        // Sized at once: the list is kept in the state, made after nearly
        // every change, and growing it step by step cost more than the
        // search on a small grid.
        let cost = &self.cost;
        let mut reached = Vec::with_capacity(self.touched.len());
        reached.extend(self.touched.iter().copied().filter(|&c| cost[c] > 0));
        reached
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

/// Each numbered island short of its number, and each "?" island that may
/// grow, once: one of its cells, how many cells it still lacks (`None`
/// for a "?") and the most it may take. `seen` is a flag per cell, all
/// false, and left so.
fn growing_islands(p: &Nurikabe, seen: &mut [bool]) -> Vec<(usize, Option<u32>, u32)> {
    let cells = p.board.cells();
    let numbered = || (0..cells).filter(|&c| p.board.is_clue(c) && p.is(c, Mark::Land));
    let mut islands = Vec::new();
    for start in numbered() {
        let root = p.root(start);
        if std::mem::replace(&mut seen[root], true) {
            continue;
        }
        let size = p.region_size(start) as u32;
        match p.island_clue(start) {
            Some(Clue::Number(n)) if n > size => islands.push((start, Some(n - size), n - size)),
            Some(Clue::Hidden) => {
                let budget = hidden_budget(p, size);
                if budget > 0 {
                    islands.push((start, None, budget));
                }
            }
            _ => {}
        }
    }
    // The roots marked are those of the numbered cells: no list needed.
    numbered().for_each(|c| seen[p.root(c)] = false);
    islands
}

/// The most cells a "?" island of `size` cells may still take: every
/// other clue's island has at least its number (a "?" at least 1), and
/// the water at least the cells that are water now; what is left of the
/// grid is the most this island can have.
fn hidden_budget(p: &Nurikabe, size: u32) -> u32 {
    let others = p.board.land_least() - 1;
    let most = p.board.cells().saturating_sub(others + p.water_count());
    (most as u32).saturating_sub(size)
}
