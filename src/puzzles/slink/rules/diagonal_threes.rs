//! `diagonal-threes`: two 3s touching at a corner.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{clue_name, conclude, explain_pair, shows};

pub struct DiagonalThrees;

impl Rule<Slink> for DiagonalThrees {
    rule_record!("slink",
        "diagonal-threes",
        Intermediate,
        "Two 3s touching at one dot: each has lines on the two sides at its corner farthest from the other.";
        Slink::cell_anchors
    );

    /// Anchored at the upper 3 of each pair: its lower corners (2, 3).
    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 3)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let board = &p.board;
        if board.clue(cell) != Some(3) {
            return;
        }
        // Partners across the lower left and lower right corners, each a
        // finding of its own.
        for shared in [2, 3] {
            let Some(other) = board.grid.diagonal(cell, shared) else {
                continue;
            };
            if board.clue(other) == Some(3) {
                // The shared dot is corner `shared` of this cell and the
                // opposite corner of the other: the far corners are swapped.
                let own = conclude(p, &board.grid.corner_sides(cell, 3 - shared), true, out);
                let theirs = conclude(p, &board.grid.corner_sides(other, shared), true, out);
                if own || theirs {
                    explain_pair(cell, other, || pair_words(p, cell, other), out);
                }
            }
        }
    }
}

/// "the 3 at r1c1 and the 3 at r2c2 touch at one dot, so ...".
fn pair_words(p: &Slink, cell: usize, other: usize) -> String {
    format!(
        "{} and {} touch at one dot, so each has lines on both sides of its corner farthest from the other",
        clue_name(p, cell),
        clue_name(p, other)
    )
}
