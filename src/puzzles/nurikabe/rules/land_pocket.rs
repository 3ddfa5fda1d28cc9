//! `land-pocket`: all water is one region, so undecided cells walled off
//! from every water cell cannot be water.

use crate::engine::text::cell_name;
use crate::engine::{Anchor, Derived, Rule};
use crate::rule_meta;

use super::super::state::{CellMark, Mark, Nurikabe};

pub struct LandPocket;

impl Rule<Nurikabe> for LandPocket {
    rule_meta!("land-pocket", Advanced, "Undecided cells walled off by land from all the water are land; water walled off from the rest of the water is a contradiction.";
        Nurikabe::grid_anchor
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
        let mut pocket = vec![usize::MAX; cells];
        let mut pockets: Vec<(Vec<usize>, usize)> = Vec::new();
        for start in 0..cells {
            if p.is(start, Mark::Land) || pocket[start] != usize::MAX {
                continue;
            }
            let index = pockets.len();
            let mut members = vec![start];
            pocket[start] = index;
            let mut next = 0;
            while next < members.len() {
                let at = members[next];
                next += 1;
                for n in p.board.neighbours(at) {
                    if !p.is(n, Mark::Land) && pocket[n] == usize::MAX {
                        pocket[n] = index;
                        members.push(n);
                    }
                }
            }
            let water = members.iter().filter(|&&c| p.is(c, Mark::Water)).count();
            pockets.push((members, water));
        }
        let sea = (0..pockets.len())
            .max_by_key(|&i| (pockets[i].1, usize::MAX - i))
            .unwrap_or(0);
        // Water in another pocket can never join the sea.
        let stray = pockets
            .iter()
            .enumerate()
            .find(|&(i, (_, water))| i != sea && *water > 0);
        if let Some((_, (members, _))) = stray {
            let first_water = |list: &[usize]| {
                let cell = list.iter().copied().filter(|&c| p.is(c, Mark::Water)).min();
                let (r, c) = p.pos(cell.unwrap_or(0));
                cell_name(r, c)
            };
            out.refute(format!(
                "the water at {} is cut off from the water at {}",
                first_water(members),
                first_water(&pockets[sea].0)
            ));
            return;
        }
        for (i, (members, _)) in pockets.iter().enumerate() {
            if i != sea {
                let mut cut_off: Vec<usize> = members.clone();
                cut_off.sort_unstable();
                out.extend(cut_off.into_iter().map(CellMark::land));
            }
        }
    }
}
