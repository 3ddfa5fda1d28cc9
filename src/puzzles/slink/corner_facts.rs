//! Corner facts: what is known of the two sides a cell has at one of its
//! corners short of deciding either, that at least one of them is a line,
//! or at most one (both: exactly one). Simon Tatham's Loopy keeps them
//! ("dlines"); a person sees them in the classic chains (a loop entering
//! a 2 at one corner leaves it at the opposite one, and so on along a
//! diagonal of 2s).
//!
//! Two kinds of place tie four segments together: a dot, whose segments
//! hold no line or two, and a cell, whose sides hold its number of lines
//! (any number, without one). A corner belongs to one place of each kind,
//! the cell and the dot, and its fact is what they tell each other: each
//! place works out, from its marks and the facts at its corners, every
//! way its four segments can be, and keeps what holds in all of them, a
//! new fact at a corner or a segment decided. That wakes the place across
//! the corner, until no place learns anything more.
//!
//! A segment decided this way is kept apart (a conclusion, not a mark to
//! reason from): the rules that read marks go on from it more simply than
//! this can.

use super::grid::{NONE, Seg};
use super::state::{Mark, Slink};

pub const AT_LEAST_ONE: u8 = 1;
pub const AT_MOST_ONE: u8 = 2;
pub const EXACTLY_ONE: u8 = AT_LEAST_ONE | AT_MOST_ONE;

/// No derivation: a fact that the marks of its two sides give.
const FROM_MARKS: u32 = u32::MAX;

/// A place whose four segments one rule of the puzzle ties together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Dot(usize),
    Cell(usize),
}

/// How a place learnt what it did: the facts at its corners it read
/// (corner, bits), beyond its marks.
#[derive(Debug)]
pub struct Derivation {
    pub place: Place,
    pub read: Vec<(usize, u8)>,
}

/// What a derivation gives: a fact at a corner, a segment decided, or
/// that no way is left at its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    Pair(usize, u8),
    Seg(Seg, bool),
    NoWay,
}

/// Whether `goal` follows at `local` from the marks of its segments in
/// `marked` (a bit per segment) and the facts `read`.
fn holds(p: &Slink, local: &Local, marked: u8, read: &[(usize, u8)], goal: Goal) -> bool {
    let ways = ways_of(p, local, marked, |c| {
        read.iter()
            .filter(|&&(r, _)| r == c)
            .fold(0, |bits, &(_, b)| bits | b)
    });
    match goal {
        Goal::NoWay => ways == 0,
        Goal::Pair(corner, bits) => {
            let Some(i) = local.corners.iter().position(|&c| c == Some(corner)) else {
                return false;
            };
            pair_bits_of(ways, i) & bits == bits
        }
        Goal::Seg(s, line) => {
            let Some(i) = local.segs.iter().position(|&x| x == s) else {
                return false;
            };
            if line {
                ways & !LINE[i] == 0
            } else {
                ways & LINE[i] == 0
            }
        }
    }
}

/// One place of a chain: the marks of it that it needs, and what it
/// gives on.
pub struct Link {
    pub place: Place,
    pub marks: Vec<Seg>,
    pub gives: Vec<Goal>,
}

/// A segment the facts decide, and the derivation that decides it.
#[derive(Clone, Copy, Debug)]
pub struct Conclusion {
    /// Where it was decided.
    pub place: Place,
    pub seg: Seg,
    pub line: bool,
    pub derivation: usize,
}

/// The facts of every corner, worked out to a standstill from a state.
pub struct CornerFacts {
    /// Per corner (`cell * 4 + k`, `k` as `grid::CORNERS`): its bits.
    facts: Vec<u8>,
    /// Per corner and bit: the derivation that found it (`FROM_MARKS`).
    origin: Vec<[u32; 2]>,
    /// Kept only when `explain` was asked for; indices otherwise 0.
    derivations: Vec<Derivation>,
    pub conclusions: Vec<Conclusion>,
    /// No way is left: at a place (the derivation that saw it), or for a
    /// segment two places decide both ways (each's derivation).
    pub broken: Option<Vec<(usize, Goal)>>,
}

/// A place as the search reads it.
struct Local {
    segs: [Seg; 4],
    /// Bit n set: n lines among the four may hold.
    counts: u8,
    /// The corner id of each pair (segments `k >> 1` and `2 + (k & 1)`:
    /// top or bottom, or up or down, then left or right), when it is a
    /// cell's.
    corners: [Option<usize>; 4],
}

/// Sets of ways a place's four segments can be, one bit per way (way
/// `w` has a line on segment `i` when bit `i` of `w` is set): what the
/// marks, the count and each fact allow is a constant mask, and what
/// holds in every way left is read off their intersection.
type Ways = u16;

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

const LINE: [Ways; 4] = [with_line(0), with_line(1), with_line(2), with_line(3)];
const NONE_IN_PAIR: [Ways; 4] = [
    pair_holds(0, 0),
    pair_holds(1, 0),
    pair_holds(2, 0),
    pair_holds(3, 0),
];
const BOTH_IN_PAIR: [Ways; 4] = [
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

impl CornerFacts {
    /// Works the facts out for `p`; `explain` keeps how each was found.
    /// Without, the work starts from what `p`'s memory kept of an earlier
    /// state on the way to this one (facts only grow with marks), and the
    /// places the marks since touch.
    pub fn of(p: &Slink, explain: bool) -> CornerFacts {
        let grid = &p.board.grid;
        let corners = grid.cell_count() * 4;
        let dots = grid.dot_count();
        let places = dots + grid.cell_count();
        let mut this = CornerFacts {
            facts: Vec::new(),
            origin: if explain {
                vec![[FROM_MARKS; 2]; corners]
            } else {
                Vec::new()
            },
            derivations: Vec::new(),
            conclusions: Vec::new(),
            broken: None,
        };
        let mut queued = vec![false; places];
        let mut queue = std::collections::VecDeque::new();
        // Places that decided segments when the kept facts were found.
        let mut pending = Vec::new();
        let since = if explain {
            this.facts = vec![0; corners];
            0
        } else {
            p.corner_memory()
                .latest(p.marked_count(), &mut this.facts, &mut pending)
        };
        if since == 0 && !explain {
            this.facts.clear();
            this.facts.resize(corners, 0);
        }
        if since == 0 {
            for corner in 0..corners {
                this.facts[corner] = marked_bits(p, corner);
            }
            queue.extend(0..places);
            queued.fill(true);
        } else {
            for n in since..p.marked_count() {
                let s = p.marked_at(n).expect("counted");
                for cell in grid.seg_cells(s).into_iter().flatten() {
                    for k in 0..4 {
                        let corner = cell * 4 + k;
                        if grid.corner_sides(cell, k).contains(&s) {
                            this.facts[corner] |= marked_bits(p, corner);
                        }
                    }
                    wake(&mut queue, &mut queued, dots + cell);
                }
                for d in grid.seg_dots(s) {
                    wake(&mut queue, &mut queued, d);
                }
            }
        }
        // The places looked at: with those that decided something before,
        // the only ones that can decide something now.
        let mut looked = if since == 0 { Vec::new() } else { pending };
        while let Some(index) = queue.pop_front() {
            queued[index] = false;
            if since != 0 {
                looked.push(index as u32);
            }
            let place = place_of(dots, index);
            let local = local(p, place);
            let ways = this.ways(p, &local);
            if ways == 0 {
                this.broken = Some(vec![(this.derive(place, &local, explain), Goal::NoWay)]);
                return this;
            }
            let mut derivation = None;
            for (i, corner) in local.corners.iter().enumerate() {
                let Some(corner) = *corner else { continue };
                let new = pair_bits_of(ways, i) & !this.facts[corner];
                if new == 0 {
                    continue;
                }
                let found = *derivation.get_or_insert_with(|| this.derive(place, &local, explain));
                this.facts[corner] |= new;
                if explain {
                    for bit in 0..2 {
                        if new & (1 << bit) != 0 {
                            this.origin[corner][bit] = found as u32;
                        }
                    }
                }
                // The corner's other place learns of it.
                let across = match place {
                    Place::Dot(_) => dots + corner / 4,
                    Place::Cell(_) => grid.corner_dot(corner / 4, corner % 4),
                };
                wake(&mut queue, &mut queued, across);
            }
        }
        if since == 0 {
            looked.extend(0..places as u32);
        } else {
            looked.sort_unstable();
            looked.dedup();
        }
        let deciding = this.conclude(p, &looked, explain);
        if !explain && this.broken.is_none() {
            p.corner_memory()
                .keep(p.marked_count(), &this.facts, &deciding);
        }
        this
    }

    /// The segments the facts decide at `places` (in order: the same
    /// however the facts were reached), or the contradiction of one
    /// segment decided both ways; returns the places that decide some.
    fn conclude(&mut self, p: &Slink, places: &[u32], explain: bool) -> Vec<u32> {
        let dots = p.board.grid.dot_count();
        let mut decided: Vec<(Seg, bool, usize)> = Vec::new();
        let mut deciding = Vec::new();
        for &index in places {
            let place = place_of(dots, index as usize);
            let local = local(p, place);
            if local
                .segs
                .iter()
                .all(|&s| s == NONE || p.mark(s) != Mark::Unknown)
            {
                continue;
            }
            let ways = self.ways(p, &local);
            let mut derivation = None;
            for (i, &s) in local.segs.iter().enumerate() {
                if s == NONE || p.mark(s) != Mark::Unknown {
                    continue;
                }
                let line = if ways & !LINE[i] == 0 {
                    true
                } else if ways & LINE[i] == 0 {
                    false
                } else {
                    continue;
                };
                let found = *derivation.get_or_insert_with(|| {
                    deciding.push(index);
                    self.derive(place, &local, explain)
                });
                match decided.iter().find(|&&(d, _, _)| d == s) {
                    None => {
                        decided.push((s, line, found));
                        self.conclusions.push(Conclusion {
                            place,
                            seg: s,
                            line,
                            derivation: found,
                        });
                    }
                    Some(&(_, before, first)) if before != line => {
                        // Two places decide it both ways: no way is left.
                        self.broken = Some(vec![
                            (first, Goal::Seg(s, before)),
                            (found, Goal::Seg(s, line)),
                        ]);
                        self.conclusions.clear();
                        return deciding;
                    }
                    Some(_) => {}
                }
            }
        }
        deciding
    }

    /// Records that `place` learnt something from what it reads now.
    fn derive(&mut self, place: Place, local: &Local, explain: bool) -> usize {
        if !explain {
            return 0;
        }
        let read = local
            .corners
            .iter()
            .flatten()
            .map(|&c| (c, self.facts[c]))
            .filter(|&(_, bits)| bits != 0)
            .collect();
        self.derivations.push(Derivation { place, read });
        self.derivations.len() - 1
    }

    /// Every way the segments of `local` can be, given its marks and the
    /// facts at its corners.
    fn ways(&self, p: &Slink, local: &Local) -> Ways {
        ways_of(p, local, 0xF, |c| self.facts[c])
    }

    /// The derivations `goals` rest on, in the order they were found
    /// (each after those it read), each with what later ones (or the
    /// goals) take from it. Each reads only the facts it needs: of those
    /// it read when found, one at a time is left out while what is taken
    /// from it still follows.
    pub fn chain(&self, p: &Slink, goals: &[(usize, Goal)]) -> Vec<Link> {
        let mut taken: Vec<Vec<Goal>> = vec![Vec::new(); self.derivations.len()];
        for &(d, goal) in goals {
            taken[d].push(goal);
        }
        let mut chain = Vec::new();
        for d in (0..self.derivations.len()).rev() {
            if taken[d].is_empty() {
                continue;
            }
            let derivation = &self.derivations[d];
            let local = local(p, derivation.place);
            // What the marks of the place give its corners, its marks
            // say themselves: only facts found elsewhere are read.
            let mut read: Vec<(usize, u8)> = derivation
                .read
                .iter()
                .flat_map(|&(c, bits)| {
                    [AT_LEAST_ONE, AT_MOST_ONE]
                        .into_iter()
                        .filter(move |b| bits & b != 0)
                        .map(move |b| (c, b))
                })
                .filter(|&(c, b)| self.origin[c][b.trailing_zeros() as usize] != FROM_MARKS)
                .collect();
            let mut marked = (0..4)
                .filter(|&i| {
                    let s = local.segs[i];
                    s != NONE && p.mark(s) != Mark::Unknown
                })
                .fold(0u8, |m, i| m | 1 << i);
            let goals = &taken[d];
            let follows = |marked: u8, read: &[(usize, u8)]| {
                goals.iter().all(|&g| holds(p, &local, marked, read, g))
            };
            let mut i = 0;
            while i < read.len() {
                let mut without = read.clone();
                without.remove(i);
                if follows(marked, &without) {
                    read = without;
                } else {
                    i += 1;
                }
            }
            for bit in 0..4 {
                if marked & (1 << bit) != 0 && follows(marked & !(1 << bit), &read) {
                    marked &= !(1 << bit);
                }
            }
            for &(corner, bit) in &read {
                let from = self.origin[corner][bit.trailing_zeros() as usize] as usize;
                let list = &mut taken[from];
                match list
                    .iter_mut()
                    .find(|g| matches!(g, Goal::Pair(c, _) if *c == corner))
                {
                    Some(Goal::Pair(_, bits)) => *bits |= bit,
                    _ => list.push(Goal::Pair(corner, bit)),
                }
            }
            chain.push(Link {
                place: derivation.place,
                marks: (0..4)
                    .filter(|&i| marked & (1 << i) != 0)
                    .map(|i| local.segs[i])
                    .collect(),
                gives: std::mem::take(&mut taken[d]),
            });
        }
        chain.reverse();
        chain
    }

    /// Where derivation `d` was found.
    pub fn place_of(&self, d: usize) -> Place {
        self.derivations[d].place
    }

    /// The bits known at `corner`.
    #[cfg(test)]
    pub fn at(&self, corner: usize) -> u8 {
        self.facts[corner]
    }
}

/// Every way the segments of `local` can be, given its marks and the
/// facts `fact` gives its corners.
#[inline]
fn ways_of(p: &Slink, local: &Local, marked: u8, fact: impl Fn(usize) -> u8) -> Ways {
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
    for (k, corner) in local.corners.iter().enumerate() {
        if let Some(c) = *corner {
            let fact = fact(c);
            if fact & AT_LEAST_ONE != 0 {
                ways &= !NONE_IN_PAIR[k];
            }
            if fact & AT_MOST_ONE != 0 {
                ways &= !BOTH_IN_PAIR[k];
            }
        }
    }
    ways
}

/// The facts the marks of its two sides give a corner.
fn marked_bits(p: &Slink, corner: usize) -> u8 {
    let mut bits = 0;
    for s in corner_segs(p, corner) {
        match p.mark(s) {
            Mark::Line => bits |= AT_LEAST_ONE,
            Mark::Cross => bits |= AT_MOST_ONE,
            Mark::Unknown => {}
        }
    }
    bits
}

/// What pair `i` holds in every one of `ways`.
fn pair_bits_of(ways: Ways, i: usize) -> u8 {
    let mut bits = 0;
    if ways & NONE_IN_PAIR[i] == 0 {
        bits |= AT_LEAST_ONE;
    }
    if ways & BOTH_IN_PAIR[i] == 0 {
        bits |= AT_MOST_ONE;
    }
    bits
}

/// Places are numbered dots first, then cells.
fn place_of(dots: usize, index: usize) -> Place {
    if index < dots {
        Place::Dot(index)
    } else {
        Place::Cell(index - dots)
    }
}

fn wake(queue: &mut std::collections::VecDeque<usize>, queued: &mut [bool], index: usize) {
    if !queued[index] {
        queued[index] = true;
        queue.push_back(index);
    }
}

/// The segments of `place` in order, the line counts it allows, and its
/// corners (a dot's corner is the one of the cell in that quarter).
fn local(p: &Slink, place: Place) -> Local {
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
