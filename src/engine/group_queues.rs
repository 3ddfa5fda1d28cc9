//! The solver's queues of anchors to look at, one per group of rules,
//! kept together: each is first in, first out and holds an anchor at most
//! once, and admits only the anchors where some rule of its group looks.
//!
//! Every mark wakes its anchors in every group's queue, so waking is the
//! solver's most frequent operation: with a queue apiece, a mark that
//! touches 20 anchors in a grid of 22 groups made 440 pushes, nearly all
//! of them finding the anchor already queued or not admitted. Here each
//! anchor keeps one bit per group for "admitted" and one for "queued", so
//! waking an anchor in every group is one mask test, and only the groups
//! that newly take it write to their ring.

use super::puzzle::Anchor;
use super::queue::Ring;

/// The most groups the masks hold.
pub const MAX_GROUPS: usize = 64;

#[derive(Debug, Default)]
pub struct GroupQueues {
    rings: Vec<Ring>,
    /// Per anchor, a bit per group that admits it.
    admitted: Vec<u64>,
    /// Per anchor, a bit per group whose queue holds it.
    queued: Vec<u64>,
}

impl GroupQueues {
    /// Empties every queue and sets, per group, which of the `anchors`
    /// it admits: those whose relevance mask (`relevance[group][anchor]`,
    /// a bit per rule) is not empty. With no group, none is admitted.
    pub fn admit(&mut self, anchors: usize, relevance: &[Vec<u64>]) {
        assert!(
            relevance.len() <= MAX_GROUPS,
            "a solver holds at most {MAX_GROUPS} groups of rules"
        );
        self.rings.resize_with(relevance.len(), Ring::default);
        self.rings.truncate(relevance.len());
        for ring in &mut self.rings {
            ring.reset(anchors);
        }
        self.queued.clear();
        self.queued.resize(anchors, 0);
        self.admitted.clear();
        self.admitted.resize(anchors, 0);
        for (group, masks) in relevance.iter().enumerate() {
            for (at, &mask) in masks.iter().enumerate() {
                if mask != 0 {
                    self.admitted[at] |= 1 << group;
                }
            }
        }
    }

    /// Empties every queue.
    pub fn clear(&mut self) {
        for ring in &mut self.rings {
            while let Some(at) = ring.pop() {
                self.queued[at] = 0;
            }
        }
    }

    /// Queues `at` at the back of every group in `groups` (a bit each)
    /// that admits it and does not hold it yet.
    #[inline]
    pub fn push_to(&mut self, groups: u64, at: Anchor) {
        let mut new = self.admitted[at] & !self.queued[at] & groups;
        if new == 0 {
            return;
        }
        self.queued[at] |= new;
        while new != 0 {
            self.rings[new.trailing_zeros() as usize].push_back(at);
            new &= new - 1;
        }
    }

    /// Queues `at` at the back of every group's queue, as `push_to`.
    #[inline]
    pub fn push_all(&mut self, at: Anchor) {
        self.push_to(u64::MAX, at);
    }

    /// Puts `at` back in front of `group`'s queue, unless it holds it: it
    /// just yielded a step and may yield more, and a person keeps looking
    /// where they just found something.
    #[inline]
    pub fn push_front(&mut self, group: usize, at: Anchor) {
        let bit = 1 << group;
        if self.admitted[at] & !self.queued[at] & bit != 0 {
            self.queued[at] |= bit;
            self.rings[group].push_front(at);
        }
    }

    /// The anchor at the front of `group`'s queue, taken off it.
    #[inline]
    pub fn pop(&mut self, group: usize) -> Option<Anchor> {
        let at = self.rings[group].pop()?;
        self.queued[at] &= !(1 << group);
        Some(at)
    }
}

#[cfg(test)]
mod tests {
    use super::GroupQueues;

    fn drain(queues: &mut GroupQueues, group: usize) -> Vec<usize> {
        std::iter::from_fn(|| queues.pop(group)).collect()
    }

    #[test]
    fn each_group_keeps_its_own_order_once_each_and_in_front_when_put_back() {
        let mut queues = GroupQueues::default();
        queues.admit(4, &[vec![1; 4], vec![1; 4]]);
        for at in [2, 0, 2, 3, 0] {
            queues.push_all(at);
        }
        assert_eq!(queues.pop(0), Some(2));
        queues.push_front(0, 1);
        queues.push_front(0, 0); // already queued: stays where it is
        assert_eq!(drain(&mut queues, 0), [1, 0, 3]);
        assert_eq!(
            drain(&mut queues, 1),
            [2, 0, 3],
            "the other group untouched"
        );
    }

    #[test]
    fn only_admitted_anchors_are_queued_and_only_in_the_groups_asked() {
        let mut queues = GroupQueues::default();
        queues.admit(3, &[vec![1, 0, 1], vec![0, 1, 1]]);
        for at in [0, 1, 2] {
            queues.push_all(at);
        }
        queues.push_front(0, 1);
        assert_eq!(drain(&mut queues, 0), [0, 2]);
        assert_eq!(drain(&mut queues, 1), [1, 2]);
        queues.push_to(0b10, 2);
        queues.push_to(0b10, 0);
        assert_eq!(drain(&mut queues, 0), Vec::<usize>::new());
        assert_eq!(drain(&mut queues, 1), [2]);
    }

    #[test]
    fn clearing_and_admitting_empty_every_queue() {
        let mut queues = GroupQueues::default();
        queues.admit(3, &[vec![1; 3]]);
        queues.push_all(1);
        queues.clear();
        assert_eq!(queues.pop(0), None);
        queues.push_all(1);
        assert_eq!(queues.pop(0), Some(1), "a cleared anchor queues again");
        queues.push_all(2);
        queues.admit(3, &[vec![1; 3], vec![1; 3]]);
        assert_eq!(queues.pop(0), None, "admitting empties the queues");
        queues.admit(3, &[]);
        queues.push_all(2); // no group: nothing to queue, and no panic
    }
}
