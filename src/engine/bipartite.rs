//! Perfect matchings of a small bipartite graph, for rules that must
//! pair every place of one kind with a place of another (a domino covers
//! a dark and a light square of a chessboard): whether every place can be
//! paired at all, a smallest group that cannot (Hall's condition: some
//! places with fewer partners between them than they number), and the
//! links no pairing of every place can use.
//!
//! The graphs are small (a puzzle's cells), so plain augmenting paths
//! are fast enough and easy to check.

/// A bipartite graph: `left` places, `right` places, and for each left
/// place the right places it may pair with.
pub struct Bipartite {
    right: usize,
    links: Vec<Vec<usize>>,
}

/// The two sides of the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
}

/// Places of one side that between them may pair with fewer places of the
/// other side than they number: no pairing covers all of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortfall {
    pub side: Side,
    /// The places, in increasing order.
    pub places: Vec<usize>,
    /// Every place of the other side they may pair with, in increasing
    /// order; fewer than `places`.
    pub partners: Vec<usize>,
}

/// A largest matching: each side's partner, where it has one.
pub struct Matching {
    left_mate: Vec<Option<usize>>,
    right_mate: Vec<Option<usize>>,
}

impl Matching {
    /// Every place of both sides has a partner.
    pub fn is_perfect(&self) -> bool {
        self.left_mate.iter().all(Option::is_some) && self.right_mate.iter().all(Option::is_some)
    }
}

impl Bipartite {
    /// A graph of `left` and `right` places with no links yet.
    pub fn new(left: usize, right: usize) -> Self {
        Bipartite {
            right,
            links: vec![Vec::new(); left],
        }
    }

    /// Left place `l` may pair with right place `r`.
    pub fn link(&mut self, l: usize, r: usize) {
        debug_assert!(r < self.right);
        self.links[l].push(r);
    }

    fn left(&self) -> usize {
        self.links.len()
    }

    /// A largest matching, by augmenting paths from each left place in
    /// turn (each link tried in the order it was added: deterministic).
    pub fn matching(&self) -> Matching {
        let mut m = Matching {
            left_mate: vec![None; self.left()],
            right_mate: vec![None; self.right],
        };
        let mut seen = vec![usize::MAX; self.right];
        for l in 0..self.left() {
            self.augment(l, l, &mut m, &mut seen);
        }
        m
    }

    /// Looks for an augmenting path from left place `l`; `round` marks the
    /// right places this search has visited.
    fn augment(&self, l: usize, round: usize, m: &mut Matching, seen: &mut [usize]) -> bool {
        for &r in &self.links[l] {
            if seen[r] == round {
                continue;
            }
            seen[r] = round;
            let free = match m.right_mate[r] {
                None => true,
                Some(other) => self.augment(other, round, m, seen),
            };
            if free {
                m.left_mate[l] = Some(r);
                m.right_mate[r] = Some(l);
                return true;
            }
        }
        false
    }

    /// The smallest group of places that cannot all be paired, read from
    /// `m` (a largest matching): from each place left without a partner,
    /// the places reachable by paths that alternate between a link and a
    /// matched pair. `None` when `m` is perfect.
    pub fn shortfall(&self, m: &Matching) -> Option<Shortfall> {
        // The rules ask on every look, and the grid is almost always
        // still tileable: nothing is built for a perfect matching.
        if m.is_perfect() {
            return None;
        }
        let reverse = self.reverse();
        let from_left = (0..self.left())
            .filter(|&l| m.left_mate[l].is_none())
            .map(|l| reach(l, &self.links, &m.right_mate, Side::Left));
        let from_right = (0..self.right)
            .filter(|&r| m.right_mate[r].is_none())
            .map(|r| reach(r, &reverse, &m.left_mate, Side::Right));
        from_left
            .chain(from_right)
            .min_by_key(|s| (s.places.len(), s.side == Side::Right))
    }

    /// The links `(l, r)` that no perfect matching uses, given a perfect
    /// matching `m`: a link outside `m` is used by another perfect matching
    /// exactly when it closes a cycle alternating between links outside
    /// `m` and pairs of `m`.
    pub fn unusable_links(&self, m: &Matching) -> Vec<(usize, usize)> {
        debug_assert!(m.is_perfect());
        // Left places 0..left, right places after them: a link outside
        // the matching points left to right, a matched pair right to left.
        let n = self.left() + self.right;
        let mut next: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (l, rs) in self.links.iter().enumerate() {
            for &r in rs {
                if m.left_mate[l] == Some(r) {
                    next[self.left() + r].push(l);
                } else {
                    next[l].push(self.left() + r);
                }
            }
        }
        let component = strong_components(&next);
        let mut out = Vec::new();
        for (l, rs) in self.links.iter().enumerate() {
            for &r in rs {
                let matched = m.left_mate[l] == Some(r);
                if !matched && component[l] != component[self.left() + r] {
                    out.push((l, r));
                }
            }
        }
        out
    }

    /// For each right place, the left places linked to it.
    fn reverse(&self) -> Vec<Vec<usize>> {
        let mut back = vec![Vec::new(); self.right];
        for (l, rs) in self.links.iter().enumerate() {
            for &r in rs {
                back[r].push(l);
            }
        }
        back
    }
}

/// The places of `side` reachable from the unmatched `start` by
/// alternating paths, and the other side's places they link to: all of
/// those are matched (else `m` were not largest), to places of the group,
/// so they are one fewer than the group.
fn reach(start: usize, links: &[Vec<usize>], mate: &[Option<usize>], side: Side) -> Shortfall {
    let mut places = vec![start];
    let mut partners: Vec<usize> = Vec::new();
    let mut at = 0;
    while at < places.len() {
        for &other in &links[places[at]] {
            if partners.contains(&other) {
                continue;
            }
            partners.push(other);
            if let Some(back) = mate[other] {
                places.push(back);
            }
        }
        at += 1;
    }
    places.sort_unstable();
    partners.sort_unstable();
    Shortfall {
        side,
        places,
        partners,
    }
}

/// The strongly connected component of each vertex of the directed graph
/// `next` (Tarjan's algorithm, kept on an explicit stack).
fn strong_components(next: &[Vec<usize>]) -> Vec<usize> {
    const UNSEEN: usize = usize::MAX;
    let n = next.len();
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut component = vec![UNSEEN; n];
    let mut stack = Vec::new();
    let mut counter = 0;
    let mut components = 0;
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        // (vertex, next link to look at)
        let mut calls = vec![(root, 0)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = calls.last_mut() {
            if let Some(&w) = next[v].get(*i) {
                *i += 1;
                if index[w] == UNSEEN {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component[w] = components;
                    if w == v {
                        break;
                    }
                }
                components += 1;
            }
        }
    }
    component
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(left: usize, right: usize, links: &[(usize, usize)]) -> Bipartite {
        let mut g = Bipartite::new(left, right);
        for &(l, r) in links {
            g.link(l, r);
        }
        g
    }

    #[test]
    fn a_path_of_four_pairs_one_way_only() {
        // l0 - r0 - l1 - r1: l0 must take r0, so l1 cannot.
        let g = graph(2, 2, &[(0, 0), (1, 0), (1, 1)]);
        let m = g.matching();
        assert!(m.is_perfect());
        assert_eq!(g.unusable_links(&m), vec![(1, 0)]);
    }

    #[test]
    fn a_square_can_pair_both_ways() {
        let g = graph(2, 2, &[(0, 0), (0, 1), (1, 0), (1, 1)]);
        let m = g.matching();
        assert!(m.is_perfect());
        assert!(g.unusable_links(&m).is_empty());
        assert_eq!(g.shortfall(&m), None);
    }

    #[test]
    fn two_places_with_one_partner_fall_short() {
        // l0 and l1 both only reach r0; l2 reaches r1 and r2.
        let g = graph(3, 3, &[(0, 0), (1, 0), (2, 1), (2, 2)]);
        let m = g.matching();
        assert!(!m.is_perfect());
        let short = g.shortfall(&m).expect("not perfect");
        assert_eq!(short.side, Side::Left);
        assert_eq!(short.places, vec![0, 1]);
        assert_eq!(short.partners, vec![0]);
    }

    #[test]
    fn the_smallest_shortfall_is_chosen_from_either_side() {
        // Left: l0 reaches r0, r1, r2; l1 and l2 reach nothing useful but
        // r0. Right: r3 has no link at all, the smallest shortfall.
        let g = graph(4, 4, &[(0, 0), (0, 1), (0, 2), (1, 0), (2, 0), (3, 1)]);
        let m = g.matching();
        let short = g.shortfall(&m).expect("not perfect");
        assert_eq!(short.side, Side::Right);
        assert_eq!(short.places, vec![3]);
        assert!(short.partners.is_empty());
    }

    #[test]
    fn a_long_cycle_keeps_every_link() {
        // A ladder closed into a ring: every link lies on an alternating
        // cycle, so every one is usable.
        let n = 50;
        let links: Vec<_> = (0..n).flat_map(|i| [(i, i), (i, (i + 1) % n)]).collect();
        let g = graph(n, n, &links);
        let m = g.matching();
        assert!(m.is_perfect());
        assert!(g.unusable_links(&m).is_empty());
    }
}
