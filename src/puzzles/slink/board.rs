//! The fixed part of a Slitherlink puzzle: size and clues, shared by every
//! copy of the state (hypotheses clone the state, never the board).

use std::cell::RefCell;
use std::sync::Arc;

use super::grid::Grid;

/// A cell's clue: 0..=4, or no number.
pub type Clue = Option<u8>;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Shared by the boards of one size (see `grid_of_size`).
    pub grid: Arc<Grid>,
    pub clues: Vec<Clue>,
    /// Per cell, for a 3 whose right (bit 0) or lower (bit 1) neighbour is
    /// also a 3: the rectangle around the pair alone satisfies every clue,
    /// so the shared side may be crossed (see `adjacent-threes`).
    pair_closes_alone: Vec<u8>,
}

thread_local! {
    /// The grid last built on this thread: a batch's puzzles are mostly
    /// of one size, and the tables of a grid cost more to build than a
    /// fully clued grid takes to solve.
    static LAST_GRID: RefCell<Option<Arc<Grid>>> = const { RefCell::new(None) };
}

/// The geometry of a `rows` x `cols` grid, built once while the size stays.
fn grid_of_size(rows: usize, cols: usize) -> Arc<Grid> {
    LAST_GRID.with(|last| {
        let mut last = last.borrow_mut();
        match &*last {
            Some(grid) if grid.rows == rows && grid.cols == cols => Arc::clone(grid),
            _ => {
                let grid = Arc::new(Grid::new(rows, cols));
                *last = Some(Arc::clone(&grid));
                grid
            }
        }
    })
}

pub const RIGHT_PAIR: u8 = 1;
pub const LOWER_PAIR: u8 = 2;

impl Board {
    pub fn new(rows: usize, cols: usize, clues: Vec<Clue>) -> Board {
        let grid = grid_of_size(rows, cols);
        let mut board = Board {
            pair_closes_alone: vec![0; clues.len()],
            grid,
            clues,
        };
        board.find_pairs_that_close_alone();
        board
    }

    pub fn clue(&self, cell: usize) -> Clue {
        self.clues[cell]
    }

    pub fn pair_closes_alone(&self, cell: usize, pair: u8) -> bool {
        self.pair_closes_alone[cell] & pair != 0
    }

    /// A clue that the rectangle around the 3 at `cell` and its partner
    /// across `side` (3: right, 1: below) does not fit, the first in
    /// reading order: a number beside the pair other than 1, or one
    /// further away other than 0. None when the rectangle is a whole
    /// answer (`pair_closes_alone`). Kept with the pair alone, it rules
    /// the rectangle out.
    pub fn rectangle_breaker(&self, cell: usize, side: usize) -> Option<usize> {
        let other = self.grid.neighbour(cell, side)?;
        let beside = |n: usize| {
            [cell, other]
                .iter()
                .any(|&m| self.grid.neighbours(m).any(|x| x == n))
        };
        (0..self.clues.len())
            .filter(|&n| n != cell && n != other)
            .find(|&n| match self.clues[n] {
                None => false,
                Some(number) if beside(n) => number != 1,
                Some(number) => number > 0,
            })
    }

    /// The rectangle around two adjacent cells gives each of them three
    /// lines, each cell across its six outer sides one line, and every other
    /// cell none: it is a whole answer exactly when those counts match.
    fn find_pairs_that_close_alone(&mut self) {
        let numbered = self
            .clues
            .iter()
            .filter(|c| matches!(c, Some(n) if *n > 0))
            .count();
        for cell in 0..self.clues.len() {
            if self.clues[cell] != Some(3) {
                continue;
            }
            for (side, flag) in [(3, RIGHT_PAIR), (1, LOWER_PAIR)] {
                let Some(other) = self.grid.neighbour(cell, side) else {
                    continue;
                };
                if self.clues[other] != Some(3) {
                    continue;
                }
                let mut ring = Vec::new();
                for member in [cell, other] {
                    for s in 0..4 {
                        if let Some(n) = self.grid.neighbour(member, s)
                            && n != cell
                            && n != other
                        {
                            ring.push(n);
                        }
                    }
                }
                let ring_fits = ring
                    .iter()
                    .all(|&n| matches!(self.clues[n], None | Some(1)));
                let ring_numbered = ring.iter().filter(|&&n| self.clues[n].is_some()).count();
                if ring_fits && numbered == 2 + ring_numbered {
                    self.pair_closes_alone[cell] |= flag;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::Board;

    /// Boards of one size share their grid's tables; another size gets
    /// its own, and going back builds them again, as they were.
    #[test]
    fn boards_of_one_size_share_a_grid() {
        let board = |rows, cols| Board::new(rows, cols, vec![None; rows * cols]);
        let (a, b) = (board(3, 4), board(3, 4));
        assert!(Arc::ptr_eq(&a.grid, &b.grid));
        let c = board(4, 3);
        assert!(!Arc::ptr_eq(&a.grid, &c.grid));
        assert_eq!((c.grid.rows, c.grid.cols), (4, 3));
        let d = board(3, 4);
        assert_eq!(*d.grid, *a.grid);
    }

    /// The clue a pair of 3s names as ruling out the rectangle around
    /// them: there exactly when the rectangle is no whole answer, and
    /// kept with the pair alone it still rules the rectangle out.
    #[test]
    fn the_rectangle_breaker_rules_out_the_rectangle_alone() {
        let (rows, cols) = (3, 4);
        // The pair at r2c2-r2c3 (cells 5 and 6), side 3 (right); then
        // clues beside it and further away.
        // The other clues (cell, number), and the breaker named.
        type Case<'c> = (&'c [(usize, u8)], Option<usize>);
        let cases: [Case; 6] = [
            (&[], None),
            (&[(1, 1), (10, 1)], None),
            (&[(0, 0)], None),
            (&[(1, 2)], Some(1)),
            (&[(4, 1), (8, 0), (9, 0)], Some(9)),
            (&[(1, 1), (0, 2), (11, 3)], Some(0)),
        ];
        for (others, breaker) in cases {
            let mut clues = vec![None; rows * cols];
            clues[5] = Some(3);
            clues[6] = Some(3);
            for &(cell, n) in others {
                clues[cell] = Some(n);
            }
            let board = Board::new(rows, cols, clues.clone());
            assert_eq!(board.rectangle_breaker(5, 3), breaker, "{others:?}");
            assert_eq!(
                board.pair_closes_alone(5, super::RIGHT_PAIR),
                breaker.is_none()
            );
            if let Some(b) = breaker {
                let mut kept = vec![None; rows * cols];
                for cell in [5, 6, b] {
                    kept[cell] = clues[cell];
                }
                let alone = Board::new(rows, cols, kept);
                assert!(!alone.pair_closes_alone(5, super::RIGHT_PAIR), "{others:?}");
            }
        }
    }
}
