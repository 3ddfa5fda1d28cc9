//! A first-in first-out queue of anchors that holds each anchor at most once.

use std::collections::VecDeque;

use super::puzzle::Anchor;

pub struct DirtyQueue {
    order: VecDeque<Anchor>,
    queued: Vec<bool>,
}

impl DirtyQueue {
    pub fn new(anchor_count: usize) -> Self {
        DirtyQueue {
            order: VecDeque::new(),
            queued: vec![false; anchor_count],
        }
    }

    pub fn push(&mut self, at: Anchor) {
        if !self.queued[at] {
            self.queued[at] = true;
            self.order.push_back(at);
        }
    }

    /// Puts an anchor back in front: it just yielded a step and may yield
    /// more, and a person keeps looking where they just found something.
    pub fn push_front(&mut self, at: Anchor) {
        if !self.queued[at] {
            self.queued[at] = true;
            self.order.push_front(at);
        }
    }

    /// Empties the queue and sizes it for `anchor_count` anchors.
    pub fn reset(&mut self, anchor_count: usize) {
        while self.pop().is_some() {}
        self.queued.resize(anchor_count, false);
    }

    pub fn pop(&mut self) -> Option<Anchor> {
        let at = self.order.pop_front()?;
        self.queued[at] = false;
        Some(at)
    }
}
