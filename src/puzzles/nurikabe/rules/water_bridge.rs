//! `water-bridge`: all water is one region, so an undecided cell that is
//! the only link between two parts of the water is water.

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::scratch::with_scratch;
use super::why::{Read, land_around, name, open_area};

pub struct WaterBridge;

impl Rule<Nurikabe> for WaterBridge {
    rule_record!("nurikabe", "water-bridge", Advanced, "An undecided cell whose loss would cut the cells that can still be water into parts, two of them holding water, is water.";
        Nurikabe::whole_grid
    );

    /// The cells that can still be water (water and undecided) form a
    /// graph; its cut vertices (found by one depth-first search, keeping
    /// each subtree's water count) that are undecided and separate water
    /// from water must be water, or the sea would split.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        if p.water_count() < 2 {
            return;
        }
        let cells = p.board.cells();
        let bridges = with_scratch(p, |scratch| {
            let cuts = &mut scratch.cuts;
            let may_be_water = |c: usize| !p.is(c, Mark::Land);
            let is_water = |c: usize| usize::from(p.is(c, Mark::Water));
            for root in (0..cells).filter(|&c| may_be_water(c)) {
                if !cuts.seen(root) {
                    cuts.search(&p.board, root, may_be_water, is_water);
                }
            }
            let mut bridges = Vec::new();
            for c in (0..cells).filter(|&c| cuts.sides(c) > 0 && p.is(c, Mark::Unknown)) {
                // Water outside the cut-off subtrees lies above the cell in
                // the search (the search's start has nothing above it).
                let root = cuts.tree(c);
                let rest = cuts.total(root) - cuts.separated(c);
                let parts = cuts.sides(c) as usize + usize::from(c != root && rest > 0);
                if parts >= 2 {
                    bridges.push(c);
                }
            }
            bridges
        });
        if !out.explaining() {
            out.extend(bridges.into_iter().map(CellMark::water));
            return;
        }
        for bridge in bridges {
            out.push(CellMark::water(bridge));
            out.explain(|why| explain(p, bridge, why));
        }
    }
}

/// The water on two sides of `bridge`, and the land that walls one side
/// in (the side with the shortest wall): with the bridge, all that keeps
/// them apart.
fn explain(p: &Nurikabe, bridge: usize, why: &mut Finding<CellMark>) {
    let mut sides: Vec<Vec<usize>> = Vec::new();
    for n in p.board.neighbours(bridge) {
        if !p.is(n, Mark::Land) && !sides.iter().any(|s| s.binary_search(&n).is_ok()) {
            sides.push(open_area(p, n, |c| c == bridge));
        }
    }
    let first_water = |side: &[usize]| side.iter().copied().find(|&c| p.is(c, Mark::Water));
    let mut wet: Vec<(Vec<usize>, usize, usize)> = sides
        .into_iter()
        .filter_map(|side| {
            let water = first_water(&side)?;
            Some((land_around(p, &side), water, side[0]))
        })
        .collect();
    wet.sort_unstable_by_key(|(wall, _, first)| (wall.len(), *first));
    let mut read = Read::new(p);
    if let [(wall, here, _), (_, there, _), ..] = wet.as_slice() {
        read.cells(wall.iter().copied());
        read.cells([*here, *there]);
        let (a, b) = ((*here).min(*there), (*here).max(*there));
        why.say(format!(
            "{} is the only link left between the water at {} and the water at {}",
            name(p, bridge),
            name(p, a),
            name(p, b)
        ));
    }
    read.give(why);
    why.at(bridge);
}
