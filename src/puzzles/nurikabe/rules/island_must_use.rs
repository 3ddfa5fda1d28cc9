//! `island-must-use`: a cell without which an island can no longer reach
//! its number is land.

use crate::engine::text::cell_name;
use crate::engine::{Anchor, Derived, Rule};
use crate::rule_meta;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::reach::growing_islands;
use super::scratch::{Scratch, with_scratch};

pub struct IslandMustUse;

impl Rule<Nurikabe> for IslandMustUse {
    rule_meta!("island-must-use", Advanced, "A cell without which an island could no longer reach enough cells for its number is land; an island that already cannot is a contradiction.";
        Nurikabe::grid_anchor
    );

    /// For each numbered island short of its number: the cells it can
    /// reach (see `Reach`) must number at least what it lacks. Taking away
    /// an undecided cell among them leaves only the reached cells still
    /// connected to the island; if those are too few, every way to finish
    /// the island uses that cell. One search for cut cells (`Cuts`) over
    /// the island and its reach gives that count for every cell at once.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark>) {
        let cells = p.board.cells();
        let needed = with_scratch(cells, |scratch| {
            let islands = growing_islands(p, &mut scratch.flags);
            let mut needed = Vec::new();
            for (start, lacks) in islands {
                let Scratch {
                    reach, cuts, flags, ..
                } = &mut *scratch;
                let lacks = lacks as usize;
                let reached: Vec<usize> = reach.explore(p, start, lacks as u32, None).collect();
                if reached.len() < lacks {
                    let (r, c) = p.pos(p.island_numbered_cell(start).unwrap_or(start));
                    out.refute(format!(
                        "the island at {} lacks {lacks} cells but can reach only {}",
                        cell_name(r, c),
                        reached.len()
                    ));
                    return Vec::new();
                }
                let root = p.root(start);
                let in_island = |c: usize| p.is(c, Mark::Land) && p.root(c) == root;
                reached.iter().for_each(|&c| flags[c] = true);
                cuts.reset();
                let area = &*flags;
                cuts.search(
                    &p.board,
                    start,
                    |c| area[c] || in_island(c),
                    |c| usize::from(area[c]),
                );
                for &cell in &reached {
                    if p.is(cell, Mark::Unknown) && reached.len() - 1 - cuts.separated(cell) < lacks
                    {
                        needed.push(cell);
                    }
                }
                reached.iter().for_each(|&c| flags[c] = false);
            }
            needed
        });
        let mut needed = needed;
        needed.sort_unstable();
        needed.dedup();
        out.extend(needed.into_iter().map(CellMark::land));
    }
}
