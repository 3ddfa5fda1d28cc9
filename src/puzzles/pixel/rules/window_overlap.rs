//! `window-overlap`: two clues whose windows share undecided cells bound
//! how many of the shared cells are black; the bounds can force the
//! shared cells or the cells only one window holds.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::board::ones;
use super::super::state::{Paint, Pixel, black_cells};
use super::{cells_word, needs_text, paint_open, painted_in_all, settle};

pub struct WindowOverlap;

impl Rule<Pixel> for WindowOverlap {
    rule_record!("pixel", "window-overlap", Intermediate, "Two clues whose windows overlap: the black cells each still needs, and the undecided cells only it sees, bound the black cells of the shared part, and the bounds can make the shared part or either private part all black or all white.";
        Pixel::cell_anchors
    );

    fn relevant(&self, p: &Pixel, cell: Anchor) -> bool {
        p.has_clue(cell) && !p.board.overlaps(cell).is_empty()
    }

    /// For the clue here (A) and each clue B whose window overlaps it: A
    /// still needs `need_a` black cells among its undecided cells, of
    /// which `shared` lie in B's window too and `own_a` do not; likewise
    /// B. The shared part then holds from `low` to `high` black cells:
    /// at least what A needs beyond its own cells (and B), at most what
    /// either needs and the part's size. Each private part holds what its
    /// clue needs beyond the shared part. The first pair (in reading
    /// order of the other clue) that forces something is the step.
    fn derive(&self, p: &Pixel, a: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) {
        if out.explaining() {
            self.derive_and_explain(p, a, out);
        } else {
            find(p, a, out);
        }
    }
}

/// The rule's search at `a`: the effects of the first pair that forces
/// something, or its contradiction; and that pair, with its counts.
#[inline(always)]
fn find(p: &Pixel, a: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) -> Option<Pair> {
    let clue_a = p.clue(a)?;
    let open_a = p.open_bits(a);
    let need_a = (clue_a as usize).saturating_sub(p.black_in(a));
    for overlap in p.board.overlaps(a) {
        let b = overlap.other as usize;
        let shared_bits = open_a & overlap.here;
        let shared = ones(shared_bits);
        if shared == 0 {
            continue;
        }
        let Some(clue_b) = p.clue(b) else { continue };
        let open_b = p.open_bits(b);
        let need_b = (clue_b as usize).saturating_sub(p.black_in(b));
        let own_a = ones(open_a) - shared;
        let own_b = ones(open_b) - shared;
        let low = need_a
            .saturating_sub(own_a)
            .max(need_b.saturating_sub(own_b));
        let high = shared.min(need_a).min(need_b);
        let pair = || Pair {
            b,
            clue_a,
            clue_b,
            need_a,
            need_b,
            open_a: ones(open_a),
            open_b: ones(open_b),
            shared,
            low,
            high,
        };
        if low > high {
            out.refute(format!(
                "the {clue_a} at {} and the {clue_b} at {} cannot both be met: \
                 their shared cells would need at least {} and allow at most {high}",
                p.name(a),
                p.name(b),
                black_cells(low)
            ));
            return Some(pair());
        }
        if low == shared {
            paint_open(p, a, shared_bits, true, out);
        } else if high == 0 {
            paint_open(p, a, shared_bits, false, out);
        }
        let parts = [
            (a, need_a, open_a & !overlap.here),
            (b, need_b, open_b & !overlap.there),
        ];
        for (centre, need, own) in parts {
            let count = ones(own);
            if count == 0 {
                continue;
            }
            if need == low {
                paint_open(p, centre, own, false, out);
            } else if need - high == count {
                paint_open(p, centre, own, true, out);
            }
        }
        // One pair per step: the step then reads as one pair of windows,
        // and no two pairs can ask for a cell both ways.
        if !out.is_empty() {
            return Some(pair());
        }
    }
    None
}

/// The pair of clues a step read, A (at the anchor) and B, with the
/// counts its reason gives.
struct Pair {
    b: Anchor,
    clue_a: u8,
    clue_b: u8,
    /// The black cells each still needs.
    need_a: usize,
    need_b: usize,
    /// The undecided cells of each window, and of both.
    open_a: usize,
    open_b: usize,
    shared: usize,
    /// The bounds on the shared cells' black cells.
    low: usize,
    high: usize,
}

impl WindowOverlap {
    /// `find`, and then why its pair's step holds. Apart, and cold: only
    /// a recorded trace asks, and the judge's `derive` is `find` alone.
    #[cold]
    #[inline(never)]
    fn derive_and_explain(&self, p: &Pixel, a: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) {
        if let Some(pair) = find(p, a, out) {
            self.explain(p, a, &pair, out);
        }
    }

    /// Says why the step of `pair` holds (its effects, or with none its
    /// contradiction).
    fn explain(
        &self,
        p: &Pixel,
        a: Anchor,
        pair: &Pair,
        out: &mut Derived<Paint, impl Why<Paint>>,
    ) {
        let effects = out.to_vec();
        let b = pair.b;
        out.explain(|why| {
            why.givens([a, b]).marks(self.premises(p, a, b, &effects));
            if effects.is_empty() {
                // The contradiction's reason is the one it gave.
                return;
            }
            let bound = if pair.low == pair.high {
                format!("exactly {}", pair.low)
            } else {
                format!("from {} to {}", pair.low, pair.high)
            };
            why.say(format!(
                "{}, {}, and the {} {} they share hold {bound} black",
                needs_text(p, a, pair.clue_a, pair.need_a, pair.open_a),
                needs_text(p, b, pair.clue_b, pair.need_b, pair.open_b),
                pair.shared,
                cells_word(pair.shared)
            ));
        });
    }

    /// What the step of the pair `a`, `b` read: the decided cells of both
    /// windows, which set the counts, less those it does without (see
    /// `settle`). On those alone an earlier pair of `a` may fire first;
    /// then the decided cells of the earlier pairs' windows, which keep
    /// them silent, are read too.
    fn premises(&self, p: &Pixel, a: Anchor, b: Anchor, effects: &[Paint]) -> Vec<Paint> {
        let mut marks = painted_in_all(p, &[a, b]);
        if !settle(self, p, a, &mut marks, effects) {
            let earlier = p.board.overlaps(a).iter().map(|o| o.other as usize);
            let mut centres: Vec<Anchor> = earlier.take_while(|&o| o != b).collect();
            centres.extend([a, b]);
            marks = painted_in_all(p, &centres);
            settle(self, p, a, &mut marks, effects);
        }
        marks
    }
}
