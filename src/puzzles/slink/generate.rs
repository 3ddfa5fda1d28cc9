//! Slitherlink answers for the generator: a random loop, grown as the
//! edge of a region of cells ("inside") that stays one piece without
//! holes and never touches itself at a corner alone, so that its border
//! is a single loop. Every cell's count of loop sides is a clue.

use super::Slink;
use super::parse::MAX_SIDE;
use crate::engine::Puzzle;
use crate::tools::generate::clue_grid::{CluedAnswer, size_refused};
use crate::tools::generate::{Generate, Order, Rng, Site};

/// The eight cells around a cell, in order round it (a side, a corner,
/// a side...): a cell at an even place shares a side with the centre.
const AROUND: [(isize, isize); 8] = [
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

impl Generate for Slink {
    type Answer = CluedAnswer;
    const BATCH_END: &'static str = "0 0\n";

    fn refuse(order: &Order) -> Option<String> {
        size_refused(order, 1, MAX_SIDE)
    }

    fn random_answer(order: &Order, rng: &mut Rng) -> Option<CluedAnswer> {
        let (rows, cols) = (order.rows, order.cols);
        let inside = Region::grow(rows, cols, rng);
        let clues = (0..rows * cols)
            .map(|cell| {
                // A side is on the loop when the cells either side of it
                // differ (beyond the grid counts as outside).
                let on_loop = [0, 2, 4, 6]
                    .iter()
                    .filter(|&&k| inside.at(cell, AROUND[k]).unwrap_or(false) != inside.cells[cell])
                    .count();
                Some(on_loop as u32)
            })
            .collect();
        Some(CluedAnswer {
            rows,
            cols,
            clues,
            removable: true,
        })
    }

    fn sites(answer: &CluedAnswer) -> Vec<Site> {
        answer.sites()
    }

    fn puzzle_text(answer: &CluedAnswer, kept: &[bool]) -> String {
        answer.text(Self::KIND, kept)
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
            let sides_inside = [0, 2, 4, 6]
                .iter()
                .filter(|&&k| region.at(cell, AROUND[k]) == Some(true))
                .count();
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

    /// Whether the cell `offset` from `cell` is inside; `None` off the grid.
    fn at(&self, cell: usize, (dr, dc): (isize, isize)) -> Option<bool> {
        let r = (cell / self.cols).checked_add_signed(dr)?;
        let c = (cell % self.cols).checked_add_signed(dc)?;
        (r < self.rows && c < self.cols).then(|| self.cells[r * self.cols + c])
    }

    fn push_sides(&self, cell: usize, frontier: &mut Vec<usize>) {
        for k in [0, 2, 4, 6] {
            if self.at(cell, AROUND[k]) == Some(false) {
                let (dr, dc) = AROUND[k];
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
        let ring: Vec<bool> = AROUND
            .iter()
            .map(|&offset| self.at(cell, offset).unwrap_or(false))
            .collect();
        let lone_corner = (1..8)
            .step_by(2)
            .any(|k| ring[k] && !ring[k - 1] && !ring[(k + 1) % 8]);
        let runs = (0..8).filter(|&k| ring[k] && !ring[(k + 7) % 8]).count();
        !lone_corner && runs == 1
    }
}
