//! Inside/outside colouring: every cell is inside or outside the loop, and a
//! segment is a line exactly when the cells on its two sides differ. Known
//! relations are kept as a union-find with parity: two cells in one class
//! have a known relation (same or opposite side), cells in different classes
//! none yet. The outside of the grid is one more node.

#[derive(Debug)]
pub struct Colours {
    parent: Vec<u32>,
    /// Parity to the parent: 1 when on the opposite side of the loop.
    parity: Vec<u8>,
    rank: Vec<u8>,
    /// The members of each class as a circular list, so that a merge can
    /// name the nodes whose class changed.
    next: Vec<u32>,
    size: Vec<u32>,
    /// The two classes of every merge so far, in order: a copy changed
    /// since is put back by undoing only the merges after it (`restore`).
    merged: Vec<[u32; 2]>,
}

/// Written out so that `clone_from` reuses memory (see `Slink`'s `Clone`).
impl Clone for Colours {
    fn clone(&self) -> Colours {
        Colours {
            parent: self.parent.clone(),
            parity: self.parity.clone(),
            rank: self.rank.clone(),
            next: self.next.clone(),
            size: self.size.clone(),
            merged: self.merged.clone(),
        }
    }

    fn clone_from(&mut self, source: &Colours) {
        self.parent.clone_from(&source.parent);
        self.parity.clone_from(&source.parity);
        self.rank.clone_from(&source.rank);
        self.next.clone_from(&source.next);
        self.size.clone_from(&source.size);
        self.merged.clone_from(&source.merged);
    }
}

impl Colours {
    pub fn new(nodes: usize) -> Colours {
        Colours {
            parent: (0..nodes as u32).collect(),
            parity: vec![0; nodes],
            rank: vec![0; nodes],
            next: (0..nodes as u32).collect(),
            size: vec![1; nodes],
            // Each merge joins two classes: at most one fewer than nodes.
            merged: Vec::with_capacity(nodes),
        }
    }

    /// The class of a node and the node's parity relative to it. Union by
    /// rank keeps paths short, so no compression (which would need `&mut`).
    pub fn find(&self, mut node: usize) -> (usize, u8) {
        let mut parity = 0;
        while self.parent[node] as usize != node {
            parity ^= self.parity[node];
            node = self.parent[node] as usize;
        }
        (node, parity)
    }

    /// `Some(true)` when the two nodes are known to be on opposite sides,
    /// `Some(false)` on the same side, `None` when not known.
    pub fn differ(&self, a: usize, b: usize) -> Option<bool> {
        let (ra, pa) = self.find(a);
        let (rb, pb) = self.find(b);
        (ra == rb).then_some(pa != pb)
    }

    /// Records that `a` and `b` differ (or not); false if that breaks what
    /// was known. When two classes merge, `moved` (if given) is called with
    /// every member of the smaller one: only their relations to the other
    /// class are new.
    pub fn relate(
        &mut self,
        a: usize,
        b: usize,
        differ: bool,
        mut moved: Option<impl FnMut(usize)>,
    ) -> bool {
        let (ra, pa) = self.find(a);
        let (rb, pb) = self.find(b);
        let wanted = differ as u8;
        if ra == rb {
            return (pa ^ pb) == wanted;
        }
        self.merged.push([ra as u32, rb as u32]);
        let smaller = if self.size[ra] < self.size[rb] {
            ra
        } else {
            rb
        };
        if let Some(moved) = moved.as_mut() {
            let mut member = smaller;
            loop {
                moved(member);
                member = self.next[member] as usize;
                if member == smaller {
                    break;
                }
            }
        }
        // Splicing two circular lists: swap the successors of one node of each.
        self.next.swap(ra, rb);
        let (low, high) = if self.rank[ra] < self.rank[rb] {
            (ra, rb)
        } else {
            (rb, ra)
        };
        self.size[high] += self.size[low];
        self.parent[low] = high as u32;
        self.parity[low] = pa ^ pb ^ wanted;
        if self.rank[low] == self.rank[high] {
            self.rank[high] += 1;
        }
        true
    }
}

impl Colours {
    /// Undoes the merges made since this was a copy of `original`. A merge
    /// changes only the two classes' roots (parent, parity, rank, size,
    /// and their successors in the member lists).
    pub fn restore(&mut self, original: &Colours) {
        let since = original.merged.len();
        for &roots in &self.merged[since..] {
            for root in roots.map(|r| r as usize) {
                self.parent[root] = original.parent[root];
                self.parity[root] = original.parity[root];
                self.rank[root] = original.rank[root];
                self.next[root] = original.next[root];
                self.size[root] = original.size[root];
            }
        }
        self.merged.truncate(since);
    }
}

#[cfg(test)]
mod tests {
    use super::Colours;

    /// No one to tell of moved members.
    const NONE: Option<fn(usize)> = None;

    #[test]
    fn relations_chain_through_classes_and_conflicts_are_refused() {
        let mut colours = Colours::new(4);
        assert_eq!(colours.differ(0, 1), None);
        let mut moved = Vec::new();
        assert!(colours.relate(0, 1, true, Some(|n| moved.push(n))));
        assert_eq!(moved.len(), 1, "one member of the smaller class moved");
        assert!(colours.relate(1, 2, true, NONE));
        assert_eq!(
            colours.differ(0, 2),
            Some(false),
            "two differences make a sameness"
        );
        assert!(colours.relate(2, 3, false, NONE));
        assert_eq!(colours.differ(0, 3), Some(false));
        assert!(
            !colours.relate(0, 3, true, NONE),
            "contradicts what is known"
        );
        assert!(
            colours.relate(1, 3, true, NONE),
            "agrees with what is known"
        );
    }
}
