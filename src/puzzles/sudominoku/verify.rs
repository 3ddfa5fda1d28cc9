//! The independent check of a finished grid: read only from the digits
//! and the dominoes laid, never from the solver's bookkeeping. Every unit
//! holds 1..9; every single stands alone where the puzzle put it; every
//! other cell lies in exactly one domino; the 36 dominoes are all
//! different; the given dominoes are where the puzzle put them.

use super::geometry::geometry;
use super::givens::{CELLS, SIDE, domino_index};
use super::state::{Link, SuDominoKu};
use crate::engine::words::cell_name;

/// A cell as every message names one, `r3c4` (the judge format's own
/// `C4` is for its input).
fn name(cell: usize) -> String {
    cell_name(cell / SIDE, cell % SIDE)
}

pub fn verify(state: &SuDominoKu) -> Result<(), String> {
    violations(state).into_iter().next().map_or(Ok(()), Err)
}

/// Every rule the grid breaks: the cells without a digit (then nothing
/// more is counted), or each unit, domino and single that is wrong.
pub fn violations(state: &SuDominoKu) -> Vec<String> {
    let mut found = Vec::new();
    let g = geometry();
    let digits: Vec<u8> = (0..CELLS)
        .map(|c| {
            let set = state.candidates(c);
            if set.count_ones() == 1 {
                set.trailing_zeros() as u8
            } else {
                0
            }
        })
        .collect();
    if let Some(cell) = digits.iter().position(|&d| d == 0) {
        let more = digits.iter().filter(|&&d| d == 0).count() - 1;
        let tail = if more > 0 {
            format!(", nor {more} more cells")
        } else {
            String::new()
        };
        return vec![format!("{} has no digit{tail}", name(cell))];
    }
    for (index, unit) in g.units.iter().enumerate() {
        let mut seen = 0u16;
        for &cell in unit {
            seen |= 1 << digits[cell];
        }
        if seen != 0b11_1111_1110 {
            let kind = ["row", "column", "box"][index / SIDE];
            found.push(format!("{kind} {} does not hold 1 to 9", index % SIDE + 1));
        }
    }
    let joined: Vec<[usize; 2]> = (0..g.edges.len())
        .filter(|&e| state.link(e) == Link::Joined)
        .map(|e| g.edges[e])
        .collect();
    let mut dominoes_at = vec![0; CELLS];
    let mut used = [false; 36];
    for &[a, b] in &joined {
        dominoes_at[a] += 1;
        dominoes_at[b] += 1;
        let (u, v) = (digits[a], digits[b]);
        if u == v || std::mem::replace(&mut used[domino_index(u, v)], true) {
            found.push(format!(
                "the domino {}-{} on {}-{} is not a new domino",
                u,
                v,
                name(a),
                name(b)
            ));
        }
    }
    let givens = &state.givens;
    for (d, &cell) in givens.singles.iter().enumerate() {
        if digits[cell] != d as u8 + 1 || dominoes_at[cell] != 0 {
            found.push(format!(
                "the single {} at {} is not alone",
                d + 1,
                name(cell)
            ));
        }
    }
    for cell in (0..CELLS).filter(|c| !givens.singles.contains(c)) {
        if dominoes_at[cell] != 1 {
            found.push(format!(
                "{} lies in {} dominoes",
                name(cell),
                dominoes_at[cell]
            ));
        }
    }
    for placed in &givens.dominoes {
        let [(a, u), (b, v)] = placed.halves;
        let laid = joined.contains(&[a.min(b), a.max(b)]);
        if !laid || digits[a] != u || digits[b] != v {
            found.push(format!(
                "the given domino {u} at {} and {v} at {} is not kept",
                name(a),
                name(b)
            ));
        }
    }
    found
}
