//! The fixed part of a Nurikabe puzzle: size, clues, and how cells touch.
//! Shared by every copy of the state.

pub const NONE: u32 = u32::MAX;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    pub clues: Vec<Option<u32>>,
    /// Rows were written as space-separated tokens (a clue of 10 or
    /// more); the answer is written the same way.
    pub tokens: bool,
    /// Per cell, the cells above, below, left and right (`NONE` outside).
    neighbours: Vec<[u32; 4]>,
    /// The numbers added up, kept since `cell-count` asks after every step.
    land_total: usize,
}

impl Board {
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<u32>>, tokens: bool) -> Board {
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
        let land_total = clues.iter().flatten().map(|&n| n as usize).sum();
        Board {
            rows,
            cols,
            clues,
            tokens,
            neighbours,
            land_total,
        }
    }

    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    pub fn clue(&self, cell: usize) -> Option<u32> {
        self.clues[cell]
    }

    /// How many cells the answer has as land: the numbers add up to it.
    pub fn land_total(&self) -> usize {
        self.land_total
    }

    /// How many cells the answer has as water: the rest. `None` when the
    /// numbers add up to more than the grid.
    pub fn water_total(&self) -> Option<usize> {
        self.cells().checked_sub(self.land_total)
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
