//! `sea-reach`: with little water to spare, a cell too far from the water
//! to join it is land.

use std::collections::VecDeque;

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::scratch::with_scratch;

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
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark>) {
        let cells = p.board.cells();
        let water = p.water_count();
        let Some(water_total) = p.board.water_total() else {
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
            distance.fill(usize::MAX);
            let mut queue = VecDeque::new();
            for c in (0..cells).filter(|&c| p.is(c, Mark::Water)) {
                distance[c] = 0;
                queue.push_back(c);
            }
            // Water cells cost nothing, so they go to the front (0-1 search).
            while let Some(at) = queue.pop_front() {
                for n in p.board.neighbours(at) {
                    let step = match p.mark(n) {
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
            let too_far = |c: usize| p.is(c, Mark::Unknown) && distance[c] == usize::MAX;
            (0..cells).filter(|&c| too_far(c)).collect::<Vec<_>>()
        });
        out.extend(land.into_iter().map(CellMark::land));
    }
}
