//! The lines of one path or of the closed loop, in order along it: what
//! the loop rules read, for their explanations (used only while a trace
//! is recorded).

use super::super::grid::{NONE, Seg};
use super::super::state::Slink;
use super::marks::lined;

/// The lines from dot `end`, the end of a path (one line there), to the
/// path's other end.
pub fn path_from(p: &Slink, end: usize) -> Vec<Seg> {
    let first = p
        .board
        .grid
        .dot_segs(end)
        .iter()
        .copied()
        .find(|&s| lined(p, s));
    first.map_or_else(Vec::new, |s| follow(p, end, s))
}

/// The lines of the closed loop through line `first`.
pub fn loop_through(p: &Slink, first: Seg) -> Vec<Seg> {
    follow(p, p.board.grid.seg_dots(first)[0], first)
}

/// Follows the lines from dot `from` along `first` until the path ends
/// or comes back to `first`.
fn follow(p: &Slink, from: usize, first: Seg) -> Vec<Seg> {
    let grid = &p.board.grid;
    let mut lines = vec![first];
    let (mut at, mut came) = (from, first);
    loop {
        let [a, b] = grid.seg_dots(came);
        at = if a == at { b } else { a };
        let next = grid
            .dot_segs(at)
            .iter()
            .copied()
            .find(|&s| s != NONE && s != came && lined(p, s));
        match next {
            Some(s) if s != first => {
                lines.push(s);
                came = s;
            }
            _ => return lines,
        }
    }
}
