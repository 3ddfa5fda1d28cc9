//! `corner-chain`: facts about the two sides of a cell at one corner (at
//! least one is a line, at most one, exactly one), passed from place to
//! place across corners until one decides a segment.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::corners::derive_corners;

pub struct CornerChain;

impl Rule<Slink> for CornerChain {
    rule_record!("slink",
        "corner-chain",
        Advanced,
        "What is known of a cell's two sides at a corner (at least one, at most one or exactly one is a line) passes through numbers and dots from corner to corner until it decides a segment.";
        Slink::whole_grid
    );

    fn costly(&self) -> bool {
        true
    }

    /// Its findings rest on one search of the whole grid, which the first
    /// may break (the facts then leave some place no way).
    fn one_finding_a_look(&self) -> bool {
        true
    }

    fn derive(&self, p: &Slink, _grid: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        derive_corners(p, false, out);
    }
}
