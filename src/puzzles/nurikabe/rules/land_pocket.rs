//! `land-pocket`: all water is one region, so undecided cells walled off
//! from every water cell cannot be water.

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::scratch::with_scratch;
use super::why::{Read, is_are, land_around, list, name};

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
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        // One area known (see `open_joined`): the sea is all of it.
        if p.water_count() == 0 || p.rule_memory().open_joined() {
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
            p.rule_memory().set_open_joined(water.len() == 1);
            conclude(p, pocket, &water, out);
        });
    }
}

/// The sea is the pocket with the most water; water in any other is a
/// contradiction, and the undecided cells there are land (pocket by
/// pocket, in the order of their first cells).
fn conclude(
    p: &Nurikabe,
    pocket: &[usize],
    water: &[(usize, usize)],
    out: &mut Derived<CellMark, impl Why<CellMark>>,
) {
    let sea = (0..water.len())
        .max_by_key(|&i| (water[i].0, usize::MAX - i))
        .unwrap_or(0);
    let sea_water = water[sea].1;
    if let Some(stray) = (0..water.len()).find(|&i| i != sea && water[i].0 > 0) {
        out.refute(format!(
            "the water at {} is cut off from the water at {}",
            name(p, water[stray].1),
            name(p, sea_water)
        ));
        out.explain(|why| {
            let cells: Vec<usize> = (0..pocket.len()).filter(|&c| pocket[c] == stray).collect();
            walled_off(p, &cells, sea_water, why);
        });
        return;
    }
    let mut cut_off: Vec<(usize, usize)> = (0..pocket.len())
        .filter(|&c| pocket[c] != sea && pocket[c] != usize::MAX)
        .map(|c| (pocket[c], c))
        .collect();
    cut_off.sort_unstable();
    if !out.explaining() {
        out.extend(cut_off.into_iter().map(|(_, c)| CellMark::land(c)));
        return;
    }
    // One step per pocket: each has its own wall.
    for part in cut_off.chunk_by(|a, b| a.0 == b.0) {
        let cells: Vec<usize> = part.iter().map(|&(_, c)| c).collect();
        out.extend(cells.iter().map(|&c| CellMark::land(c)));
        out.explain(|why| {
            walled_off(p, &cells, sea_water, why);
            why.say(format!(
                "{} {} walled off by land from the water at {}",
                list(p, &cells),
                is_are(&cells),
                name(p, sea_water)
            ));
        });
    }
}

/// A pocket walled off from the water at `sea_water`: the land around
/// it, and that water (without any, the rule has nothing to go by); and
/// the first water in the pocket, if it holds some. Shown there, or at
/// the pocket's first cell.
fn walled_off(p: &Nurikabe, cells: &[usize], sea_water: usize, why: &mut Finding<CellMark>) {
    let mut read = Read::new(p);
    read.cells(land_around(p, cells));
    read.cell(sea_water);
    let stray = cells.iter().copied().find(|&c| p.is(c, Mark::Water));
    read.cells(stray);
    read.give(why);
    why.at(stray.unwrap_or(cells[0]));
}
