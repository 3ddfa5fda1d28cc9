//! Corner facts: what is known of the two sides a cell has at one of its
//! corners short of deciding either, that at least one of them is a line,
//! or at most one (both: exactly one). Simon Tatham's Loopy keeps them
//! ("dlines"); a person sees them in the classic chains (a loop entering
//! a 2 at one corner leaves it at the opposite one, and so on along a
//! diagonal of 2s). With links, also segments known alike or opposite
//! (`segment_links`), as Loopy's Hard level keeps them.
//!
//! Two kinds of place tie four segments together: a dot, whose segments
//! hold no line or two, and a cell, whose sides hold its number of lines
//! (any number, without one). A corner belongs to one place of each kind,
//! the cell and the dot, and its fact is what they tell each other: each
//! place works out, from its marks, the facts at its corners (and the
//! links between its segments), every way its four segments can be, and
//! keeps what holds in all of them: a new fact at a corner, a new link,
//! or a segment decided. That wakes the places that read it, until no
//! place learns anything more.
//!
//! A segment decided this way is kept apart (a conclusion, not a mark to
//! reason from): the rules that read marks go on from it more simply than
//! this can.

use std::collections::VecDeque;

use super::corner_ways::{
    AT_LEAST_ONE, AT_MOST_ONE, Local, Place, Read, Ways, alike, corner_segs, local, marked_ways,
    pair_bits_of, place_of, places_of, seg_of, with_fact, with_read,
};
use super::grid::{NONE, Seg};
use super::segment_links::Links;
use super::state::{Mark, Slink};

/// No derivation: a fact that the marks of its two sides give.
pub(super) const FROM_MARKS: u32 = u32::MAX;

/// How a place learnt what it did: what it read then.
#[derive(Debug)]
pub struct Derivation {
    pub place: Place,
    pub read: Vec<Read>,
}

/// What a derivation gives: a fact at a corner, a link (alike, or
/// opposite), a segment decided, or that no way is left at its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    Pair(usize, u8),
    Link(Seg, Seg, bool),
    Seg(Seg, bool),
    NoWay,
}

/// One place of a chain: the marks it needs (its own, and those a class
/// it read was decided by), the derivations before it whose facts and
/// links it reads, and what it gives on.
pub struct Step {
    pub place: Place,
    pub marks: Vec<Seg>,
    pub reads: Vec<usize>,
    pub gives: Vec<Goal>,
    /// The derivation this is.
    pub derivation: usize,
}

/// A segment the facts decide, where, and the derivation that does.
#[derive(Clone, Copy, Debug)]
pub struct Conclusion {
    pub place: Place,
    pub seg: Seg,
    pub line: bool,
    pub derivation: usize,
}

/// The facts of every corner, worked out to a standstill from a state.
pub struct CornerFacts {
    /// Per corner (`cell * 4 + k`, `k` as `grid::CORNERS`): its bits.
    pub(super) facts: Vec<u8>,
    /// The links, when asked for.
    pub(super) links: Option<Links>,
    /// Per corner and bit: the derivation that found it (`FROM_MARKS`).
    pub(super) origin: Vec<[u32; 2]>,
    /// Kept only when `explain` was asked for; indices otherwise 0.
    pub(super) derivations: Vec<Derivation>,
    pub conclusions: Vec<Conclusion>,
    /// No way is left: at a place (the derivation that saw it), or for a
    /// segment two places decide both ways (each's derivation).
    pub broken: Option<Vec<(usize, Goal)>>,
}

/// The work of one run: places waiting, and what the run may keep.
struct Run<'p> {
    p: &'p Slink,
    explain: bool,
    queue: VecDeque<usize>,
    queued: Vec<bool>,
    looked: Vec<u32>,
}

impl Run<'_> {
    fn wake(&mut self, index: usize) {
        if !self.queued[index] {
            self.queued[index] = true;
            self.queue.push_back(index);
        }
    }

    fn wake_segs(&mut self, segs: &[u32]) {
        let p = self.p;
        for &s in segs {
            places_of(p, s, |index| self.wake(index));
        }
    }
}

/// The places with something to pass on before any neighbour tells them
/// anything, in order: a place with no number and nothing decided about
/// it has nothing, and a dot inside the grid holds no line or two of its
/// four segments, which says nothing of any pair of them. So: the cells
/// with numbers, the dots on the border, and the places of marked
/// segments, found without looking at every place (a premise check runs
/// this on grids that hold little else).
fn told_places(p: &Slink) -> Vec<usize> {
    let grid = &p.board.grid;
    let dots = grid.dot_count();
    let mut told: Vec<usize> = (0..grid.cell_count())
        .filter(|&cell| p.board.clue(cell).is_some())
        .map(|cell| dots + cell)
        .collect();
    // The border dots: every dot of the first and last rows of dots, the
    // first and last of each row between.
    let (rows, cols) = (grid.rows, grid.cols);
    for i in 0..=rows {
        let step = if i == 0 || i == rows { 1 } else { cols.max(1) };
        told.extend((0..=cols).step_by(step).map(|j| grid.dot(i, j)));
    }
    for n in 0..p.marked_count() {
        let s = p.marked_at(n).expect("counted");
        places_of(p, s, |index| told.push(index));
    }
    told.sort_unstable();
    told.dedup();
    debug_assert_eq!(told, told_by_looking(p), "the told places, found sparsely");
    told
}

/// `told_places` found by looking at every place, to check it by.
fn told_by_looking(p: &Slink) -> Vec<usize> {
    let dots = p.board.grid.dot_count();
    let places = dots + p.board.grid.cell_count();
    (0..places)
        .filter(|&index| {
            let place = place_of(dots, index);
            let local = local(p, place);
            let numbered = matches!(place, Place::Cell(_)) && local.counts != 0x1F;
            numbered
                || local
                    .segs
                    .iter()
                    .any(|&s| s == NONE || p.mark(s) != Mark::Unknown)
        })
        .collect()
}

impl CornerFacts {
    /// Works the facts out for `p`, with links between segments when
    /// `with_links`; `explain` keeps how each was found. Without, the work
    /// starts from what `p`'s memory kept of an earlier state on the way
    /// to this one (facts and links only grow with marks), and the places
    /// the marks since touch.
    pub fn of(p: &Slink, with_links: bool, explain: bool) -> CornerFacts {
        let grid = &p.board.grid;
        let corners = grid.cell_count() * 4;
        let dots = grid.dot_count();
        let places = dots + grid.cell_count();
        let mut this = CornerFacts {
            facts: Vec::new(),
            links: None,
            origin: if explain {
                vec![[FROM_MARKS; 2]; corners]
            } else {
                Vec::new()
            },
            derivations: Vec::new(),
            conclusions: Vec::new(),
            broken: None,
        };
        let memory = p.corner_memory(with_links);
        let mut pending = Vec::new();
        // From nothing (`None`), or from the facts kept at this many marks.
        let since = if explain {
            None
        } else {
            memory.latest(
                p.marked_count(),
                &mut this.facts,
                &mut this.links,
                &mut pending,
            )
        };
        let mut run = Run {
            p,
            explain,
            queue: VecDeque::new(),
            queued: vec![false; places],
            looked: Vec::new(),
        };
        if let Some(since) = since {
            run.looked = pending;
            let mut woken = Vec::new();
            for n in since..p.marked_count() {
                let s = p.marked_at(n).expect("counted");
                // What they said before still holds.
                add_marked_bits(p, s, &mut this.facts);
                run.wake_segs(&[s]);
                if let Some(links) = &mut this.links {
                    woken.clear();
                    if links
                        .decide(s, p.mark(s) == Mark::Line, &mut woken)
                        .is_err()
                    {
                        // Its class holds the other mark: a place that holds
                        // it sees no way, as a fresh start finds.
                        this.broken = Some(vec![(0, Goal::NoWay)]);
                        return this;
                    }
                    run.wake_segs(&woken);
                }
            }
        } else {
            this.facts.clear();
            this.facts.resize(corners, 0);
            for n in 0..p.marked_count() {
                add_marked_bits(p, p.marked_at(n).expect("counted"), &mut this.facts);
            }
            this.links = with_links.then(|| {
                let mut links = Links::new(grid.seg_count());
                let mut woken = Vec::new();
                for n in 0..p.marked_count() {
                    let s = p.marked_at(n).expect("counted");
                    // Each class has one member yet: nothing can clash.
                    let _ = links.decide(s, p.mark(s) == Mark::Line, &mut woken);
                }
                links
            });
            // The run that explains wakes every dot as well: the order
            // places are looked at is the order its words tell the chain
            // in, kept as it was when every dot started awake.
            if explain {
                (0..dots).for_each(|index| run.wake(index));
            }
            for index in told_places(p) {
                run.wake(index);
            }
        }
        if this.settle(&mut run).is_err() {
            return this;
        }
        // Every place that can decide something was looked at (or, from
        // kept facts, decided something then): listed in place order,
        // each once. Sorted when a run looked at few places, else marked
        // off, which costs a pass over every place however many looked.
        let mut looked = std::mem::take(&mut run.looked);
        if looked.len() * 16 < places {
            looked.sort_unstable();
            looked.dedup();
        } else {
            let mut seen = std::mem::take(&mut run.queued);
            seen.fill(false);
            looked.iter().for_each(|&i| seen[i as usize] = true);
            looked = (0..places as u32).filter(|&i| seen[i as usize]).collect();
        }
        let deciding = this.conclude(p, &looked, explain);
        if !explain && this.broken.is_none() {
            memory.keep(
                p.marked_count(),
                &this.facts,
                this.links.as_ref(),
                &deciding,
            );
        }
        this
    }

    /// Runs the waiting places until none learns anything; an error, with
    /// `broken` set, when one has no way left.
    fn settle(&mut self, run: &mut Run<'_>) -> Result<(), ()> {
        let p = run.p;
        let grid = &p.board.grid;
        let dots = grid.dot_count();
        let mut woken = Vec::new();
        while let Some(index) = run.queue.pop_front() {
            run.queued[index] = false;
            run.looked.push(index as u32);
            let place = place_of(dots, index);
            let local = local(p, place);
            let (ways, classes) = self.ways_and_classes(p, &local);
            if ways == 0 {
                let d = self.derive(p, place, &local, run.explain);
                self.broken = Some(vec![(d, Goal::NoWay)]);
                return Err(());
            }
            let mut derivation = None;
            for (i, corner) in local.corners.iter().enumerate() {
                let Some(corner) = *corner else { continue };
                let new = pair_bits_of(ways, i) & !self.facts[corner];
                if new == 0 {
                    continue;
                }
                let found =
                    *derivation.get_or_insert_with(|| self.derive(p, place, &local, run.explain));
                self.facts[corner] |= new;
                if run.explain {
                    for bit in 0..2 {
                        if new & (1 << bit) != 0 {
                            self.origin[corner][bit] = found as u32;
                        }
                    }
                }
                // The corner's other place learns of it.
                run.wake(match place {
                    Place::Dot(_) => dots + corner / 4,
                    Place::Cell(_) => grid.corner_dot(corner / 4, corner % 4),
                });
            }
            if self.links.is_none() {
                continue;
            }
            // Two segments alike (or opposite) in every way are linked
            // (unless both are known: that says nothing more), whatever
            // else holds of them: what the links say then depends on the
            // state alone, not on the order the places are looked at.
            for i in 0..4 {
                for j in i + 1..4 {
                    let (Some((ra, _, ka)), Some((rb, _, kb))) = (classes[i], classes[j]) else {
                        continue;
                    };
                    // Two segments both known say nothing new linked.
                    if ra == rb || (ka.is_some() && kb.is_some()) {
                        continue;
                    }
                    let opposite = if ways & !alike(i, j) == 0 {
                        false
                    } else if ways & alike(i, j) == 0 {
                        true
                    } else {
                        continue;
                    };
                    let found = *derivation
                        .get_or_insert_with(|| self.derive(p, place, &local, run.explain));
                    let (a, b) = (local.segs[i], local.segs[j]);
                    let links = self.links.as_mut().expect("with links");
                    woken.clear();
                    match links.join(a, b, opposite, &mut woken) {
                        Ok(true) => {
                            if run.explain {
                                links.record(a, b, opposite, found);
                            }
                            run.wake_segs(&woken);
                            run.wake(index);
                        }
                        Ok(false) => {}
                        // The ways read the classes' values: a link they
                        // show agrees with them.
                        Err(_) => unreachable!("a link the ways show cannot clash"),
                    }
                }
            }
        }
        Ok(())
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
                let Some(line) = seg_of(ways, i) else {
                    continue;
                };
                let found = *derivation.get_or_insert_with(|| {
                    deciding.push(index);
                    self.derive(p, place, &local, explain)
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

    /// What `local` reads now beyond its marks.
    fn reads(&self, p: &Slink, local: &Local, out: &mut Vec<Read>) {
        for corner in &local.corners {
            let Some(c) = *corner else { continue };
            for bit in [AT_LEAST_ONE, AT_MOST_ONE] {
                if self.facts[c] & bit != 0 {
                    out.push(Read::Fact(c, bit));
                }
            }
        }
        if let Some(links) = &self.links {
            class_reads(p, local, &classes(p, links, local), |r| out.push(r));
        }
    }

    /// Records that `place` learnt something from what it reads now.
    fn derive(&mut self, p: &Slink, place: Place, local: &Local, explain: bool) -> usize {
        if !explain {
            return 0;
        }
        let mut read = Vec::new();
        self.reads(p, local, &mut read);
        self.derivations.push(Derivation { place, read });
        self.derivations.len() - 1
    }

    /// Every way the segments of `local` can be, given its marks, the
    /// facts at its corners and the links between its segments.
    fn ways(&self, p: &Slink, local: &Local) -> Ways {
        self.ways_and_classes(p, local).0
    }

    /// `ways`, and the classes of the segments (`classes`) when with links.
    fn ways_and_classes(&self, p: &Slink, local: &Local) -> (Ways, Classes) {
        let mut ways = marked_ways(p, local, 0xF);
        let mut found = [None; 4];
        for (k, corner) in local.corners.iter().enumerate() {
            if let Some(c) = *corner {
                ways = with_fact(ways, k, self.facts[c]);
            }
        }
        if let Some(links) = &self.links {
            found = classes(p, links, local);
            class_reads(p, local, &found, |r| ways = with_read(ways, local, r));
        }
        (ways, found)
    }
}

/// Per segment of a place: its class root, whether opposite to it, and
/// what it is known to be; `None` off the grid.
type Classes = [Option<(u32, bool, Option<bool>)>; 4];

/// What the classes say of `local`'s open segments: one its class
/// decides, or two of one class (alike or opposite).
fn class_reads(p: &Slink, local: &Local, classes: &Classes, mut out: impl FnMut(Read)) {
    for (i, class) in classes.iter().enumerate() {
        let (a, Some((root, flip, known))) = (local.segs[i], *class) else {
            continue;
        };
        if p.mark(a) != Mark::Unknown {
            continue;
        }
        if let Some(line) = known {
            out(Read::ByClass(a, line));
            continue;
        }
        for (j, other) in classes.iter().enumerate().skip(i + 1) {
            if let Some((other_root, other_flip, None)) = *other
                && other_root == root
            {
                out(Read::Linked(a, local.segs[j], flip != other_flip));
            }
        }
    }
}

/// The class of each segment of `local` on the grid: its root, whether
/// it is opposite to it, and what it is known to be (its mark, or what its
/// class decides).
fn classes(p: &Slink, links: &Links, local: &Local) -> Classes {
    local.segs.map(|s| {
        (s != NONE).then(|| {
            let (root, flip, decided) = links.class(s);
            match p.mark(s) {
                Mark::Unknown => (root, flip, decided),
                mark => (root, flip, Some(mark == Mark::Line)),
            }
        })
    })
}

/// Adds to `facts` what segment `s`'s mark gives the corners of the
/// cells either side: only the corners beside a mark know anything from
/// marks.
fn add_marked_bits(p: &Slink, s: Seg, facts: &mut [u8]) {
    for cell in p.board.grid.seg_cells(s).into_iter().flatten() {
        let first = cell * 4;
        for (c, bits) in facts[first..first + 4].iter_mut().enumerate() {
            *bits |= marked_bits(p, first + c);
        }
    }
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

impl CornerFacts {
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
