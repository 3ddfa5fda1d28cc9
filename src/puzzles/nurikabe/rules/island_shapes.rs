//! `island-shapes`: try every way to finish a small island; what all the
//! ways that fit have in common holds.

use crate::engine::text::cell_name;
use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::reach::{IslandReach, island_reaches};
use super::scratch::{Scratch, with_scratch};
use super::sea_cut::SeaCut;
use super::shapes::Shape;

pub struct IslandShapes;

/// Part-shapes tried per island before giving up on it. Most islands of
/// the judge puzzles finish well within it; on a 50x50 grid the rule
/// runs after nearly every quiet spell, and a higher limit costs more
/// than the hypotheses it saves (measured on the corpus).
const LIMIT: usize = 2000;

/// Islands lacking more than this are not tried at all (see `too_open`).
const MOST_LACKING: u32 = 8;

/// An island whose shapes are too many to try: it lacks more than
/// `MOST_LACKING` cells, or seven or eight with room all round (four
/// reached cells per lacking one). On the corpus, such islands nearly
/// always run past `LIMIT`, and a search cut short costs as much as a
/// finished one and proves nothing.
fn too_open(island: &IslandReach) -> bool {
    island.lacks > MOST_LACKING
        || (island.lacks >= 7 && island.reached.len() >= 4 * island.lacks as usize)
}

/// In `reachers`: no numbered island reaches the cell, or two or more do.
const NONE: usize = usize::MAX;
const MANY: usize = usize::MAX - 1;

impl Rule<Nurikabe> for IslandShapes {
    rule_record!("nurikabe", "island-shapes", Advanced, "Every way to finish an island is tried: a cell all the ways that fit take is land, a cell beside all of them is water, and a cell none of them takes that no other island reaches is water.";
        Nurikabe::whole_grid
    );

    fn costly(&self) -> bool {
        true
    }

    /// For each numbered island short of its number, every shape that
    /// finishes it from the cells it reaches (see `shapes`), kept only if
    /// the rest of the grid could still be completed around it: no land
    /// beside it, no 2x2 block left without a cell that could be land,
    /// and the water not split.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark>) {
        let reaches = island_reaches(p);
        let found = with_scratch(p, |scratch| {
            let Scratch {
                shapes,
                tally,
                labels: reachers,
                ..
            } = scratch;
            reachers.fill(NONE);
            for (index, island) in reaches.iter().enumerate() {
                for &c in &island.reached {
                    reachers[c] = if reachers[c] == NONE { index } else { MANY };
                }
            }
            tally.sea.survey(p);
            let mut found = Vec::new();
            for (index, island) in reaches.iter().enumerate() {
                if too_open(island) {
                    continue;
                }
                let members: Vec<usize> = p.regions().members(island.start).collect();
                let mut fit = Fit::new(p, index, reachers, tally, &members, island);
                let finished = shapes.each_shape(
                    &p.board,
                    &members,
                    &island.reached,
                    island.lacks as usize,
                    LIMIT,
                    &mut |shape| fit.consider(shape),
                );
                let fits = fit.ways > 0;
                if finished {
                    fit.conclude(&mut found);
                }
                fit.clear();
                if finished && !fits {
                    let (r, c) =
                        p.pos(p.island_numbered_cell(island.start).unwrap_or(island.start));
                    return Err(format!(
                        "the island at {} has no way to be finished that leaves the rest possible",
                        cell_name(r, c)
                    ));
                }
            }
            Ok(found)
        });
        match found {
            Ok(mut found) => {
                found.sort_unstable_by_key(|e| e.cell);
                found.dedup();
                // Two islands may disagree about a cell: each is right, so
                // the grid cannot be finished.
                if let Some(pair) = found.windows(2).find(|w| w[0].cell == w[1].cell) {
                    let (r, c) = p.pos(pair[0].cell as usize);
                    out.refute(format!(
                        "{} would have to be both land and water",
                        cell_name(r, c)
                    ));
                    return;
                }
                out.extend(found);
            }
            Err(why) => out.refute(why),
        }
    }
}

/// Per-cell memory for `Fit`, kept between calls (see `scratch`).
#[derive(Default)]
pub struct Tally {
    /// Per cell: the fitting shapes that take it, and those it is beside.
    taken: Vec<u32>,
    beside: Vec<u32>,
    /// Per cell: the number of the last shape whose border holds it.
    border_of: Vec<u32>,
    /// Per cell: the last island whose blocks were gathered with this
    /// cell at their top left, plus one.
    block_of: Vec<u32>,
    /// Per cell: the last island whose zone (see `Fit::new`) holds it,
    /// plus one.
    zone: Vec<u32>,
    islands: u32,
    sea: SeaCut,
    /// Cells `beside` counts, so that they can be cleared.
    besides: Vec<usize>,
    /// The undecided cells beside the shape being looked at.
    border: Vec<usize>,
    /// The 2x2 blocks a shape could leave without land.
    blocks: Vec<[usize; 4]>,
    /// The number of the last shape looked at, on any island: `border_of`
    /// then needs no clearing between shapes.
    last_shape: u32,
}

impl Tally {
    pub fn prepare(&mut self, cells: usize) {
        // Far from wrapping round; restarting clears the old marks.
        if self.taken.len() != cells || self.last_shape.max(self.islands) > u32::MAX / 2 {
            *self = Tally {
                taken: vec![0; cells],
                beside: vec![0; cells],
                border_of: vec![0; cells],
                block_of: vec![0; cells],
                zone: vec![0; cells],
                ..Tally::default()
            };
        }
    }
}

/// The shapes of one island that fit, tallied cell by cell.
struct Fit<'a> {
    p: &'a Nurikabe,
    island: usize,
    reach: &'a IslandReach,
    reachers: &'a [usize],
    members: &'a [usize],
    tally: &'a mut Tally,
    ways: u32,
    /// The number of the shape being looked at (see `Tally::last_shape`).
    shape: u32,
}

impl<'a> Fit<'a> {
    fn new(
        p: &'a Nurikabe,
        island: usize,
        reachers: &'a [usize],
        tally: &'a mut Tally,
        members: &'a [usize],
        reach: &'a IslandReach,
    ) -> Fit<'a> {
        // The zone: cells the shape may take or stand beside.
        tally.islands += 1;
        let stamp = tally.islands;
        for &c in reach.reached.iter().chain(members) {
            tally.zone[c] = stamp;
            for n in p.board.neighbours(c) {
                tally.zone[n] = stamp;
            }
        }
        // A block could be left without land only if none of its cells
        // could be land whatever the shape: no land yet, and no undecided
        // cell out of the zone that another island reaches.
        let surely_land = |x: usize| match p.mark(x) {
            Mark::Land => true,
            Mark::Water => false,
            Mark::Unknown => tally.zone[x] != stamp && reachers[x] != NONE && reachers[x] != island,
        };
        tally.blocks.clear();
        for &c in reach.reached.iter().chain(members) {
            for n in std::iter::once(c).chain(p.board.neighbours(c)) {
                for block in p.board.blocks(n) {
                    if tally.block_of[block[0]] != stamp {
                        tally.block_of[block[0]] = stamp;
                        if !block.iter().any(|&x| surely_land(x)) {
                            tally.blocks.push(block);
                        }
                    }
                }
            }
        }
        let shape = tally.last_shape;
        Fit {
            p,
            island,
            reach,
            reachers,
            members,
            tally,
            ways: 0,
            shape,
        }
    }

    /// Another numbered island could still make `cell` land.
    fn others_reach(&self, cell: usize) -> bool {
        let r = self.reachers[cell];
        r != NONE && r != self.island
    }

    /// Tallies `shape` if the grid can still be finished around it.
    fn consider(&mut self, shape: Shape) {
        let p = self.p;
        self.shape += 1;
        let mut border = std::mem::take(&mut self.tally.border);
        border.clear();
        // The finished island is walled in: nothing beside it may be land.
        for &cell in self.members.iter().chain(shape.added) {
            for n in p.board.neighbours(cell) {
                if shape.cells[n] || self.tally.border_of[n] == self.shape {
                    continue;
                }
                match p.mark(n) {
                    Mark::Land => {
                        self.tally.border = border;
                        return;
                    }
                    Mark::Unknown => {
                        self.tally.border_of[n] = self.shape;
                        border.push(n);
                    }
                    Mark::Water => {}
                }
            }
        }
        if !self.leaves_pool(&shape)
            && !self
                .tally
                .sea
                .cuts(p, shape.cells, self.members, shape.added)
        {
            self.ways += 1;
            for &c in shape.added {
                self.tally.taken[c] += 1;
            }
            for &c in &border {
                if self.tally.beside[c] == 0 {
                    self.tally.besides.push(c);
                }
                self.tally.beside[c] += 1;
            }
        }
        self.tally.border = border;
    }

    /// A 2x2 block none of whose cells could still be land.
    fn leaves_pool(&self, shape: &Shape) -> bool {
        let p = self.p;
        let could_be_land = |c: usize| match p.mark(c) {
            Mark::Land => true,
            Mark::Water => false,
            Mark::Unknown => {
                shape.cells[c] || (self.tally.border_of[c] != self.shape && self.others_reach(c))
            }
        };
        self.tally
            .blocks
            .iter()
            .any(|block| !block.iter().any(|&b| could_be_land(b)))
    }

    /// Adds to `found` what every fitting shape agrees on.
    fn conclude(&self, found: &mut Vec<CellMark>) {
        if self.ways == 0 {
            return;
        }
        let p = self.p;
        for &c in &self.reach.reached {
            if !p.is(c, Mark::Unknown) {
                continue;
            }
            if self.tally.taken[c] == self.ways {
                found.push(CellMark::land(c));
            } else if self.tally.taken[c] == 0 && self.reachers[c] == self.island {
                found.push(CellMark::water(c));
            }
        }
        for &c in &self.tally.besides {
            if self.tally.beside[c] == self.ways {
                found.push(CellMark::water(c));
            }
        }
    }

    /// Leaves the counts at zero for the next island.
    fn clear(self) {
        self.tally.last_shape = self.shape;
        for &c in &self.reach.reached {
            self.tally.taken[c] = 0;
        }
        for c in self.tally.besides.drain(..) {
            self.tally.beside[c] = 0;
        }
    }
}
