//! The corner facts `corner-chain` worked out in a state, kept with the
//! state so that the next look starts from them. Facts only grow as marks
//! are added, so the facts of an earlier state on the way to this one
//! (a shorter list of the same marks) hold here too, and only the places
//! the later marks touch need a look. A hypothesis round tries hundreds
//! of assumptions on one copy of a state, putting it back after each: the
//! copy keeps the facts of the state it was made from, and the facts of
//! a trial are dropped when the trial is undone.

use std::cell::RefCell;
use std::fmt;

use super::segment_links::Links;

/// Facts kept, each with the count of marks they were worked out at.
#[derive(Default)]
pub struct CornerMemory {
    kept: RefCell<Vec<Kept>>,
}

/// Facts worked out at a count of marks, and the places (numbered as
/// `corner_facts` numbers them) that decided segments then.
#[derive(Clone, Default)]
struct Kept {
    marks: usize,
    facts: Vec<u8>,
    links: Option<Links>,
    deciding: Vec<u32>,
}

/// At most this many are kept: the state's own, and a trial's latest.
const KEPT: usize = 2;

impl CornerMemory {
    /// Copies into `facts`, `links` and `deciding` the latest kept at no more than
    /// `marks` marks and returns their count of marks (`None` with none
    /// kept: all are then left as they were).
    pub fn latest(
        &self,
        marks: usize,
        facts: &mut Vec<u8>,
        links: &mut Option<Links>,
        deciding: &mut Vec<u32>,
    ) -> Option<usize> {
        let kept = self.kept.borrow();
        match kept.iter().rev().find(|k| k.marks <= marks) {
            Some(k) => {
                facts.clone_from(&k.facts);
                links.clone_from(&k.links);
                deciding.clone_from(&k.deciding);
                Some(k.marks)
            }
            None => None,
        }
    }

    /// Keeps `facts`, `links` and `deciding`, worked out at `marks` marks.
    pub fn keep(&self, marks: usize, facts: &[u8], links: Option<&Links>, deciding: &[u32]) {
        let mut kept = self.kept.borrow_mut();
        // Full, the latest is overwritten and the earliest kept: a trial
        // looks again and again, and its earliest is the state it was
        // copied from, which every later trial starts from.
        if kept.len() == KEPT || kept.last().is_some_and(|k| k.marks == marks) {
            let last = kept.last_mut().expect("full or matched");
            last.marks = marks;
            last.facts.clear();
            last.facts.extend_from_slice(facts);
            match (&mut last.links, links) {
                (Some(mine), Some(links)) => mine.clone_from(links),
                (mine, links) => *mine = links.cloned(),
            }
            last.deciding.clear();
            last.deciding.extend_from_slice(deciding);
        } else {
            kept.push(Kept {
                marks,
                facts: facts.to_vec(),
                links: links.cloned(),
                deciding: deciding.to_vec(),
            });
        }
    }

    /// The state's marks were undone down to `marks`: facts of more no
    /// longer hold.
    pub fn undo_to(&mut self, marks: usize) {
        self.kept.get_mut().retain(|k| k.marks <= marks);
    }
}

/// A copy keeps only the latest facts of its source: they are where the
/// copy (a trial) starts, and what it comes back to after each undo.
impl Clone for CornerMemory {
    fn clone(&self) -> CornerMemory {
        let latest = self.kept.borrow().last().cloned();
        CornerMemory {
            kept: RefCell::new(latest.into_iter().collect()),
        }
    }

    fn clone_from(&mut self, source: &CornerMemory) {
        let kept = self.kept.get_mut();
        match source.kept.borrow().last() {
            Some(latest) => {
                kept.truncate(1);
                match kept.first_mut() {
                    Some(mine) => mine.clone_from(latest),
                    None => kept.push(latest.clone()),
                }
            }
            None => kept.clear(),
        }
    }
}

impl fmt::Debug for CornerMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CornerMemory").finish_non_exhaustive()
    }
}
