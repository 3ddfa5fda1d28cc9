//! Fill-a-Pix as the engine sees it: the anchors are the cells (rules look
//! at the clue cells), and each effect paints one cell black or white.

use std::ops::Range;
use std::sync::Arc;

use crate::engine::words::push_cell_name;
use crate::engine::{Anchor, AnyRule, Contradiction, Puzzle, RulesOfTier, Tier};
use crate::wire::cell_json::{CellMarkJson, CellPlaceJson, MarkWords};

use super::rules;
use super::state::{Colour, Paint, Pixel};

impl Pixel {
    pub fn cell_anchors(&self) -> Range<Anchor> {
        0..self.board.cells()
    }

    /// Only a cell with a clue has a window to reason about.
    pub fn has_clue(&self, cell: Anchor) -> bool {
        self.clue(cell).is_some()
    }
}

/// Fill-a-Pix's marks in a trace: `{"row":R,"col":C,"colour":"black"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlackOrWhite;

impl MarkWords for BlackOrWhite {
    const KEY: &'static str = "colour";
    const YES: &'static str = "black";
    const NO: &'static str = "white";
}

impl Puzzle for Pixel {
    type Effect = Paint;
    type PlaceJson = CellPlaceJson;
    type EffectJson = CellMarkJson<BlackOrWhite>;
    const KIND: &'static str = super::FACTS.id;

    fn rules() -> &'static [&'static dyn AnyRule<Self>] {
        rules::ALL
    }

    fn anchor_count(&self) -> usize {
        self.board.cells()
    }

    fn write_anchor_text(&self, at: Anchor, out: &mut String) {
        let (r, c) = self.board.pos(at);
        push_cell_name(out, r, c);
    }

    fn anchor_json(&self, at: Anchor) -> CellPlaceJson {
        CellPlaceJson::of(at, self.board.cols)
    }

    fn anchor_from_json(&self, json: &CellPlaceJson) -> Option<Anchor> {
        json.index(self.board.rows, self.board.cols)
    }

    fn write_effect_text(&self, paint: Paint, out: &mut String) {
        self.write_anchor_text(paint.cell as usize, out);
        out.push_str(if paint.black { " black" } else { " white" });
    }

    fn effect_json(&self, paint: Paint) -> CellMarkJson<BlackOrWhite> {
        CellMarkJson::of(paint.cell as usize, self.board.cols, paint.black)
    }

    fn effect_from_json(&self, json: &CellMarkJson<BlackOrWhite>) -> Option<Paint> {
        let cell = json.cell(self.board.rows, self.board.cols)?;
        Some(Paint {
            cell: cell as u32,
            black: json.yes,
        })
    }

    fn effect_is_positive(&self, paint: Paint) -> bool {
        paint.black
    }

    fn holds(&self, paint: Paint) -> bool {
        Pixel::holds(self, paint)
    }

    fn is_open(&self, paint: Paint) -> bool {
        Pixel::is_open(self, paint)
    }

    fn apply(&mut self, paint: Paint, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        self.paint(paint, touched)
    }

    fn restore(&mut self, original: &Pixel) {
        Pixel::restore(self, original);
    }

    fn negate(&self, paint: Paint) -> Paint {
        Paint {
            cell: paint.cell,
            black: !paint.black,
        }
    }

    /// `full-window` and `tight-window` straight on the state (see
    /// `head_start`).
    fn head_start(&mut self, rules_of: RulesOfTier<'_, Self>) -> Option<Tier> {
        let rules = rules::single_clue(rules_of(Tier::Basic))?;
        self.settle_single_clues(rules).then_some(Tier::Basic)
    }

    fn is_complete(&self) -> bool {
        Pixel::is_complete(self)
    }

    /// Every clue, its window now all decided, holds exactly its number.
    /// Each paint already checks the clues around it, so this only guards
    /// that; the independent `verify` checks the answer before it is
    /// printed.
    fn check_complete(&self) -> Result<(), Contradiction> {
        let met = |&cell: &u32| self.clue_is_met(cell as usize);
        if self.board.clue_cells.iter().all(met) {
            return Ok(());
        }
        self.board
            .clue_cells
            .iter()
            .try_for_each(|&cell| self.check_clue(cell as usize))
    }

    fn decided(&self, out: &mut Vec<Paint>) {
        for cell in 0..self.board.cells() {
            match self.colour(cell) {
                Colour::Undecided => {}
                colour => out.push(Paint {
                    cell: cell as u32,
                    black: colour == Colour::Black,
                }),
            }
        }
    }

    fn givens_only(&self) -> Self {
        Pixel::new(Arc::clone(&self.board))
    }

    /// A clue not kept is a cell with no number: a picture that fits the
    /// clues fits fewer.
    fn with_givens_at(&self, keep: &[Anchor]) -> Option<Self> {
        let board = &self.board;
        let clues = crate::puzzles::given_places::kept_only(&board.clues, keep);
        Some(Pixel::new(super::Board::new(
            board.rows,
            board.cols,
            clues,
            board.token_rows,
        )))
    }

    fn is_given(&self, at: Anchor) -> bool {
        self.cell_anchors().contains(&at) && self.clue(at).is_some()
    }

    /// Undecided cells in the windows of clues, those of the clues with
    /// the fewest undecided cells first (an assumption there settles the
    /// clue soonest; clues in reading order among equals); each black,
    /// then white.
    fn candidates(&self, out: &mut Vec<Paint>) {
        let board = &self.board;
        out.reserve(2 * self.undecided());
        let mut seen = vec![0u64; board.cells().div_ceil(64)];
        // The clues by their undecided cells, 1 to 9: a counting sort.
        let open_of = |c: &u32| self.open_in(*c as usize);
        let mut start = [0usize; 11];
        board
            .clue_cells
            .iter()
            .for_each(|c| start[open_of(c) + 1] += 1);
        for open in 1..11 {
            start[open] += start[open - 1];
        }
        let mut sorted = vec![0u32; board.clue_cells.len()];
        for c in &board.clue_cells {
            let slot = &mut start[open_of(c)];
            sorted[*slot] = *c;
            *slot += 1;
        }
        // `start[0]` now ends the clues with nothing undecided.
        for &clue in &sorted[start[0]..] {
            let clue = clue as usize;
            for cell in board.cells_of(clue, self.open_bits(clue)) {
                let (word, bit) = (cell / 64, 1 << (cell % 64));
                if seen[word] & bit == 0 {
                    seen[word] |= bit;
                    out.extend([true, false].map(|black| Paint {
                        cell: cell as u32,
                        black,
                    }));
                }
            }
        }
        // Cells no clue sees are free: any colour fits (a puzzle with such
        // a cell has more than one answer).
        if out.is_empty() {
            self.free_cells_white(out);
        }
    }

    fn place(&self, paint: Paint) -> Option<Anchor> {
        Some(paint.cell as usize)
    }

    /// The cells at most `TRIAL_READS` rows and columns away.
    fn near(&self, at: Anchor, out: &mut Vec<Anchor>) {
        let board = &self.board;
        let (row, col) = board.pos(at);
        let rows = row.saturating_sub(TRIAL_READS)..(row + TRIAL_READS + 1).min(board.rows);
        for r in rows {
            let cols = col.saturating_sub(TRIAL_READS)..(col + TRIAL_READS + 1).min(board.cols);
            out.extend(cols.map(|c| r * board.cols + c));
        }
    }

    /// Once every clue's window is decided, the cells left are those no
    /// clue sees: each is guessed white, as `candidates` offers it.
    fn free_choices(&self, out: &mut Vec<Paint>) -> bool {
        let open_clue = |c: &u32| self.open_bits(*c as usize) != 0;
        if self.board.clue_cells.iter().any(open_clue) {
            return false;
        }
        self.free_cells_white(out);
        true
    }
}

/// How far a paint's trial reads from the cell painted: the clues whose
/// windows hold it (1 away), the clues whose windows overlap theirs (2
/// further) and those windows (1 further). `Puzzle::near`.
const TRIAL_READS: usize = 4;

impl Pixel {
    /// Every undecided cell, white, in reading order: with no clue's
    /// window open, these are the cells no clue sees.
    fn free_cells_white(&self, out: &mut Vec<Paint>) {
        let free = (0..self.board.cells()).filter(|&c| self.colour(c) == Colour::Undecided);
        out.extend(free.map(|c| Paint {
            cell: c as u32,
            black: false,
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::TRIAL_READS;
    use crate::engine::Puzzle;
    use crate::puzzles::pixel::{Board, Pixel};

    /// The cells `near` gives around (row, col) of a 12x12 grid.
    fn near(row: usize, col: usize) -> Vec<(usize, usize)> {
        let grid = Pixel::new(Board::new(12, 12, vec![None; 144], false));
        let mut out = Vec::new();
        grid.near(row * 12 + col, &mut out);
        out.iter().map(|&cell| (cell / 12, cell % 12)).collect()
    }

    /// A trial reads up to four rows and columns from its cell: the cells
    /// near a change are those, clipped at the border, each once.
    #[test]
    fn near_is_the_square_a_trial_reads_clipped_at_the_border() {
        let middle = near(6, 5);
        assert_eq!(middle.len(), 81);
        assert!(middle.contains(&(2, 1)) && middle.contains(&(10, 9)));
        let corner = near(0, 11);
        assert_eq!(corner.len(), 25);
        let far = TRIAL_READS;
        assert!(corner.iter().all(|&(r, c)| r <= far && c >= 11 - far));
    }
}
