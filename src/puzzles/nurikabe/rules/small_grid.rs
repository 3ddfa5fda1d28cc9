//! Grids of at most 128 cells as bit masks, one bit per cell in reading
//! order. Finding what one set of cells joins up with is then a flood of
//! a few word operations per step instead of a search cell by cell: the
//! judge's grids (up to 9x9) ask this for every shape `island-shapes`
//! tries.

#[derive(Clone, Copy)]
pub struct SmallGrid {
    rows: usize,
    cols: u32,
    all: u128,
    /// The cells not in the first column, and not in the last: a shift
    /// by one cell must not wrap round to the next or the previous row.
    not_first: u128,
    not_last: u128,
}

impl SmallGrid {
    pub const MAX_CELLS: usize = 128;

    /// The grid as masks, if it has at most `MAX_CELLS` cells.
    pub fn new(rows: usize, cols: usize) -> Option<SmallGrid> {
        let cells = rows * cols;
        if cells == 0 || cells > Self::MAX_CELLS {
            return None;
        }
        let all = u128::MAX >> (128 - cells);
        let column = |c: usize| (0..rows).fold(0u128, |mask, r| mask | 1 << (r * cols + c));
        Some(SmallGrid {
            rows,
            cols: cols as u32,
            all,
            not_first: all & !column(0),
            not_last: all & !column(cols - 1),
        })
    }

    /// Rows and columns.
    pub fn size(&self) -> (usize, usize) {
        (self.rows, self.cols as usize)
    }

    pub fn bit(cell: usize) -> u128 {
        1 << cell
    }

    /// The cells beside any cell of `cells` (side by side, not corners).
    pub fn around(&self, cells: u128) -> u128 {
        (((cells << 1) & self.not_first)
            | ((cells >> 1) & self.not_last)
            | (cells << self.cols)
            | (cells >> self.cols))
            & self.all
    }

    /// The top left cells of the grid's 2x2 blocks: all but the last row
    /// and the last column.
    pub fn block_tops(&self) -> u128 {
        self.not_last & (self.all >> self.cols)
    }

    /// The top left cells of the blocks holding some cell of `cells`.
    pub fn blocks_holding(&self, cells: u128) -> u128 {
        (cells | cells >> 1 | cells >> self.cols | cells >> (self.cols + 1)) & self.block_tops()
    }

    /// Whether the cells of `cells` (all within `within`) are joined
    /// through cells of `within`. The flood from one of them stops once
    /// it holds them all: they mostly lie close together.
    pub fn joined(&self, cells: u128, within: u128) -> bool {
        let mut reached = cells & cells.wrapping_neg();
        loop {
            if cells & !reached == 0 {
                return true;
            }
            let next = (reached | self.around(reached)) & within;
            if next == reached {
                return false;
            }
            reached = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SmallGrid;

    /// A 3x4 grid, cells numbered in reading order:
    ///   0  1  2  3
    ///   4  5  6  7
    ///   8  9 10 11
    fn mask(cells: &[usize]) -> u128 {
        cells.iter().fold(0, |m, &c| m | SmallGrid::bit(c))
    }

    #[test]
    fn neighbours_do_not_wrap_round_rows() {
        let grid = SmallGrid::new(3, 4).unwrap();
        assert_eq!(grid.around(mask(&[3])), mask(&[2, 7]));
        assert_eq!(grid.around(mask(&[4])), mask(&[0, 5, 8]));
        assert_eq!(grid.around(mask(&[5])), mask(&[1, 4, 6, 9]));
        assert_eq!(grid.around(mask(&[11])), mask(&[7, 10]));
    }

    #[test]
    fn cells_are_joined_only_through_their_area() {
        let grid = SmallGrid::new(3, 4).unwrap();
        // A wall down column 2 but for its last cell.
        let open = mask(&[0, 1, 3, 4, 5, 7, 8, 9, 10, 11]);
        assert!(grid.joined(mask(&[0, 3]), open));
        let walled = open & !mask(&[10]);
        assert!(grid.joined(mask(&[0, 9]), walled));
        assert!(grid.joined(mask(&[3, 11]), walled));
        assert!(!grid.joined(mask(&[0, 3]), walled));
        assert!(grid.joined(0, walled));
    }

    #[test]
    fn only_small_grids_fit() {
        assert!(SmallGrid::new(8, 16).is_some());
        assert!(SmallGrid::new(9, 15).is_none());
        assert!(SmallGrid::new(1, 1).is_some_and(|g| g.around(1) == 0));
    }
}
