//! The grid in SVG, for `draw` and `show`: a sudoku grid with thick box
//! lines, each cell its placed digit or its candidates in a 3x3 mini-grid,
//! and between cells side by side a thin line (undecided), a thick wall
//! (no domino there) or a light tile over both cells (one domino).
//!
//! Items: the 81 cells' digits, then each cell's nine candidates (cell by
//! cell, digits 1..9), then the 144 edges in `geometry()` order.

use crate::engine::{Anchor, Puzzle};
use crate::io::drawing::{CELL, Drawing, Side, grid_frame, line, rect, square, text, x, y};

use super::geometry::{EDGES, geometry};
use super::givens::{CELLS, SIDE};
use super::state::{Link, Mark, SuDominoKu};

/// A digit item's state is its digit (`d0`: none placed yet).
const STATES: &[&str] = &[
    "d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "on", "off", "open", "joined",
    "cut",
];
const ON: u8 = 10;
const OFF: u8 = 11;
const OPEN: u8 = 12;
const JOINED: u8 = 13;
const CUT: u8 = 14;

const CANDIDATE_ITEMS: usize = CELLS;
const EDGE_ITEMS: usize = CANDIDATE_ITEMS + CELLS * 9;

/// Each cell holds all nine digits, hidden; its state shows one. A
/// domino's tile is translucent: the edges are drawn after the digits.
const CSS: &str = "\
.sd-big{display:none;font:22px sans-serif;fill:#1f4a9a;text-anchor:middle;dominant-baseline:central}\
.sd-given{fill:#000;font-weight:bold}\
.s-d1 .sd-v1,.s-d2 .sd-v2,.s-d3 .sd-v3,.s-d4 .sd-v4,.s-d5 .sd-v5,.s-d6 .sd-v6,.s-d7 .sd-v7,\
.s-d8 .sd-v8,.s-d9 .sd-v9{display:inline}\
.sd-cand{font:9px sans-serif;fill:#777;text-anchor:middle;dominant-baseline:central}\
.s-off .sd-cand{display:none}\
.sd-edge{stroke:#bbb;stroke-width:1}\
.s-joined .sd-edge{display:none}\
.s-cut .sd-edge{stroke:#111;stroke-width:5;stroke-linecap:square}\
.sd-tile{display:none;fill:rgba(60,130,60,.15)}.s-joined .sd-tile{display:inline}\
.sd-box{stroke:#111;stroke-width:2.5}";

fn candidate_item(cell: usize, digit: u8) -> usize {
    CANDIDATE_ITEMS + cell * 9 + usize::from(digit - 1)
}

fn edge_item(edge: usize) -> usize {
    EDGE_ITEMS + edge
}

pub fn drawing(p: &SuDominoKu) -> Drawing {
    let (width, height, under) = grid_frame(SIDE, SIDE);
    let mut items: Vec<String> = (0..CELLS).map(|cell| digits(p, cell)).collect();
    for cell in 0..CELLS {
        items.extend((1..=9).map(|digit| candidate(cell, digit)));
    }
    items.extend((0..EDGES).map(edge));
    Drawing {
        width,
        height,
        under,
        items,
        over: box_lines(),
        css: CSS,
        states: STATES,
    }
}

/// The nine digits of a cell, its state showing one; a given's stand out.
fn digits(p: &SuDominoKu, cell: usize) -> String {
    let (r, c) = (cell / SIDE, cell % SIDE);
    let given = if p.is_given(cell) { " sd-given" } else { "" };
    let (cx, cy) = (x(c) + CELL / 2.0, y(r) + CELL / 2.0 + 1.0);
    let mut out: String = (1..=9)
        .map(|d| text(cx, cy, &d.to_string(), &format!("sd-big sd-v{d}{given}")))
        .collect();
    out.push_str(&square(r, c, 2.0, "hl"));
    out
}

/// Candidate `digit` in its place of the cell's 3x3 mini-grid, in
/// reading order: 1 top left, 9 bottom right.
fn candidate(cell: usize, digit: u8) -> String {
    let (r, c) = (cell / SIDE, cell % SIDE);
    let k = f64::from(digit - 1);
    let third = CELL / 3.0;
    let left = x(c) + (k % 3.0) * third;
    let top = y(r) + (k / 3.0).floor() * third;
    let mid = third / 2.0;
    text(left + mid, top + mid, &digit.to_string(), "sd-cand")
        + &rect(left + 1.0, top + 1.0, third - 2.0, third - 2.0, "hl")
}

/// An edge: the tile over its two cells, the line between them, its `hl`.
fn edge(edge: usize) -> String {
    let [a, b] = geometry().edges[edge];
    let (ra, ca) = (a / SIDE, a % SIDE);
    let (rb, cb) = (b / SIDE, b % SIDE);
    // The first cell is above or left of the second: the edge is the
    // second cell's top side or its left side.
    let across = rb > ra;
    let side = Side {
        r: rb,
        c: cb,
        across,
    };
    let inset = 4.0;
    let (long, short) = (2.0 * CELL - 2.0 * inset, CELL - 2.0 * inset);
    let (w, h) = if across { (short, long) } else { (long, short) };
    rect(x(ca) + inset, y(ra) + inset, w, h, "sd-tile")
        + &side.line("sd-edge")
        + &side.band(10.0, "hl")
}

/// The 3x3 boxes' lines and the grid's border, over the edges so that an
/// undecided edge on a box line still shows the box.
fn box_lines() -> String {
    (0..=SIDE)
        .step_by(3)
        .map(|k| {
            line(x(k), y(0), x(k), y(SIDE), "sd-box") + &line(x(0), y(k), x(SIDE), y(k), "sd-box")
        })
        .collect()
}

pub fn item_states(p: &SuDominoKu, out: &mut Vec<u8>) {
    out.clear();
    out.extend((0..CELLS).map(|cell| if p.is_placed(cell) { p.digit(cell) } else { 0 }));
    // A placed cell shows its digit alone: its candidates are off.
    for cell in 0..CELLS {
        out.extend((1..=9).map(|digit| {
            let possible = p.candidates(cell) & (1 << digit) != 0;
            if possible && !p.is_placed(cell) {
                ON
            } else {
                OFF
            }
        }));
    }
    out.extend((0..EDGES).map(|edge| match p.link(edge) {
        Link::Open => OPEN,
        Link::Joined => JOINED,
        Link::Cut => CUT,
    }));
}

/// A digit placed or removed is its candidate; placed, the cell's digit
/// too. A domino laid or refused is its edge.
pub fn effect_items(effect: Mark, out: &mut Vec<usize>) {
    match effect {
        Mark::Digit { cell, digit, holds } => {
            out.push(candidate_item(usize::from(cell), digit));
            if holds {
                out.push(usize::from(cell));
            }
        }
        Mark::Edge { edge, .. } => out.push(edge_item(usize::from(edge))),
    }
}

/// Givens are cells (`is_given`): a given's digit, and for a half of a
/// pre-placed domino the edge it lies on, which the rules read the given
/// for as well (`why::joined_way`).
pub fn given_items(p: &SuDominoKu, at: Anchor, out: &mut Vec<usize>) {
    if at >= CELLS {
        return;
    }
    out.push(at);
    let g = geometry();
    for placed in &p.givens.dominoes {
        let [(a, _), (b, _)] = placed.halves;
        if at == a || at == b {
            out.extend(g.edge_between(a, b).map(edge_item));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::drawing::Draw;
    use crate::io::drawing::checks::{assert_items_well_formed, effect_items_change};
    use crate::puzzles::sudominoku::parse_batch;

    fn sample() -> SuDominoKu {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/sudominoku_sample.in"
        ))
        .unwrap();
        SuDominoKu::new(parse_batch(&text, true).items.remove(0).unwrap())
    }

    fn states(p: &SuDominoKu) -> Vec<u8> {
        let mut states = Vec::new();
        p.item_states(&mut states);
        states
    }

    #[test]
    fn digits_then_candidates_then_edges() {
        let p = sample();
        assert_eq!(states(&p).len(), 81 + 81 * 9 + 144);
        assert_items_well_formed(&p);
    }

    #[test]
    fn each_mark_changes_its_items() {
        let p = sample();
        let digits = (0..CELLS as u8).flat_map(|cell| {
            (1..=9).flat_map(move |digit| {
                [true, false].map(|holds| Mark::Digit { cell, digit, holds })
            })
        });
        let edges = (0..EDGES as u8)
            .flat_map(|edge| [true, false].map(|joined| Mark::Edge { edge, joined }));
        // Removed, placed, cut, joined: each kind is checked.
        let kind = |mark: Mark| match mark {
            Mark::Digit { holds, .. } => usize::from(holds),
            Mark::Edge { joined, .. } => 2 + usize::from(joined),
        };
        let mut checked = [0; 4];
        for mark in digits.chain(edges) {
            if effect_items_change(&p, mark) {
                checked[kind(mark)] += 1;
            }
        }
        assert!(checked.iter().all(|&n| n > 0), "{checked:?}");
    }

    #[test]
    fn a_placed_digit_shows_in_its_cell() {
        let p = sample();
        // r4c4 (cell 30) is open and may hold 1.
        let place = Mark::Digit {
            cell: 30,
            digit: 1,
            holds: true,
        };
        let mut placed = p.clone();
        placed.apply(place, &mut Vec::new()).unwrap();
        let mut items = Vec::new();
        p.effect_items(place, &mut items);
        let now = states(&placed);
        assert!(items.iter().any(|&i| now[i] == 1), "{items:?}");
    }

    #[test]
    fn a_given_domino_is_its_digits_and_its_edge() {
        let p = sample();
        let states = states(&p);
        let mut items = Vec::new();
        // 6 B2 1 B3: cells 10 and 11, side by side.
        for (cell, digit) in [(10, 6), (11, 1)] {
            items.clear();
            p.given_items(cell, &mut items);
            assert_eq!(items.len(), 2, "{items:?}");
            assert_eq!(states[items[0]], digit);
            assert_eq!(states[items[1]], JOINED);
        }
        // The single 1 stands at C5 (cell 22), in no domino.
        items.clear();
        p.given_items(22, &mut items);
        assert_eq!(items, [22]);
    }
}
