//! The basic tier as word operations: the six basic rules (`zero`,
//! `clue-satisfied`, `clue-needs-all`, `dot-full`, `dot-dead-end`,
//! `dot-one-exit`) applied to a whole row of cells or dots at once, a bit
//! per cell or dot, until none finds anything. On a grid those rules
//! finish (most fully clued ones) this is most of judge output's work,
//! and a row at a time it costs a few dozen instructions where a cell at
//! a time, through each rule's `derive`, costs a few hundred per mark.
//!
//! Each rule's condition is the one its own file states, on counts: a
//! clue n with n lines crosses the rest (n = 0 included), with 4 - n
//! crosses lines the rest; a dot with two lines, or three crosses,
//! crosses the rest, with one line and two crosses lines the last. The
//! rules only add what follows, so they stop at the same marks in any
//! order; `head_start`'s tests compare this with the solver's own run.
//!
//! Contradictions are found as the state finds them, from counts: a
//! clue with more lines than its number or more crosses than 4 - n, a
//! dot with three lines, or one line and three crosses. When two rules
//! would mark one segment both ways, the first to look wins and the
//! other's count breaks on the next sweep. What only a whole path shows
//! (a loop closed too soon, a region walled in) is left to `Slink::set`,
//! which takes the marks found here.

use super::board::Board;
use super::state::{Mark, Slink};

/// Grids up to this many columns: a row of dots fits one word.
const MAX_COLS: usize = 63;

/// The bits of a row of cells or dots (bit j for column j) where a
/// count of four inputs, one bit each, is exactly 0, 1, 2, 3 or 4.
struct Counts([u64; 5]);

impl Counts {
    fn of(a: u64, b: u64, c: u64, d: u64) -> Counts {
        // Two half adders and their carries: at most two carries are set,
        // since a pair with both inputs set has no sum bit.
        let (s1, c1) = (a ^ b, a & b);
        let (s2, c2) = (c ^ d, c & d);
        let ones = s1 ^ s2;
        let twos = c1 ^ c2 ^ (s1 & s2);
        let fours = c1 & c2;
        Counts([
            !(ones | twos | fours),
            ones & !twos & !fours,
            !ones & twos & !fours,
            ones & twos,
            fours,
        ])
    }

    fn exactly(&self, n: usize) -> u64 {
        self.0[n]
    }

    /// Where the count is more than `n`.
    fn over(&self, n: usize) -> u64 {
        self.0[n + 1..].iter().fold(0, |acc, m| acc | m)
    }
}

/// A row's word of segments: the horizontals of a dot row, or the
/// verticals from a dot row down (beside the cells of that row).
#[derive(Clone, Copy)]
enum Word {
    Across(usize),
    Down(usize),
}

/// Lines and crosses of every segment, a word per row: `h_*[i]` the
/// horizontals of dot row i (bit j from dot j to j + 1), `v_*[i]` the
/// verticals from dot row i down (bit j at dot j).
pub(super) struct BasicWords {
    rows: usize,
    cols: usize,
    h_line: Vec<u64>,
    h_cross: Vec<u64>,
    v_line: Vec<u64>,
    v_cross: Vec<u64>,
    /// Per cell row, the cells whose clue is 0, 1, 2, 3 or 4.
    clue: [Vec<u64>; 5],
}

impl BasicWords {
    /// The marks of `p` as words; None when its grid is too wide.
    pub(super) fn of(p: &Slink) -> Option<BasicWords> {
        let board: &Board = &p.board;
        let grid = &board.grid;
        let (rows, cols) = (grid.rows, grid.cols);
        if cols > MAX_COLS {
            return None;
        }
        let mut words = BasicWords {
            rows,
            cols,
            h_line: vec![0; rows + 1],
            h_cross: vec![0; rows + 1],
            v_line: vec![0; rows],
            v_cross: vec![0; rows],
            clue: std::array::from_fn(|_| vec![0; rows]),
        };
        for (cell, clue) in board.clues.iter().enumerate() {
            if let Some(n) = clue {
                words.clue[*n as usize][cell / cols] |= 1 << (cell % cols);
            }
        }
        for i in 0..=rows {
            for j in 0..cols {
                let bit = 1 << j;
                match p.mark(grid.h(i, j)) {
                    Mark::Line => words.h_line[i] |= bit,
                    Mark::Cross => words.h_cross[i] |= bit,
                    Mark::Unknown => {}
                }
            }
        }
        for i in 0..rows {
            for j in 0..=cols {
                let bit = 1 << j;
                match p.mark(grid.v(i, j)) {
                    Mark::Line => words.v_line[i] |= bit,
                    Mark::Cross => words.v_cross[i] |= bit,
                    Mark::Unknown => {}
                }
            }
        }
        Some(words)
    }

    fn cell_mask(&self) -> u64 {
        (1 << self.cols) - 1
    }

    fn dot_mask(&self) -> u64 {
        u64::MAX >> (63 - self.cols)
    }

    /// Runs the six rules to a standstill; false at a contradiction.
    /// Rows are looked at top to bottom, then bottom to top, and so on,
    /// each only when one of its words changed since its last look: a
    /// mark found in one row is taken up by the next in the same sweep.
    pub(super) fn settle(&mut self) -> bool {
        let rows = self.rows;
        // Row k of `dirty` is dot row k / 2 for even k, cell row k / 2
        // for odd k: every row's segments belong to its two neighbours.
        let mut dirty = vec![true; 2 * rows + 1];
        let mut down = true;
        loop {
            let mut any = false;
            for n in 0..dirty.len() {
                let k = if down { n } else { dirty.len() - 1 - n };
                if !std::mem::take(&mut dirty[k]) {
                    continue;
                }
                any = true;
                let Some(changed) = (if k % 2 == 0 {
                    self.dot_row(k / 2)
                } else {
                    self.cell_row(k / 2)
                }) else {
                    return false;
                };
                // A horizontal word of dot row i is seen by the cell rows
                // either side, a vertical one of cell row r by the dot
                // rows either side and by its own cells, which share them.
                for word in changed.into_iter().flatten() {
                    match word {
                        Word::Across(i) => {
                            dirty[2 * i] = true;
                            if i > 0 {
                                dirty[2 * i - 1] = true;
                            }
                            if i < rows {
                                dirty[2 * i + 1] = true;
                            }
                        }
                        Word::Down(r) => dirty[2 * r..=2 * r + 2].fill(true),
                    }
                }
            }
            if !any {
                return true;
            }
            down = !down;
        }
    }

    /// The clue rules along cell row `r`: the words they changed, None at
    /// a contradiction.
    fn cell_row(&mut self, r: usize) -> Option<[Option<Word>; 3]> {
        let cells = self.cell_mask();
        let side_bits = |h: &[u64], v: &[u64]| (h[r], h[r + 1], v[r] & cells, (v[r] >> 1) & cells);
        let (top, bottom, left, right) = side_bits(&self.h_line, &self.v_line);
        let lines = Counts::of(top, bottom, left, right);
        let (top_x, bottom_x, left_x, right_x) = side_bits(&self.h_cross, &self.v_cross);
        let crosses = Counts::of(top_x, bottom_x, left_x, right_x);
        let (mut full, mut open, mut broken) = (0, 0, 0);
        for (n, clue) in self.clue.iter().enumerate() {
            let clue = clue[r];
            full |= clue & lines.exactly(n);
            if n > 0 {
                open |= clue & crosses.exactly(4 - n);
            }
            broken |= clue & (lines.over(n) | crosses.over(4 - n));
        }
        if broken != 0 {
            return None;
        }
        let both = |bits: u64| bits | (bits << 1);
        Some([
            self.mark(Word::Across(r), full, open),
            self.mark(Word::Across(r + 1), full, open),
            self.mark(Word::Down(r), both(full), both(open)),
        ])
    }

    /// Crosses where `want_cross` asks (unless a line), then lines where
    /// `want_line` asks (unless a cross): `word` when it changed.
    fn mark(&mut self, word: Word, want_cross: u64, want_line: u64) -> Option<Word> {
        let (line, cross) = match word {
            Word::Across(i) => (&mut self.h_line[i], &mut self.h_cross[i]),
            Word::Down(r) => (&mut self.v_line[r], &mut self.v_cross[r]),
        };
        let (line_was, cross_was) = (*line, *cross);
        *cross |= want_cross & !*line;
        *line |= want_line & !*cross;
        (*line != line_was || *cross != cross_was).then_some(word)
    }

    /// The dot rules along dot row `i`: the words they changed, None at a
    /// contradiction. Segments off the grid count as crosses.
    fn dot_row(&mut self, i: usize) -> Option<[Option<Word>; 3]> {
        let (cells, dots) = (self.cell_mask(), self.dot_mask());
        let edge = 1 << self.cols;
        let up = |v: &[u64], off: u64| if i > 0 { v[i - 1] } else { off };
        let down = |v: &[u64], off: u64| if i < self.rows { v[i] } else { off };
        let lines = Counts::of(
            up(&self.v_line, 0),
            down(&self.v_line, 0),
            (self.h_line[i] << 1) & dots,
            self.h_line[i],
        );
        let crosses = Counts::of(
            up(&self.v_cross, dots),
            down(&self.v_cross, dots),
            ((self.h_cross[i] << 1) | 1) & dots,
            self.h_cross[i] | edge,
        );
        let broken = lines.over(2) | (lines.exactly(1) & crosses.exactly(3));
        if broken & dots != 0 {
            return None;
        }
        let want_cross = (lines.exactly(2) | crosses.exactly(3)) & dots;
        let want_line = lines.exactly(1) & crosses.exactly(2) & dots;
        // Dot j's left segment is horizontal j - 1, its right one j.
        let sideways = |bits: u64| (bits | (bits >> 1)) & cells;
        Some([
            (i > 0)
                .then(|| self.mark(Word::Down(i - 1), want_cross, want_line))
                .flatten(),
            (i < self.rows)
                .then(|| self.mark(Word::Down(i), want_cross, want_line))
                .flatten(),
            self.mark(Word::Across(i), sideways(want_cross), sideways(want_line)),
        ])
    }

    /// Every segment's mark, in the state's numbering (`Grid`'s):
    /// horizontals row by row, then verticals row by row.
    pub(super) fn marks(&self) -> Vec<Mark> {
        let mut marks = Vec::with_capacity((2 * self.rows + 1) * self.cols + self.rows);
        let mut add = |line: u64, cross: u64, width: usize| {
            marks.extend((0..width).map(|j| {
                if (line >> j) & 1 != 0 {
                    Mark::Line
                } else if (cross >> j) & 1 != 0 {
                    Mark::Cross
                } else {
                    Mark::Unknown
                }
            }));
        };
        for i in 0..=self.rows {
            add(self.h_line[i], self.h_cross[i], self.cols);
        }
        for i in 0..self.rows {
            add(self.v_line[i], self.v_cross[i], self.cols + 1);
        }
        marks
    }
}
