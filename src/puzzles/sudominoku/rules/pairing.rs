//! What the domino rules ask of an edge: which dominoes could still lie
//! on it, given the digits its cells may hold and the dominoes already
//! used elsewhere.

use super::super::geometry::geometry;
use super::super::givens::domino_index;
use super::super::state::{Link, SuDominoKu};

/// Could domino {`u` at `a`, `v` at `b`} lie on `edge` (cells `a`, `b`)?
/// The digits must differ and be possible there, the edge not cut, and
/// the domino unused or used on this very edge.
pub fn could_carry(p: &SuDominoKu, edge: usize, u: u8, v: u8) -> bool {
    let [a, b] = geometry().edges[edge];
    u != v
        && p.link(edge) != Link::Cut
        && p.candidates(a) & (1 << u) != 0
        && p.candidates(b) & (1 << v) != 0
        && p.domino_at(domino_index(u, v)).is_none_or(|at| at == edge)
}

/// The digits `1..=9` set in a candidate mask.
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |&d| mask & (1 << d) != 0)
}
