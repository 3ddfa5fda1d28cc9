//! `island-shapes`: try every way to finish a small island; what all the
//! ways that fit have in common holds.

use crate::engine::{Anchor, Derived, FEW_WAYS, Finding, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::fit_masks::{FitMasks, GridMasks};
use crate::puzzles::bit_cells::cells_of;
use super::reach::{IslandReach, island_reaches};
use super::scratch::{Scratch, with_scratch};
use super::sea_cut::SeaCut;
use super::shapes::Shape;
use super::small_grid::SmallGrid;
use super::why::{Read, island, keep_out, list, name, reach_bounds, still_follows};

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
/// finished one and proves nothing. A "?" island has no one size to
/// finish at: it is never tried (its reach still counts, as another
/// island's, for the islands that are).
fn too_open(island: &IslandReach) -> bool {
    island
        .lacks
        .is_none_or(|lacks| lacks > MOST_LACKING || (lacks >= 7 && island.reached.len() >= 4 * lacks as usize))
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
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        let reaches = island_reaches(p);
        let explaining = out.explaining();
        let found = with_scratch(p, |scratch| {
            let Scratch {
                shapes,
                tally,
                labels: reachers,
                ..
            } = scratch;
            mark_reachers(reaches, reachers);
            tally.sea.survey(p);
            // Only the fit test by masks reads them (it needs no blocks).
            let shared = tally.sea.small().map(|_| GridMasks::new(p, reaches));
            let mut found = Vec::new();
            // While recording: per island that found something, its index
            // and where its findings end.
            let mut parts = Vec::new();
            for (index, island) in reaches.iter().enumerate() {
                if too_open(island) {
                    continue;
                }
                let members: Vec<usize> = p.regions().members(island.start).collect();
                let zone = Zone {
                    index,
                    members: &members,
                    reach: island,
                };
                // On a small grid both the search and the fit test go by
                // masks; the grid is copied out of the memory `fit` holds.
                let grid = tally.sea.small().copied();
                let mut fit = Fit::new(p, zone, reachers, tally, shared.as_ref());
                // Tried islands have a number: their budget is what they lack.
                let lacks = island.budget as usize;
                let finished = match (&grid, fit.masks.is_some()) {
                    (Some(grid), true) => shapes.each_shape_masks(
                        grid,
                        &members,
                        &island.reached,
                        lacks,
                        LIMIT,
                        &mut |shape, added| fit.consider_masks(grid, shape, added),
                    ),
                    _ => shapes.each_shape(
                        &p.board,
                        &members,
                        &island.reached,
                        lacks,
                        LIMIT,
                        &mut |shape| fit.consider(shape),
                    ),
                };
                let fits = fit.ways > 0;
                if finished {
                    fit.conclude(&mut found);
                }
                fit.clear();
                if finished && !fits {
                    return Err(index);
                }
                if explaining && found.len() > parts.last().map_or(0, |&(_, end)| end) {
                    parts.push((index, found.len()));
                }
            }
            Ok((found, parts))
        });
        let (mut found, parts) = match found {
            Ok(found) => found,
            Err(index) => {
                let start = reaches[index].start;
                out.refute(format!(
                    "the island at {} has no way to be finished that leaves the rest possible",
                    name(p, p.island_numbered_cell(start).unwrap_or(start))
                ));
                out.explain(|why| {
                    let mut read = Read::new(p);
                    read_island(p, index, &mut read);
                    read.give(why);
                    why.at(start);
                });
                return;
            }
        };
        if !explaining {
            match disagreement(&mut found) {
                Some(cell) => out.refute(both_ways(p, cell)),
                None => out.extend(found),
            }
            return;
        }
        let mut sorted = found.clone();
        if let Some(cell) = disagreement(&mut sorted) {
            out.refute(both_ways(p, cell));
            // The two islands that disagree, each with what it read.
            out.explain(|why| {
                let mut read = Read::new(p);
                let mut start = 0;
                for &(index, end) in &parts {
                    if found[start..end].iter().any(|e| e.cell as usize == cell) {
                        read_island(p, index, &mut read);
                    }
                    start = end;
                }
                read.give(why);
                why.at(cell);
            });
            return;
        }
        // One step per island, with what an island before it did not find,
        // as long as each still follows after those before it.
        let mut start = 0;
        let mut made = Vec::new();
        for &(index, end) in &parts {
            let mut part = found[start..end].to_vec();
            part.sort_unstable_by_key(|e| e.cell);
            part.dedup();
            let new: Vec<CellMark> = part
                .iter()
                .filter(|e| !found[..start].contains(e))
                .copied()
                .collect();
            if !still_follows(&IslandShapes, p, &made, &new) {
                break;
            }
            out.extend(part.iter().copied());
            // The words name what this island adds: its step has no other
            // effects.
            out.explain(|why| explain(p, index, &new, why));
            made.extend(new);
            start = end;
        }
    }
}

/// In `reachers`, per cell: the index of the one growing island that
/// reaches it, or `NONE` or `MANY`.
fn mark_reachers(reaches: &[IslandReach], reachers: &mut [usize]) {
    reachers.fill(NONE);
    for (index, island) in reaches.iter().enumerate() {
        for &c in &island.reached {
            reachers[c] = if reachers[c] == NONE { index } else { MANY };
        }
    }
}

/// Another numbered island than `reaches[island]` could still make
/// `cell` land (`reachers` from `mark_reachers`).
fn others_reach(reachers: &[usize], island: usize, cell: usize) -> bool {
    let r = reachers[cell];
    r != NONE && r != island
}

/// Sorts `found` and drops repeats; a cell found both land and water (two
/// islands may disagree: each is right, so the grid cannot be finished).
fn disagreement(found: &mut Vec<CellMark>) -> Option<usize> {
    found.sort_unstable_by_key(|e| e.cell);
    found.dedup();
    found
        .windows(2)
        .find(|w| w[0].cell == w[1].cell)
        .map(|w| w[0].cell as usize)
}

fn both_ways(p: &Nurikabe, cell: usize) -> String {
    format!("{} would have to be both land and water", name(p, cell))
}

/// What island `reaches[index]` read (see `read_island`), and the reason,
/// from all it found. The solver makes what it read minimal for what it
/// finds first.
fn explain(p: &Nurikabe, index: usize, found: &[CellMark], why: &mut Finding<CellMark>) {
    let mut read = Read::new(p);
    let Ways {
        count: ways,
        untaken,
        shown,
    } = read_island(p, index, &mut read);
    read.give(why);
    let start = island_reaches(p)[index].start;
    let one = ways == 1;
    let cells = |keep: &dyn Fn(&CellMark) -> bool| -> Vec<usize> {
        found
            .iter()
            .filter(|e| keep(e))
            .map(|e| e.cell as usize)
            .collect()
    };
    let land = cells(&|e| !e.water);
    let beside = cells(&|e| e.water && !untaken.contains(&(e.cell as usize)));
    let none = cells(&|e| e.water && untaken.contains(&(e.cell as usize)));
    let mut parts = Vec::new();
    if !land.is_empty() {
        let verb = if one { "it takes" } else { "all take" };
        parts.push(format!("{verb} {}", list(p, &land)));
    }
    if !beside.is_empty() {
        let verb = if one { "it borders" } else { "all border" };
        parts.push(format!("{verb} {}", list(p, &beside)));
    }
    if !none.is_empty() {
        let verb = if one { "it leaves out" } else { "none takes" };
        let other = if none.len() == 1 {
            "no other island reaches it"
        } else {
            "no other island reaches them"
        };
        parts.push(format!("{verb} {}, and {other}", list(p, &none)));
    }
    let head = if one {
        format!(
            "only one way to finish {} leaves the rest possible",
            island(p, start)
        )
    } else {
        format!(
            "{ways} ways to finish {} leave the rest possible",
            island(p, start)
        )
    };
    // A few ways are named, one by one: what was tried.
    if ways > 1 && ways as usize <= FEW_WAYS && shown.len() == ways as usize {
        let each: Vec<String> = shown
            .iter()
            .enumerate()
            .map(|(i, way)| format!("({}) with {}", i + 1, list(p, &way.added)))
            .collect();
        parts.push(format!("the ways: {}", each.join(", ")));
        for way in &shown {
            let land = way.added.iter().map(|&c| CellMark::land(c));
            why.way(land.chain(way.border.iter().map(|&c| CellMark::water(c))));
        }
    }
    why.at(start).say(format!("{head}: {}", parts.join("; ")));
}

/// What the shapes of island `reaches[index]` read: the island and the
/// bounds of its reach (so that it has the same shapes), what rules out
/// each shape that does not fit (the land beside it, the water of the
/// block it would leave a pool, the land that walls off the water it
/// would cut), and the islands that would otherwise reach the cells the
/// conclusions need no other island to reach. Returns how many shapes
/// fit, the cells none of them takes that no other island reaches, and
/// the first few shapes (`Ways`).
fn read_island(p: &Nurikabe, index: usize, read: &mut Read) -> Ways {
    let reaches = island_reaches(p);
    let island = &reaches[index];
    reach_bounds(read, island);
    // Cells no other island may reach: out of the blocks that leave pools
    // (another island could make them land), and the cells no shape takes.
    let mut alone = Vec::new();
    let mut shown = Vec::new();
    let (count, untaken) = with_scratch(p, |scratch| {
        let Scratch {
            shapes,
            tally,
            labels: reachers,
            ..
        } = scratch;
        mark_reachers(reaches, reachers);
        tally.sea.survey(p);
        let members: Vec<usize> = p.regions().members(island.start).collect();
        let zone = Zone {
            index,
            members: &members,
            reach: island,
        };
        // Cell by cell: the walk round each shape reads the blocks.
        let mut fit = Fit::new(p, zone, reachers, tally, None);
        shapes.each_shape(
            &p.board,
            &members,
            &island.reached,
            island.budget as usize,
            LIMIT,
            &mut |shape| match fit.misfit(&shape) {
                None => {
                    if shown.len() <= FEW_WAYS {
                        let mut added = shape.added.to_vec();
                        added.sort_unstable();
                        let mut border = fit.tally.border.clone();
                        border.sort_unstable();
                        shown.push(Way { added, border });
                    }
                    fit.count(&shape);
                }
                Some(Misfit::Beside(land)) => read.cell(land),
                Some(Misfit::Pool(block)) => {
                    for b in block {
                        match p.mark(b) {
                            Mark::Water => read.cell(b),
                            _ => alone.push(b),
                        }
                    }
                }
                Some(Misfit::Cut) => {
                    let walls = fit.tally.sea.walls(p, shape.cells, &members, shape.added);
                    read.cells(walls);
                }
            },
        );
        let untaken: Vec<usize> = fit.untaken().collect();
        alone.extend(&untaken);
        let ways = fit.ways;
        fit.clear();
        (ways, untaken)
    });
    alone.sort_unstable();
    alone.dedup();
    keep_out(read, &alone, Some(island.start));
    Ways {
        count,
        untaken,
        shown,
    }
}

/// What fits an island: how many shapes, the cells none of them takes
/// that no other island reaches, and the first few shapes (`FEW_WAYS`
/// and one more).
struct Ways {
    count: u32,
    untaken: Vec<usize>,
    shown: Vec<Way>,
}

/// One way to finish an island: the cells it adds, and the undecided
/// cells beside it, which it leaves water.
struct Way {
    added: Vec<usize>,
    border: Vec<usize>,
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

/// For `Fit::new` cell by cell: gathers in `tally.blocks` the blocks a
/// shape of island `reaches[island]` could leave without land (the fit
/// test by masks too, on a small grid).
fn gather_blocks(
    p: &Nurikabe,
    island: usize,
    reachers: &[usize],
    tally: &mut Tally,
    members: &[usize],
    reach: &IslandReach,
) -> Option<FitMasks> {
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
        Mark::Unknown => tally.zone[x] != stamp && others_reach(reachers, island, x),
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
    let others = |c: usize| others_reach(reachers, island, c);
    (tally.sea.small().is_some()).then(|| FitMasks::new(p, members, others, &tally.blocks))
}

/// Why a shape does not fit.
#[derive(Clone, Copy)]
enum Misfit {
    /// This land beside the finished island would join it.
    Beside(usize),
    /// This 2x2 block would be left with no cell that could be land.
    Pool([usize; 4]),
    /// The water would be cut apart.
    Cut,
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
    /// On a small grid, the same test as `misfit` by masks.
    masks: Option<FitMasks>,
}

/// One island for `Fit`: its index in `island_reaches`, its cells, and
/// its reach.
struct Zone<'a> {
    index: usize,
    members: &'a [usize],
    reach: &'a IslandReach,
}

impl<'a> Fit<'a> {
    /// Ready to test the shapes of `zone`; by masks alone on a small grid
    /// when `shared` is given (see `FitMasks::of_zone`), else with the
    /// blocks gathered cell by cell, which the walk round a shape needs.
    fn new(
        p: &'a Nurikabe,
        zone: Zone<'a>,
        reachers: &'a [usize],
        tally: &'a mut Tally,
        shared: Option<&GridMasks>,
    ) -> Fit<'a> {
        let Zone {
            index: island,
            members,
            reach,
        } = zone;
        let masks = match (shared, tally.sea.small()) {
            (Some(shared), Some(grid)) => Some(FitMasks::of_zone(
                p, grid, &tally.sea, shared, members, reach,
            )),
            _ => gather_blocks(p, island, reachers, tally, members, reach),
        };
        Fit {
            p,
            island,
            reach,
            reachers,
            members,
            shape: tally.last_shape,
            tally,
            ways: 0,
            masks,
        }
    }

    /// Tallies `shape` if the grid can still be finished around it.
    fn consider(&mut self, shape: Shape) {
        if let Some(masks) = &self.masks {
            let sea = &self.tally.sea;
            let grid = sea.small().expect("masks only on a small grid");
            if let Some(border) = masks.fits(sea, grid, shape.mask) {
                self.tally_shape(shape.added, cells_of(border));
            }
            return;
        }
        if self.misfit(&shape).is_none() {
            self.count(&shape);
        }
    }

    /// `consider` for a shape from the search by masks (`each_shape_masks`):
    /// its cells as a mask, and the cells it adds.
    #[inline(always)]
    fn consider_masks(&mut self, grid: &SmallGrid, shape: u128, added: &[usize]) {
        let masks = self.masks.as_ref().expect("the search by masks has masks");
        if let Some(border) = masks.fits(&self.tally.sea, grid, shape) {
            self.tally_shape(added, cells_of(border));
        }
    }

    /// Why the grid cannot be finished around `shape`, if it cannot.
    /// Leaves the undecided cells beside the shape in `tally.border`.
    /// Inlined: the judge's path asks only whether it fits.
    #[inline(always)]
    fn misfit(&mut self, shape: &Shape) -> Option<Misfit> {
        let p = self.p;
        self.shape += 1;
        let mut border = std::mem::take(&mut self.tally.border);
        border.clear();
        let mut beside = None;
        // The finished island is walled in: nothing beside it may be land.
        'around: for &cell in self.members.iter().chain(shape.added) {
            for n in p.board.neighbours(cell) {
                if shape.cells[n] || self.tally.border_of[n] == self.shape {
                    continue;
                }
                match p.mark(n) {
                    Mark::Land => {
                        beside = Some(n);
                        break 'around;
                    }
                    Mark::Unknown => {
                        self.tally.border_of[n] = self.shape;
                        border.push(n);
                    }
                    Mark::Water => {}
                }
            }
        }
        self.tally.border = border;
        if let Some(land) = beside {
            return Some(Misfit::Beside(land));
        }
        if let Some(block) = self.leaves_pool(shape) {
            return Some(Misfit::Pool(block));
        }
        self.tally
            .sea
            .cuts(p, shape.cells, self.members, shape.added)
            .then_some(Misfit::Cut)
    }

    /// Counts a shape that fits (its border from `misfit`).
    fn count(&mut self, shape: &Shape) {
        let border = std::mem::take(&mut self.tally.border);
        self.tally_shape(shape.added, border.iter().copied());
        self.tally.border = border;
    }

    /// Counts a shape that fits: the cells it adds, and the undecided
    /// cells beside it.
    fn tally_shape(&mut self, added: &[usize], border: impl Iterator<Item = usize>) {
        self.ways += 1;
        for &c in added {
            self.tally.taken[c] += 1;
        }
        for c in border {
            if self.tally.beside[c] == 0 {
                self.tally.besides.push(c);
            }
            self.tally.beside[c] += 1;
        }
    }

    /// A 2x2 block none of whose cells could still be land.
    #[inline(always)]
    fn leaves_pool(&self, shape: &Shape) -> Option<[usize; 4]> {
        let p = self.p;
        let could_be_land = |c: usize| match p.mark(c) {
            Mark::Land => true,
            Mark::Water => false,
            Mark::Unknown => {
                shape.cells[c]
                    || (self.tally.border_of[c] != self.shape
                        && others_reach(self.reachers, self.island, c))
            }
        };
        self.tally
            .blocks
            .iter()
            .find(|block| !block.iter().any(|&b| could_be_land(b)))
            .copied()
    }

    /// Undecided cells the island reaches, no fitting shape takes, and no
    /// other island reaches: they are water.
    fn untaken(&self) -> impl Iterator<Item = usize> + '_ {
        let p = self.p;
        self.reach.reached.iter().copied().filter(move |&c| {
            p.is(c, Mark::Unknown) && self.tally.taken[c] == 0 && self.reachers[c] == self.island
        })
    }

    /// Adds to `found` what every fitting shape agrees on.
    fn conclude(&self, found: &mut Vec<CellMark>) {
        if self.ways == 0 {
            return;
        }
        let p = self.p;
        for &c in &self.reach.reached {
            if p.is(c, Mark::Unknown) && self.tally.taken[c] == self.ways {
                found.push(CellMark::land(c));
            }
        }
        found.extend(self.untaken().map(CellMark::water));
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

#[cfg(test)]
mod tests {
    use super::IslandShapes;
    use super::with_scratch;
    use crate::engine::Derived;
    use crate::engine::derive_new;
    use crate::puzzles::nurikabe::board::Board;
    use crate::puzzles::nurikabe::state::{CellMark, Nurikabe};

    /// A solved judge puzzle (janko 461): numbers, land `.`, water `#`.
    const SOLVED: [&str; 8] = [
        "..8.....", "########", "#2#...#.", "#.#..8#.", "##..##7.", "2####2#.", ".#.2#.#.",
        "#######.",
    ];

    /// On many part-solved states of a judge puzzle (random cells of its
    /// answer), island-shapes finds the same (or the same contradiction)
    /// with the fit test by masks as cell by cell.
    #[test]
    fn masks_and_the_walk_round_each_shape_agree() {
        let (rows, cols) = (SOLVED.len(), SOLVED[0].len());
        let answer: Vec<char> = SOLVED.iter().flat_map(|r| r.chars()).collect();
        let clues = answer.iter().map(|ch| ch.to_digit(10)).collect();
        let board = Board::of_numbers(rows, cols, clues, false);
        let mut below = super::super::random_below(11);
        let mut found_some = 0;
        for _ in 0..400 {
            let mut p = Nurikabe::new(board.clone());
            let mut touched = Vec::new();
            let shown = 1 + below(6);
            for (cell, &ch) in answer.iter().enumerate() {
                if below(10) < shown {
                    let mark = match ch {
                        '#' => CellMark::water(cell),
                        _ => CellMark::land(cell),
                    };
                    p.set(mark, &mut touched).expect("the answer's marks hold");
                }
            }
            let slow = p.clone();
            // After the memory is sized for the grid, which renews it.
            with_scratch(&slow, |scratch| scratch.tally.sea.without_masks());
            let run = |state: &Nurikabe| {
                let mut found = Derived::new();
                derive_new(&IslandShapes, state, rows * cols, &mut found);
                (found.broken().cloned(), found.to_vec())
            };
            let by_masks = run(&p);
            assert_eq!(by_masks, run(&slow));
            found_some += usize::from(!by_masks.1.is_empty());
        }
        assert!(found_some > 100, "{found_some}");
    }
}
