//! The givens of a Fill-a-Pix puzzle: its size and clues, and each cell's
//! 3x3 window (the cell and its neighbours, clipped at the border),
//! worked out once.

use std::ops::Range;

pub struct Board {
    pub rows: usize,
    pub cols: usize,
    /// Per cell, row by row: its clue, if it has one.
    pub clues: Vec<Option<u8>>,
    /// Per cell: the cells of its window, in reading order, in
    /// `windows[window_start[c]..window_start[c + 1]]`.
    windows: Vec<u32>,
    window_start: Vec<u32>,
    /// The cells with clues, in reading order.
    pub clue_cells: Vec<u32>,
    /// Rows were written as whitespace-separated tokens.
    pub token_rows: bool,
}

impl Board {
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<u8>>, token_rows: bool) -> Board {
        assert_eq!(clues.len(), rows * cols);
        let mut windows = Vec::with_capacity(9 * rows * cols);
        let mut window_start = Vec::with_capacity(rows * cols + 1);
        for cell in 0..rows * cols {
            window_start.push(windows.len() as u32);
            let (r, c) = (cell / cols, cell % cols);
            for wr in r.saturating_sub(1)..(r + 2).min(rows) {
                for wc in c.saturating_sub(1)..(c + 2).min(cols) {
                    windows.push((wr * cols + wc) as u32);
                }
            }
        }
        window_start.push(windows.len() as u32);
        let clue_cells = (0..rows * cols)
            .filter(|&c| clues[c].is_some())
            .map(|c| c as u32)
            .collect();
        Board {
            rows,
            cols,
            clues,
            windows,
            window_start,
            clue_cells,
            token_rows,
        }
    }

    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    pub fn pos(&self, cell: usize) -> (usize, usize) {
        (cell / self.cols, cell % self.cols)
    }

    /// The window of `cell`: itself and its neighbours. It is also the set
    /// of cells whose windows hold `cell`.
    pub fn window(&self, cell: usize) -> &[u32] {
        &self.windows[self.range(cell)]
    }

    fn range(&self, cell: usize) -> Range<usize> {
        self.window_start[cell] as usize..self.window_start[cell + 1] as usize
    }

    /// Whether `cell` lies in the window of `centre`.
    pub fn in_window(&self, centre: usize, cell: usize) -> bool {
        let (a, b) = (self.pos(centre), self.pos(cell));
        a.0.abs_diff(b.0) <= 1 && a.1.abs_diff(b.1) <= 1
    }

    /// The clue cells other than `centre` whose windows share a cell with
    /// the window of `centre`: those within two rows and two columns.
    pub fn overlapping_clues(&self, centre: usize) -> impl Iterator<Item = usize> + '_ {
        let (r, c) = self.pos(centre);
        let rows = r.saturating_sub(2)..(r + 3).min(self.rows);
        rows.flat_map(move |wr| {
            (c.saturating_sub(2)..(c + 3).min(self.cols)).map(move |wc| wr * self.cols + wc)
        })
        .filter(move |&other| other != centre && self.clues[other].is_some())
    }
}
