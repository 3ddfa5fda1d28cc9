//! What a change to the state wakes: the anchors whose rules may find
//! something new after it, pushed in a fixed order (the solver's queues
//! take them in that order, so it is part of what a trace shows). A
//! hypothesis round makes hundreds of thousands of changes on an open
//! grid, so the lists are worked out once.

use std::sync::OnceLock;

use crate::engine::Anchor;

use super::geometry::{EDGES, geometry};
use super::givens::{CELLS, domino_index};
use super::state::{ANCHORS, DOMINO_ANCHORS, DOMINOES, EDGE_ANCHORS, UNIT_ANCHORS};

struct Wakes {
    /// Per cell: the cell, its units, and for each of its edges the edge
    /// and both its cells.
    cell: Vec<Vec<Anchor>>,
    /// Per digit (1..=9): the dominoes holding it, by the other digit.
    digit: [[Anchor; 8]; 10],
    /// Per edge: the edge, its cells, every domino, and the whole grid
    /// (the cells left to pair changed).
    edge: Vec<Vec<Anchor>>,
    /// Every cell, then every edge.
    everywhere: Vec<Anchor>,
}

fn wakes() -> &'static Wakes {
    static WAKES: OnceLock<Wakes> = OnceLock::new();
    WAKES.get_or_init(|| {
        let g = geometry();
        let cell = (0..CELLS)
            .map(|cell| {
                let mut list = vec![cell];
                list.extend(g.cell_units[cell].iter().map(|&u| UNIT_ANCHORS + u));
                for &edge in &g.cell_edges[cell] {
                    list.push(EDGE_ANCHORS + edge);
                    list.extend(g.edges[edge]);
                }
                list
            })
            .collect();
        let mut digit = [[0; 8]; 10];
        for (d, slots) in digit.iter_mut().enumerate().skip(1) {
            let others = (1..=9u8).filter(|&o| usize::from(o) != d);
            for (slot, other) in slots.iter_mut().zip(others) {
                *slot = DOMINO_ANCHORS + domino_index(d as u8, other);
            }
        }
        let edge = (0..EDGES)
            .map(|edge| {
                let mut list = vec![EDGE_ANCHORS + edge];
                list.extend(g.edges[edge]);
                list.extend(DOMINO_ANCHORS..DOMINO_ANCHORS + DOMINOES);
                // The whole grid's anchor follows the puzzle's own.
                list.push(ANCHORS);
                list
            })
            .collect();
        let everywhere = (0..CELLS)
            .chain(EDGE_ANCHORS..EDGE_ANCHORS + EDGES)
            .collect();
        Wakes {
            cell,
            digit,
            edge,
            everywhere,
        }
    })
}

/// A cell's digits changed (`changed`, a mask of the digits placed or
/// removed): the rules of the cell, its units, its edges, its neighbours
/// (which may pair with it) and the dominoes with those digits may find
/// something new.
pub fn cell_changed(cell: usize, changed: u16, touched: &mut Vec<Anchor>) {
    let w = wakes();
    touched.extend_from_slice(&w.cell[cell]);
    let mut digits = changed & 0b11_1111_1110;
    while digits != 0 {
        touched.extend_from_slice(&w.digit[digits.trailing_zeros() as usize]);
        digits &= digits - 1;
    }
}

/// An edge was decided: its rules, its cells', and every domino's (one
/// fewer place, or one more laid).
pub fn edge_decided(edge: usize, touched: &mut Vec<Anchor>) {
    touched.extend_from_slice(&wakes().edge[edge]);
}

/// A domino was laid: every edge and cell that might have carried it.
pub fn domino_laid(touched: &mut Vec<Anchor>) {
    touched.extend_from_slice(&wakes().everywhere);
}
