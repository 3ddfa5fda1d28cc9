//! The geometry of a Slitherlink grid: cells, dots, segments and how they
//! touch. Built once per puzzle; the state and the rules only look things up.
//!
//! Segments are numbered horizontals first: the horizontal from dot (i, j)
//! to dot (i, j+1) is `i * cols + j`; the vertical from dot (i, j) down to
//! dot (i+1, j) is `(rows + 1) * cols + i * (cols + 1) + j`.

use crate::engine::words::push_cell_name;

/// A segment index, or `NONE` for a segment off the grid (always crossed).
pub type Seg = u32;
pub const NONE: Seg = u32::MAX;

/// Corners of a cell, numbered so that bit 1 is "bottom" and bit 0 "right":
/// the opposite corner is `3 - k`, the corner across the top or bottom side
/// is `k ^ 1`, the one across the left or right side is `k ^ 2`.
pub const CORNERS: [usize; 4] = [0, 1, 2, 3];
pub const CORNER_NAMES: [&str; 4] = ["tl", "tr", "bl", "br"];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
    /// Per dot: its segments up, down, left, right (NONE off the grid).
    dot_segs: Vec<[Seg; 4]>,
    /// Per cell: top, bottom, left, right.
    cell_sides: Vec<[Seg; 4]>,
    /// Per segment: its two dots, and the cells on either side (`NONE`
    /// outside), looked up on every mark, so computed once.
    seg_dot_pairs: Vec<[u32; 2]>,
    seg_cell_pairs: Vec<[u32; 2]>,
    /// Per dot, the cells having it as a corner (`NONE` after the last):
    /// every mark looks them up.
    dot_cells: Vec<[u32; 4]>,
    /// Per cell, the cell across each side (`NONE` outside the grid).
    cell_neighbours: Vec<[u32; 4]>,
    /// Per dot and quarter (bit 1 below, bit 0 right), the corner of the
    /// cell there (`cell * 4 + k`, `NONE` outside): `corner-chain` reads
    /// every dot's after every change.
    dot_corners: Vec<[u32; 4]>,
}

impl Grid {
    pub fn new(rows: usize, cols: usize) -> Grid {
        let mut grid = Grid {
            rows,
            cols,
            dot_segs: Vec::with_capacity((rows + 1) * (cols + 1)),
            cell_sides: Vec::with_capacity(rows * cols),
            seg_dot_pairs: Vec::new(),
            seg_cell_pairs: Vec::new(),
            dot_cells: Vec::new(),
            cell_neighbours: Vec::new(),
            dot_corners: Vec::new(),
        };
        for i in 0..=rows {
            for j in 0..=cols {
                let up = if i > 0 { grid.v(i - 1, j) } else { NONE };
                let down = if i < rows { grid.v(i, j) } else { NONE };
                let left = if j > 0 { grid.h(i, j - 1) } else { NONE };
                let right = if j < cols { grid.h(i, j) } else { NONE };
                grid.dot_segs.push([up, down, left, right]);
            }
        }
        for r in 0..rows {
            for c in 0..cols {
                let sides = [
                    grid.h(r, c),
                    grid.h(r + 1, c),
                    grid.v(r, c),
                    grid.v(r, c + 1),
                ];
                grid.cell_sides.push(sides);
            }
        }
        let segs = 0..grid.seg_count() as Seg;
        grid.seg_dot_pairs = segs
            .clone()
            .map(|s| grid.compute_seg_dots(s).map(|d| d as u32))
            .collect();
        grid.seg_cell_pairs = segs
            .map(|s| {
                grid.compute_seg_cells(s)
                    .map(|c| c.map_or(NONE, |c| c as u32))
            })
            .collect();
        grid.cell_neighbours = (0..grid.cell_count())
            .map(|cell| {
                grid.sides(cell).map(|side| {
                    let [a, b] = grid.seg_cells(side);
                    let across = if a == Some(cell) { b } else { a };
                    across.map_or(NONE, |n| n as u32)
                })
            })
            .collect();
        grid.dot_corners = (0..grid.dot_count())
            .map(|d| {
                let (i, j) = grid.dot_pos(d);
                // The cell in quarter q has this dot as its corner 3 - q.
                [0, 1, 2, 3].map(|q: usize| {
                    let (r, c) = (i + (q >> 1), j + (q & 1));
                    if r >= 1 && c >= 1 && r <= rows && c <= cols {
                        (grid.cell(r - 1, c - 1) * 4 + 3 - q) as u32
                    } else {
                        NONE
                    }
                })
            })
            .collect();
        grid.dot_cells = (0..grid.dot_count())
            .map(|d| {
                let mut cells = [NONE; 4];
                for (slot, cell) in cells.iter_mut().zip(grid.compute_cells_at_dot(d)) {
                    *slot = cell as u32;
                }
                cells
            })
            .collect();
        grid
    }

    pub fn cell_count(&self) -> usize {
        self.rows * self.cols
    }
    pub fn dot_count(&self) -> usize {
        (self.rows + 1) * (self.cols + 1)
    }
    pub fn seg_count(&self) -> usize {
        (self.rows + 1) * self.cols + self.rows * (self.cols + 1)
    }
    fn horizontal_count(&self) -> usize {
        (self.rows + 1) * self.cols
    }

    /// Horizontal segment from dot (i, j) to dot (i, j + 1).
    pub fn h(&self, i: usize, j: usize) -> Seg {
        (i * self.cols + j) as Seg
    }
    /// Vertical segment from dot (i, j) to dot (i + 1, j).
    pub fn v(&self, i: usize, j: usize) -> Seg {
        (self.horizontal_count() + i * (self.cols + 1) + j) as Seg
    }

    pub fn is_horizontal(&self, s: Seg) -> bool {
        (s as usize) < self.horizontal_count()
    }

    /// The dot a segment starts from (its left or top end), as (i, j).
    pub fn seg_origin(&self, s: Seg) -> (usize, usize) {
        let s = s as usize;
        if s < self.horizontal_count() {
            (s / self.cols, s % self.cols)
        } else {
            let k = s - self.horizontal_count();
            (k / (self.cols + 1), k % (self.cols + 1))
        }
    }

    /// The two dots of a segment.
    pub fn seg_dots(&self, s: Seg) -> [usize; 2] {
        self.seg_dot_pairs[s as usize].map(|d| d as usize)
    }

    /// The cells on either side of a segment; `None` is outside the grid.
    pub fn seg_cells(&self, s: Seg) -> [Option<usize>; 2] {
        self.seg_cell_pairs[s as usize].map(|c| (c != NONE).then_some(c as usize))
    }

    fn compute_seg_dots(&self, s: Seg) -> [usize; 2] {
        let (i, j) = self.seg_origin(s);
        let first = self.dot(i, j);
        if self.is_horizontal(s) {
            [first, first + 1]
        } else {
            [first, first + self.cols + 1]
        }
    }

    fn compute_seg_cells(&self, s: Seg) -> [Option<usize>; 2] {
        let (i, j) = self.seg_origin(s);
        if self.is_horizontal(s) {
            let above = (i > 0).then(|| self.cell(i - 1, j));
            let below = (i < self.rows).then(|| self.cell(i, j));
            [above, below]
        } else {
            let left = (j > 0).then(|| self.cell(i, j - 1));
            let right = (j < self.cols).then(|| self.cell(i, j));
            [left, right]
        }
    }

    pub fn dot(&self, i: usize, j: usize) -> usize {
        i * (self.cols + 1) + j
    }
    pub fn dot_pos(&self, d: usize) -> (usize, usize) {
        (d / (self.cols + 1), d % (self.cols + 1))
    }
    pub fn cell(&self, r: usize, c: usize) -> usize {
        r * self.cols + c
    }
    pub fn cell_pos(&self, cell: usize) -> (usize, usize) {
        (cell / self.cols, cell % self.cols)
    }

    /// Up, down, left, right segments of a dot.
    pub fn dot_segs(&self, d: usize) -> &[Seg; 4] {
        &self.dot_segs[d]
    }
    /// The corners of the cells around a dot, by quarter (bit 1 below,
    /// bit 0 right; `NONE` outside the grid).
    pub fn dot_corners(&self, d: usize) -> &[u32; 4] {
        &self.dot_corners[d]
    }
    /// Top, bottom, left, right sides of a cell.
    pub fn sides(&self, cell: usize) -> &[Seg; 4] {
        &self.cell_sides[cell]
    }

    /// The dot at corner `k` of a cell.
    pub fn corner_dot(&self, cell: usize, k: usize) -> usize {
        let (r, c) = self.cell_pos(cell);
        self.dot(r + (k >> 1), c + (k & 1))
    }

    /// The cell's two sides meeting at corner `k`: horizontal, vertical.
    pub fn corner_sides(&self, cell: usize, k: usize) -> [Seg; 2] {
        let sides = self.sides(cell);
        [sides[k >> 1], sides[2 + (k & 1)]]
    }

    /// The two segments at corner `k` that are not sides of the cell:
    /// the vertical one leading away, then the horizontal one.
    pub fn outward(&self, cell: usize, k: usize) -> [Seg; 2] {
        let segs = self.dot_segs(self.corner_dot(cell, k));
        // At a top corner the outward vertical goes up; at a bottom one, down.
        let vertical = segs[k >> 1];
        // At a left corner the outward horizontal goes left; at a right one, right.
        let horizontal = segs[2 + (k & 1)];
        [vertical, horizontal]
    }

    /// The cell diagonally across corner `k`, if inside the grid.
    pub fn diagonal(&self, cell: usize, k: usize) -> Option<usize> {
        let (r, c) = self.cell_pos(cell);
        let r2 = (r + (k >> 1) * 2).checked_sub(1)?;
        let c2 = (c + (k & 1) * 2).checked_sub(1)?;
        (r2 < self.rows && c2 < self.cols).then(|| self.cell(r2, c2))
    }

    /// The cell across side `side` (top, bottom, left, right), if inside.
    pub fn neighbour(&self, cell: usize, side: usize) -> Option<usize> {
        let n = self.cell_neighbours[cell][side];
        (n != NONE).then_some(n as usize)
    }

    /// The cells across each side, in side order, those inside the grid.
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.cell_neighbours[cell]
            .iter()
            .filter(|&&n| n != NONE)
            .map(|&n| n as usize)
    }

    /// Cells on the edge of the grid, beside the outside.
    pub fn border_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.cell_count()).filter(|&cell| {
            let (r, c) = self.cell_pos(cell);
            r == 0 || c == 0 || r + 1 == self.rows || c + 1 == self.cols
        })
    }

    /// Cells having dot `d` as a corner.
    pub fn cells_at_dot(&self, d: usize) -> impl Iterator<Item = usize> + '_ {
        self.dot_cells[d]
            .iter()
            .take_while(|&&c| c != NONE)
            .map(|&c| c as usize)
    }

    fn compute_cells_at_dot(&self, d: usize) -> impl Iterator<Item = usize> + '_ {
        let (i, j) = self.dot_pos(d);
        [(0, 0), (0, 1), (1, 0), (1, 1)]
            .into_iter()
            .filter_map(move |(di, dj)| {
                let r = (i + di).checked_sub(1)?;
                let c = (j + dj).checked_sub(1)?;
                (r < self.rows && c < self.cols).then(|| self.cell(r, c))
            })
    }

    /// A cell as a person reads it: `r3c4`.
    pub fn cell_name(&self, cell: usize) -> String {
        self.named(|out| self.write_cell_name(cell, out))
    }

    /// A dot named as the corner of the nearest cell: `r3c4 tl`; dots on the
    /// bottom and right edges use the bottom and right corners.
    pub fn dot_name(&self, d: usize) -> String {
        self.named(|out| self.write_dot_name(d, out))
    }

    /// A segment named as the side of the nearest cell: `r3c4 top`; the
    /// bottom and right edges of the grid use bottom and right sides.
    pub fn seg_name(&self, s: Seg) -> String {
        self.named(|out| self.write_seg_name(s, out))
    }

    fn named(&self, write: impl FnOnce(&mut String)) -> String {
        let mut out = String::new();
        write(&mut out);
        out
    }

    pub fn write_cell_name(&self, cell: usize, out: &mut String) {
        let (r, c) = self.cell_pos(cell);
        push_cell_name(out, r, c);
    }

    pub fn write_dot_name(&self, d: usize, out: &mut String) {
        let (i, j) = self.dot_pos(d);
        let (r, bottom) = if i < self.rows { (i, 0) } else { (i - 1, 1) };
        let (c, right) = if j < self.cols { (j, 0) } else { (j - 1, 1) };
        self.write_cell_name(self.cell(r, c), out);
        out.push(' ');
        out.push_str(CORNER_NAMES[bottom * 2 + right]);
    }

    pub fn write_seg_name(&self, s: Seg, out: &mut String) {
        let (i, j) = self.seg_origin(s);
        let (cell, side) = if self.is_horizontal(s) {
            if i < self.rows {
                (self.cell(i, j), "top")
            } else {
                (self.cell(i - 1, j), "bottom")
            }
        } else if j < self.cols {
            (self.cell(i, j), "left")
        } else {
            (self.cell(i, j - 1), "right")
        };
        self.write_cell_name(cell, out);
        out.push(' ');
        out.push_str(side);
    }
}
