//! The grid in SVG, for `draw` and `show`: a dot at every corner, the
//! clues' numbers, and each segment a thick line, a small cross or, while
//! undecided, a faint dotted line.
//!
//! Items: every segment, in the order of its index (`Seg`), so that an
//! effect's item is its segment's index; then every cell, so that a step
//! that read a clue can show it (a cell without a clue has an item too,
//! drawn as nothing, so that cell `k` is always item `segments + k`).

use crate::engine::Anchor;
use crate::io::drawing::{CELL, Drawing, Side, circle, clue_text, cross, grid_frame, square, x, y};

use super::grid::{Grid, NONE, Seg};
use super::state::{Mark, SegMark, Slink};

const STATES: &[&str] = &["unknown", "line", "cross", "cell"];
const CELL_STATE: u8 = 3;
/// Dots are drawn over the segments (in `over`) so a line's ends stay
/// visible as dots; the cross hides the dotted line it replaces.
const CSS: &str = "\
.sl-seg{stroke:#bbb;stroke-width:1.2;stroke-dasharray:1.5 4}\
.s-line .sl-seg{stroke:#111;stroke-width:5;stroke-dasharray:none;stroke-linecap:round}\
.s-cross .sl-seg{display:none}\
.sl-x{display:none;fill:none;stroke:#a33;stroke-width:1.8}.s-cross .sl-x{display:inline}\
.sl-dot{fill:#111}";

pub fn drawing(p: &Slink) -> Drawing {
    let grid = &p.board.grid;
    let (width, height, under) = grid_frame(grid.rows, grid.cols);
    let mut items: Vec<String> = (0..grid.seg_count() as Seg)
        .map(|s| segment(grid, s))
        .collect();
    items.extend((0..grid.cell_count()).map(|cell| {
        let (r, c) = grid.cell_pos(cell);
        let clue = p
            .board
            .clue(cell)
            .map(|n| clue_text(r, c, &n.to_string(), ""));
        clue.unwrap_or_default() + &square(r, c, 4.0, "hl")
    }));
    let over = (0..grid.dot_count())
        .map(|d| {
            let (i, j) = grid.dot_pos(d);
            circle(x(j), y(i), 3.0, "sl-dot")
        })
        .collect();
    Drawing {
        width,
        height,
        under,
        items,
        over,
        css: CSS,
        states: STATES,
    }
}

/// A segment's line, its cross (shown by its state) and its `hl` band.
fn segment(grid: &Grid, s: Seg) -> String {
    let (i, j) = grid.seg_origin(s);
    // The segment leaving dot (i, j) rightwards is the top side of cell
    // (i, j); the one leaving it downwards, the cell's left side.
    let side = Side {
        r: i,
        c: j,
        across: grid.is_horizontal(s),
    };
    let (cx, cy) = side.middle();
    side.line("sl-seg") + &cross(cx, cy, CELL / 9.0, "sl-x") + &side.band(10.0, "hl")
}

pub fn item_states(p: &Slink, out: &mut Vec<u8>) {
    let grid = &p.board.grid;
    out.clear();
    out.extend((0..grid.seg_count() as Seg).map(|s| match p.mark(s) {
        Mark::Unknown => 0,
        Mark::Line => 1,
        Mark::Cross => 2,
    }));
    out.extend(std::iter::repeat_n(CELL_STATE, grid.cell_count()));
}

pub fn effect_items(effect: SegMark, out: &mut Vec<usize>) {
    out.push(effect.seg as usize);
}

/// A clue's place is its cell anchor: its cell's item. Dots are never
/// givens (`is_given`), so a dot anchor maps to nothing rather than to
/// segments the step did not read.
pub fn given_items(p: &Slink, at: Anchor, out: &mut Vec<usize>) {
    if p.cell_anchors().contains(&at) {
        out.push(p.board.grid.seg_count() + at);
    }
}

/// A place a chain passes through: a cell's item, or for a dot the
/// segments that meet there (a dot has no item of its own).
pub fn place_items(p: &Slink, at: Anchor, out: &mut Vec<usize>) {
    given_items(p, at, out);
    if p.dot_anchors().contains(&at) {
        let dot = at - p.dot_anchors().start;
        let segs = p.board.grid.dot_segs(dot);
        out.extend(segs.iter().filter(|&&s| s != NONE).map(|&s| s as usize));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::PuzzleIo;
    use crate::io::drawing::Draw;
    use crate::io::drawing::checks::{assert_items_well_formed, effect_items_change, item_body};

    /// Clues and blanks, 2 x 3: 9 across and 8 down make 17 segments, then
    /// 6 cells.
    fn small() -> Slink {
        let text = "2 3\n3 . 1\n. 2 .\n0 0\n";
        Slink::parse_batch(text, false).items.remove(0).unwrap()
    }

    #[test]
    fn one_item_per_segment_then_per_cell() {
        let p = small();
        let mut states = Vec::new();
        p.item_states(&mut states);
        assert_eq!(states.len(), 17 + 6);
        assert_items_well_formed(&p);
    }

    #[test]
    fn a_mark_changes_its_segments_item() {
        let p = small();
        let mut checked = 0;
        for s in 0..p.board.grid.seg_count() as Seg {
            for effect in [SegMark::line(s), SegMark::cross(s)] {
                checked += usize::from(effect_items_change(&p, effect));
            }
        }
        // Every segment can take a line or a cross, at least one of them.
        assert!(checked >= 17, "only {checked} effects could be applied");
    }

    #[test]
    fn a_clue_is_its_cells_item() {
        let p = small();
        let svg = p.drawing().svg(&[], &[], true);
        let mut items = Vec::new();
        // r1c1 holds the 3, r2c2 (cell 4) the 2.
        for (cell, clue) in [(0, ">3<"), (4, ">2<")] {
            items.clear();
            p.given_items(cell, &mut items);
            assert_eq!(items, [17 + cell]);
            assert!(item_body(&svg, items[0]).contains(clue));
        }
        items.clear();
        p.given_items(p.dot_anchors().start, &mut items);
        assert!(items.is_empty());
    }
}
