//! Slitherlink answers for the generator: a random loop, grown as the
//! edge of a region of cells ("inside") that stays one piece without
//! holes and never touches itself at a corner alone, so that its border
//! is a single loop. Every cell's count of loop sides is a clue.

use super::Slink;
use super::parse::MAX_SIDE;
use crate::puzzles::ring::{RING, around};
use crate::tools::generate::clue_grid::CluedAnswer;
use crate::tools::generate::{Generate, Order, Rng};

impl Generate for Slink {
    type Answer = CluedAnswer;
    const MAX_SIDE: usize = MAX_SIDE;

    fn random_answer(order: &Order, rng: &mut Rng) -> Option<CluedAnswer> {
        let (rows, cols) = (order.rows, order.cols);
        let inside = Region::grow(rows, cols, rng);
        // A side is on the loop when the cells either side of it differ
        // (beyond the grid counts as outside).
        Some(CluedAnswer::every_cell(rows, cols, |cell| {
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
    /// around it make one unbroken run (so no hole closes and the inside
    /// stays one piece), and no inside corner cell touches it at the
    /// corner alone (the loop would cross itself there).
    fn may_take(&self, cell: usize) -> bool {
        let ring = self.ring(cell);
        let lone_corner = (1..8)
            .step_by(2)
            .any(|k| ring[k] && !ring[k - 1] && !ring[(k + 1) % 8]);
        let runs = (0..8).filter(|&k| ring[k] && !ring[(k + 7) % 8]).count();
        !lone_corner && runs == 1
    }
}
