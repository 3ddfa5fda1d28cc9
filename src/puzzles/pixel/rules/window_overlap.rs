//! `window-overlap`: two clues whose windows share undecided cells bound
//! how many of the shared cells are black; the bounds can force the
//! shared cells or the cells only one window holds.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_meta;

use super::super::state::{Colour, Paint, Pixel};
use super::paint_open;

pub struct WindowOverlap;

impl Rule<Pixel> for WindowOverlap {
    rule_meta!("window-overlap", Intermediate, "Two clues whose windows overlap: the black cells each still needs, and the undecided cells only it sees, bound the black cells of the shared part, and the bounds can make the shared part or either private part all black or all white.";
        Pixel::cell_anchors
    );

    fn relevant(&self, p: &Pixel, cell: Anchor) -> bool {
        p.has_clue(cell) && p.board.overlapping_clues(cell).next().is_some()
    }

    /// For the clue here (A) and each clue B whose window overlaps it: A
    /// still needs `need_a` black cells among its undecided cells, of
    /// which `shared` lie in B's window too and `own_a` do not; likewise
    /// B. The shared part then holds from `low` to `high` black cells:
    /// at least what A needs beyond its own cells (and B), at most what
    /// either needs and the part's size.
    fn derive(&self, p: &Pixel, a: Anchor, out: &mut Derived<Paint>) {
        let board = &p.board;
        let Some(clue_a) = p.clue(a) else { return };
        let need_a = clue_a as usize - p.black_in(a).min(clue_a as usize);
        let open = |c: &&u32| p.colour(**c as usize) == Colour::Undecided;
        for b in board.overlapping_clues(a) {
            let Some(clue_b) = p.clue(b) else { continue };
            let need_b = clue_b as usize - p.black_in(b).min(clue_b as usize);
            let in_b = |c: usize| board.in_window(b, c);
            let shared = board
                .window(a)
                .iter()
                .filter(open)
                .filter(|&&c| in_b(c as usize))
                .count();
            if shared == 0 {
                continue;
            }
            let own_a = p.open_in(a) - shared;
            let own_b = p.open_in(b) - shared;
            let low = need_a
                .saturating_sub(own_a)
                .max(need_b.saturating_sub(own_b));
            let high = shared.min(need_a).min(need_b);
            if low > high {
                out.refute(format!(
                    "the {clue_a} at {} and the {clue_b} at {} cannot both be met: \
                     their shared cells would need at least {low} black cells and allow at most {high}",
                    p.name(a),
                    p.name(b)
                ));
                return;
            }
            let a_cells = || board.window(a).iter().map(|&c| c as usize);
            let b_cells = || board.window(b).iter().map(|&c| c as usize);
            let a_only = || a_cells().filter(|&c| !in_b(c));
            let b_only = || b_cells().filter(|&c| !board.in_window(a, c));
            let both = || a_cells().filter(|&c| in_b(c));
            // The shared part.
            if low == shared {
                paint_open(p, both(), true, out);
            } else if high == 0 {
                paint_open(p, both(), false, out);
            }
            // Each private part holds what its clue needs beyond the
            // shared part: from need - high to need - low.
            for (need, own, cells) in [(need_a, own_a, 0), (need_b, own_b, 1)] {
                if own == 0 {
                    continue;
                }
                let black = if need - low == 0 {
                    false
                } else if need - high == own {
                    true
                } else {
                    continue;
                };
                if cells == 0 {
                    paint_open(p, a_only(), black, out);
                } else {
                    paint_open(p, b_only(), black, out);
                }
            }
        }
    }
}
