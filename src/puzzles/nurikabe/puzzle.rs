//! Nurikabe as the engine sees it: anchors are the cells, then one anchor
//! for the whole grid; effects make one cell water or land.

use std::ops::Range;
use std::sync::Arc;

use crate::engine::words::push_cell_name;
use crate::engine::{Anchor, AnyRule, Contradiction, Puzzle};
use crate::wire::cell_json::{CellMarkJson, CellPlaceJson, MarkWords};

use super::rules;
use super::state::{CellMark, Mark, Nurikabe};

impl Nurikabe {
    pub fn cell_anchors(&self) -> Range<Anchor> {
        0..self.board.cells()
    }
    /// (row, column) of a cell.
    pub fn pos(&self, cell: usize) -> (usize, usize) {
        (cell / self.board.cols, cell % self.board.cols)
    }
}

/// Nurikabe's marks in a trace: `{"row":R,"col":C,"mark":"water"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaterOrLand;

impl MarkWords for WaterOrLand {
    const KEY: &'static str = "mark";
    const YES: &'static str = "water";
    const NO: &'static str = "land";
}

impl Puzzle for Nurikabe {
    type Effect = CellMark;
    type PlaceJson = CellPlaceJson;
    type EffectJson = CellMarkJson<WaterOrLand>;
    const KIND: &'static str = super::FACTS.id;

    fn rules() -> &'static [&'static dyn AnyRule<Self>] {
        rules::ALL
    }

    fn anchor_count(&self) -> usize {
        self.board.cells()
    }

    fn write_anchor_text(&self, at: Anchor, out: &mut String) {
        let (r, c) = self.pos(at);
        push_cell_name(out, r, c);
    }

    fn anchor_json(&self, at: Anchor) -> CellPlaceJson {
        CellPlaceJson::of(at, self.board.cols)
    }

    fn anchor_from_json(&self, json: &CellPlaceJson) -> Option<Anchor> {
        json.index(self.board.rows, self.board.cols)
    }

    fn write_effect_text(&self, e: CellMark, out: &mut String) {
        let (r, c) = self.pos(e.cell as usize);
        push_cell_name(out, r, c);
        out.push_str(if e.water { " water" } else { " land" });
    }

    fn effect_json(&self, e: CellMark) -> CellMarkJson<WaterOrLand> {
        CellMarkJson::of(e.cell as usize, self.board.cols, e.water)
    }

    fn effect_from_json(&self, json: &CellMarkJson<WaterOrLand>) -> Option<CellMark> {
        let cell = json.cell(self.board.rows, self.board.cols)?;
        Some(CellMark {
            cell: cell as u32,
            water: json.yes,
        })
    }

    /// Water is the "filling" kind: it is what the solver mostly draws.
    fn effect_is_positive(&self, e: CellMark) -> bool {
        e.water
    }

    fn holds(&self, e: CellMark) -> bool {
        self.mark(e.cell as usize) == e.mark()
    }

    fn is_open(&self, e: CellMark) -> bool {
        self.mark(e.cell as usize) == Mark::Unknown
    }

    fn apply(&mut self, e: CellMark, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        let result = self.set(e, touched);
        // Global rules look again after any change.
        touched.push(crate::engine::whole_grid(self).start);
        result
    }

    fn negate(&self, e: CellMark) -> CellMark {
        CellMark {
            cell: e.cell,
            water: !e.water,
        }
    }

    /// Land first: a cell guessed land must join an island of fixed size
    /// that some number reaches, so a wrong land guess soon runs out of
    /// cells; a wrong water guess breaks only the sea's oneness or a 2x2
    /// block, which shows once the far side of the grid closes. The
    /// decided counts, the engine's default, mostly pick water first.
    fn guessed_first(&self, e: CellMark) -> bool {
        !e.water
    }

    fn is_complete(&self) -> bool {
        self.unknown_count() == 0
    }

    fn broken_givens(&self) -> Option<&Contradiction> {
        self.broken()
    }

    fn check_complete(&self) -> Result<(), Contradiction> {
        match super::verify::violations(&self.filled()).first() {
            None => Ok(()),
            Some(broken) => Err(Contradiction(broken.to_string())),
        }
    }

    fn decided(&self, out: &mut Vec<CellMark>) {
        for cell in 0..self.board.cells() {
            match self.mark(cell) {
                Mark::Unknown => {}
                Mark::Water => out.push(CellMark::water(cell)),
                Mark::Land => out.push(CellMark::land(cell)),
            }
        }
    }

    fn givens_only(&self) -> Self {
        Nurikabe::new(Arc::clone(&self.board))
    }

    /// A number not kept is hidden: the island keeps its one clue, of any
    /// size, so every answer of the puzzle is one of the weakened grid.
    fn with_givens_at(&self, keep: &[Anchor]) -> Option<Self> {
        Some(self.with_clues_hidden_except(keep))
    }

    fn is_given(&self, at: Anchor) -> bool {
        self.cell_anchors().contains(&at) && self.board.is_clue(at)
    }

    /// Undecided cells beside an island first (assuming them water or land
    /// settles that island soonest), then those with some decided cell
    /// among their eight neighbours; water first. A cell deep in undecided
    /// country is left out: assuming it rarely leads anywhere, and trying
    /// it costs as much as any other (unless nothing else is left).
    fn candidates(&self, out: &mut Vec<CellMark>) {
        let cells = self.board.cells();
        let (rows, cols) = (self.board.rows, self.board.cols);
        let beside_land = |cell: usize| self.board.neighbours(cell).any(|n| self.is(n, Mark::Land));
        let near_decided = |cell: usize| {
            let (r, c) = self.pos(cell);
            (r.saturating_sub(1)..(r + 2).min(rows)).any(|y| {
                (c.saturating_sub(1)..(c + 2).min(cols))
                    .any(|x| !self.is(y * cols + x, Mark::Unknown))
            })
        };
        let open = |cell: usize| self.is(cell, Mark::Unknown);
        let pairs = |cell: usize| [CellMark::water(cell), CellMark::land(cell)];
        let first = (0..cells).filter(|&c| open(c) && beside_land(c));
        let then = (0..cells).filter(|&c| open(c) && !beside_land(c) && near_decided(c));
        out.extend(first.chain(then).flat_map(pairs));
        if out.is_empty() {
            out.extend((0..cells).filter(|&c| open(c)).flat_map(pairs));
        }
    }
}
