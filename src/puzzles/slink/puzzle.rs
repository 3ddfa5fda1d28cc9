//! Slitherlink as the engine sees it: anchors are the cells, then the
//! dots, then one anchor for the whole grid; effects mark one segment.

use std::ops::Range;

use serde_json::{Value, json};

use crate::engine::text::push_number;
use crate::engine::{Anchor, Contradiction, Puzzle, Rule};

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
    pub fn grid_anchor(&self) -> Range<Anchor> {
        let end = self.dot_anchors().end;
        end..end + 1
    }
    /// The dot of a dot anchor.
    pub fn dot_of(&self, at: Anchor) -> usize {
        at - self.board.grid.cell_count()
    }
}

impl Puzzle for Slink {
    type Effect = SegMark;
    const KIND: &'static str = "slink";

    fn rules() -> &'static [&'static dyn Rule<Self>] {
        rules::ALL
    }

    fn rule_sets() -> &'static [(&'static str, &'static [&'static dyn Rule<Self>])] {
        rules::SETS
    }

    fn anchor_count(&self) -> usize {
        self.grid_anchor().end
    }

    fn anchor_text(&self, at: Anchor) -> String {
        let grid = &self.board.grid;
        if self.cell_anchors().contains(&at) {
            grid.cell_name(at)
        } else if self.dot_anchors().contains(&at) {
            format!("dot {}", grid.dot_name(self.dot_of(at)))
        } else {
            "the grid".to_string()
        }
    }

    fn write_anchor_text(&self, at: Anchor, out: &mut String) {
        let grid = &self.board.grid;
        if self.cell_anchors().contains(&at) {
            grid.write_cell_name(at, out);
        } else if self.dot_anchors().contains(&at) {
            out.push_str("dot ");
            grid.write_dot_name(self.dot_of(at), out);
        } else {
            out.push_str("the grid");
        }
    }

    fn anchor_json(&self, at: Anchor) -> Value {
        let grid = &self.board.grid;
        if self.cell_anchors().contains(&at) {
            let (r, c) = grid.cell_pos(at);
            json!({"cell": [r, c]})
        } else if self.dot_anchors().contains(&at) {
            let (i, j) = grid.dot_pos(self.dot_of(at));
            json!({"dot": [i, j]})
        } else {
            json!("grid")
        }
    }

    fn anchor_from_json(&self, value: &Value) -> Option<Anchor> {
        let grid = &self.board.grid;
        if value.as_str() == Some("grid") {
            return Some(self.grid_anchor().start);
        }
        let pair = |key: &str| -> Option<(usize, usize)> {
            let list = value.get(key)?.as_array()?;
            match list.as_slice() {
                [a, b] => Some((a.as_u64()? as usize, b.as_u64()? as usize)),
                _ => None,
            }
        };
        if let Some((r, c)) = pair("cell") {
            return (r < grid.rows && c < grid.cols).then(|| grid.cell(r, c));
        }
        let (i, j) = pair("dot")?;
        (i <= grid.rows && j <= grid.cols).then(|| self.cell_anchors().end + grid.dot(i, j))
    }

    fn effect_text(&self, e: SegMark) -> String {
        let what = if e.line { "line" } else { "cross" };
        format!("{} {what}", self.board.grid.seg_name(e.seg))
    }

    fn write_effect_text(&self, e: SegMark, out: &mut String) {
        self.board.grid.write_seg_name(e.seg, out);
        out.push_str(if e.line { " line" } else { " cross" });
    }

    fn effect_json(&self, e: SegMark) -> Value {
        let grid = &self.board.grid;
        let (i, j) = grid.seg_origin(e.seg);
        let dir = if grid.is_horizontal(e.seg) { "h" } else { "v" };
        json!({"dir": dir, "row": i, "col": j, "mark": if e.line { "line" } else { "cross" }})
    }

    fn write_effect_json(&self, e: SegMark, out: &mut String) {
        let grid = &self.board.grid;
        let (i, j) = grid.seg_origin(e.seg);
        out.push_str(if grid.is_horizontal(e.seg) {
            r#"{"dir":"h","row":"#
        } else {
            r#"{"dir":"v","row":"#
        });
        push_number(out, i);
        out.push_str(r#","col":"#);
        push_number(out, j);
        out.push_str(if e.line {
            r#","mark":"line"}"#
        } else {
            r#","mark":"cross"}"#
        });
    }

    fn write_anchor_json(&self, at: Anchor, out: &mut String) {
        let grid = &self.board.grid;
        let ((i, j), key) = if self.cell_anchors().contains(&at) {
            (grid.cell_pos(at), r#"{"cell":["#)
        } else if self.dot_anchors().contains(&at) {
            (grid.dot_pos(self.dot_of(at)), r#"{"dot":["#)
        } else {
            out.push_str(r#""grid""#);
            return;
        };
        out.push_str(key);
        push_number(out, i);
        out.push(',');
        push_number(out, j);
        out.push_str("]}");
    }

    fn effect_from_json(&self, value: &Value) -> Option<SegMark> {
        let grid = &self.board.grid;
        let i = value.get("row")?.as_u64()? as usize;
        let j = value.get("col")?.as_u64()? as usize;
        let seg = match value.get("dir")?.as_str()? {
            "h" if i <= grid.rows && j < grid.cols => grid.h(i, j),
            "v" if i < grid.rows && j <= grid.cols => grid.v(i, j),
            _ => return None,
        };
        let line = match value.get("mark")?.as_str()? {
            "line" => true,
            "cross" => false,
            _ => return None,
        };
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

    fn negate(&self, e: SegMark) -> SegMark {
        SegMark {
            seg: e.seg,
            line: !e.line,
        }
    }

    fn is_complete(&self) -> bool {
        self.unknown_count() == 0
    }

    fn check_complete(&self) -> Result<(), Contradiction> {
        self.check_finished()
    }

    fn decided(&self, out: &mut Vec<SegMark>) {
        for seg in 0..self.board.grid.seg_count() as Seg {
            match self.mark(seg) {
                Mark::Unknown => {}
                Mark::Line => out.push(SegMark::line(seg)),
                Mark::Cross => out.push(SegMark::cross(seg)),
            }
        }
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
