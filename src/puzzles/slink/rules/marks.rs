//! Small readings and conclusions shared by the Slitherlink rules, and the
//! words and premises their explanations share (used only while a trace is
//! recorded).

use crate::engine::words::push_number;
pub use crate::engine::words::{counted, write_counted};
use crate::engine::{Derived, Finding, Why};

use super::super::grid::{CORNER_NAMES, CORNERS, NONE, Seg};
use super::super::state::{Mark, SegMark, Slink};

pub fn crossed(p: &Slink, s: Seg) -> bool {
    p.is(s, Mark::Cross)
}
pub fn lined(p: &Slink, s: Seg) -> bool {
    p.is(s, Mark::Line)
}
pub fn open(p: &Slink, s: Seg) -> bool {
    p.is(s, Mark::Unknown)
}

/// Concludes `line` (or cross) for every open segment of `segs`; true
/// when that is news, so that a rule knows which of its patterns to
/// explain.
pub fn conclude(
    p: &Slink,
    segs: &[Seg],
    line: bool,
    out: &mut Derived<SegMark, impl Why<SegMark>>,
) -> bool {
    let mut news = false;
    for &s in segs {
        if open(p, s) {
            let effect = SegMark { seg: s, line };
            // Only an explanation asks whether another pattern of the rule
            // found this already: the effect stays with that pattern's
            // finding, and a pattern with nothing new makes no finding of
            // its own. Judge output skips the search.
            news |= !out.explaining() || !out.contains(&effect);
            out.push(effect);
        }
    }
    news
}

/// Both outward segments crossed: the loop cannot pass this corner outward.
pub fn closed(p: &Slink, outward: [Seg; 2]) -> bool {
    outward.iter().all(|&s| crossed(p, s))
}

/// One outward segment is a line and the other crossed: the loop arrives
/// at this corner from outside and must go on along the cell's sides.
pub fn entered(p: &Slink, [a, b]: [Seg; 2]) -> bool {
    (lined(p, a) && crossed(p, b)) || (lined(p, b) && crossed(p, a))
}

/// One segment crossed and the other open: the open one, if any.
pub fn last_open(p: &Slink, [a, b]: [Seg; 2]) -> Option<Seg> {
    match (crossed(p, a), crossed(p, b)) {
        (true, false) if open(p, b) => Some(b),
        (false, true) if open(p, a) => Some(a),
        _ => None,
    }
}

/// The crossed one of two segments (the first if both are).
pub fn crossed_of(p: &Slink, [a, b]: [Seg; 2]) -> Seg {
    if crossed(p, a) { a } else { b }
}

/// The corners of `cell` when it shows `clue`, none otherwise: where the
/// corner rules of one number look.
pub fn corners_of(p: &Slink, cell: usize, clue: u8) -> impl Iterator<Item = usize> {
    (p.board.clue(cell) == Some(clue))
        .then_some(CORNERS)
        .into_iter()
        .flatten()
}

/// The cell shows `clue`: what the rules of one number ask before anything.
pub fn shows(p: &Slink, cell: usize, clue: u8) -> bool {
    p.board.clue(cell) == Some(clue)
}

// What follows builds explanations: it runs inside `Derived::explain`
// only, so it may allocate and format freely.

/// The decided mark of a segment on the grid (a premise as it holds now).
pub fn held(p: &Slink, s: Seg) -> SegMark {
    SegMark {
        seg: s,
        line: lined(p, s),
    }
}

/// The marks among `segs` that are `mark`. A segment off the grid is
/// crossed without a mark being made, so it is never a premise.
pub fn marks_among(p: &Slink, segs: &[Seg], mark: Mark) -> Vec<SegMark> {
    held_among(p, segs, mark).collect()
}

/// `marks_among` without the list, for a premise list to take directly.
pub fn held_among<'a>(
    p: &'a Slink,
    segs: &'a [Seg],
    mark: Mark,
) -> impl Iterator<Item = SegMark> + 'a {
    segs.iter()
        .copied()
        .filter(move |&s| s != NONE && p.is(s, mark))
        .map(|s| held(p, s))
}

/// The decided marks among `segs` (lines and crosses, in order).
pub fn decided_among(p: &Slink, segs: &[Seg]) -> Vec<SegMark> {
    segs.iter()
        .copied()
        .filter(|&s| s != NONE && !open(p, s))
        .map(|s| held(p, s))
        .collect()
}

pub use crate::engine::words::join_and;

/// The names of segments on the grid, joined for a sentence as
/// `join_and` joins words. Written into one string: nearly every recorded
/// step names segments, and a string per name cost more than the rest of
/// the step's words.
pub fn seg_names(p: &Slink, segs: impl IntoIterator<Item = Seg>) -> String {
    let mut out = String::with_capacity(32);
    write_seg_names(p, segs, &mut out);
    out
}

/// `seg_names`, written onto `out`.
pub fn write_seg_names(p: &Slink, segs: impl IntoIterator<Item = Seg>, out: &mut String) {
    let mut segs = segs.into_iter().filter(|&s| s != NONE).peekable();
    let mut first = true;
    while let Some(s) = segs.next() {
        if !first {
            out.push_str(if segs.peek().is_some() { ", " } else { " and " });
        }
        first = false;
        p.board.grid.write_seg_name(s, out);
    }
}

/// How crossed ways read: "r1c2 left and r2c1 top crossed", "r1c1 top
/// crossed and 1 way off the grid", "both ways off the grid" (one way
/// alone is the other of a pair: "the other way off the grid").
pub fn crossed_text(p: &Slink, segs: &[Seg]) -> String {
    let mut out = String::with_capacity(32);
    write_crossed_text(p, segs.iter().copied(), &mut out);
    out
}

/// `crossed_text` of the segments `segs` gives, written onto `out`: a
/// step's reason is made in one string.
pub fn write_crossed_text(p: &Slink, segs: impl Iterator<Item = Seg> + Clone, out: &mut String) {
    let off = segs.clone().filter(|&s| s == NONE).count();
    let mut real = segs.filter(|&s| s != NONE).peekable();
    if real.peek().is_none() {
        match off {
            1 => out.push_str("the other way off the grid"),
            2 => out.push_str("both ways off the grid"),
            _ => {
                push_number(out, off);
                out.push_str(" ways off the grid");
            }
        }
        return;
    }
    write_seg_names(p, real, out);
    out.push_str(" crossed");
    if off > 0 {
        out.push_str(" and ");
        write_counted(off, "way", "ways", out);
        out.push_str(" off the grid");
    }
}

/// A clue as a person points at it: "the 3 at r2c2".
/// Written as `seg_names` is, without the formatting machinery: most
/// reasons begin with one.
pub fn clue_name(p: &Slink, cell: usize) -> String {
    let mut out = String::with_capacity(16);
    write_clue_name(p, cell, &mut out);
    out
}

/// `clue_name`, written onto `out`.
pub fn write_clue_name(p: &Slink, cell: usize, out: &mut String) {
    out.push_str("the ");
    push_number(out, p.board.clue(cell).unwrap_or(0) as usize);
    out.push_str(" at ");
    p.board.grid.write_cell_name(cell, out);
}

/// "its tl corner is closed (r1c2 left and r2c1 top crossed)".
pub fn closed_corner_text(p: &Slink, cell: usize, k: usize) -> String {
    let outward = p.board.grid.outward(cell, k);
    format!(
        "its {} corner is closed ({})",
        CORNER_NAMES[k],
        crossed_text(p, &outward)
    )
}

/// "a line arrives at its tl corner along r1c2 left (r2c1 top crossed)".
pub fn entered_corner_text(p: &Slink, cell: usize, k: usize) -> String {
    let [a, b] = p.board.grid.outward(cell, k);
    let (line, other) = if lined(p, a) { (a, b) } else { (b, a) };
    format!(
        "a line arrives at its {} corner along {} ({})",
        CORNER_NAMES[k],
        p.board.grid.seg_name(line),
        crossed_text(p, &[other])
    )
}

/// Premises of a closed corner: its outward crosses.
pub fn closed_corner_marks(p: &Slink, cell: usize, k: usize, why: &mut Finding<SegMark>) {
    why.marks(marks_among(p, &p.board.grid.outward(cell, k), Mark::Cross));
}

/// Premises of an entered corner: the line arriving and the other cross.
pub fn entered_corner_marks(p: &Slink, cell: usize, k: usize, why: &mut Finding<SegMark>) {
    why.marks(decided_among(p, &p.board.grid.outward(cell, k)));
}

/// A rule that reads one corner pattern at a time on a `clue`: `fires`
/// concludes what the pattern at corner `k` gives (true when that is
/// news), and `corner` says why (its premises and its words). Each corner
/// that fires is a finding of its own: the corners of a clue are
/// separate reasons, with separate premises.
#[inline]
pub fn corner_rule<W: Why<SegMark>>(
    p: &Slink,
    cell: usize,
    clue: u8,
    out: &mut Derived<SegMark, W>,
    mut fires: impl FnMut(usize, &mut Derived<SegMark, W>) -> bool,
    corner: impl Fn(usize, &mut Finding<SegMark>) -> String,
) {
    for k in corners_of(p, cell, clue) {
        if fires(k, out) {
            explain_clue(p, cell, |why| corner(k, why), out);
        }
    }
}

/// Says why the effects pushed since the last finding hold, for one
/// pattern on the clue at `cell`: the clue, then what `words` reads and
/// says of the pattern, as `"the 3 at r2c2: <words>"`.
#[inline(always)]
pub fn explain_clue(
    p: &Slink,
    cell: usize,
    words: impl FnOnce(&mut Finding<SegMark>) -> String,
    out: &mut Derived<SegMark, impl Why<SegMark>>,
) {
    out.explain(|why| {
        why.given(cell);
        let words = words(why);
        why.say(format!("{}: {words}", clue_name(p, cell)));
    });
}

/// Says why the effects pushed since the last finding hold, for a rule
/// that pairs the clue at `cell` with the clue at `other`: both clues,
/// and `words`. Each partner is a finding of its own.
#[inline(always)]
pub fn explain_pair(
    cell: usize,
    other: usize,
    words: impl FnOnce() -> String,
    out: &mut Derived<SegMark, impl Why<SegMark>>,
) {
    out.explain(|why| {
        why.given(cell).given(other).say(words());
    });
}
