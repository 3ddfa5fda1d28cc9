//! Segments known to be alike (both lines or both crossed) or opposite
//! (exactly one a line), short of knowing either: classes of segments
//! with each member's parity to its class, as Simon Tatham's Loopy keeps
//! them at its Hard level. A class with a decided member decides them
//! all. Classes only ever merge, so like the corner facts they hold on
//! as marks are added.

use std::collections::VecDeque;

use crate::engine::fast_hash::FastMap;

/// No class value yet.
const UNKNOWN: i8 = -1;

#[derive(Clone, Debug, Default)]
pub struct Links {
    /// Per segment: the segment it hangs from (itself at a class's root),
    /// and whether it is opposite to it.
    parent: Vec<u32>,
    flip: Vec<u8>,
    /// Per root: 1 when its members alike to it are lines, 0 crossed,
    /// `UNKNOWN` while no member is decided.
    value: Vec<i8>,
    /// Per segment: the next member of its class, round in a ring, to
    /// wake the places of a class that changes.
    next: Vec<u32>,
    /// Per root: how many members (the smaller class joins the larger,
    /// so that a member is never far from its root).
    size: Vec<u32>,
    /// Kept only when explaining: each link made, as (a, b, opposite,
    /// derivation), in order (`record`).
    pub made: Vec<(u32, u32, bool, usize)>,
    /// Kept with `made`: per segment, the links made at it, so that a
    /// path is searched along its class alone, not over every link.
    around: Vec<Vec<u32>>,
}

/// Two classes, or a class and a mark, that cannot both hold.
#[derive(Debug)]
pub struct Clash;

impl Links {
    pub fn new(segs: usize) -> Links {
        Links {
            parent: (0..segs as u32).collect(),
            flip: vec![0; segs],
            value: vec![UNKNOWN; segs],
            next: (0..segs as u32).collect(),
            size: vec![1; segs],
            made: Vec::new(),
            around: Vec::new(),
        }
    }

    /// Keeps the link just made between `a` and `b` by `derivation`, for
    /// explaining (`path`).
    pub fn record(&mut self, a: u32, b: u32, opposite: bool, derivation: usize) {
        if self.around.is_empty() {
            self.around = vec![Vec::new(); self.parent.len()];
        }
        let index = self.made.len() as u32;
        self.made.push((a, b, opposite, derivation));
        self.around[a as usize].push(index);
        self.around[b as usize].push(index);
    }

    /// The class root of `s` and whether `s` is opposite to it.
    pub fn find(&self, s: u32) -> (u32, bool) {
        let mut at = s;
        let mut flip = 0;
        while self.parent[at as usize] != at {
            flip ^= self.flip[at as usize];
            at = self.parent[at as usize];
        }
        (at, flip == 1)
    }

    /// The class root of `s`, whether `s` is opposite to it, and what the
    /// class decides for `s` (a line, a cross, or nothing), in one walk.
    pub fn class(&self, s: u32) -> (u32, bool, Option<bool>) {
        let (root, flip) = self.find(s);
        let decided = match self.value[root as usize] {
            UNKNOWN => None,
            v => Some((v == 1) != flip),
        };
        (root, flip, decided)
    }

    /// `s` is decided `line`: its class with it. The members of a class
    /// that learns its value go to `woken`.
    pub fn decide(&mut self, s: u32, line: bool, woken: &mut Vec<u32>) -> Result<(), Clash> {
        let (root, flip) = self.find(s);
        let v = i8::from(line != flip);
        match self.value[root as usize] {
            UNKNOWN => {
                self.value[root as usize] = v;
                self.members(root, woken);
                Ok(())
            }
            held if held == v => Ok(()),
            _ => Err(Clash),
        }
    }

    /// `a` and `b` are alike (`opposite` false) or opposite. The members
    /// of the class that joins the other go to `woken` (a place holding
    /// one of them may now hold two of one class), all of both when the
    /// joined class learns a value.
    pub fn join(
        &mut self,
        a: u32,
        b: u32,
        opposite: bool,
        woken: &mut Vec<u32>,
    ) -> Result<bool, Clash> {
        let (mut ra, fa) = self.find(a);
        let (mut rb, fb) = self.find(b);
        let flip = fa ^ fb ^ opposite;
        if ra == rb {
            return if flip { Err(Clash) } else { Ok(false) };
        }
        if self.size[ra as usize] < self.size[rb as usize] {
            std::mem::swap(&mut ra, &mut rb);
        }
        let (va, vb) = (self.value[ra as usize], self.value[rb as usize]);
        // rb's members hang from ra: rb's value seen from ra flips so.
        let vb_from_a = if vb == UNKNOWN {
            UNKNOWN
        } else {
            vb ^ i8::from(flip)
        };
        if va != UNKNOWN && vb_from_a != UNKNOWN && va != vb_from_a {
            return Err(Clash);
        }
        self.parent[rb as usize] = ra;
        self.flip[rb as usize] = u8::from(flip);
        self.size[ra as usize] += self.size[rb as usize];
        if va == UNKNOWN && vb_from_a != UNKNOWN {
            // ra's members learn the value rb had.
            self.value[ra as usize] = vb_from_a;
            self.members(ra, woken);
        } else {
            self.members(rb, woken);
        }
        // Rings spliced: swapping two members' next pointers joins them.
        self.next.swap(ra as usize, rb as usize);
        Ok(true)
    }

    fn members(&self, start: u32, out: &mut Vec<u32>) {
        let mut at = start;
        loop {
            out.push(at);
            at = self.next[at as usize];
            if at == start {
                break;
            }
        }
    }

    /// The links from `a` to `b` (in one class), as indices into `made`:
    /// the shortest chain of links between them that derivations before
    /// `by` made (those a derivation `by` could read). Explaining only.
    pub fn path(&self, a: u32, b: u32, by: usize) -> Vec<usize> {
        self.search(a, by, |s| s == b)
    }

    /// The links from `a` to the nearest segment `marked` says is
    /// decided, and that segment, along links made before `by`.
    /// Explaining only.
    pub fn path_to_decided(
        &self,
        a: u32,
        by: usize,
        marked: impl Fn(u32) -> bool,
    ) -> (Vec<usize>, u32) {
        let path = self.search(a, by, &marked);
        let mut at = a;
        for &l in &path {
            let (x, y, _, _) = self.made[l];
            at = if x == at { y } else { x };
        }
        (path, at)
    }

    /// The shortest chain of links from `a` to a segment `goal` holds
    /// (breadth first along the links made at each segment by
    /// derivations before `by`). A chain that reads a link must not pass
    /// through one found after it: that one reads back.
    fn search(&self, a: u32, by: usize, goal: impl Fn(u32) -> bool) -> Vec<usize> {
        // Each segment reached, with the segment and link it was reached
        // by (none for `a`).
        let mut before: FastMap<u32, Option<(u32, u32)>> = FastMap::default();
        before.insert(a, None);
        let mut queue = VecDeque::from([a]);
        while let Some(at) = queue.pop_front() {
            if goal(at) {
                let mut path = Vec::new();
                let mut here = at;
                while let Some(&Some((prev, link))) = before.get(&here) {
                    path.push(link as usize);
                    here = prev;
                }
                path.reverse();
                return path;
            }
            for &l in self.around.get(at as usize).into_iter().flatten() {
                let (x, y, _, from) = self.made[l as usize];
                if from >= by {
                    continue;
                }
                let other = if x == at { y } else { x };
                before.entry(other).or_insert_with(|| {
                    queue.push_back(other);
                    Some((at, l))
                });
            }
        }
        Vec::new()
    }
}
