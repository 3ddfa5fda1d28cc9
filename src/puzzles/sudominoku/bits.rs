//! The state's facts kept again as bit sets over the grid, a bit per
//! cell: which cells a digit may still take, which edges are not cut, and
//! which dominoes each digit has laid. The rules that look across the
//! grid (a domino's places, a digit's places in a unit) then read a few
//! words instead of every cell and edge, and a hypothesis round runs them
//! hundreds of thousands of times on an open grid. The state updates them
//! with every change it makes, so they always say what the cells and
//! edges say.

use super::geometry::geometry;
use super::givens::{CELLS, SIDE};

/// A set of cells, bit `c` for cell `c` (81 of the 128 bits).
pub type Cells = u128;

/// The two ways an edge lies: to the right of its first cell, or below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Right = 0,
    Down = 1,
}

impl Side {
    /// How far the second cell is from the first.
    pub const fn step(self) -> usize {
        match self {
            Side::Right => 1,
            Side::Down => SIDE,
        }
    }

    /// The side of the edge between `a` and `b`, `a` the first.
    pub fn of(a: usize, b: usize) -> Side {
        if b == a + 1 { Side::Right } else { Side::Down }
    }
}

#[derive(Clone, Debug)]
pub struct Bits {
    /// Per digit (1..=9): the cells that may still hold it.
    digit_cells: [Cells; 10],
    /// Per side: the first cells of the edges on that side not cut (open
    /// or holding a domino).
    uncut: [Cells; 2],
    /// Per digit (1..=9): the digits it makes a laid domino with.
    laid_with: [u16; 10],
}

/// Every cell.
const ALL_CELLS: Cells = (1 << CELLS) - 1;

impl Bits {
    /// Every digit possible everywhere, every edge uncut, no domino laid.
    pub fn new() -> Bits {
        let mut uncut = [0; 2];
        for &[a, b] in &geometry().edges {
            uncut[Side::of(a, b) as usize] |= 1 << a;
        }
        let mut digit_cells = [ALL_CELLS; 10];
        digit_cells[0] = 0;
        Bits {
            digit_cells,
            uncut,
            laid_with: [0; 10],
        }
    }

    /// The cells that may still hold `digit`.
    pub fn cells_with(&self, digit: u8) -> Cells {
        self.digit_cells[digit as usize]
    }

    /// The digits `digit` makes a laid domino with.
    pub fn laid_with(&self, digit: u8) -> u16 {
        self.laid_with[digit as usize]
    }

    /// `cell` may no longer hold the digits of `mask`.
    pub fn remove(&mut self, cell: usize, mask: u16) {
        let mut left = mask;
        while left != 0 {
            self.digit_cells[left.trailing_zeros() as usize] &= !(1 << cell);
            left &= left - 1;
        }
    }

    /// The edge from `a` to `b` is cut.
    pub fn cut(&mut self, a: usize, b: usize) {
        self.uncut[Side::of(a, b) as usize] &= !(1 << a);
    }

    /// The domino `u`-`v` is laid.
    pub fn lay(&mut self, u: u8, v: u8) {
        self.laid_with[u as usize] |= 1 << v;
        self.laid_with[v as usize] |= 1 << u;
    }

    /// The first cells of the edges on `side`, not cut, that could carry
    /// the domino `u`-`v` either way round as far as the digits go: one
    /// cell may hold `u` and the other `v`.
    pub fn places(&self, u: u8, v: u8, side: Side) -> Cells {
        let (at_u, at_v) = (self.cells_with(u), self.cells_with(v));
        let step = side.step();
        (at_u & at_v >> step | at_v & at_u >> step) & self.uncut[side as usize]
    }
}
