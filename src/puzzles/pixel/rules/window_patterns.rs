//! `window-patterns`: every way to finish one clue's window is tried
//! against all the clues around it; what every way that fits agrees on
//! holds.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_meta;

use super::super::state::{Colour, Paint, Pixel};

pub struct WindowPatterns;

impl Rule<Pixel> for WindowPatterns {
    rule_meta!("window-patterns", Advanced, "Every way to paint a clue's undecided cells with the black cells it still needs is tried against each clue around it; a cell black in every way that fits is black, white in every way is white.";
        Pixel::cell_anchors
    );

    fn relevant(&self, p: &Pixel, cell: Anchor) -> bool {
        p.has_clue(cell) && p.board.overlapping_clues(cell).next().is_some()
    }

    /// A pattern is a set of the window's undecided cells (bits, in the
    /// window's order) to paint black, as many as the clue still needs.
    /// It fits a neighbouring clue B when the black cells it gives B stay
    /// within what B still needs and leave B's other undecided cells
    /// enough room to make up the rest.
    fn derive(&self, p: &Pixel, a: Anchor, out: &mut Derived<Paint>) {
        let board = &p.board;
        let Some(clue) = p.clue(a) else { return };
        let open: Vec<usize> = board
            .window(a)
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| p.colour(c) == Colour::Undecided)
            .collect();
        let need = clue as usize - p.black_in(a).min(clue as usize);
        if open.is_empty() || need > open.len() {
            return;
        }
        // Per neighbouring clue: which open cells it sees, and how many
        // of them may be black.
        let mut limits: Vec<(u32, u32, u32)> = Vec::new();
        for b in board.overlapping_clues(a) {
            let Some(clue_b) = p.clue(b) else { continue };
            let seen = open
                .iter()
                .enumerate()
                .filter(|&(_, &c)| board.in_window(b, c))
                .fold(0u32, |bits, (i, _)| bits | 1 << i);
            if seen == 0 {
                continue;
            }
            let need_b = clue_b as i64 - p.black_in(b) as i64;
            let elsewhere = p.open_in(b) as i64 - seen.count_ones() as i64;
            let least = (need_b - elsewhere).max(0) as u32;
            limits.push((seen, least, need_b.max(0) as u32));
        }
        let mut always = u32::MAX;
        let mut ever = 0u32;
        let full = (1u32 << open.len()) - 1;
        for pattern in (0..=full).filter(|s| s.count_ones() as usize == need) {
            let fits = limits.iter().all(|&(seen, least, most)| {
                let black = (pattern & seen).count_ones();
                least <= black && black <= most
            });
            if fits {
                always &= pattern;
                ever |= pattern;
            }
        }
        if always == u32::MAX {
            out.refute(format!(
                "the {clue} at {} has no way to be met that the clues around it allow",
                p.name(a)
            ));
            return;
        }
        for (i, &cell) in open.iter().enumerate() {
            let bit = 1 << i;
            if always & bit != 0 || ever & bit == 0 {
                out.push(Paint {
                    cell: cell as u32,
                    black: always & bit != 0,
                });
            }
        }
    }
}
