//! The givens of a Fill-a-Pix puzzle: its size and clues, and the shape of
//! each cell's 3x3 window (the cell and its neighbours, clipped at the
//! border), worked out once.
//!
//! A set of cells in one window is a 9-bit mask in the window's own frame:
//! bit `(dy + 1) * 3 + (dx + 1)` for the cell `dy` rows and `dx` columns
//! from the centre. A cell's window is also the set of cells whose windows
//! hold it, and the cell at bit `k` of a window sees the centre at bit
//! `8 - k` of its own.

/// How many bits a window mask holds, by table: the default x86-64
/// target has no population-count instruction, and the rules count bits
/// all the time.
pub fn ones(bits: u16) -> usize {
    const TABLE: [u8; 512] = {
        let mut table = [0u8; 512];
        let mut i = 1;
        while i < 512 {
            table[i] = table[i / 2] + (i % 2) as u8;
            i += 1;
        }
        table
    };
    TABLE[bits as usize & 511] as usize
}

/// Where two clues' windows overlap: the other clue, and the shared cells
/// in this clue's frame and in the other's.
#[derive(Clone, Copy, Debug)]
pub struct Overlap {
    pub other: u32,
    pub here: u16,
    pub there: u16,
}

pub struct Board {
    pub rows: usize,
    pub cols: usize,
    /// Per cell, row by row: its clue, if it has one.
    pub clues: Vec<Option<u8>>,
    /// Per cell: the bits of its window that lie inside the grid.
    frames: Vec<u16>,
    /// Per cell: the bits of its window that hold a clue, whose windows
    /// hold the cell: the windows a paint there changes for the rules.
    clue_frames: Vec<u16>,
    /// Per clue cell: the clues within two rows and two columns, whose
    /// windows share cells with its own, in
    /// `overlaps[overlap_start[c]..overlap_start[c + 1]]`.
    overlaps: Vec<Overlap>,
    overlap_start: Vec<u32>,
    /// The cells with clues, in reading order.
    pub clue_cells: Vec<u32>,
    /// Per bit of a window: how far its cell lies from the centre, in
    /// cells of reading order (worked out once: painting asks constantly).
    offsets: [isize; 9],
    /// Rows were written as whitespace-separated tokens.
    pub token_rows: bool,
}

/// The bits of a window shared with the window `dy` rows and `dx`
/// columns away (each from -2 to 2), by table: built once, at compile
/// time, since every clue asks for its neighbours'.
fn shared_bits(dy: isize, dx: isize) -> u16 {
    const TABLE: [u16; 25] = {
        let mut table = [0u16; 25];
        let mut at = 0;
        while at < 25 {
            let (dy, dx) = (at as isize / 5 - 2, at as isize % 5 - 2);
            let mut bit = 0;
            while bit < 9 {
                let (oy, ox) = (bit / 3 - 1, bit % 3 - 1);
                if (oy - dy).abs() <= 1 && (ox - dx).abs() <= 1 {
                    table[at] |= 1 << bit;
                }
                bit += 1;
            }
            at += 1;
        }
        table
    };
    TABLE[((dy + 2) * 5 + dx + 2) as usize]
}

impl Board {
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<u8>>, token_rows: bool) -> Board {
        assert_eq!(clues.len(), rows * cols);
        let inside = |r: usize, dy: isize, c: usize, dx: isize| {
            let (y, x) = (r as isize + dy, c as isize + dx);
            (0..rows as isize).contains(&y) && (0..cols as isize).contains(&x)
        };
        // A window's bits are its rows of three, top first: the rows and
        // columns of them inside the grid, crossed. (Weakened boards are
        // made for every set of clues a step names, so this is kept cheap.)
        let row_bits = |r: usize| {
            let above = if r > 0 { 0o007 } else { 0 };
            let below = if r + 1 < rows { 0o700 } else { 0 };
            above | 0o070 | below
        };
        let col_bits = |c: usize| {
            let left = if c > 0 { 0o111 } else { 0 };
            let right = if c + 1 < cols { 0o444 } else { 0 };
            left | 0o222 | right
        };
        let frames: Vec<u16> = (0..rows * cols)
            .map(|cell| row_bits(cell / cols) & col_bits(cell % cols))
            .collect();
        let clue_cells: Vec<u32> = (0..rows * cols)
            .filter(|&c| clues[c].is_some())
            .map(|c| c as u32)
            .collect();
        // Only a clue has overlaps: a cell without one starts where the
        // next does.
        let mut overlaps = Vec::new();
        let mut overlap_start = Vec::with_capacity(rows * cols + 1);
        for &cell in &clue_cells {
            let cell = cell as usize;
            overlap_start.resize(cell + 1, overlaps.len() as u32);
            let (r, c) = (cell / cols, cell % cols);
            for dy in -2..=2isize {
                for dx in -2..=2isize {
                    let other = (r as isize + dy) * cols as isize + c as isize + dx;
                    if (dy, dx) == (0, 0)
                        || !inside(r, dy, c, dx)
                        || clues[other as usize].is_none()
                    {
                        continue;
                    }
                    overlaps.push(Overlap {
                        other: other as u32,
                        here: shared_bits(dy, dx),
                        there: shared_bits(-dy, -dx),
                    });
                }
            }
        }
        overlap_start.resize(rows * cols + 1, overlaps.len() as u32);
        let offsets: [isize; 9] = std::array::from_fn(|bit| {
            let (dy, dx) = (bit as isize / 3 - 1, bit as isize % 3 - 1);
            dy * cols as isize + dx
        });
        // Each clue is in the windows of the cells around it, at the bit
        // opposite the one they are at in its own (the window is
        // symmetric): marked from the clues, which a weakened board has few of.
        let mut clue_frames = vec![0u16; rows * cols];
        for &clue in &clue_cells {
            let clue = clue as usize;
            for bit in (0..9).filter(|&bit| frames[clue] & 1 << bit != 0) {
                clue_frames[clue.wrapping_add_signed(offsets[bit])] |= 1 << (8 - bit);
            }
        }
        Board {
            rows,
            cols,
            clues,
            frames,
            clue_frames,
            overlaps,
            overlap_start,
            clue_cells,
            offsets,
            token_rows,
        }
    }

    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    pub fn pos(&self, cell: usize) -> (usize, usize) {
        (cell / self.cols, cell % self.cols)
    }

    /// The bits of the window of `cell` inside the grid.
    pub fn frame(&self, cell: usize) -> u16 {
        self.frames[cell]
    }

    /// The bits of the window of `cell` that hold a clue.
    pub fn clue_frame(&self, cell: usize) -> u16 {
        self.clue_frames[cell]
    }

    /// Each clue whose window holds `cell`, with the bit that stands for
    /// `cell` in that window's masks.
    #[inline(always)]
    pub fn windows_holding(&self, cell: usize) -> impl Iterator<Item = (usize, u16)> + '_ {
        let mut left = self.clue_frame(cell);
        std::iter::from_fn(move || {
            let k = (left != 0).then(|| left.trailing_zeros())?;
            left &= left - 1;
            Some((self.cell_at(cell, k), 1 << (8 - k)))
        })
    }

    /// The cell at bit `bit` of the window of `centre`.
    pub fn cell_at(&self, centre: usize, bit: u32) -> usize {
        centre.wrapping_add_signed(self.offsets[bit as usize])
    }

    /// The cells of `bits` in the window of `centre`, in reading order.
    pub fn cells_of(&self, centre: usize, bits: u16) -> impl Iterator<Item = usize> + '_ {
        let mut left = bits;
        std::iter::from_fn(move || {
            let bit = (left != 0).then(|| left.trailing_zeros())?;
            left &= left - 1;
            Some(self.cell_at(centre, bit))
        })
    }

    /// The cells of the window of `cell`, in reading order.
    pub fn window(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.cells_of(cell, self.frames[cell])
    }

    /// The clues whose windows share cells with the window of the clue
    /// at `centre`.
    pub fn overlaps(&self, centre: usize) -> &[Overlap] {
        &self.overlaps[self.overlap_start[centre] as usize..self.overlap_start[centre + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::Board;

    #[test]
    fn windows_are_clipped_at_the_border() {
        let board = Board::new(3, 4, vec![None; 12], false);
        assert_eq!(board.window(0).collect::<Vec<_>>(), [0, 1, 4, 5]);
        assert_eq!(
            board.window(5).collect::<Vec<_>>(),
            [0, 1, 2, 4, 5, 6, 8, 9, 10]
        );
        assert_eq!(board.window(11).collect::<Vec<_>>(), [6, 7, 10, 11]);
    }

    /// A cell's clue frame names the clues whose windows hold it: the
    /// clues beside it and its own, clipped at the border.
    #[test]
    fn a_clue_frame_holds_the_clues_around_a_cell() {
        let mut clues = vec![None; 12];
        for clue in [0, 2, 5, 11] {
            clues[clue] = Some(1);
        }
        let board = Board::new(3, 4, clues, false);
        let around = |cell| {
            board
                .cells_of(cell, board.clue_frame(cell))
                .collect::<Vec<_>>()
        };
        assert_eq!(around(1), [0, 2, 5]);
        assert_eq!(around(6), [2, 5, 11]);
        assert_eq!(around(8), [5]);
        assert_eq!(around(3), [2]);
    }

    /// Two clues two columns apart share the column between them; the
    /// shared cells are the same seen from either clue.
    #[test]
    fn overlaps_name_the_same_cells_from_both_sides() {
        let mut clues = vec![None; 25];
        clues[12] = Some(1);
        clues[14] = Some(1);
        clues[0] = Some(1);
        let board = Board::new(5, 5, clues, false);
        let from_12 = board.overlaps(12);
        assert_eq!(from_12.len(), 2);
        for overlap in from_12 {
            let other = overlap.other as usize;
            let here: Vec<usize> = board.cells_of(12, overlap.here).collect();
            let there: Vec<usize> = board.cells_of(other, overlap.there).collect();
            assert_eq!(here, there);
        }
        let to_14 = from_12.iter().find(|o| o.other == 14).unwrap();
        assert_eq!(
            board.cells_of(12, to_14.here).collect::<Vec<_>>(),
            [8, 13, 18]
        );
        let to_0 = from_12.iter().find(|o| o.other == 0).unwrap();
        assert_eq!(board.cells_of(12, to_0.here).collect::<Vec<_>>(), [6]);
    }
}
