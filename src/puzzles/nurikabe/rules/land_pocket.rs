//! `land-pocket`: all water is one region, so undecided cells walled off
//! from every water cell cannot be water.

use crate::engine::text::cell_name;
use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::scratch::with_scratch;

pub struct LandPocket;

impl Rule<Nurikabe> for LandPocket {
    rule_record!("nurikabe", "land-pocket", Advanced, "Undecided cells walled off by land from all the water are land; water walled off from the rest of the water is a contradiction.";
        Nurikabe::whole_grid
    );

    /// Splits the cells that could still be water (water and undecided)
    /// into connected pockets. Once some cell is water, the one sea must
    /// lie in a single pocket: the one holding the most water cells (the
    /// first such, in reading order) may; every cell of the other pockets
    /// is land, and water there can never join the sea.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark>) {
        if p.water_count() == 0 {
            return;
        }
        let cells = p.board.cells();
        with_scratch(p, |scratch| {
            let pocket = &mut scratch.labels;
            pocket.fill(usize::MAX);
            // Per pocket: its water cells and its first water cell.
            let mut water: Vec<(usize, usize)> = Vec::new();
            let stack = &mut scratch.list;
            for start in 0..cells {
                if p.is(start, Mark::Land) || pocket[start] != usize::MAX {
                    continue;
                }
                let index = water.len();
                let mut count = (0, usize::MAX);
                pocket[start] = index;
                stack.clear();
                stack.push(start);
                while let Some(at) = stack.pop() {
                    if p.is(at, Mark::Water) {
                        count = (count.0 + 1, count.1.min(at));
                    }
                    for n in p.board.neighbours(at) {
                        if !p.is(n, Mark::Land) && pocket[n] == usize::MAX {
                            pocket[n] = index;
                            stack.push(n);
                        }
                    }
                }
                water.push(count);
            }
            conclude(p, pocket, &water, out);
        });
    }
}

/// The sea is the pocket with the most water; water in any other is a
/// contradiction, and the undecided cells there are land (pocket by
/// pocket, in the order of their first cells).
fn conclude(p: &Nurikabe, pocket: &[usize], water: &[(usize, usize)], out: &mut Derived<CellMark>) {
    let sea = (0..water.len())
        .max_by_key(|&i| (water[i].0, usize::MAX - i))
        .unwrap_or(0);
    let name = |cell: usize| {
        let (r, c) = p.pos(cell);
        cell_name(r, c)
    };
    if let Some(stray) = (0..water.len()).find(|&i| i != sea && water[i].0 > 0) {
        out.refute(format!(
            "the water at {} is cut off from the water at {}",
            name(water[stray].1),
            name(water[sea].1)
        ));
        return;
    }
    let mut cut_off: Vec<(usize, usize)> = (0..pocket.len())
        .filter(|&c| pocket[c] != sea && pocket[c] != usize::MAX)
        .map(|c| (pocket[c], c))
        .collect();
    cut_off.sort_unstable();
    out.extend(cut_off.into_iter().map(|(_, c)| CellMark::land(c)));
}
