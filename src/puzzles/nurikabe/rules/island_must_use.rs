//! `island-must-use`: a cell without which an island can no longer reach
//! its number is land.

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::reach::{IslandReach, island_reaches};
use super::scratch::{Scratch, with_scratch};
use super::why::{Read, count, island, list, name, reach_bounds, still_follows};

pub struct IslandMustUse;

impl Rule<Nurikabe> for IslandMustUse {
    rule_record!("nurikabe", "island-must-use", Advanced, "A cell without which an island could no longer reach enough cells for its number is land; an island that already cannot is a contradiction.";
        Nurikabe::whole_grid
    );

    /// For each numbered island short of its number: the cells it can
    /// reach (see `Reach`) must number at least what it lacks. Taking away
    /// an undecided cell among them leaves only the reached cells still
    /// connected to the island; if those are too few, every way to finish
    /// the island uses that cell. One search for cut cells (`Cuts`) over
    /// the island and its reach gives that count for every cell at once.
    /// A "?" island lacks nothing for sure (it may stop at any size) and
    /// is passed by.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        let reaches = island_reaches(p);
        let lacking = |i: &IslandReach| i.lacks.map(|lacks| lacks as usize);
        if let Some((short, lacks)) = reaches
            .iter()
            .filter_map(|i| Some((i, lacking(i)?)))
            .find(|&(i, lacks)| i.reached.len() < lacks)
        {
            out.refute(format!(
                "the island at {} lacks {} cells but can reach only {}",
                name(
                    p,
                    p.island_numbered_cell(short.start).unwrap_or(short.start)
                ),
                lacks,
                short.reached.len()
            ));
            out.explain(|why| {
                let mut read = Read::new(p);
                reach_bounds(&mut read, short);
                read.give(why);
                why.at(short.start);
            });
            return;
        }
        let explaining = out.explaining();
        let mut needed = with_scratch(p, |scratch| {
            let Scratch { cuts, flags, .. } = scratch;
            let mut needed = Vec::new();
            for (index, island) in reaches.iter().enumerate() {
                let Some(lacks) = lacking(island) else {
                    continue;
                };
                let reached = &island.reached;
                let root = p.root(island.start);
                let in_island = |c: usize| p.is(c, Mark::Land) && p.root(c) == root;
                reached.iter().for_each(|&c| flags[c] = true);
                cuts.reset();
                let area = &*flags;
                cuts.search(
                    &p.board,
                    island.start,
                    |c| area[c] || in_island(c),
                    |c| usize::from(area[c]),
                );
                for &cell in reached {
                    if p.is(cell, Mark::Unknown) && reached.len() - 1 - cuts.separated(cell) < lacks
                    {
                        // While recording, each cell with its island.
                        needed.push((if explaining { index } else { 0 }, cell));
                    }
                }
                reached.iter().for_each(|&c| flags[c] = false);
            }
            needed
        });
        needed.sort_unstable();
        needed.dedup();
        if !explaining {
            out.extend(needed.into_iter().map(|(_, cell)| CellMark::land(cell)));
            return;
        }
        // One step per island, as long as each still follows after those
        // before it (an island's new land can leave another short).
        let mut made: Vec<CellMark> = Vec::new();
        for part in needed.chunk_by(|a, b| a.0 == b.0) {
            let reach = &reaches[part[0].0];
            let cells: Vec<usize> = part.iter().map(|&(_, c)| c).collect();
            let new: Vec<CellMark> = cells
                .iter()
                .map(|&c| CellMark::land(c))
                .filter(|e| !made.contains(e))
                .collect();
            if !still_follows(&IslandMustUse, p, &made, &new) {
                break;
            }
            out.extend(cells.iter().map(|&c| CellMark::land(c)));
            out.explain(|why| explain(p, reach, &cells, why));
            made.extend(new);
        }
    }
}

/// The island and all that bounds its reach (see `reach_bounds`): on
/// those alone it reaches the same cells, and needs the same ones.
fn explain(p: &Nurikabe, reach: &IslandReach, cells: &[usize], why: &mut Finding<CellMark>) {
    let mut read = Read::new(p);
    reach_bounds(&mut read, reach);
    read.give(why);
    why.at(reach.start).say(format!(
        "{} lacks {} and reaches only {}: it cannot do without {}",
        island(p, reach.start),
        count(reach.lacks.unwrap_or_default() as usize),
        count(reach.reached.len()),
        list(p, cells)
    ));
}
