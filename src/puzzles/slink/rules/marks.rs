//! Small readings and conclusions shared by the Slitherlink rules.

use crate::engine::Derived;

use super::super::grid::{CORNERS, Seg};
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

/// Concludes `line` (or cross) for every open segment of `segs`.
pub fn conclude(p: &Slink, segs: &[Seg], line: bool, out: &mut Derived<SegMark>) {
    for &s in segs {
        if open(p, s) {
            out.push(SegMark { seg: s, line });
        }
    }
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
