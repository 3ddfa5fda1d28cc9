//! `linked-segments`: segments known to be alike (both lines or both
//! crossed) or opposite (exactly one a line), linked from place to place,
//! with the corner facts of `corner-chain`, until one decides a segment.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::corners::derive_corners;

pub struct LinkedSegments;

impl Rule<Slink> for LinkedSegments {
    rule_record!("slink",
        "linked-segments",
        Advanced @ 3.5,
        "Two segments of one number or dot that are alike (both lines or both crossed) or opposite in every way it can be are linked; links chain across the grid, so one mark decides a whole chain, and with the corner facts they can leave a place only one way.";
        Slink::whole_grid
    );

    fn costly(&self) -> bool {
        true
    }

    /// Its findings rest on one search of the whole grid, which the first
    /// may break.
    fn one_finding_a_look(&self) -> bool {
        true
    }

    fn derive(&self, p: &Slink, _grid: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        derive_corners(p, true, out);
    }
}
