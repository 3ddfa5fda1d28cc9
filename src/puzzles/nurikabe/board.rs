//! The fixed part of a Nurikabe puzzle: size, clues, and how cells touch.
//! Shared by every copy of the state.
//!
//! A clue is a number or a "?" (`Clue::Hidden`): a numbered cell whose
//! number is not given. Its cell is land and its island holds exactly one
//! clue, but the island may have any size from 1 up. The rules treat that
//! size as unknown: nothing that holds for some sizes only follows from it.

pub use crate::formats::Clue;

pub const NONE: u32 = u32::MAX;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    pub clues: Vec<Option<Clue>>,
    /// Rows were written as space-separated tokens (a clue of 10 or
    /// more); the answer is written the same way.
    pub tokens: bool,
    /// Per cell, the cells above, below, left and right (`NONE` outside).
    neighbours: Vec<[u32; 4]>,
    /// The numbers added up, each "?" as 1 (its least size), kept since
    /// `cell-count` asks after every step.
    land_least: usize,
    /// Whether some clue is a "?": the land is then only known to be at
    /// least `land_least`.
    any_hidden: bool,
}

impl Board {
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<Clue>>, tokens: bool) -> Board {
        let neighbours = (0..rows * cols)
            .map(|cell| {
                let (r, c) = (cell / cols, cell % cols);
                let at = |r: usize, c: usize| (r * cols + c) as u32;
                [
                    if r > 0 { at(r - 1, c) } else { NONE },
                    if r + 1 < rows { at(r + 1, c) } else { NONE },
                    if c > 0 { at(r, c - 1) } else { NONE },
                    if c + 1 < cols { at(r, c + 1) } else { NONE },
                ]
            })
            .collect();
        let least = |clue: &Clue| match *clue {
            Clue::Number(n) => n as usize,
            Clue::Hidden => 1,
        };
        let land_least = clues.iter().flatten().map(least).sum();
        let any_hidden = clues.contains(&Some(Clue::Hidden));
        Board {
            rows,
            cols,
            clues,
            tokens,
            neighbours,
            land_least,
            any_hidden,
        }
    }

    /// A board of numbers only, `None` a cell without one (tests, and
    /// grids made from an answer).
    pub fn of_numbers(rows: usize, cols: usize, numbers: Vec<Option<u32>>, tokens: bool) -> Board {
        let clues = numbers.into_iter().map(|n| n.map(Clue::Number)).collect();
        Board::new(rows, cols, clues, tokens)
    }

    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// The cell's clue, a number or a "?", if it has one.
    #[inline]
    pub fn clue(&self, cell: usize) -> Option<Clue> {
        self.clues[cell]
    }

    /// Whether the cell holds a clue, a number or a "?": it is land, and
    /// its island's one clue.
    #[inline]
    pub fn is_clue(&self, cell: usize) -> bool {
        self.clues[cell].is_some()
    }

    /// The cell's number, if it has one that is given (not a "?").
    #[inline]
    pub fn number(&self, cell: usize) -> Option<u32> {
        match self.clues[cell] {
            Some(Clue::Number(n)) => Some(n),
            _ => None,
        }
    }

    /// How many cells the answer has as land, when every clue is a
    /// number: they add up to it. `None` when some clue is a "?".
    pub fn land_total(&self) -> Option<usize> {
        (!self.any_hidden).then_some(self.land_least)
    }

    /// The fewest cells the answer has as land: the numbers added up,
    /// each "?" counted as 1.
    pub fn land_least(&self) -> usize {
        self.land_least
    }

    /// The most cells the answer has as water: the rest after the least
    /// land (exactly the water when no clue is a "?"). `None` when the
    /// numbers add up to more than the grid.
    pub fn water_most(&self) -> Option<usize> {
        self.cells().checked_sub(self.land_least)
    }

    /// The cells beside `cell`, inside the grid.
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.neighbours[cell]
            .iter()
            .filter(|&&n| n != NONE)
            .map(|&n| n as usize)
    }

    /// Side `k` of `cell` (up, down, left, right): the cell there, or
    /// `usize::MAX` off the grid; `None` past the fourth side. Lets a
    /// search keep its place among a cell's neighbours as one number.
    pub fn side(&self, cell: usize, k: usize) -> Option<usize> {
        let n = *self.neighbours[cell].get(k)?;
        Some(if n == NONE { usize::MAX } else { n as usize })
    }

    /// The 2x2 blocks containing `cell`, each as its four cells.
    pub fn blocks(&self, cell: usize) -> impl Iterator<Item = [usize; 4]> + '_ {
        let (r, c) = (cell / self.cols, cell % self.cols);
        [(0, 0), (0, 1), (1, 0), (1, 1)]
            .into_iter()
            .filter_map(move |(dr, dc)| {
                let top = r.checked_sub(dr)?;
                let left = c.checked_sub(dc)?;
                (top + 1 < self.rows && left + 1 < self.cols).then(|| {
                    let at = |r: usize, c: usize| r * self.cols + c;
                    [
                        at(top, left),
                        at(top, left + 1),
                        at(top + 1, left),
                        at(top + 1, left + 1),
                    ]
                })
            })
    }
}
