//! The cells still to be covered by dominoes, as a chessboard: a cell is
//! dark when its row and column numbers add up to an even number (r1c1
//! is dark), and every domino covers one dark and one light cell. The
//! cells left to pair (neither a single nor in a domino yet) and the open
//! edges between them make a bipartite graph, dark cells on the left;
//! the rule `chessboard` asks it whether every cell can still be paired.

use crate::engine::bipartite::{Bipartite, Matching, Shortfall, Side};

use super::geometry::geometry;
use super::givens::{CELLS, SIDE};
use super::state::{Link, SuDominoKu};

/// The graph of the cells left to pair, without the cells in `taken`.
pub struct Tiling {
    /// The dark cells left to pair, by left place.
    pub dark: Vec<usize>,
    /// The light cells left to pair, by right place.
    pub light: Vec<usize>,
    pub graph: Bipartite,
}

/// Whether `cell` is dark on the chessboard.
pub fn is_dark(cell: usize) -> bool {
    (cell / SIDE + cell % SIDE).is_multiple_of(2)
}

/// Whether `cell` still needs a partner: it is no single and lies in no
/// domino yet.
pub fn left_to_pair(p: &SuDominoKu, cell: usize) -> bool {
    !p.is_single(cell)
        && geometry().cell_edges[cell]
            .iter()
            .all(|&e| p.link(e) != Link::Joined)
}

impl Tiling {
    /// The cells left to pair on `p`, less `taken` (the two cells of a
    /// domino the rule supposes laid).
    pub fn of(p: &SuDominoKu, taken: &[usize]) -> Tiling {
        let g = geometry();
        let mut place = [usize::MAX; CELLS];
        let (mut dark, mut light) = (Vec::new(), Vec::new());
        for (cell, place) in place.iter_mut().enumerate() {
            if taken.contains(&cell) || !left_to_pair(p, cell) {
                continue;
            }
            let side = if is_dark(cell) { &mut dark } else { &mut light };
            *place = side.len();
            side.push(cell);
        }
        let mut graph = Bipartite::new(dark.len(), light.len());
        for (edge, &[a, b]) in g.edges.iter().enumerate() {
            if p.link(edge) != Link::Open || place[a] == usize::MAX || place[b] == usize::MAX {
                continue;
            }
            let (d, l) = if is_dark(a) { (a, b) } else { (b, a) };
            graph.link(place[d], place[l]);
        }
        Tiling { dark, light, graph }
    }

    /// The cells of a shortfall, and their partners, as cells.
    pub fn cells(&self, short: &Shortfall) -> (Vec<usize>, Vec<usize>) {
        let (own, other) = match short.side {
            Side::Left => (&self.dark, &self.light),
            Side::Right => (&self.light, &self.dark),
        };
        (
            short.places.iter().map(|&i| own[i]).collect(),
            short.partners.iter().map(|&i| other[i]).collect(),
        )
    }

    /// The open edges no tiling of the cells left to pair can use, given
    /// `m`, a perfect matching of them.
    pub fn unusable_edges(&self, m: &Matching) -> Vec<usize> {
        let g = geometry();
        let mut out: Vec<usize> = self
            .graph
            .unusable_links(m)
            .into_iter()
            .map(|(d, l)| {
                let (a, b) = (self.dark[d], self.light[l]);
                g.edge_between(a, b).expect("linked cells are side by side")
            })
            .collect();
        out.sort_unstable();
        out
    }
}
