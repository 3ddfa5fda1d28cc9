//! Slitherlink as the engine sees it: anchors are the cells, then the
//! dots, then one anchor for the whole grid; effects mark one segment.

use std::ops::Range;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::engine::{Anchor, AnyRule, Contradiction, Level, Puzzle, RulesOfTier, Tier};
use crate::wire::cell_json::CellJson;

use super::grid::{NONE, Seg};
use super::rules;
use super::state::{Mark, SegMark, Slink};

impl Slink {
    pub fn cell_anchors(&self) -> Range<Anchor> {
        0..self.board.grid.cell_count()
    }
    pub fn dot_anchors(&self) -> Range<Anchor> {
        let cells = self.board.grid.cell_count();
        cells..cells + self.board.grid.dot_count()
    }
    /// The dot of a dot anchor.
    pub fn dot_of(&self, at: Anchor) -> usize {
        at - self.board.grid.cell_count()
    }
}

/// A place in a trace: `{"cell":[R,C]}`, `{"dot":[I,J]}` (the dot at
/// the top left of cell `[I,J]`); the engine writes the whole grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlaceJson {
    Cell(CellJson),
    Dot([usize; 2]),
}

/// A segment marked, in a trace: `{"dir":"h","row":I,"col":J,
/// "mark":"line"}`, the segment leaving dot `[I,J]` rightwards (`h`) or
/// downwards (`v`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SegMarkJson {
    pub dir: DirJson,
    pub row: usize,
    pub col: usize,
    pub mark: LineJson,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DirJson {
    H,
    V,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LineJson {
    Line,
    Cross,
}

impl Puzzle for Slink {
    type Effect = SegMark;
    type PlaceJson = PlaceJson;
    type EffectJson = SegMarkJson;
    const KIND: &'static str = super::FACTS.id;
    const LEVELS: &'static [Level] = rules::LEVELS;

    fn rules() -> &'static [&'static dyn AnyRule<Self>] {
        rules::ALL
    }

    fn rule_sets() -> &'static [(&'static str, &'static [&'static dyn AnyRule<Self>])] {
        rules::SETS
    }

    fn anchor_count(&self) -> usize {
        self.dot_anchors().end
    }

    fn write_anchor_text(&self, at: Anchor, out: &mut String) {
        let grid = &self.board.grid;
        if self.cell_anchors().contains(&at) {
            grid.write_cell_name(at, out);
        } else {
            out.push_str("dot ");
            grid.write_dot_name(self.dot_of(at), out);
        }
    }

    fn anchor_json(&self, at: Anchor) -> PlaceJson {
        let grid = &self.board.grid;
        if self.cell_anchors().contains(&at) {
            PlaceJson::Cell(CellJson::of(at, grid.cols))
        } else {
            let (i, j) = grid.dot_pos(self.dot_of(at));
            PlaceJson::Dot([i, j])
        }
    }

    fn anchor_from_json(&self, json: &PlaceJson) -> Option<Anchor> {
        let grid = &self.board.grid;
        match *json {
            PlaceJson::Cell(cell) => cell.index(grid.rows, grid.cols),
            PlaceJson::Dot([i, j]) => {
                (i <= grid.rows && j <= grid.cols).then(|| self.cell_anchors().end + grid.dot(i, j))
            }
        }
    }

    fn write_effect_text(&self, e: SegMark, out: &mut String) {
        self.board.grid.write_seg_name(e.seg, out);
        out.push_str(if e.line { " line" } else { " cross" });
    }

    fn effect_json(&self, e: SegMark) -> SegMarkJson {
        let grid = &self.board.grid;
        let (row, col) = grid.seg_origin(e.seg);
        SegMarkJson {
            dir: if grid.is_horizontal(e.seg) {
                DirJson::H
            } else {
                DirJson::V
            },
            row,
            col,
            mark: if e.line {
                LineJson::Line
            } else {
                LineJson::Cross
            },
        }
    }

    fn effect_from_json(&self, json: &SegMarkJson) -> Option<SegMark> {
        let grid = &self.board.grid;
        let (i, j) = (json.row, json.col);
        let seg = match json.dir {
            DirJson::H if i <= grid.rows && j < grid.cols => grid.h(i, j),
            DirJson::V if i < grid.rows && j <= grid.cols => grid.v(i, j),
            _ => return None,
        };
        let line = json.mark == LineJson::Line;
        Some(SegMark { seg, line })
    }

    fn effect_is_positive(&self, e: SegMark) -> bool {
        e.line
    }

    fn holds(&self, e: SegMark) -> bool {
        self.mark(e.seg) == e.mark()
    }

    fn is_open(&self, e: SegMark) -> bool {
        self.mark(e.seg) == Mark::Unknown
    }

    fn apply(&mut self, e: SegMark, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        self.set(e, touched)
    }

    fn restore(&mut self, original: &Slink) {
        Slink::restore(self, original);
    }

    fn negate(&self, e: SegMark) -> SegMark {
        SegMark {
            seg: e.seg,
            line: !e.line,
        }
    }

    /// The basic and intermediate rules straight on the state (see
    /// `head_start`).
    fn head_start(&mut self, rules_of: RulesOfTier<'_, Self>) -> Option<Tier> {
        self.settle_early_tiers(rules_of)
    }

    fn quick_trial(
        &mut self,
        rules_of: RulesOfTier<'_, Self>,
        assume: SegMark,
        log: &mut Vec<SegMark>,
    ) -> Option<Result<(), Contradiction>> {
        Slink::quick_trial(self, rules_of, assume, log)
    }

    fn is_complete(&self) -> bool {
        self.unknown_count() == 0
    }

    fn check_complete(&self) -> Result<(), Contradiction> {
        self.check_finished()
    }

    fn decided(&self, out: &mut Vec<SegMark>) {
        let segs = 0..self.board.grid.seg_count() as Seg;
        out.extend(segs.filter_map(|s| self.decision(s)));
    }

    fn givens_only(&self) -> Self {
        Slink::new(Arc::clone(&self.board))
    }

    /// A clue not kept is a blank: a loop that fits the clues fits fewer.
    fn with_givens_at(&self, keep: &[Anchor]) -> Option<Self> {
        let board = &self.board;
        let clues = crate::puzzles::given_places::kept_only(&board.clues, keep);
        Some(Slink::new(super::Board::new(
            board.grid.rows,
            board.grid.cols,
            clues,
        )))
    }

    /// The clues are the givens; a cell anchor holds one.
    fn is_given(&self, at: Anchor) -> bool {
        self.cell_anchors().contains(&at) && self.board.clue(at).is_some()
    }

    /// Segments at the open end of a path first: assuming a line there
    /// runs into trouble soonest. Then every other open segment.
    fn candidates(&self, out: &mut Vec<SegMark>) {
        let grid = &self.board.grid;
        let at_path_end = |s: Seg| grid.seg_dots(s).iter().any(|&d| self.dot_lines(d) == 1);
        for d in 0..grid.dot_count() {
            if self.dot_lines(d) != 1 {
                continue;
            }
            for &s in grid.dot_segs(d) {
                if s == NONE || !self.is(s, Mark::Unknown) {
                    continue;
                }
                // A segment between two path ends is listed at the first.
                let [a, b] = grid.seg_dots(s);
                let other = if a == d { b } else { a };
                if other < d && self.dot_lines(other) == 1 {
                    continue;
                }
                out.push(SegMark::line(s));
                out.push(SegMark::cross(s));
            }
        }
        for s in 0..grid.seg_count() as Seg {
            if self.is(s, Mark::Unknown) && !at_path_end(s) {
                out.push(SegMark::line(s));
                out.push(SegMark::cross(s));
            }
        }
    }
}
