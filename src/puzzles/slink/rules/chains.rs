//! Chains of decided segments between colour nodes (cells, and the
//! outside of the grid), for explaining the colouring rules: a crossed
//! segment keeps the cells either side of it on one side of the loop, a
//! line puts them on opposite sides. The colour classes of the state say
//! only *that* two nodes are related; a chain says through which marks,
//! and those marks are what the rule read. Used only while a trace is
//! recorded.

use std::collections::VecDeque;

use crate::engine::Finding;

use super::super::grid::{NONE, Seg};
use super::super::state::{SegMark, Slink};
use super::marks::{counted, held, join_and, lined, open};

/// Shortest chains from one node to every node linked to it, as a tree
/// found breadth first (so the chains to several nodes share their start
/// and together form no cycle: each of their marks is needed).
pub struct Chains {
    root: usize,
    /// Per node: the node before it on its chain and the segment between,
    /// `None` when not reached.
    before: Vec<Option<(usize, Seg)>>,
}

impl Chains {
    pub fn from(p: &Slink, root: usize) -> Chains {
        let mut before = vec![None; p.outside() + 1];
        before[root] = Some((root, NONE));
        let mut queue = VecDeque::from([root]);
        while let Some(node) = queue.pop_front() {
            for s in node_segs(p, node) {
                if open(p, s) {
                    continue;
                }
                let [a, b] = p.seg_nodes(s);
                let next = if a == node { b } else { a };
                if before[next].is_none() {
                    before[next] = Some((node, s));
                    queue.push_back(next);
                }
            }
        }
        Chains { root, before }
    }

    /// The segments from the root to `node`, root end first, each with
    /// the node it leads to; empty when `node` is the root or not linked.
    pub fn to(&self, node: usize) -> Vec<(Seg, usize)> {
        let mut chain = Vec::new();
        let mut at = node;
        while at != self.root {
            let Some((prev, s)) = self.before[at] else {
                return Vec::new();
            };
            chain.push((s, at));
            at = prev;
        }
        chain.reverse();
        chain
    }

    /// Adds the marks of the chain to `node` to the premises, and says
    /// how it links the root to `node`: "r4c9 and r5c9 are on opposite
    /// sides of the loop, linked through r4c8 and r5c8 by 1 line and 2
    /// crosses".
    pub fn link(&self, p: &Slink, node: usize, why: &mut Finding<SegMark>) -> String {
        let chain = self.to(node);
        why.marks(chain.iter().map(|&(s, _)| held(p, s)));
        let lines = chain.iter().filter(|&&(s, _)| lined(p, s)).count();
        let through: Vec<String> = chain[..chain.len().saturating_sub(1)]
            .iter()
            .map(|&(_, n)| node_name(p, n))
            .collect();
        let by = match (lines, chain.len() - lines) {
            (0, crosses) => counted(crosses, "cross", "crosses"),
            (lines, 0) => counted(lines, "line", "lines"),
            (lines, crosses) => format!(
                "{} and {}",
                counted(lines, "line", "lines"),
                counted(crosses, "cross", "crosses")
            ),
        };
        let via = if through.is_empty() {
            format!("linked directly by {by}")
        } else {
            format!("linked through {} by {by}", join_and(&through))
        };
        format!(
            "{} and {} are on {} of the loop, {via}",
            node_name(p, self.root),
            node_name(p, node),
            if lines % 2 == 1 {
                "opposite sides"
            } else {
                "the same side"
            }
        )
    }
}

/// A colour node as a person reads it: a cell's name, or "the outside".
pub fn node_name(p: &Slink, node: usize) -> String {
    if node == p.outside() {
        "the outside".to_string()
    } else {
        p.board.grid.cell_name(node)
    }
}

/// The segments around a node: a cell's sides, or for the outside every
/// segment on the border of the grid.
fn node_segs(p: &Slink, node: usize) -> Vec<Seg> {
    let grid = &p.board.grid;
    if node != p.outside() {
        return grid.sides(node).to_vec();
    }
    grid.border_cells()
        .flat_map(|cell| {
            (0..4)
                .filter(move |&side| grid.neighbour(cell, side).is_none())
                .map(move |side| grid.sides(cell)[side])
        })
        .collect()
}
