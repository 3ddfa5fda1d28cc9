//! `window-patterns`: every way to finish one clue's window is tried
//! against all the clues around it; what every way that fits agrees on
//! holds.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::board::{Overlap, ones};
use super::super::state::{Paint, Pixel};
use super::{and_list, needs_text, paint_open, painted_in};

pub struct WindowPatterns;

/// What a neighbouring clue asks of a pattern: the open cells of this
/// window it sees, and the least and most of them it allows black.
type Limit = (u16, u32, u32);

/// At most 24 clues lie within two rows and columns: fixed arrays spare
/// an allocation on every look.
const MOST_NEIGHBOURS: usize = 24;

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
    fn derive(&self, p: &Pixel, a: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) {
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
        let mut limits = [(0u16, 0u32, 0u32); MOST_NEIGHBOURS];
        let mut count = 0;
        for overlap in p.board.overlaps(a) {
            if let Some(limit) = limit(p, open, overlap) {
                limits[count] = limit;
                count += 1;
            }
        }
        let Some((always, ever)) = ways(open, need, &limits[..count]) else {
            out.refute(format!(
                "the {clue} at {} has no way to be met that the clues around it allow",
                p.name(a)
            ));
            if out.explaining() {
                explain(p, a, None, out);
            }
            return;
        };
        let (black, white) = (always & open, open & !ever);
        paint_open(p, a, black, true, out);
        paint_open(p, a, white, false, out);
        if out.explaining() && !out.is_empty() {
            explain(p, a, Some((black, white)), out);
        }
    }
}

/// Says why the step at `a` holds: the cells it paints `black` and
/// `white`, or with none its contradiction. It read the clue at `a` and
/// those around it whose limits the outcome needs: with the others left
/// out, the ways that fit still agree on these cells (or still none
/// fits). Apart, and cold: only a recorded trace asks, and the judge's
/// `derive` stays small.
#[cold]
#[inline(never)]
fn explain(
    p: &Pixel,
    a: Anchor,
    painted: Option<(u16, u16)>,
    out: &mut Derived<Paint, impl Why<Paint>>,
) {
    let clue = p.clue(a).unwrap_or(0);
    let open = p.open_bits(a);
    let need = (clue as usize).saturating_sub(p.black_in(a));
    let (limits, from): (Vec<Limit>, Vec<Anchor>) = p
        .board
        .overlaps(a)
        .iter()
        .filter_map(|overlap| Some((limit(p, open, overlap)?, overlap.other as usize)))
        .unzip();
    let used = needed(&limits, |limits| match painted {
        Some((black, white)) => ways(open, need, limits)
            .is_some_and(|(always, ever)| always & black == black && ever & white == 0),
        None => ways(open, need, limits).is_none(),
    });
    let around: Vec<Anchor> = used.iter().map(|&i| from[i]).collect();
    out.explain(|why| {
        why.given(a).marks(painted_in(p, a, |_| true));
        for &b in &around {
            why.given(b).marks(painted_in(p, b, |_| true));
        }
        if painted.is_none() {
            // The contradiction's reason is the one it gave.
            return;
        }
        let names: Vec<String> = around
            .iter()
            .map(|&b| format!("the {} at {}", p.clue(b).unwrap_or(0), p.name(b)))
            .collect();
        why.say(format!(
            "{}, and the ways to place them that {} {} all agree on these cells",
            needs_text(p, a, clue, need, ones(open)),
            and_list(&names),
            if names.len() == 1 { "allows" } else { "allow" }
        ));
    });
}

/// What the clue of `overlap` asks of the open cells `open` of this
/// window, unless it allows every count its shared cells could hold (it
/// then rules no way out).
#[inline(always)]
fn limit(p: &Pixel, open: u16, overlap: &Overlap) -> Option<Limit> {
    let seen = open & overlap.here;
    let b = overlap.other as usize;
    let clue_b = p.clue(b)?;
    if seen == 0 {
        return None;
    }
    let need_b = (clue_b as usize).saturating_sub(p.black_in(b)) as u32;
    let elsewhere = (p.open_in(b) - ones(seen)) as u32;
    let (least, most) = (need_b.saturating_sub(elsewhere), need_b);
    (least > 0 || (most as usize) < ones(seen)).then_some((seen, least, most))
}

/// Over every way to paint `need` of the cells `open` black that fits
/// `limits`: the cells black in all of them and those black in any; none
/// when no way fits.
#[inline(always)]
fn ways(open: u16, need: usize, limits: &[Limit]) -> Option<(u16, u16)> {
    // With no clue around to rule a way out, every way fits, and ways
    // that each take some but not all of the cells agree on none.
    if limits.is_empty() && need > 0 && need < ones(open) {
        return Some((0, open));
    }
    let mut always = u16::MAX;
    let mut ever = 0u16;
    let mut fitted = false;
    each_way(open, need, |pattern| {
        let fits = limits.iter().all(|&(seen, least, most)| {
            let black = ones(pattern & seen) as u32;
            least <= black && black <= most
        });
        if fits {
            fitted = true;
            always &= pattern;
            ever |= pattern;
        }
    });
    fitted.then_some((always, ever))
}

/// Calls `visit` with every way to take `need` of the cells `open` (bits
/// of a window of at most 9 cells), each once. It walks the sets of
/// `need` of the open cells' ranks, in increasing order as numbers
/// (Gosper's hack), and spreads each onto the window's bits three ranks
/// at a time: the work follows the ways there are, not the 2^open subsets.
#[inline(always)]
fn each_way(open: u16, need: usize, mut visit: impl FnMut(u16)) {
    let open = open & 511;
    let count = ones(open);
    if need > count {
        return;
    }
    if need == 0 {
        visit(0);
        return;
    }
    // spread[g][m]: the window bits of the ranks 3g.. picked by `m`.
    let mut spread = [[0u16; 8]; 3];
    let mut rest = open;
    for (group, table) in spread.iter_mut().enumerate() {
        for rank in 0..3 {
            if 3 * group + rank >= count {
                break;
            }
            let bit = rest & rest.wrapping_neg();
            rest &= rest - 1;
            for m in 1 << rank..2 << rank {
                table[m] = table[m & !(1 << rank)] | bit;
            }
        }
    }
    let end = 1u32 << count;
    let mut ranks = (1u32 << need) - 1;
    while ranks < end {
        let r = ranks as usize;
        visit(spread[0][r & 7] | spread[1][(r >> 3) & 7] | spread[2][r >> 6]);
        let low = ranks & ranks.wrapping_neg();
        let up = ranks + low;
        ranks = up | (((up ^ ranks) / low) >> 2);
    }
}

/// The indices of a small part of `limits` that still `suffices`: each
/// limit is left out in turn, and stays out when the rest suffice.
fn needed(limits: &[Limit], suffices: impl Fn(&[Limit]) -> bool) -> Vec<usize> {
    let mut kept: Vec<usize> = (0..limits.len()).collect();
    let mut i = kept.len();
    while i > 0 {
        i -= 1;
        let without: Vec<Limit> = kept
            .iter()
            .filter(|&&k| k != kept[i])
            .map(|&k| limits[k])
            .collect();
        if suffices(&without) {
            kept.remove(i);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_way_visits_every_subset_of_the_size_once_in_any_window() {
        for open in 0u16..512 {
            for need in 0..=10 {
                let mut seen = Vec::new();
                each_way(open, need, |pattern| seen.push(pattern));
                seen.sort_unstable();
                let expected: Vec<u16> = (0u16..512)
                    .filter(|&s| s & !open == 0 && ones(s) == need)
                    .collect();
                assert_eq!(seen, expected, "open {open:09b}, need {need}");
            }
        }
    }
}
