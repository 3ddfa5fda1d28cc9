//! A grid drawn in SVG, the same for `deduce draw` and for the
//! step-through page of `deduce show`.
//!
//! A puzzle draws its grid once, from its givens: the parts that never
//! change (background, grid lines, row and column numbers, clues) and one
//! group per *item*, a thing that can change (a cell, a segment, a
//! candidate). What an item shows is a class on its group: its state
//! (`s-water`, `s-line`), set from the puzzle's state, and its role in a
//! step (`r-read`, `r-decided`), shown by an outline and a hatching or a
//! fill, never by colour alone. The page changes those classes as it steps;
//! `draw` writes them once.

use crate::engine::{Anchor, Puzzle};
use std::fmt::Write;

/// One square of the grid, in SVG user units.
pub const CELL: f64 = 36.0;
/// The margin that holds the row and column numbers.
pub const MARGIN: f64 = 26.0;

/// The puzzle's drawing of its grid; see the module's comment.
pub struct Drawing {
    pub width: f64,
    pub height: f64,
    /// Drawn first: background, grid lines, row and column numbers.
    pub under: String,
    /// One group's content per item; each holds one element of class
    /// `hl`, the shape that shows the item's role in a step.
    pub items: Vec<String>,
    /// Drawn last, over every item.
    pub over: String,
    /// The puzzle's style for its items' states.
    pub css: &'static str,
    /// The item states, named: state `k` is class `s-{states[k]}`.
    pub states: &'static [&'static str],
}

/// What a step did with an item.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ItemRole {
    Plain,
    /// Among the step's premises.
    Read,
    /// Among the step's effects (shown over `Read`).
    Decided,
    /// A person's mark that is a mistake (`draw` of their grid).
    Wrong,
}

impl ItemRole {
    pub fn class(self) -> &'static str {
        match self {
            ItemRole::Plain => "",
            ItemRole::Read => "r-read",
            ItemRole::Decided => "r-decided",
            ItemRole::Wrong => "r-wrong",
        }
    }
}

/// The style every drawing shares: the roles, and the text.
pub const ROLE_CSS: &str = "\
.hl{fill:none;stroke:none;pointer-events:none}\
.r-read .hl{fill:none;stroke:url(#read-hatch);stroke-width:7}\
.r-decided .hl{fill:rgba(230,120,0,.28);stroke:#b34700;stroke-width:3.5}\
.r-wrong .hl{fill:rgba(220,0,0,.25);stroke:#c00000;stroke-width:4;stroke-dasharray:3 2}\
.lab{font:12px sans-serif;fill:#666;text-anchor:middle;dominant-baseline:central}\
.clue{font:bold 20px sans-serif;text-anchor:middle;dominant-baseline:central}";

/// The hatching of the read role, defined once per SVG. It is a frame
/// (the stroke of an item's outline), not a fill: a premise cell still
/// shows whether it is water or land, black or white.
pub const ROLE_DEFS: &str = "<defs><pattern id=\"read-hatch\" width=\"5\" height=\"5\" \
patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"5\" height=\"5\" \
fill=\"#fff\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"5\" stroke=\"#1f6fe5\" \
stroke-width=\"3\"/></pattern></defs>";

impl Drawing {
    /// The SVG of the grid with each item in state `states[i]` and role
    /// `roles[i]` (plain where `roles` is short). `standalone` adds what a
    /// file of its own needs (the XML namespace); the page's inline SVG
    /// does without.
    pub fn svg(&self, states: &[u8], roles: &[ItemRole], standalone: bool) -> String {
        let mut out = String::new();
        let xmlns = if standalone {
            " xmlns=\"http://www.w3.org/2000/svg\""
        } else {
            ""
        };
        let _ = write!(
            out,
            "<svg{xmlns} class=\"grid\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" \
             role=\"img\">",
            w = self.width,
            h = self.height
        );
        if standalone {
            let _ = write!(out, "<style>{ROLE_CSS}{}</style>", self.css);
        }
        out.push_str(ROLE_DEFS);
        out.push_str(&self.under);
        for (i, item) in self.items.iter().enumerate() {
            let state = states.get(i).map_or("", |&s| self.states[s as usize]);
            let role = roles.get(i).copied().unwrap_or(ItemRole::Plain).class();
            let _ = write!(out, "<g id=\"i{i}\" class=\"s-{state} {role}\">{item}</g>");
        }
        out.push_str(&self.over);
        out.push_str("</svg>");
        out
    }
}

/// The roles of a step's items: those it read, then those it decided
/// (which win where an item is both).
pub fn roles(items: usize, read: &[usize], decided: &[usize]) -> Vec<ItemRole> {
    let mut roles = vec![ItemRole::Plain; items];
    for &i in read {
        if let Some(r) = roles.get_mut(i) {
            *r = (*r).max(ItemRole::Read);
        }
    }
    for &i in decided {
        if let Some(r) = roles.get_mut(i) {
            *r = ItemRole::Decided;
        }
    }
    roles
}

/// The frame of a grid of `rows` x `cols` squares: its size, a white
/// background, and the row numbers down the left and the column numbers
/// along the top, as the text names them (`r3c4`).
pub fn grid_frame(rows: usize, cols: usize) -> (f64, f64, String) {
    let width = MARGIN + cols as f64 * CELL + 6.0;
    let height = MARGIN + rows as f64 * CELL + 6.0;
    let mut under = format!("<rect width=\"{width}\" height=\"{height}\" fill=\"#fff\"/>");
    for r in 0..rows {
        let _ = write!(
            under,
            "<text class=\"lab\" x=\"{}\" y=\"{}\">{}</text>",
            MARGIN / 2.0,
            y(r) + CELL / 2.0,
            r + 1
        );
    }
    for c in 0..cols {
        let _ = write!(
            under,
            "<text class=\"lab\" x=\"{}\" y=\"{}\">{}</text>",
            x(c) + CELL / 2.0,
            MARGIN / 2.0,
            c + 1
        );
    }
    (width, height, under)
}

/// The left edge of column `c`.
pub fn x(c: usize) -> f64 {
    MARGIN + c as f64 * CELL
}

/// The top edge of row `r`.
pub fn y(r: usize) -> f64 {
    MARGIN + r as f64 * CELL
}

/// The square of cell `(r, c)` with the given class, inset by `inset`.
pub fn square(r: usize, c: usize, inset: f64, class: &str) -> String {
    let side = CELL - 2.0 * inset;
    rect(x(c) + inset, y(r) + inset, side, side, class)
}

/// A rectangle with the given class, from its top left corner.
pub fn rect(left: f64, top: f64, width: f64, height: f64, class: &str) -> String {
    format!(
        "<rect class=\"{class}\" x=\"{left}\" y=\"{top}\" width=\"{width}\" height=\"{height}\"/>"
    )
}

/// A straight line from `(x1, y1)` to `(x2, y2)` with the given class.
pub fn line(x1: f64, y1: f64, x2: f64, y2: f64, class: &str) -> String {
    format!("<line class=\"{class}\" x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\"/>")
}

/// A circle of radius `radius` around `(cx, cy)` with the given class.
pub fn circle(cx: f64, cy: f64, radius: f64, class: &str) -> String {
    format!("<circle class=\"{class}\" cx=\"{cx}\" cy=\"{cy}\" r=\"{radius}\"/>")
}

/// A small cross (x) centred on `(cx, cy)`, each arm reaching `reach`
/// across and down from the centre: one path, so one element to style.
pub fn cross(cx: f64, cy: f64, reach: f64, class: &str) -> String {
    let (left, right, top, bottom) = (cx - reach, cx + reach, cy - reach, cy + reach);
    format!(
        "<path class=\"{class}\" d=\"M{left} {top}L{right} {bottom}M{left} {bottom}L{right} {top}\"/>"
    )
}

/// Text at `(x, y)`; the class's style places it (`.clue`, `.lab` centre it).
pub fn text(x: f64, y: f64, text: &str, class: &str) -> String {
    format!(
        "<text class=\"{class}\" x=\"{x}\" y=\"{y}\">{}</text>",
        escape(text)
    )
}

/// A side of the grid's squares, from corner to corner: the top side of
/// square `(r, c)` when `across`, else its left side. `r` may be the row
/// count (the bottom border) and `c` the column count (the right border).
/// Puzzles whose items lie between squares (Slitherlink's segments,
/// Su-Domino-Ku's walls) draw them along a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side {
    pub r: usize,
    pub c: usize,
    pub across: bool,
}

impl Side {
    /// The side's two corners, the left or top one first.
    pub fn ends(self) -> [(f64, f64); 2] {
        let start = (x(self.c), y(self.r));
        let end = if self.across {
            (x(self.c + 1), y(self.r))
        } else {
            (x(self.c), y(self.r + 1))
        };
        [start, end]
    }

    pub fn middle(self) -> (f64, f64) {
        let [(x1, y1), (x2, y2)] = self.ends();
        ((x1 + x2) / 2.0, (y1 + y2) / 2.0)
    }

    /// The side as a line with the given class.
    pub fn line(self, class: &str) -> String {
        let [(x1, y1), (x2, y2)] = self.ends();
        line(x1, y1, x2, y2, class)
    }

    /// A band `width` wide along the side, stopping `width / 2` short of
    /// each corner so that the bands of two sides meeting there stay
    /// apart: the `hl` shape of an item that is a side.
    pub fn band(self, width: f64, class: &str) -> String {
        let [(x1, y1), (x2, y2)] = self.ends();
        let half = width / 2.0;
        if self.across {
            rect(x1 + half, y1 - half, x2 - x1 - width, width, class)
        } else {
            rect(x1 - half, y1 + half, width, y2 - y1 - width, class)
        }
    }
}

/// The thin lines between the squares of a grid.
pub fn grid_lines(rows: usize, cols: usize, stroke: &str) -> String {
    let mut out = String::new();
    for r in 0..=rows {
        let _ = write!(
            out,
            "<line x1=\"{}\" y1=\"{yy}\" x2=\"{}\" y2=\"{yy}\" stroke=\"{stroke}\" stroke-width=\"1\"/>",
            x(0),
            x(cols),
            yy = y(r)
        );
    }
    for c in 0..=cols {
        let _ = write!(
            out,
            "<line x1=\"{xx}\" y1=\"{}\" x2=\"{xx}\" y2=\"{}\" stroke=\"{stroke}\" stroke-width=\"1\"/>",
            y(0),
            y(rows),
            xx = x(c)
        );
    }
    out
}

/// A clue's number at the centre of cell `(r, c)`.
pub fn clue_text(r: usize, c: usize, text: &str, class: &str) -> String {
    self::text(
        x(c) + CELL / 2.0,
        y(r) + CELL / 2.0 + 1.0,
        text,
        &format!("clue {class}"),
    )
}

/// The drawing of a puzzle whose items are its cells, `rows` x `cols`,
/// each a square filled by its state, with its clue's number (if any)
/// and, with `dot`, a dot a state can show (Nurikabe's land).
pub fn cell_drawing(
    rows: usize,
    cols: usize,
    clue: impl Fn(usize) -> Option<String>,
    dot: bool,
    css: &'static str,
    states: &'static [&'static str],
) -> Drawing {
    let (width, height, under) = grid_frame(rows, cols);
    let mut items = Vec::with_capacity(rows * cols);
    for r in 0..rows {
        for c in 0..cols {
            let mut item = square(r, c, 0.0, "f");
            if dot {
                item.push_str(&circle(
                    x(c) + CELL / 2.0,
                    y(r) + CELL / 2.0,
                    CELL / 9.0,
                    "dot",
                ));
            }
            if let Some(text) = clue(r * cols + c) {
                item.push_str(&clue_text(r, c, &text, ""));
            }
            item.push_str(&square(r, c, 2.0, "hl"));
            items.push(item);
        }
    }
    let over = grid_lines(rows, cols, "#444");
    Drawing {
        width,
        height,
        under,
        items,
        over,
        css,
        states,
    }
}

/// Text made safe inside XML.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(ch),
        }
    }
    out
}

/// The checks every puzzle's drawing must pass, run by each puzzle's
/// tests on a grid of its own.
#[cfg(test)]
pub mod checks {
    use crate::io::PuzzleIo;

    /// One state per item, each a state the drawing names; the SVG closes
    /// every group it opens; each item's group holds exactly one `hl`.
    pub fn assert_items_well_formed<P: PuzzleIo>(p: &P) {
        let drawing = p.drawing();
        let mut states = Vec::new();
        p.item_states(&mut states);
        assert_eq!(drawing.items.len(), states.len(), "one state per item");
        assert!(
            states
                .iter()
                .all(|&s| usize::from(s) < drawing.states.len())
        );
        let svg = drawing.svg(&states, &[], true);
        assert_eq!(svg.matches("<g").count(), svg.matches("</g>").count());
        for i in 0..states.len() {
            let body = item_body(&svg, i);
            assert_eq!(body.matches("class=\"hl\"").count(), 1, "item {i}: {body}");
        }
    }

    /// The content of item `i`'s group in an SVG of `Drawing::svg`.
    pub fn item_body(svg: &str, i: usize) -> &str {
        let start = svg
            .find(&format!("<g id=\"i{i}\" "))
            .unwrap_or_else(|| panic!("item {i} is not drawn"));
        let group = &svg[start..];
        let content = group.find('>').expect("the group's tag ends") + 1;
        let end = group.find("</g>").expect("the group is closed");
        &group[content..end]
    }

    /// For an open effect that can be applied, checks that it names at
    /// least one item and that applying it changes every item it names;
    /// false (nothing checked) for any other effect.
    pub fn effect_items_change<P: PuzzleIo>(p: &P, effect: P::Effect) -> bool {
        let mut after = p.clone();
        if !p.is_open(effect) || after.apply(effect, &mut Vec::new()).is_err() {
            return false;
        }
        let (mut old, mut new, mut items) = (Vec::new(), Vec::new(), Vec::new());
        p.item_states(&mut old);
        after.item_states(&mut new);
        p.effect_items(effect, &mut items);
        assert!(!items.is_empty(), "{effect:?} names no item");
        for i in items {
            assert_ne!(old[i], new[i], "{effect:?} leaves item {i} as it was");
        }
        true
    }
}

/// What a puzzle gives the drawing: its grid as items, and which items a
/// state, an effect or a given stands for.
pub trait Draw: Puzzle {
    /// The grid drawn in SVG from the givens, one item per thing that can
    /// change (see `drawing.rs`): for `deduce draw` and `deduce show`.
    fn drawing(&self) -> Drawing;
    /// The state of each item of `drawing` as the grid is now: an index
    /// into `Drawing::states`.
    fn item_states(&self, out: &mut Vec<u8>);
    /// The items an effect is about (its cell, its segment), for the
    /// roles of a step.
    fn effect_items(&self, effect: Self::Effect, out: &mut Vec<usize>);
    /// The items of a given's place (a clue's cell).
    fn given_items(&self, at: Anchor, out: &mut Vec<usize>);
    /// The items of a place a chain passes through (`Premises::path`):
    /// a cell's, or what stands for a place the drawing has no item of.
    fn place_items(&self, at: Anchor, out: &mut Vec<usize>) {
        self.given_items(at, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decided_wins_over_read() {
        let r = roles(3, &[0, 1], &[1]);
        assert_eq!(r, vec![ItemRole::Read, ItemRole::Decided, ItemRole::Plain]);
    }

    #[test]
    fn escape_covers_markup() {
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
