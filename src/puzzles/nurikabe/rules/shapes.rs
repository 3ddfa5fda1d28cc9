//! Every way to finish one numbered island: each connected set of cells
//! that holds the island, takes only cells the island reaches, and has
//! exactly its number of cells. `island-shapes` keeps the ways that leave
//! the rest of the grid possible and concludes what they all share.

use super::super::board::Board;
use super::small_grid::SmallGrid;

/// Working memory for one search after another on one grid.
#[derive(Default)]
pub struct ShapeSearch {
    /// The cells of the shape being built, island included.
    in_shape: Vec<bool>,
    /// Cells the shape may take.
    allowed: Vec<bool>,
    /// Cells already offered on the current branch (Redelmeier's marks):
    /// each shape is then built once, in one order only.
    offered: Vec<bool>,
    /// The cells added to the island, in the order taken.
    added: Vec<usize>,
    /// The cells each level may still take, one level after another.
    untried: Vec<usize>,
    /// Shapes and part-shapes tried so far in this search.
    tried: usize,
    /// On a grid of at most `SmallGrid::MAX_CELLS` cells, `in_shape` as a
    /// mask too, for the tests that take masks (zero on larger grids).
    mask: u128,
    small: bool,
}

/// A finished island for the visitor: its cells as flags, and the cells
/// added to what was already land; on a small grid its cells as a mask
/// too (zero on larger grids).
pub struct Shape<'a> {
    pub cells: &'a [bool],
    pub added: &'a [usize],
    pub mask: u128,
}

impl ShapeSearch {
    /// Ready for searches on a grid of `cells` cells.
    pub fn prepare(&mut self, cells: usize) {
        if self.in_shape.len() != cells {
            self.in_shape = vec![false; cells];
            self.allowed = vec![false; cells];
            self.offered = vec![false; cells];
            self.small = cells <= SmallGrid::MAX_CELLS;
        }
    }

    /// `cell` as a bit of `mask`, or nothing on a large grid.
    fn bit(&self, cell: usize) -> u128 {
        if self.small { SmallGrid::bit(cell) } else { 0 }
    }

    /// Calls `visit` once for each way to add `lacks` cells of `reached`
    /// to the island `members` keeping it connected. Gives up, returning
    /// false, once `limit` part-shapes have been tried: the count grows
    /// fast with the island, and a search cut short proves nothing.
    #[inline]
    pub fn each_shape(
        &mut self,
        board: &Board,
        members: &[usize],
        reached: &[usize],
        lacks: usize,
        limit: usize,
        visit: &mut impl FnMut(Shape),
    ) -> bool {
        self.tried = 0;
        reached.iter().for_each(|&c| self.allowed[c] = true);
        self.mask = 0;
        for &m in members {
            self.in_shape[m] = true;
            self.offered[m] = true;
            self.mask |= self.bit(m);
        }
        self.untried.clear();
        for &m in members {
            for n in board.neighbours(m) {
                if self.allowed[n] && !self.offered[n] {
                    self.offered[n] = true;
                    self.untried.push(n);
                }
            }
        }
        let finished = self.grow(board, 0, self.untried.len(), lacks, limit, visit);
        for &c in members.iter().chain(reached) {
            self.in_shape[c] = false;
            self.offered[c] = false;
            self.allowed[c] = false;
        }
        finished
    }

    /// The same search as `each_shape` on a grid of at most
    /// `SmallGrid::MAX_CELLS` cells, with the cells taken, allowed and
    /// offered as masks: a step is then a few word operations rather than
    /// a walk over flags, and the judge's grids try thousands of shapes
    /// per call. It builds the same shapes (in another order) and tries as
    /// many part-shapes, so it gives up exactly when `each_shape` does.
    /// `visit` gets each shape's cells as a mask, and the cells added.
    #[inline]
    pub fn each_shape_masks(
        &mut self,
        grid: &SmallGrid,
        members: &[usize],
        reached: &[usize],
        lacks: usize,
        limit: usize,
        visit: &mut impl FnMut(u128, &[usize]),
    ) -> bool {
        let bits = |cells: &[usize]| cells.iter().fold(0, |m, &c| m | SmallGrid::bit(c));
        let (shape, allowed) = (bits(members), bits(reached));
        let untried = grid.around(shape) & allowed & !shape;
        let search = MaskSearch {
            grid,
            allowed,
            limit,
        };
        self.tried = 0;
        self.added.clear();
        search.grow(self, untried, shape | untried, shape, lacks, visit)
    }

    /// Takes each of `untried[from..to]` in turn (the later ones first),
    /// offering the allowed neighbours it brings, and goes on until `left`
    /// more cells are taken.
    fn grow(
        &mut self,
        board: &Board,
        from: usize,
        to: usize,
        left: usize,
        limit: usize,
        visit: &mut impl FnMut(Shape),
    ) -> bool {
        if left == 0 {
            visit(Shape {
                cells: &self.in_shape,
                added: &self.added,
                mask: self.mask,
            });
            return true;
        }
        let mut end = to;
        while end > from {
            end -= 1;
            self.tried += 1;
            if self.tried > limit {
                return false;
            }
            let cell = self.untried[end];
            self.in_shape[cell] = true;
            self.mask |= self.bit(cell);
            self.added.push(cell);
            // This level's remaining choices, then what the cell brings.
            let level = self.untried.len();
            self.untried.extend_from_within(from..end);
            let brought = self.untried.len();
            for n in board.neighbours(cell) {
                if self.allowed[n] && !self.offered[n] {
                    self.offered[n] = true;
                    self.untried.push(n);
                }
            }
            let top = self.untried.len();
            let finished = self.grow(board, level, top, left - 1, limit, visit);
            for at in brought..top {
                self.offered[self.untried[at]] = false;
            }
            self.untried.truncate(level);
            self.added.pop();
            self.in_shape[cell] = false;
            self.mask &= !self.bit(cell);
            if !finished {
                return false;
            }
        }
        true
    }
}

/// What stays the same through one search by masks.
struct MaskSearch<'a> {
    grid: &'a SmallGrid,
    allowed: u128,
    limit: usize,
}

impl MaskSearch<'_> {
    /// Takes each cell of `untried` in turn, offering the allowed cells
    /// beside it not `offered` yet, and goes on until `left` more cells
    /// are taken; `shape` holds the cells taken so far. A cell taken is
    /// left out of the choices of the cells after it at its level, as in
    /// `ShapeSearch::grow`.
    fn grow(
        &self,
        search: &mut ShapeSearch,
        untried: u128,
        offered: u128,
        shape: u128,
        left: usize,
        visit: &mut impl FnMut(u128, &[usize]),
    ) -> bool {
        if left == 0 {
            visit(shape, &search.added);
            return true;
        }
        let mut rest = untried;
        if left == 1 {
            // The last cell brings nothing further: each choice is a shape.
            while rest != 0 {
                search.tried += 1;
                if search.tried > self.limit {
                    return false;
                }
                let cell = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                search.added.push(cell);
                visit(shape | SmallGrid::bit(cell), &search.added);
                search.added.pop();
            }
            return true;
        }
        while rest != 0 {
            search.tried += 1;
            if search.tried > self.limit {
                return false;
            }
            let cell = rest.trailing_zeros() as usize;
            let bit = SmallGrid::bit(cell);
            rest &= rest - 1;
            let brought = self.grid.around(bit) & self.allowed & !offered;
            search.added.push(cell);
            let finished = self.grow(
                search,
                rest | brought,
                offered | brought,
                shape | bit,
                left - 1,
                visit,
            );
            search.added.pop();
            if !finished {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::ShapeSearch;
    use super::SmallGrid;
    use crate::puzzles::nurikabe::board::Board;

    /// On an open 3x3 grid, the ways to grow the centre into three cells:
    /// two of its four neighbours (6 ways), or one neighbour and a corner
    /// beside that neighbour (8 ways).
    #[test]
    fn every_connected_shape_is_found_once() {
        let board = Board::new(3, 3, vec![None; 9], false);
        let mut search = ShapeSearch::default();
        search.prepare(9);
        let reached: Vec<usize> = (0..9).filter(|&c| c != 4).collect();
        let mut shapes = Vec::new();
        let finished = search.each_shape(&board, &[4], &reached, 2, 1000, &mut |shape| {
            let mut cells = shape.added.to_vec();
            cells.sort();
            shapes.push(cells);
        });
        assert!(finished);
        let count = shapes.len();
        shapes.sort();
        shapes.dedup();
        assert_eq!(shapes.len(), count, "a shape was found twice");
        assert_eq!(count, 14);
    }

    /// On random reaches of random grids, the search by masks builds the
    /// same shapes as the search by flags, and gives up exactly when it
    /// does.
    #[test]
    fn the_search_by_masks_builds_the_same_shapes() {
        let mut below = super::super::random_below(3);
        let mut gave_up = 0;
        for round in 0..300 {
            let (rows, cols) = [(5, 5), (6, 7), (9, 9), (8, 16), (1, 12)][round % 5];
            let cells = rows * cols;
            let board = Board::new(rows, cols, vec![None; cells], false);
            let grid = SmallGrid::new(rows, cols).unwrap();
            let mut search = ShapeSearch::default();
            search.prepare(cells);
            // An island of a cell or two, and some of the cells around.
            let start = below(cells);
            let mut members = vec![start];
            if let Some(n) = board.neighbours(start).nth(below(2)) {
                members.push(n);
            }
            let reached: Vec<usize> = (0..cells)
                .filter(|c| !members.contains(c) && below(10) < 7)
                .collect();
            let lacks = 1 + below(6);
            let limit = [50, 400, 5000][below(3)];
            let mut by_flags = Vec::new();
            let flags_done =
                search.each_shape(&board, &members, &reached, lacks, limit, &mut |s| {
                    let mut added = s.added.to_vec();
                    added.sort();
                    by_flags.push((s.mask, added));
                });
            let mut by_masks = Vec::new();
            let masks_done = search.each_shape_masks(
                &grid,
                &members,
                &reached,
                lacks,
                limit,
                &mut |mask, added| {
                    let mut added = added.to_vec();
                    added.sort();
                    by_masks.push((mask, added));
                },
            );
            assert_eq!(flags_done, masks_done, "round {round}");
            gave_up += usize::from(!flags_done);
            if flags_done {
                by_flags.sort();
                by_masks.sort();
                assert_eq!(by_flags, by_masks, "round {round}");
            }
        }
        assert!((30..270).contains(&gave_up), "{gave_up}");
    }

    #[test]
    fn a_search_over_its_limit_says_so() {
        let board = Board::new(3, 3, vec![None; 9], false);
        let mut search = ShapeSearch::default();
        search.prepare(9);
        let reached: Vec<usize> = (0..9).filter(|&c| c != 4).collect();
        assert!(!search.each_shape(&board, &[4], &reached, 2, 3, &mut |_| {}));
        // The search leaves its memory clean for the next one.
        let mut count = 0;
        assert!(search.each_shape(&board, &[4], &reached, 1, 1000, &mut |_| count += 1));
        assert_eq!(count, 4);
    }
}
