//! `window-patterns`: every way to finish one clue's window is tried
//! against all the clues around it; what every way that fits agrees on
//! holds.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::board::ones;
use super::super::state::{Paint, Pixel};
use super::paint_open;

pub struct WindowPatterns;

impl Rule<Pixel> for WindowPatterns {
    rule_record!("pixel", "window-patterns", Advanced, "Every way to paint a clue's undecided cells with the black cells it still needs is tried against each clue around it; a cell black in every way that fits is black, white in every way is white.";
        Pixel::cell_anchors
    );

    fn relevant(&self, p: &Pixel, cell: Anchor) -> bool {
        p.has_clue(cell) && !p.board.overlaps(cell).is_empty()
    }

    /// A pattern is a set of the window's undecided cells (bits, in the
    /// window's order) to paint black, as many as the clue still needs.
    /// It fits a neighbouring clue B when the black cells it gives B stay
    /// within what B still needs and leave B's other undecided cells
    /// enough room to make up the rest.
    fn derive(&self, p: &Pixel, a: Anchor, out: &mut Derived<Paint>) {
        // Where `relevant` says no, find nothing: a lone clue's ways
        // agree only on what the single-window rules see.
        if !self.relevant(p, a) {
            return;
        }
        let Some(clue) = p.clue(a) else { return };
        let open = p.open_bits(a);
        let need = (clue as usize).saturating_sub(p.black_in(a));
        if open == 0 || need > ones(open) {
            return;
        }
        // Per neighbouring clue: which open cells of this window it sees,
        // and how many of them may be black.
        // At most 24 clues lie within two rows and columns: a fixed array
        // spares an allocation on every look.
        let mut limits = [(0u16, 0u32, 0u32); 24];
        let mut count = 0;
        for overlap in p.board.overlaps(a) {
            let seen = open & overlap.here;
            let b = overlap.other as usize;
            let Some(clue_b) = p.clue(b) else { continue };
            if seen == 0 {
                continue;
            }
            let need_b = (clue_b as usize).saturating_sub(p.black_in(b)) as u32;
            let elsewhere = (p.open_in(b) - ones(seen)) as u32;
            let (least, most) = (need_b.saturating_sub(elsewhere), need_b);
            // A clue that allows every count its shared cells could hold
            // rules no way out: leave it out of the loop below.
            if least > 0 || (most as usize) < ones(seen) {
                limits[count] = (seen, least, most);
                count += 1;
            }
        }
        // With no clue around to rule a way out, every way fits, and ways
        // that each take some but not all of the cells agree on none.
        if count == 0 && need > 0 && need < ones(open) {
            return;
        }
        // Every subset of the open bits with `need` members.
        let mut always = u16::MAX;
        let mut ever = 0u16;
        let mut fitted = false;
        let mut pattern = open;
        loop {
            if ones(pattern) == need {
                let fits = limits[..count].iter().all(|&(seen, least, most)| {
                    let black = ones(pattern & seen) as u32;
                    least <= black && black <= most
                });
                if fits {
                    fitted = true;
                    always &= pattern;
                    ever |= pattern;
                }
            }
            if pattern == 0 {
                break;
            }
            pattern = (pattern - 1) & open;
        }
        if !fitted {
            out.refute(format!(
                "the {clue} at {} has no way to be met that the clues around it allow",
                p.name(a)
            ));
            return;
        }
        paint_open(p, a, always & open, true, out);
        paint_open(p, a, open & !ever, false, out);
    }
}
