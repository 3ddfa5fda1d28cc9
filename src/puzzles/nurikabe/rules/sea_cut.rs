//! Whether finishing an island one way would cut the water apart, asked
//! for shape after shape (`island-shapes`).
//!
//! The open cells (water or undecided) that hold the water are one
//! connected area before the shape is placed; the island's own cells are
//! land and not in it. Taking the added cells out of it splits it into
//! pieces, and each piece touches an added cell (any way from one piece
//! to another went through one). So the water stays whole, and the cells
//! beside the shape (which turn to water) join it, exactly when those
//! cells all lie in the water's area and the open cells beside the added
//! ones are all joined without crossing the shape. Searches start from
//! each of those cells at once and join where they meet; one that closes
//! in on itself first has found a piece cut off. On a grid of at most 128
//! cells (every judge grid) the same question is one flood of bit masks
//! from one of those cells (`small_grid`): far cheaper, with the same
//! answer, since such a grid is never large enough for a search to give
//! up (`FLOOD`).

use super::super::state::{Mark, Nurikabe};
use super::small_grid::SmallGrid;
use super::why::{land_around, open_area};

const NONE: u32 = u32::MAX;

/// Cells a search around one shape may cover before it gives up.
const FLOOD: usize = 400;

#[derive(Default)]
pub struct SeaCut {
    /// Per cell: the connected area of open cells it lies in, or `NONE`.
    area: Vec<u32>,
    /// The area holding all the water, if the water is in one area.
    sea: Option<u32>,
    /// Whether any cell is water.
    wet: bool,
    /// Per cell: the number of the last search that met it.
    met: Vec<u32>,
    search: u32,
    /// Per cell met by the current search: which of its starting cells
    /// reached it first (an index into `parent`).
    owner: Vec<u32>,
    /// Per starting cell: the one whose search it has joined, and, for
    /// those joined by no other, the cells its search has still to expand.
    parent: Vec<u32>,
    pending: Vec<u32>,
    /// Cells to search from: a stack when labelling areas, a queue
    /// (read from the front) when searching around a shape.
    stack: Vec<usize>,
    /// A grid of at most 128 cells as masks, and its land: the search
    /// around a shape is then a flood of masks.
    small: Option<SmallGrid>,
    land: u128,
    /// On a small grid, the cells of the water's area (see `sea`).
    sea_cells: u128,
    /// Search cell by cell even on a small grid (tests compare the two).
    #[cfg(test)]
    no_masks: bool,
}

impl SeaCut {
    /// Sizes the memory for `cells` cells and labels the open areas of
    /// `p`, once per rule call.
    pub fn survey(&mut self, p: &Nurikabe) {
        let cells = p.board.cells();
        if self.met.len() != cells || self.search > u32::MAX / 2 {
            self.met = vec![0; cells];
            self.owner = vec![0; cells];
            self.search = 0;
        }
        let size = (p.board.rows, p.board.cols);
        if self.small.as_ref().map(SmallGrid::size) != Some(size) {
            self.small = SmallGrid::new(size.0, size.1);
        }
        #[cfg(test)]
        if self.no_masks {
            self.small = None;
        }
        if self.small.is_some() {
            self.land = (0..cells)
                .filter(|&c| p.is(c, Mark::Land))
                .fold(0, |land, c| land | SmallGrid::bit(c));
        }
        self.area.clear();
        self.area.resize(cells, NONE);
        self.sea = None;
        self.wet = false;
        let mut areas = 0;
        let mut split = false;
        for start in 0..cells {
            if p.is(start, Mark::Land) || self.area[start] != NONE {
                continue;
            }
            self.area[start] = areas;
            self.stack.push(start);
            while let Some(at) = self.stack.pop() {
                if p.is(at, Mark::Water) {
                    self.wet = true;
                    split |= self.sea.is_some_and(|sea| sea != areas);
                    self.sea = Some(areas);
                }
                for n in p.board.neighbours(at) {
                    if !p.is(n, Mark::Land) && self.area[n] == NONE {
                        self.area[n] = areas;
                        self.stack.push(n);
                    }
                }
            }
            areas += 1;
        }
        // Water already in two areas: the grid is broken whatever the
        // shape; the rules that see that say so.
        if split {
            self.sea = None;
            self.wet = false;
        }
        if self.small.is_some() && self.wet {
            let sea = self.sea;
            self.sea_cells = (0..cells)
                .filter(|&c| Some(self.area[c]) == sea)
                .fold(0, |cells, c| cells | SmallGrid::bit(c));
        }
    }

    /// On a small grid (see `small`), its land as of the last `survey`.
    pub fn land(&self) -> u128 {
        self.land
    }

    /// Searches cell by cell from now on, even on a small grid.
    #[cfg(test)]
    pub fn without_masks(&mut self) {
        self.no_masks = true;
    }

    /// The grid as masks, if it has at most `SmallGrid::MAX_CELLS` cells
    /// (as of the last `survey`).
    pub fn small(&self) -> Option<&SmallGrid> {
        self.small.as_ref()
    }

    /// With the island finished as `in_shape` (the cells of `members`
    /// and `added`), some water or some cell beside it would be cut off.
    #[inline]
    pub fn cuts(
        &mut self,
        p: &Nurikabe,
        in_shape: &[bool],
        members: &[usize],
        added: &[usize],
    ) -> bool {
        if self.small.is_some() {
            let bits = |cells: &[usize]| cells.iter().fold(0, |m, &c| m | SmallGrid::bit(c));
            let added = bits(added);
            return self.cuts_masks(bits(members) | added, added);
        }
        self.search += 1;
        let search = self.search;
        let open = |c: usize| !in_shape[c] && !p.is(c, Mark::Land);
        // Every open cell beside the shape must lie in the water's area.
        if self.wet {
            let sea = self.sea;
            let outside = |c: usize| open(c) && Some(self.area[c]) != sea;
            if members
                .iter()
                .chain(added)
                .any(|&cell| p.board.neighbours(cell).any(outside))
            {
                return true;
            }
        }
        // The island's own cells are land already and cut nothing new:
        // only the open cells beside the added ones need joining. With no
        // water yet there is no area to join: all of them must be.
        let around: &[usize] = if self.wet { &[] } else { members };
        self.stack.clear();
        for &cell in around.iter().chain(added) {
            for n in p.board.neighbours(cell) {
                if open(n) && self.met[n] != search {
                    self.met[n] = search;
                    self.owner[n] = self.stack.len() as u32;
                    self.stack.push(n);
                }
            }
        }
        self.joined(p, open)
    }

    /// `cuts` on a small grid (see `small`), the shape given as masks:
    /// all its cells (`shape`), and those `added` to the island.
    #[inline]
    pub fn cuts_masks(&self, shape: u128, added: u128) -> bool {
        let grid = self.small.as_ref().expect("a small grid");
        let open = !self.land & !shape;
        if self.wet && grid.around(shape) & open & !self.sea_cells != 0 {
            return true;
        }
        let around = if self.wet { added } else { shape };
        let pieces = grid.around(around) & open;
        // One of them walled in on every side is cut off by itself, as a
        // third of the shapes that cut are: no flood needed to see it.
        if pieces.count_ones() > 1 && pieces & !grid.around(open) != 0 {
            return true;
        }
        !grid.joined(pieces, open)
    }

    /// For a shape that `cuts` the water, what does the cutting, for an
    /// explanation: the land that walls in the part cut off (the shape
    /// walls it in too), and, when the part is cut off from water already
    /// there, a cell of that water. Of the parts, the one with the
    /// shortest wall.
    pub fn walls(
        &self,
        p: &Nurikabe,
        in_shape: &[bool],
        members: &[usize],
        added: &[usize],
    ) -> Vec<usize> {
        let open = |c: usize| !in_shape[c] && !p.is(c, Mark::Land);
        let beside = || {
            members
                .iter()
                .chain(added)
                .flat_map(|&cell| p.board.neighbours(cell))
        };
        if self.wet {
            let outside = beside().find(|&c| open(c) && Some(self.area[c]) != self.sea);
            if let Some(outside) = outside {
                // That cell's area and the water's are apart already: the
                // wall of either keeps them so.
                let cells = p.board.cells();
                let area_of = |of: u32| -> Vec<usize> {
                    (0..cells).filter(|&c| self.area[c] == of).collect()
                };
                let water = (0..cells).find(|&c| p.is(c, Mark::Water));
                let mut walls = [
                    area_of(self.area[outside]),
                    self.sea.map(area_of).unwrap_or_default(),
                ]
                .map(|area| land_around(p, &area));
                walls.sort_by_key(Vec::len);
                let [mut wall, _] = walls;
                wall.extend(water);
                return wall;
            }
        }
        let around: &[usize] = if self.wet { &[] } else { members };
        let mut parts: Vec<Vec<usize>> = Vec::new();
        for &cell in around.iter().chain(added) {
            for n in p.board.neighbours(cell) {
                if open(n) && !parts.iter().any(|part| part.binary_search(&n).is_ok()) {
                    parts.push(open_area(p, n, |c| in_shape[c]));
                }
            }
        }
        let mut walls: Vec<Vec<usize>> = parts.iter().map(|part| land_around(p, part)).collect();
        walls.sort_by_key(Vec::len);
        walls.into_iter().next().unwrap_or_default()
    }

    /// Searches out from every cell in `stack` at once, each search
    /// joining those it meets. True when one closes in on itself before
    /// joining the rest: its piece is cut off. A search that grows past
    /// `FLOOD` cells is taken to join: the rule then keeps a shape it
    /// might have ruled out, which costs strength, never truth.
    fn joined(&mut self, p: &Nurikabe, open: impl Fn(usize) -> bool) -> bool {
        let sources = self.stack.len();
        self.parent.clear();
        self.parent.extend(0..sources as u32);
        self.pending.clear();
        self.pending.resize(sources, 1);
        let mut groups = sources;
        let mut next = 0;
        while groups > 1 && next < self.stack.len() {
            if self.stack.len() > FLOOD {
                return false;
            }
            let at = self.stack[next];
            next += 1;
            let group = self.find(self.owner[at]);
            self.pending[group as usize] -= 1;
            for n in p.board.neighbours(at) {
                if !open(n) {
                    continue;
                }
                if self.met[n] == self.search {
                    let other = self.find(self.owner[n]);
                    if other != group {
                        self.parent[other as usize] = group;
                        self.pending[group as usize] += self.pending[other as usize];
                        groups -= 1;
                    }
                } else {
                    self.met[n] = self.search;
                    self.owner[n] = group;
                    self.pending[group as usize] += 1;
                    self.stack.push(n);
                }
            }
            if groups > 1 && self.pending[group as usize] == 0 {
                return true;
            }
        }
        false
    }

    fn find(&mut self, mut at: u32) -> u32 {
        while self.parent[at as usize] != at {
            let up = self.parent[self.parent[at as usize] as usize];
            self.parent[at as usize] = up;
            at = up;
        }
        at
    }
}

#[cfg(test)]
mod tests {
    use super::SeaCut;
    use crate::puzzles::nurikabe::board::Board;
    use crate::puzzles::nurikabe::state::{CellMark, Mark, Nurikabe};

    /// On many random part-solved 6x7 grids and random shapes beside their
    /// islands, the flood of masks and the search cell by cell agree.
    #[test]
    fn masks_and_the_search_agree_on_what_a_shape_cuts() {
        let (rows, cols) = (6, 7);
        let mut below = super::super::random_below(7);
        let mut compared = [0; 2];
        for _ in 0..400 {
            let mut clues = vec![None; rows * cols];
            clues[below(rows * cols)] = Some(5);
            let mut p = Nurikabe::new(Board::of_numbers(rows, cols, clues, false));
            let mut touched = Vec::new();
            for _ in 0..below(20) {
                let cell = below(rows * cols);
                let mark = if below(3) == 0 {
                    CellMark::land(cell)
                } else {
                    CellMark::water(cell)
                };
                let _ = p.set(mark, &mut touched);
            }
            if p.broken().is_some() {
                continue;
            }
            let members: Vec<usize> = (0..rows * cols).filter(|&c| p.board.is_clue(c)).collect();
            // A few undecided cells grown out from the island.
            let mut in_shape = vec![false; rows * cols];
            members.iter().for_each(|&m| in_shape[m] = true);
            let mut added = Vec::new();
            for _ in 0..1 + below(4) {
                let from = if added.is_empty() || below(2) == 0 {
                    members[0]
                } else {
                    added[below(added.len())]
                };
                let next: Vec<usize> = p
                    .board
                    .neighbours(from)
                    .filter(|&n| !in_shape[n] && p.is(n, Mark::Unknown))
                    .collect();
                if let Some(&n) = next.get(below(next.len().max(1))) {
                    in_shape[n] = true;
                    added.push(n);
                }
            }
            let mut masks = SeaCut::default();
            let mut search = SeaCut {
                no_masks: true,
                ..SeaCut::default()
            };
            masks.survey(&p);
            search.survey(&p);
            assert!(masks.small.is_some() && search.small.is_none());
            let cut = masks.cuts(&p, &in_shape, &members, &added);
            assert_eq!(
                cut,
                search.cuts(&p, &in_shape, &members, &added),
                "{members:?} + {added:?}"
            );
            compared[usize::from(cut)] += 1;
        }
        // Both answers came up, each many times.
        assert!(compared.iter().all(|&n| n > 30), "{compared:?}");
    }
}
