//! The chain of places behind a conclusion of `corner_facts`, for its
//! explanation: each place that passed on something the conclusion
//! needs, with only what it needed to read. Used only while a trace is
//! recorded.

use super::corner_facts::{CornerFacts, FROM_MARKS, Goal, Step};
use super::corner_ways::{Local, Read, alike, local, marked_ways, pair_bits_of, seg_of, with_read};
use super::grid::NONE;
use super::state::{Mark, Slink};

impl CornerFacts {
    /// The derivations `goals` rest on, in the order they were found
    /// (each after those it read), each with what later ones (or the
    /// goals) take from it. Each reads only what it needs: of what it
    /// read when found, one thing at a time is left out (facts and links,
    /// then its marks) while what is taken from it still follows.
    pub fn chain(&self, p: &Slink, goals: &[(usize, Goal)]) -> Vec<Step> {
        let mut taken: Vec<Vec<Goal>> = vec![Vec::new(); self.derivations.len()];
        for &(d, goal) in goals {
            add(&mut taken[d], goal);
        }
        let mut chain = Vec::new();
        for d in (0..self.derivations.len()).rev() {
            if taken[d].is_empty() {
                continue;
            }
            let derivation = &self.derivations[d];
            let local = local(p, derivation.place);
            // What the marks of the place give its corners, its marks say
            // themselves: only facts found elsewhere are read.
            let mut read: Vec<Read> = derivation
                .read
                .iter()
                .copied()
                .filter(|r| match *r {
                    Read::Fact(c, b) => self.origin[c][b.trailing_zeros() as usize] != FROM_MARKS,
                    _ => true,
                })
                .collect();
            let mut marked = (0..4)
                .filter(|&i| {
                    let s = local.segs[i];
                    s != NONE && p.mark(s) != Mark::Unknown
                })
                .fold(0u8, |m, i| m | 1 << i);
            let goals = std::mem::take(&mut taken[d]);
            let follows = |marked: u8, read: &[Read]| {
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
            let mut marks: Vec<_> = (0..4)
                .filter(|&i| marked & (1 << i) != 0)
                .map(|i| local.segs[i])
                .collect();
            let mut reads = Vec::new();
            for r in &read {
                match *r {
                    Read::Fact(c, b) => {
                        let from = self.origin[c][b.trailing_zeros() as usize] as usize;
                        add(&mut taken[from], Goal::Pair(c, b));
                        reads.push(from);
                    }
                    Read::Linked(a, b, _) => {
                        let links = self.links.as_ref().expect("read a link");
                        for l in links.path(a, b, d) {
                            let (x, y, opposite, from) = links.made[l];
                            add(&mut taken[from], Goal::Link(x, y, opposite));
                            reads.push(from);
                        }
                    }
                    Read::ByClass(s, _) => {
                        let links = self.links.as_ref().expect("read a class");
                        let (path, decided) =
                            links.path_to_decided(s, d, |x| p.mark(x) != Mark::Unknown);
                        marks.push(decided);
                        for l in path {
                            let (x, y, opposite, from) = links.made[l];
                            add(&mut taken[from], Goal::Link(x, y, opposite));
                            reads.push(from);
                        }
                    }
                }
            }
            reads.sort_unstable();
            reads.dedup();
            chain.push(Step {
                place: derivation.place,
                marks,
                reads,
                gives: goals,
                derivation: d,
            });
        }
        chain.reverse();
        chain
    }
}

/// Adds `goal` to what a derivation gives, a corner's bits together.
fn add(goals: &mut Vec<Goal>, goal: Goal) {
    if let Goal::Pair(corner, bit) = goal
        && let Some(Goal::Pair(_, bits)) = goals
            .iter_mut()
            .find(|g| matches!(g, Goal::Pair(c, _) if *c == corner))
    {
        *bits |= bit;
        return;
    }
    if !goals.contains(&goal) {
        goals.push(goal);
    }
}

/// Whether `goal` follows at `local` from the marks of its segments in
/// `marked` (a bit per segment) and what `read` holds.
fn holds(p: &Slink, local: &Local, marked: u8, read: &[Read], goal: Goal) -> bool {
    let ways = read.iter().fold(marked_ways(p, local, marked), |ways, &r| {
        with_read(ways, local, r)
    });
    match goal {
        Goal::NoWay => ways == 0,
        Goal::Pair(corner, bits) => local
            .corners
            .iter()
            .position(|&c| c == Some(corner))
            .is_some_and(|k| pair_bits_of(ways, k) & bits == bits),
        Goal::Seg(s, line) => local
            .index(s)
            .is_some_and(|i| ways != 0 && seg_of(ways, i) == Some(line)),
        Goal::Link(a, b, opposite) => match (local.index(a), local.index(b)) {
            (Some(i), Some(j)) => {
                let against = if opposite { alike(i, j) } else { !alike(i, j) };
                ways & against == 0
            }
            _ => false,
        },
    }
}
