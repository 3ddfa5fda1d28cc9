//! What the rules keep in a state between calls: what they found in it,
//! until it changes, and working memory for their searches. Kept in the
//! state, not beside the rules, so that it goes with what it describes:
//! each state (the one being solved, a hypothesis trial, a guess) has its
//! own, and `derive` still reads the state alone.

use std::cell::{Cell, OnceCell, RefCell, RefMut};
use std::fmt;

use super::reach::IslandReach;
use super::scratch::Scratch;

#[derive(Default)]
pub struct RuleMemory {
    /// The reach of the growing islands (`reach::island_reaches`), found
    /// once per content: two rules ask for it after every change. A copy
    /// starts without: copies are made to be changed (trials, guesses).
    reaches: OnceCell<Vec<IslandReach>>,
    /// Arrays sized to the grid, kept between calls since the rules that
    /// search the whole grid run after nearly every change. Their contents
    /// mean nothing between calls, so a copy starts with its own.
    scratch: RefCell<Scratch>,
    /// Known: the cells that are not land form one connected area (see
    /// `open_joined`). Set by a rule that found it so, kept by the state
    /// through the changes that cannot split the area.
    open_joined: Cell<bool>,
}

impl RuleMemory {
    /// The state changed: what was found in it no longer holds.
    pub fn forget(&mut self) {
        self.reaches.take();
    }

    /// The reach of the growing islands, found by `find` the first time it
    /// is asked for since the state last changed.
    pub(super) fn reaches(&self, find: impl FnOnce() -> Vec<IslandReach>) -> &[IslandReach] {
        self.reaches.get_or_init(find)
    }

    /// Whether the cells that are not land are known to be one area.
    pub(in super::super) fn open_joined(&self) -> bool {
        self.open_joined.get()
    }

    /// The cells that are not land were found to be one area (`true`), or
    /// a change may have split them (`false`).
    pub(in super::super) fn set_open_joined(&self, joined: bool) {
        self.open_joined.set(joined);
    }

    /// The working memory. Not reentrant: a rule's `derive` never calls
    /// another's.
    pub(super) fn scratch(&self) -> RefMut<'_, Scratch> {
        self.scratch.borrow_mut()
    }
}

impl Clone for RuleMemory {
    fn clone(&self) -> RuleMemory {
        RuleMemory::default()
    }

    /// Keeps this state's working memory (a hypothesis trial is reset to
    /// its original after every assumption), and what is known of the
    /// content, which is the source's.
    fn clone_from(&mut self, source: &RuleMemory) {
        self.forget();
        self.open_joined.set(source.open_joined.get());
    }
}

impl fmt::Debug for RuleMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RuleMemory").finish_non_exhaustive()
    }
}
