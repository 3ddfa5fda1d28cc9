//! `sea-reach`: with little water to spare, a cell too far from the water
//! to join it is land.

use std::collections::VecDeque;

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::scratch::with_scratch;
use super::why::{Read, count, groups, list};

pub struct SeaReach;

impl Rule<Nurikabe> for SeaReach {
    rule_record!("nurikabe", "sea-reach", Advanced, "The water is one region with as many cells as the numbers leave over; an undecided cell that could join the water only through more undecided cells than that is land.";
        Nurikabe::whole_grid
    );

    /// Breadth-first from all water at once, through cells that are not
    /// land: the distance to a cell counts the undecided cells that would
    /// have to turn to water for it to be water and joined to the rest.
    /// Only puzzles with little water find anything; the search stops at
    /// the spare count, so elsewhere it ends at once.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        let cells = p.board.cells();
        let water = p.water_count();
        // With a "?" clue only the most water is known: fewer cells to
        // spare than that would be unsound, more only weaker.
        let Some(water_total) = p.board.water_most() else {
            return;
        };
        if water == 0 || water >= water_total {
            return;
        }
        let spare = water_total - water;
        // Any cell can reach the water through the spare cells: nothing to find.
        if spare >= p.unknown_count() {
            return;
        }
        let land = with_scratch(p, |scratch| {
            let distance = &mut scratch.labels;
            measure(p, spare, |c| p.mark(c), distance, &mut scratch.queue);
            let too_far = |c: usize| p.is(c, Mark::Unknown) && distance[c] == usize::MAX;
            (0..cells).filter(|&c| too_far(c)).collect::<Vec<_>>()
        });
        if !out.explaining() {
            out.extend(land.into_iter().map(CellMark::land));
            return;
        }
        // One step per group of cells side by side: each has its own way
        // to the water, and its own land in the way.
        for group in groups(p, &land) {
            out.extend(group.iter().map(|&c| CellMark::land(c)));
            out.explain(|why| explain(p, spare, &group, why));
        }
    }
}

/// Into `distance`, per cell: how many undecided cells (by `mark`) lie
/// on the cheapest way from it to the water, through cells that are not
/// land; `usize::MAX` for more than `spare`. `queue` is working memory.
fn measure(
    p: &Nurikabe,
    spare: usize,
    mark: impl Fn(usize) -> Mark,
    distance: &mut [usize],
    queue: &mut VecDeque<usize>,
) {
    distance.fill(usize::MAX);
    queue.clear();
    for c in (0..p.board.cells()).filter(|&c| mark(c) == Mark::Water) {
        distance[c] = 0;
        queue.push_back(c);
    }
    // Water cells cost nothing, so they go to the front (0-1 search).
    while let Some(at) = queue.pop_front() {
        for n in p.board.neighbours(at) {
            let step = match mark(n) {
                Mark::Land => continue,
                Mark::Water => 0,
                Mark::Unknown => 1,
            };
            let total = distance[at] + step;
            if total > spare || total >= distance[n] {
                continue;
            }
            distance[n] = total;
            if step == 0 {
                queue.push_front(n);
            } else {
                queue.push_back(n);
            }
        }
    }
}

/// Every water cell (they leave `spare`), and of the land beside the
/// cells within reach of the water, what keeps it from `group`: each
/// such cell in turn is left out if, on the givens, the water and the
/// land kept, the group is still too far.
fn explain(p: &Nurikabe, spare: usize, group: &[usize], why: &mut Finding<CellMark>) {
    let cells = p.board.cells();
    let mut distance = vec![usize::MAX; cells];
    let mut queue = VecDeque::new();
    measure(p, spare, |c| p.mark(c), &mut distance, &mut queue);
    let mut wall = vec![false; cells];
    for c in (0..cells).filter(|&c| distance[c] != usize::MAX) {
        for n in p.board.neighbours(c) {
            wall[n] |= p.is(n, Mark::Land) && !p.board.is_clue(n);
        }
    }
    for c in 0..cells {
        if !wall[c] {
            continue;
        }
        wall[c] = false;
        let view = |x: usize| match p.mark(x) {
            Mark::Water => Mark::Water,
            _ if wall[x] || p.board.is_clue(x) => Mark::Land,
            _ => Mark::Unknown,
        };
        measure(p, spare, view, &mut distance, &mut queue);
        wall[c] = group.iter().any(|&g| distance[g] != usize::MAX);
    }
    let mut read = Read::new(p);
    read.cells((0..cells).filter(|&c| wall[c] || p.is(c, Mark::Water)));
    read.give(why);
    why.at(group[0]).say(format!(
        "only {} more can be water, and {} would need more than that to join the water",
        count(spare),
        list(p, group)
    ));
}
