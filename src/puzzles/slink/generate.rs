//! Slitherlink answers for the generator: a random loop, grown as the
//! edge of a region of cells ("inside") that stays one piece without
//! holes and never touches itself at a corner alone, so that its border
//! is a single loop. Every cell's count of loop sides is a clue.

use super::Slink;
use crate::formats::clued_answer::CluedAnswer;
use crate::io::generate::{Generate, Order, Rng};
use crate::puzzles::ring::{RING, around};

impl Generate for Slink {
    type Answer = CluedAnswer;

    fn random_answer(order: &Order, rng: &mut Rng) -> Option<CluedAnswer> {
        let (rows, cols) = (order.rows, order.cols);
        let inside = Region::grow(rows, cols, rng);
        // A side is on the loop when the cells either side of it differ
        // (beyond the grid counts as outside).
        Some(CluedAnswer::every_cell(&super::FACTS, rows, cols, |cell| {
            let ring = inside.ring(cell);
            [0, 2, 4, 6]
                .iter()
                .filter(|&&k| ring[k] != inside.cells[cell])
                .count() as u32
        }))
    }
}

/// The cells inside the loop.
struct Region {
    rows: usize,
    cols: usize,
    cells: Vec<bool>,
}

impl Region {
    /// Grows a region from a random cell, a random cell beside it at a
    /// time, to between two fifths and three fifths of the grid. A cell
    /// with one inside side is taken more readily than one with more, so
    /// the region winds rather than swells.
    fn grow(rows: usize, cols: usize, rng: &mut Rng) -> Region {
        let n = rows * cols;
        let mut region = Region {
            rows,
            cols,
            cells: vec![false; n],
        };
        let start = rng.below(n);
        region.cells[start] = true;
        let target = (n * (40 + rng.below(21)) / 100).max(1);
        let mut size = 1;
        let mut frontier = Vec::new();
        region.push_sides(start, &mut frontier);
        let mut refusals = 0;
        while size < target && !frontier.is_empty() && refusals < 8 * n {
            let cell = frontier.swap_remove(rng.below(frontier.len()));
            if region.cells[cell] {
                continue;
            }
            let ring = region.ring(cell);
            let sides_inside = [0, 2, 4, 6].iter().filter(|&&k| ring[k]).count();
            if sides_inside > 1 && rng.chance(1, 2) {
                frontier.push(cell);
                refusals += 1;
                continue;
            }
            if !region.may_take(cell) {
                refusals += 1;
                continue;
            }
            region.cells[cell] = true;
            size += 1;
            region.push_sides(cell, &mut frontier);
        }
        region
    }

    /// Whether each cell round `cell` is inside, in the ring's order.
    fn ring(&self, cell: usize) -> [bool; 8] {
        around(self.rows, self.cols, cell, false, |c| self.cells[c])
    }

    fn push_sides(&self, cell: usize, frontier: &mut Vec<usize>) {
        let ring = around(self.rows, self.cols, cell, true, |c| self.cells[c]);
        for k in [0, 2, 4, 6] {
            if !ring[k] {
                let (dr, dc) = RING[k];
                let r = (cell / self.cols) as isize + dr;
                let c = (cell % self.cols) as isize + dc;
                frontier.push(r as usize * self.cols + c as usize);
            }
        }
    }

    /// Whether taking `cell` keeps the border one loop: the inside cells
    /// round it make one unbroken run. Two runs, joined elsewhere (the
    /// inside is one piece), would close a hole through `cell`; and since
    /// `cell` has an inside cell beside it, an inside corner cell that
    /// would touch it at the corner alone (where the loop would cross
    /// itself) is a second run too.
    fn may_take(&self, cell: usize) -> bool {
        let ring = self.ring(cell);
        (0..8).filter(|&k| ring[k] && !ring[(k + 7) % 8]).count() == 1
    }
}

#[cfg(test)]
mod tests {
    use super::Region;
    use crate::io::generate::Rng;

    /// How many cells are joined by sides to `start` among the inside
    /// cells, or among the outside ones and the place beyond the border
    /// (index `n`, beside every border cell).
    fn reach(region: &Region, start: usize, inside: bool) -> usize {
        let (rows, cols) = (region.rows, region.cols);
        let n = rows * cols;
        let member = |c: usize| c == n || region.cells[c] == inside;
        let mut seen = vec![false; n + 1];
        let mut todo = vec![start];
        seen[start] = true;
        let mut count = 0;
        while let Some(cell) = todo.pop() {
            count += 1;
            let next: Vec<usize> = if cell == n {
                (0..n)
                    .filter(|&c| {
                        c / cols == 0
                            || c / cols == rows - 1
                            || c % cols == 0
                            || c % cols == cols - 1
                    })
                    .collect()
            } else {
                let (r, c) = (cell / cols, cell % cols);
                let mut next = Vec::new();
                let border = r == 0 || r == rows - 1 || c == 0 || c == cols - 1;
                if border && !inside {
                    next.push(n);
                }
                if r > 0 {
                    next.push(cell - cols);
                }
                if r + 1 < rows {
                    next.push(cell + cols);
                }
                if c > 0 {
                    next.push(cell - 1);
                }
                if c + 1 < cols {
                    next.push(cell + 1);
                }
                next
            };
            for m in next {
                if member(m) && !seen[m] {
                    seen[m] = true;
                    todo.push(m);
                }
            }
        }
        count
    }

    #[test]
    fn a_grown_region_is_one_piece_without_holes_or_corner_touches() {
        for (rows, cols) in [(1, 1), (1, 6), (2, 2), (5, 5), (7, 4), (12, 12)] {
            for seed in 0..30 {
                let region = Region::grow(rows, cols, &mut Rng::new(seed));
                let n = rows * cols;
                let inside = region.cells.iter().filter(|&&i| i).count();
                let first = region.cells.iter().position(|&i| i).unwrap();
                assert_eq!(
                    reach(&region, first, true),
                    inside,
                    "{rows}x{cols} seed {seed}: inside in pieces"
                );
                // The outside and the cells beyond the border: one piece.
                assert_eq!(
                    reach(&region, n, false),
                    n - inside + 1,
                    "{rows}x{cols} seed {seed}: a hole"
                );
                for r in 0..rows.saturating_sub(1) {
                    for c in 0..cols.saturating_sub(1) {
                        let at = |dr: usize, dc: usize| region.cells[(r + dr) * cols + c + dc];
                        let crossed =
                            at(0, 0) == at(1, 1) && at(0, 1) == at(1, 0) && at(0, 0) != at(0, 1);
                        assert!(
                            !crossed,
                            "{rows}x{cols} seed {seed}: corners touch at r{}c{}",
                            r + 1,
                            c + 1
                        );
                    }
                }
            }
        }
    }
}
