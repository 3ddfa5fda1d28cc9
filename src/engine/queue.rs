//! A first-in first-out queue of anchors that holds each anchor at most
//! once, and admits only the anchors some rule of its tier looks at.
//!
//! Since no anchor is held twice, a ring of one slot per anchor never
//! overflows: pushing and popping are an index step and one state byte
//! each. The ring is the solver's group queues' too (`group_queues`).

use super::puzzle::Anchor;

/// An anchor no rule of this tier looks at: pushes are ignored.
const IGNORED: u8 = 0;
const IDLE: u8 = 1;
const QUEUED: u8 = 2;

#[derive(Debug, Default)]
pub struct DirtyQueue {
    ring: Ring,
    state: Vec<u8>,
}

/// A first-in first-out ring of one slot per anchor, which never
/// overflows while no anchor is held twice: the caller keeps that so.
#[derive(Debug, Default)]
pub(crate) struct Ring {
    slots: Vec<u32>,
    head: usize,
    len: usize,
}

impl Ring {
    /// Empty, with a slot for each of `anchors`.
    pub fn reset(&mut self, anchors: usize) {
        self.slots.clear();
        self.slots.resize(anchors, 0);
        self.head = 0;
        self.len = 0;
    }

    /// An index into the ring, from one less than twice its length; a
    /// subtraction where `%` would divide on every push and pop.
    fn wrap(&self, index: usize) -> usize {
        if index >= self.slots.len() {
            index - self.slots.len()
        } else {
            index
        }
    }

    #[inline]
    pub fn push_back(&mut self, at: Anchor) {
        let slot = self.wrap(self.head + self.len);
        self.slots[slot] = at as u32;
        self.len += 1;
    }

    #[inline]
    pub fn push_front(&mut self, at: Anchor) {
        self.head = self.wrap(self.head + self.slots.len() - 1);
        self.slots[self.head] = at as u32;
        self.len += 1;
    }

    #[inline]
    pub fn pop(&mut self) -> Option<Anchor> {
        if self.len == 0 {
            return None;
        }
        let at = self.slots[self.head] as usize;
        self.head = self.wrap(self.head + 1);
        self.len -= 1;
        Some(at)
    }
}

impl DirtyQueue {
    /// A queue admitting every anchor.
    pub fn new(anchor_count: usize) -> Self {
        let mut ring = Ring::default();
        ring.reset(anchor_count);
        DirtyQueue {
            ring,
            state: vec![IDLE; anchor_count],
        }
    }

    /// Empties the queue and sets which anchors it admits, one flag each.
    pub fn admit(&mut self, admitted: impl ExactSizeIterator<Item = bool>) {
        self.ring.reset(admitted.len());
        self.state.clear();
        self.state
            .extend(admitted.map(|a| if a { IDLE } else { IGNORED }));
    }

    /// How many anchors it has room for.
    pub fn admits(&self) -> usize {
        self.state.len()
    }

    /// Empties the queue.
    pub fn clear(&mut self) {
        while self.pop().is_some() {}
    }

    pub fn push(&mut self, at: Anchor) {
        if self.state[at] == IDLE {
            self.state[at] = QUEUED;
            self.ring.push_back(at);
        }
    }

    /// Puts an anchor back in front: it just yielded a step and may yield
    /// more, and a person keeps looking where they just found something.
    pub fn push_front(&mut self, at: Anchor) {
        if self.state[at] == IDLE {
            self.state[at] = QUEUED;
            self.ring.push_front(at);
        }
    }

    pub fn pop(&mut self) -> Option<Anchor> {
        let at = self.ring.pop()?;
        self.state[at] = IDLE;
        Some(at)
    }
}

#[cfg(test)]
mod tests {
    use super::DirtyQueue;

    #[test]
    fn anchors_come_out_in_order_once_each_and_in_front_when_put_back() {
        let mut queue = DirtyQueue::new(4);
        for at in [2, 0, 2, 3, 0] {
            queue.push(at);
        }
        assert_eq!(queue.pop(), Some(2));
        queue.push_front(1);
        queue.push_front(0); // already queued: stays where it is
        let order: Vec<usize> = std::iter::from_fn(|| queue.pop()).collect();
        assert_eq!(order, [1, 0, 3]);
    }

    #[test]
    fn only_admitted_anchors_are_queued() {
        let mut queue = DirtyQueue::new(2);
        queue.push(1);
        queue.admit([true, false, true].into_iter());
        assert_eq!(queue.pop(), None, "admitting empties the queue");
        for at in [0, 1, 2] {
            queue.push(at);
        }
        queue.push_front(1);
        let order: Vec<usize> = std::iter::from_fn(|| queue.pop()).collect();
        assert_eq!(order, [0, 2]);
    }
}
