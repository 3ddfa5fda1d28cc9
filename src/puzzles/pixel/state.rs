//! A partly solved Fill-a-Pix: each cell black, white or undecided, and
//! for each window how many of its cells are black and how many are
//! undecided, kept up to date as cells are painted. A paint checks the
//! clues whose windows hold the cell, so a broken clue shows at once.

use std::sync::Arc;

use crate::engine::words::cell_name;
use crate::engine::{Anchor, Contradiction};

use super::board::{Board, ones};

/// One decision: `cell` is black, or white.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Paint {
    pub cell: u32,
    pub black: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Undecided,
    Black,
    White,
}

/// A state's fields, borrowed apart (`Pixel::parts`).
pub(super) struct Parts<'p> {
    pub board: &'p Board,
    pub cells: &'p mut [Spot],
    pub undecided: &'p mut usize,
    pub painted: &'p mut Vec<u32>,
}

/// One cell of a state: its colour and, for a clue, its window's counts.
/// Kept together, so that a state is one list to copy and free, not
/// three: on a small grid the allocations were a fifth of a solve.
#[derive(Clone, Copy)]
pub(super) struct Spot {
    pub colour: Colour,
    /// For a clue cell: the black cells of its window, as bits of its
    /// frame (see `board`). Only clues' windows are read, so only theirs
    /// are kept up to date; other cells' entries stay as they began.
    pub black: u16,
    /// For a clue cell: the undecided cells of its window, likewise.
    pub open: u16,
}

pub struct Pixel {
    pub board: Arc<Board>,
    cells: Vec<Spot>,
    undecided: usize,
    /// The cells painted so far, in order: a copy of this state, changed
    /// by a trial, is put back by undoing only the cells painted after
    /// this list's end (`restore`).
    painted: Vec<u32>,
}

impl Clone for Pixel {
    fn clone(&self) -> Pixel {
        Pixel {
            board: Arc::clone(&self.board),
            cells: self.cells.clone(),
            undecided: self.undecided,
            painted: painted_list(&self.painted, self.cells.len()),
        }
    }

    /// Into the same buffers: hypothesis trials copy states all the time.
    fn clone_from(&mut self, source: &Pixel) {
        self.board = Arc::clone(&source.board);
        self.cells.clone_from(&source.cells);
        self.undecided = source.undecided;
        self.painted.clone_from(&source.painted);
    }
}

impl Pixel {
    /// Takes the board shared (`Arc`) or owned.
    pub fn new(board: impl Into<Arc<Board>>) -> Pixel {
        let board: Arc<Board> = board.into();
        let cells = (0..board.cells())
            .map(|c| Spot {
                colour: Colour::Undecided,
                black: 0,
                open: board.frame(c),
            })
            .collect();
        Pixel {
            cells,
            undecided: board.cells(),
            painted: painted_list(&[], board.cells()),
            board,
        }
    }

    pub fn colour(&self, cell: usize) -> Colour {
        self.cells[cell].colour
    }

    pub fn clue(&self, cell: usize) -> Option<u8> {
        self.board.clues[cell]
    }

    /// How many black cells the window of the clue at `cell` holds.
    pub fn black_in(&self, cell: usize) -> usize {
        ones(self.cells[cell].black)
    }

    /// How many undecided cells the window of the clue at `cell` holds.
    pub fn open_in(&self, cell: usize) -> usize {
        ones(self.cells[cell].open)
    }

    /// The undecided cells of the window of the clue at `cell`, as bits of
    /// its frame.
    pub fn open_bits(&self, cell: usize) -> u16 {
        self.cells[cell].open
    }

    /// How many cells are still undecided.
    pub fn undecided(&self) -> usize {
        self.undecided
    }

    pub fn is_complete(&self) -> bool {
        self.undecided == 0
    }

    pub fn holds(&self, paint: Paint) -> bool {
        self.cells[paint.cell as usize].colour == colour_of(paint)
    }

    pub fn is_open(&self, paint: Paint) -> bool {
        self.cells[paint.cell as usize].colour == Colour::Undecided
    }

    pub fn name(&self, cell: usize) -> String {
        let (r, c) = self.board.pos(cell);
        cell_name(r, c)
    }

    /// Paints a cell, updating the counts of every clue's window that
    /// holds it, and touches those clues (no rule looks anywhere else).
    pub fn paint(&mut self, paint: Paint, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        let cell = paint.cell as usize;
        let colour = colour_of(paint);
        match self.cells[cell].colour {
            Colour::Undecided => {}
            now if now == colour => return Ok(()),
            _ => {
                let was = if paint.black { "white" } else { "black" };
                return Err(Contradiction(format!(
                    "{} is already {was}",
                    self.name(cell)
                )));
            }
        }
        self.cells[cell].colour = colour;
        self.undecided -= 1;
        self.painted.push(cell as u32);
        // The window of `cell` holds the centres of the windows that hold
        // it; the cell at bit k of its window sees it at bit 8 - k.
        let Pixel { board, cells, .. } = self;
        let mut left = board.clue_frame(cell);
        let first = touched.len();
        while left != 0 {
            let k = left.trailing_zeros();
            left &= left - 1;
            let centre = board.cell_at(cell, k);
            let bit = 1 << (8 - k);
            let spot = &mut cells[centre];
            spot.open &= !bit;
            if paint.black {
                spot.black |= bit;
            }
            touched.push(centre);
        }
        touched[first..]
            .iter()
            .try_for_each(|&centre| self.check_clue(centre))
    }

    /// The state's parts, borrowed apart: a loop that paints many cells
    /// (`head_start`) then reads the board while it writes the counts.
    pub(super) fn parts(&mut self) -> Parts<'_> {
        Parts {
            board: &self.board,
            cells: &mut self.cells,
            undecided: &mut self.undecided,
            painted: &mut self.painted,
        }
    }

    /// How many cells have been painted, for `undo_to`.
    pub(super) fn painted_count(&self) -> usize {
        self.painted.len()
    }

    /// Undoes every paint after the first `count`, in place: the cells
    /// undecided again, and each window holding one with that cell open
    /// and not black again.
    pub(super) fn undo_to(&mut self, count: usize) {
        for &cell in &self.painted[count..] {
            let cell = cell as usize;
            self.cells[cell].colour = Colour::Undecided;
            for (centre, bit) in self.board.windows_holding(cell) {
                let spot = &mut self.cells[centre];
                spot.open |= bit;
                spot.black &= !bit;
            }
        }
        self.undecided += self.painted.len() - count;
        self.painted.truncate(count);
    }

    /// Undoes the paints made since this state was a copy of `original`:
    /// each cell painted since, and the counts of the windows holding it.
    pub fn restore(&mut self, original: &Pixel) {
        let since = original.painted.len();
        // Undoing a cell costs about as much as copying thirty: past that,
        // a whole copy is cheaper.
        if 30 * (self.painted.len() - since) > self.cells.len() {
            self.clone_from(original);
            return;
        }
        for &cell in &self.painted[since..] {
            let cell = cell as usize;
            self.cells[cell].colour = original.cells[cell].colour;
            for centre in self.board.cells_of(cell, self.board.clue_frame(cell)) {
                let (spot, was) = (&mut self.cells[centre], original.cells[centre]);
                (spot.black, spot.open) = (was.black, was.open);
            }
        }
        self.painted.truncate(since);
        self.undecided = original.undecided;
    }

    /// The clue at `cell`, if any, can still be met: not too many black
    /// cells in its window, and enough that are black or undecided.
    #[inline]
    pub fn check_clue(&self, cell: usize) -> Result<(), Contradiction> {
        let Some(clue) = self.clue(cell) else {
            return Ok(());
        };
        let (black, open) = (self.black_in(cell), self.open_in(cell));
        if black > clue as usize || black + open < clue as usize {
            return Err(self.broken_clue(cell, clue, black, open));
        }
        Ok(())
    }

    /// `check_clue` finds nothing at the clue `cell`, asked without
    /// making its answer: every solved grid asks at each clue.
    #[inline]
    pub fn clue_is_met(&self, cell: usize) -> bool {
        let clue = usize::from(self.clue(cell).unwrap_or(0));
        let black = self.black_in(cell);
        black <= clue && black + self.open_in(cell) >= clue
    }

    /// Why the clue at `cell` cannot be met. Apart, and cold: paints call
    /// `check_clue` all the time and nearly always find nothing.
    #[cold]
    fn broken_clue(&self, cell: usize, clue: u8, black: usize, open: usize) -> Contradiction {
        Contradiction(if black > clue as usize {
            format!(
                "the {clue} at {} would see {}",
                self.name(cell),
                black_cells(black)
            )
        } else {
            format!(
                "the {clue} at {} can see at most {}",
                self.name(cell),
                black_cells(black + open)
            )
        })
    }
}

/// A copy of `painted` with room for every one of `cells`: painting
/// never reallocates it, which was a tenth of a small grid's solve.
fn painted_list(painted: &[u32], cells: usize) -> Vec<u32> {
    let mut list = Vec::with_capacity(cells);
    list.extend_from_slice(painted);
    list
}

/// "1 black cell", "3 black cells".
pub fn black_cells(count: usize) -> String {
    if count == 1 {
        "1 black cell".to_string()
    } else {
        format!("{count} black cells")
    }
}

fn colour_of(paint: Paint) -> Colour {
    if paint.black {
        Colour::Black
    } else {
        Colour::White
    }
}
