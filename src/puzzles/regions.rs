//! Regions of cells that grow by merging (islands, pools of water): a
//! union-find that also knows each region's members, so a merge can say
//! which cells changed region and a rule can walk a region.

#[derive(Debug)]
pub struct Regions {
    parent: Vec<u32>,
    size: Vec<u32>,
    /// The members of each region as a circular list.
    next: Vec<u32>,
}

/// Written out so that `clone_from` reuses memory: hypothesis trials copy
/// the state into one scratch state many times.
impl Clone for Regions {
    fn clone(&self) -> Regions {
        Regions {
            parent: self.parent.clone(),
            size: self.size.clone(),
            next: self.next.clone(),
        }
    }

    fn clone_from(&mut self, source: &Regions) {
        self.parent.clone_from(&source.parent);
        self.size.clone_from(&source.size);
        self.next.clone_from(&source.next);
    }
}

impl Regions {
    /// Every cell its own region.
    pub fn new(cells: usize) -> Regions {
        Regions {
            parent: (0..cells as u32).collect(),
            size: vec![1; cells],
            next: (0..cells as u32).collect(),
        }
    }

    /// The region's representative: every cell points straight at it.
    pub fn root(&self, cell: usize) -> usize {
        self.parent[cell] as usize
    }

    pub fn size(&self, cell: usize) -> usize {
        self.size[self.root(cell)] as usize
    }

    /// Merges the regions of `a` and `b`; returns the new root, or `None`
    /// when they were already one.
    pub fn merge(&mut self, a: usize, b: usize) -> Option<usize> {
        let (ra, rb) = (self.root(a), self.root(b));
        if ra == rb {
            return None;
        }
        let (low, high) = if self.size[ra] < self.size[rb] {
            (ra, rb)
        } else {
            (rb, ra)
        };
        // Every member of the smaller region points straight at the new
        // root: a cell is relabelled O(log n) times in all, and `root`
        // is then a single lookup, which the rules make millions of.
        let mut at = low;
        loop {
            self.parent[at] = high as u32;
            at = self.next[at] as usize;
            if at == low {
                break;
            }
        }
        self.size[high] += self.size[low];
        // Splicing two circular lists: swap the successors of one node of each.
        self.next.swap(ra, rb);
        Some(high)
    }

    /// The members of `cell`'s region, starting at `cell`.
    pub fn members(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let mut current = Some(cell);
        std::iter::from_fn(move || {
            let here = current?;
            let next = self.next[here] as usize;
            current = (next != cell).then_some(next);
            Some(here)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Regions;

    #[test]
    fn merged_regions_share_a_root_size_and_members() {
        let mut regions = Regions::new(5);
        assert!(regions.merge(0, 1).is_some());
        assert!(regions.merge(3, 4).is_some());
        assert!(regions.merge(1, 4).is_some());
        assert_eq!(regions.merge(0, 3), None);
        assert_eq!(regions.size(4), 4);
        let mut members: Vec<usize> = regions.members(3).collect();
        members.sort();
        assert_eq!(members, [0, 1, 3, 4]);
        assert_eq!(regions.members(2).collect::<Vec<_>>(), [2]);
    }
}
