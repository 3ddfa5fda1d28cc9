//! Whether a shape of `island-shapes` fits, on a grid of at most 128
//! cells, as a few operations on bit masks (see `small_grid`) rather than
//! a walk round the shape and over its blocks: the judge's grids try
//! thousands of shapes per call. Gives the same answer as `Fit::misfit`
//! (without saying why, which only explanations ask).

use super::super::state::{Mark, Nurikabe};
use super::reach::IslandReach;
use super::sea_cut::SeaCut;
use super::small_grid::SmallGrid;

/// What the fit tests of every island of one rule call share, as masks:
/// the undecided cells, and the cells the growing islands reach.
pub struct GridMasks {
    unknown: u128,
    /// Cells some island reaches, and those two or more reach.
    reached: u128,
    shared: u128,
}

impl GridMasks {
    pub fn new(p: &Nurikabe, reaches: &[IslandReach]) -> GridMasks {
        let cells = p.board.cells();
        let unknown = bits(&mut (0..cells).filter(|&c| p.is(c, Mark::Unknown)));
        let (mut reached, mut shared) = (0, 0);
        for island in reaches {
            let own = bits(&mut island.reached.iter().copied());
            shared |= reached & own;
            reached |= own;
        }
        GridMasks {
            unknown,
            reached,
            shared,
        }
    }
}

fn bits(cells: &mut dyn Iterator<Item = usize>) -> u128 {
    cells.fold(0, |mask, c| mask | SmallGrid::bit(c))
}

/// What the test of one island's shapes reads, as masks.
pub struct FitMasks {
    land: u128,
    unknown: u128,
    /// The island's cells before the shape.
    members: u128,
    /// Undecided cells another island could make land.
    others: u128,
    /// The top left cells of the blocks a shape could leave without land
    /// (`Tally::blocks`).
    tops: u128,
    cols: u32,
}

impl FitMasks {
    /// For the island `members`, with `others_reach` and the blocks from
    /// `Fit::new`.
    pub fn new(
        p: &Nurikabe,
        members: &[usize],
        others_reach: impl Fn(usize) -> bool,
        blocks: &[[usize; 4]],
    ) -> FitMasks {
        let cells = p.board.cells();
        let unknown = bits(&mut (0..cells).filter(|&c| p.is(c, Mark::Unknown)));
        FitMasks {
            land: bits(&mut (0..cells).filter(|&c| p.is(c, Mark::Land))),
            unknown,
            members: bits(&mut members.iter().copied()),
            others: bits(&mut (0..cells).filter(|&c| p.is(c, Mark::Unknown) && others_reach(c))),
            tops: bits(&mut blocks.iter().map(|block| block[0])),
            cols: p.board.cols as u32,
        }
    }

    /// The same as `new`, from masks alone: the blocks are those holding a
    /// cell of the island, of its reach or beside them (its zone), with
    /// no cell sure to be land (land, or undecided out of the zone and
    /// reached by another island). `Fit::new` gathers them cell by cell.
    pub fn of_zone(
        p: &Nurikabe,
        grid: &SmallGrid,
        sea: &SeaCut,
        shared: &GridMasks,
        members: &[usize],
        reach: &IslandReach,
    ) -> FitMasks {
        let members = bits(&mut members.iter().copied());
        let own = bits(&mut reach.reached.iter().copied());
        let reached_alone = own & !shared.shared;
        let others = shared.unknown & shared.reached & !reached_alone;
        let zone = (own | members) | grid.around(own | members);
        let land = sea.land();
        let surely_land = land | (others & !zone);
        let tops = grid.blocks_holding(zone) & !grid.blocks_holding(surely_land);
        FitMasks {
            land,
            unknown: shared.unknown,
            members,
            others,
            tops,
            cols: p.board.cols as u32,
        }
    }

    /// The undecided cells beside the island finished as `shape` (all its
    /// cells), if the grid can still be finished around it: no land beside
    /// it, no block left without a cell that could be land, the water not
    /// cut (`sea`, surveyed on this grid).
    #[inline(always)]
    pub fn fits(&self, sea: &SeaCut, grid: &SmallGrid, shape: u128) -> Option<u128> {
        let around = grid.around(shape) & !shape;
        if around & self.land != 0 {
            return None;
        }
        let border = around & self.unknown;
        // Cells that cannot be land: the border turns to water, and other
        // islands can take only what is not beside this one.
        let free = !(self.land | shape | (self.others & !border));
        let cols = self.cols;
        let pools = self.tops & free & (free >> 1) & (free >> cols) & (free >> (cols + 1));
        if pools != 0 || sea.cuts_masks(shape, shape & !self.members) {
            return None;
        }
        Some(border)
    }
}
