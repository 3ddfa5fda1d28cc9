//! `unreachable`: a cell no island can reach is water.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::engine::{Anchor, Rule};
use crate::rule_meta;

use super::super::state::{CellMark, Mark, Nurikabe};

pub struct Unreachable;

impl Rule<Nurikabe> for Unreachable {
    rule_meta!("unreachable", Advanced, "A cell that no numbered island can reach within the cells it still needs is water (for land without a number, that shows a contradiction).";
        Nurikabe::grid_anchor
    );

    /// From each numbered island short of its number, the cheapest way to
    /// each cell: an undecided cell costs one, unnumbered land costs its
    /// size, and nothing beside another numbered island may be crossed.
    /// Cells no island reaches within what it still needs are water.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Vec<CellMark>) {
        let cells = p.board.cells();
        let mut reached = vec![false; cells];
        let mut seen_islands = vec![false; cells];
        let mut cost = vec![u32::MAX; cells];
        for start in 0..cells {
            if !p.is(start, Mark::Land) || p.board.clue(start).is_none() {
                continue;
            }
            let root = p.root(start);
            if seen_islands[root] {
                continue;
            }
            seen_islands[root] = true;
            let Some(n) = p.island_number(start) else {
                continue;
            };
            let budget = n.saturating_sub(p.region_size(start) as u32);
            reach_from(p, start, budget, &mut cost, &mut reached);
        }
        // Unnumbered land no island reaches cannot be part of any island:
        // concluding water there is the contradiction it is.
        let stranded = |c: usize| {
            !reached[c]
                && (p.is(c, Mark::Unknown)
                    || (p.is(c, Mark::Land) && p.island_numbered_cell(c).is_none()))
        };
        out.extend((0..cells).filter(|&c| stranded(c)).map(CellMark::water));
    }
}

/// Marks every undecided cell island `start` can reach within `budget`.
fn reach_from(p: &Nurikabe, start: usize, budget: u32, cost: &mut [u32], reached: &mut [bool]) {
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
    let mut touched = Vec::new();
    let mut heap = BinaryHeap::new();
    for member in p.regions().members(start) {
        cost[member] = 0;
        touched.push(member);
        heap.push(Reverse((0u32, member)));
    }
    while let Some(Reverse((spent, at))) = heap.pop() {
        if spent > cost[at] {
            continue;
        }
        for n in p.board.neighbours(at) {
            let step = match p.mark(n) {
                Mark::Water => continue,
                Mark::Unknown => 1,
                // Unnumbered land: taking one of its cells takes them all.
                Mark::Land if p.island_numbered_cell(n).is_none() => p.region_size(n) as u32,
                Mark::Land => continue,
            };
            let total = spent + step;
            if total > budget || total >= cost[n] || blocked(n) {
                continue;
            }
            let group: Vec<usize> = if p.is(n, Mark::Land) {
                p.regions().members(n).collect()
            } else {
                vec![n]
            };
            for g in group {
                if total < cost[g] {
                    cost[g] = total;
                    touched.push(g);
                    reached[g] = true;
                    heap.push(Reverse((total, g)));
                }
            }
        }
    }
    for t in touched {
        cost[t] = u32::MAX;
    }
}
