//! `chessboard`: colour the grid like a chessboard; every domino covers a
//! dark cell and a light one, so cells left to pair with fewer partners
//! between them than they number cannot all be covered, and a domino
//! that would leave such cells does not lie there.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{EDGE_ANCHORS, Mark, SuDominoKu};
use super::super::tiling::{Tiling, is_dark};
use super::why::{Read, and_list, cut_ways, explain_at};

pub struct Chessboard;

impl Rule<SuDominoKu> for Chessboard {
    rule_record!("sudominoku", "chessboard", Advanced, "Colour the grid like a chessboard: every domino covers a dark cell and a light one, so cells left to pair that have fewer cells of the other colour beside them, between them, than they number cannot all be covered; an edge whose domino would leave such cells holds none.";
        SuDominoKu::whole_grid
    );

    /// It pairs every cell left of the grid at once.
    fn costly(&self) -> bool {
        true
    }

    fn derive(&self, p: &SuDominoKu, _grid: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let tiling = Tiling::of(p, &[]);
        let matching = tiling.graph.matching();
        if let Some(short) = tiling.graph.shortfall(&matching) {
            let (cells, partners) = tiling.cells(&short);
            out.refute(short_text(p, &cells, &partners));
            if out.explaining() {
                explain_at(out, Some(cells[0]), |_, read| {
                    read_shortfall(p, read, &cells, &partners, &[]);
                    None
                });
            }
            return;
        }
        for edge in tiling.unusable_edges(&matching) {
            let cut = Mark::Edge {
                edge: edge as u8,
                joined: false,
            };
            out.push(cut);
            if !out.explaining() {
                continue;
            }
            explain_at(out, Some(EDGE_ANCHORS + edge), |_, read| {
                let taken = geometry().edges[edge];
                let left = Tiling::of(p, &taken);
                let short = left
                    .graph
                    .shortfall(&left.graph.matching())
                    .expect("a domino on an edge no tiling uses leaves a shortfall");
                let (cells, partners) = left.cells(&short);
                read_shortfall(p, read, &cells, &partners, &taken);
                Some(leaves_text(p, edge, &cells, &partners))
            });
        }
    }
}

/// Reads why `cells` can pair only with `partners` (or with `taken`, the
/// cells of a domino supposed laid): every other edge of theirs holds no
/// domino.
fn read_shortfall(
    p: &SuDominoKu,
    read: &mut Read,
    cells: &[usize],
    partners: &[usize],
    taken: &[usize],
) {
    let g = geometry();
    for &cell in cells {
        for &edge in &g.cell_edges[cell] {
            let [a, b] = g.edges[edge];
            let other = if a == cell { b } else { a };
            if !partners.contains(&other) && !taken.contains(&other) {
                read.pick(cut_ways(p, edge));
            }
        }
    }
}

/// "the dark cells r1c1 and r2c2 have only the light cell r1c2 left to
/// pair with, so they cannot all be covered" (r1c1 is dark).
fn short_text(p: &SuDominoKu, cells: &[usize], partners: &[usize]) -> String {
    let (group, partners) = groups_text(p, cells, partners);
    if cells.len() == 1 {
        format!("{group} has {partners} left to pair with")
    } else {
        format!("{group} have {partners} left to pair with, so they cannot all be covered")
    }
}

/// "a domino on r4c2-r5c2 would leave the light cells r3c2 and r4c1 only
/// the dark cell r3c1 to pair with".
fn leaves_text(p: &SuDominoKu, edge: usize, cells: &[usize], partners: &[usize]) -> String {
    let (group, partners) = groups_text(p, cells, partners);
    format!(
        "a domino on {} would leave {group} {partners} to pair with, and each domino covers a dark cell and a light one",
        p.edge_name(edge)
    )
}

/// The group of cells, and what they may pair with: "only the light cell
/// r1c2", or "no light cell".
fn groups_text(p: &SuDominoKu, cells: &[usize], partners: &[usize]) -> (String, String) {
    let other = if is_dark(cells[0]) { "light" } else { "dark" };
    let partners = if partners.is_empty() {
        format!("no {other} cell")
    } else {
        format!("only {}", group_text(p, other, partners))
    };
    (group_text(p, colour(cells[0]), cells), partners)
}

fn colour(cell: usize) -> &'static str {
    if is_dark(cell) { "dark" } else { "light" }
}

/// Cells a list names in full up to this many; past it, the first few
/// and how many more.
const NAMED_IN_FULL: usize = 6;
const NAMED_FIRST: usize = 3;

/// "the light cell r1c2", "the dark cells r1c1 and r2c2", "the 28 dark
/// cells r1c3, r1c5, r1c7 and 25 more".
fn group_text(p: &SuDominoKu, colour: &str, cells: &[usize]) -> String {
    let name = |&c: &usize| p.anchor_text(c);
    match cells.len() {
        1 => format!("the {colour} cell {}", p.anchor_text(cells[0])),
        n if n <= NAMED_IN_FULL => {
            let names: Vec<String> = cells.iter().map(name).collect();
            format!("the {colour} cells {}", and_list(&names))
        }
        n => {
            let first: Vec<String> = cells[..NAMED_FIRST].iter().map(name).collect();
            format!(
                "the {n} {colour} cells {} and {} more",
                first.join(", "),
                n - NAMED_FIRST
            )
        }
    }
}
