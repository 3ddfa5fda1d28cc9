//! The ways one place's four segments can be, as `corner_facts` reads
//! them: a dot (no line or two) or a cell (its number of lines, any
//! without one), with the facts at its corners and the links between its
//! segments cutting the ways down. A set of ways is a 16-bit mask, one
//! bit per way (way `w` has a line on segment `i` when bit `i` of `w` is
//! set), so every constraint is a constant mask and what holds in every
//! way left is read off their intersection.

use super::grid::{NONE, Seg};
use super::state::{Mark, Slink};

pub const AT_LEAST_ONE: u8 = 1;
pub const AT_MOST_ONE: u8 = 2;
pub const EXACTLY_ONE: u8 = AT_LEAST_ONE | AT_MOST_ONE;

pub type Ways = u16;

/// A place whose four segments one rule of the puzzle ties together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Dot(usize),
    Cell(usize),
}

/// What a place reads beyond its marks: a fact at one of its corners, a
/// link between two of its segments, or a segment its class decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    Fact(usize, u8),
    Linked(Seg, Seg, bool),
    ByClass(Seg, bool),
}

/// A place as the search reads it.
pub struct Local {
    pub segs: [Seg; 4],
    /// Bit n set: n lines among the four may hold.
    pub counts: u8,
    /// The corner id of each pair (segments `k >> 1` and `2 + (k & 1)`:
    /// top or bottom, or up or down, then left or right), when it is a
    /// cell's.
    pub corners: [Option<usize>; 4],
}

impl Local {
    /// Which of the four `s` is.
    pub fn index(&self, s: Seg) -> Option<usize> {
        self.segs.iter().position(|&x| x == s)
    }
}

/// The ways with a line on segment `i`.
const fn with_line(i: usize) -> Ways {
    let mut ways = 0;
    let mut w = 0;
    while w < 16 {
        if w & (1 << i) != 0 {
            ways |= 1 << w;
        }
        w += 1;
    }
    ways
}

/// The ways with `n` lines in the pair of corner `k`.
const fn pair_holds(k: usize, n: u32) -> Ways {
    let pair = (1 << (k >> 1)) | (1 << (2 + (k & 1)));
    let mut ways = 0;
    let mut w = 0u32;
    while w < 16 {
        if (w & pair).count_ones() == n {
            ways |= 1 << w;
        }
        w += 1;
    }
    ways
}

/// The ways with `n` lines in all.
const fn lines_in_all(n: u32) -> Ways {
    let mut ways = 0;
    let mut w = 0u32;
    while w < 16 {
        if w.count_ones() == n {
            ways |= 1 << w;
        }
        w += 1;
    }
    ways
}

pub const LINE: [Ways; 4] = [with_line(0), with_line(1), with_line(2), with_line(3)];
pub const NONE_IN_PAIR: [Ways; 4] = [
    pair_holds(0, 0),
    pair_holds(1, 0),
    pair_holds(2, 0),
    pair_holds(3, 0),
];
pub const BOTH_IN_PAIR: [Ways; 4] = [
    pair_holds(0, 2),
    pair_holds(1, 2),
    pair_holds(2, 2),
    pair_holds(3, 2),
];
const TOTAL: [Ways; 5] = [
    lines_in_all(0),
    lines_in_all(1),
    lines_in_all(2),
    lines_in_all(3),
    lines_in_all(4),
];

/// The ways where segments `i` and `j` are alike.
pub fn alike(i: usize, j: usize) -> Ways {
    !(LINE[i] ^ LINE[j])
}

/// The ways the count and the marks of `local` allow, the marks only of
/// the segments in `marked` (a bit per segment; the others read as open).
pub fn marked_ways(p: &Slink, local: &Local, marked: u8) -> Ways {
    let mut ways: Ways = 0;
    for (n, total) in TOTAL.iter().enumerate() {
        if local.counts & (1 << n) != 0 {
            ways |= total;
        }
    }
    for (i, &s) in local.segs.iter().enumerate() {
        let mark = if s == NONE {
            Mark::Cross
        } else if marked & (1 << i) != 0 {
            p.mark(s)
        } else {
            Mark::Unknown
        };
        match mark {
            Mark::Line => ways &= LINE[i],
            Mark::Cross => ways &= !LINE[i],
            Mark::Unknown => {}
        }
    }
    ways
}

/// `ways` cut down by `bits` known at pair `k`.
pub fn with_fact(ways: Ways, k: usize, bits: u8) -> Ways {
    let mut ways = ways;
    if bits & AT_LEAST_ONE != 0 {
        ways &= !NONE_IN_PAIR[k];
    }
    if bits & AT_MOST_ONE != 0 {
        ways &= !BOTH_IN_PAIR[k];
    }
    ways
}

/// `ways` cut down by what `read` says of `local` (nothing, when it is
/// not about `local`'s corners or segments).
pub fn with_read(ways: Ways, local: &Local, read: Read) -> Ways {
    match read {
        Read::Fact(c, bits) => match local.corners.iter().position(|&x| x == Some(c)) {
            Some(k) => with_fact(ways, k, bits),
            None => ways,
        },
        Read::Linked(a, b, opposite) => match (local.index(a), local.index(b)) {
            (Some(i), Some(j)) if opposite => ways & !alike(i, j),
            (Some(i), Some(j)) => ways & alike(i, j),
            _ => ways,
        },
        Read::ByClass(s, line) => match local.index(s) {
            Some(i) if line => ways & LINE[i],
            Some(i) => ways & !LINE[i],
            None => ways,
        },
    }
}

/// What pair `k` holds in every one of `ways`.
pub fn pair_bits_of(ways: Ways, k: usize) -> u8 {
    let mut bits = 0;
    if ways & NONE_IN_PAIR[k] == 0 {
        bits |= AT_LEAST_ONE;
    }
    if ways & BOTH_IN_PAIR[k] == 0 {
        bits |= AT_MOST_ONE;
    }
    bits
}

/// What segment `i` is in every one of `ways` (not empty), if the same.
pub fn seg_of(ways: Ways, i: usize) -> Option<bool> {
    if ways & !LINE[i] == 0 {
        Some(true)
    } else if ways & LINE[i] == 0 {
        Some(false)
    } else {
        None
    }
}

/// Places are numbered dots first, then cells.
pub fn place_of(dots: usize, index: usize) -> Place {
    if index < dots {
        Place::Dot(index)
    } else {
        Place::Cell(index - dots)
    }
}

/// The segments of `place` in order, the line counts it allows, and its
/// corners (a dot's corner is the one of the cell in that quarter).
pub fn local(p: &Slink, place: Place) -> Local {
    let grid = &p.board.grid;
    match place {
        Place::Cell(cell) => Local {
            segs: *grid.sides(cell),
            counts: p.board.clue(cell).map_or(0x1F, |n| 1 << n),
            corners: [0, 1, 2, 3].map(|k| Some(cell * 4 + k)),
        },
        Place::Dot(d) => Local {
            segs: *grid.dot_segs(d),
            counts: 0b101,
            corners: grid
                .dot_corners(d)
                .map(|c| (c != NONE).then_some(c as usize)),
        },
    }
}

/// The segments of the pair at `corner`.
pub fn corner_segs(p: &Slink, corner: usize) -> [Seg; 2] {
    p.board.grid.corner_sides(corner / 4, corner % 4)
}

/// The places (numbered as `place_of` reads them) that hold segment `s`.
pub fn places_of(p: &Slink, s: Seg, mut out: impl FnMut(usize)) {
    let grid = &p.board.grid;
    let dots = grid.dot_count();
    for d in grid.seg_dots(s) {
        out(d);
    }
    for cell in grid.seg_cells(s).into_iter().flatten() {
        out(dots + cell);
    }
}
