//! A first-in first-out queue of anchors that holds each anchor at most once.
//!
//! Since no anchor is held twice, a ring of one slot per anchor never
//! overflows: pushing and popping are an index step and a flag each, the
//! solver's most frequent operations.

use super::puzzle::Anchor;

pub struct DirtyQueue {
    ring: Vec<u32>,
    head: usize,
    len: usize,
    queued: Vec<bool>,
}

impl DirtyQueue {
    pub fn new(anchor_count: usize) -> Self {
        DirtyQueue {
            ring: vec![0; anchor_count],
            head: 0,
            len: 0,
            queued: vec![false; anchor_count],
        }
    }

    pub fn push(&mut self, at: Anchor) {
        if !self.queued[at] {
            self.queued[at] = true;
            let slot = (self.head + self.len) % self.ring.len();
            self.ring[slot] = at as u32;
            self.len += 1;
        }
    }

    /// Puts an anchor back in front: it just yielded a step and may yield
    /// more, and a person keeps looking where they just found something.
    pub fn push_front(&mut self, at: Anchor) {
        if !self.queued[at] {
            self.queued[at] = true;
            self.head = (self.head + self.ring.len() - 1) % self.ring.len();
            self.ring[self.head] = at as u32;
            self.len += 1;
        }
    }

    /// Empties the queue and sizes it for `anchor_count` anchors.
    pub fn reset(&mut self, anchor_count: usize) {
        while self.pop().is_some() {}
        self.queued.resize(anchor_count, false);
        self.ring.resize(anchor_count, 0);
        self.head = 0;
    }

    pub fn pop(&mut self) -> Option<Anchor> {
        if self.len == 0 {
            return None;
        }
        let at = self.ring[self.head] as usize;
        self.head = (self.head + 1) % self.ring.len();
        self.len -= 1;
        self.queued[at] = false;
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
        for at in 0..4 {
            queue.push(at);
        }
        queue.reset(6);
        assert_eq!(queue.pop(), None);
        queue.push(5);
        assert_eq!(queue.pop(), Some(5));
    }
}
