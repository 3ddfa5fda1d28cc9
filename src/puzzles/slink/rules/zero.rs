//! `zero`: a 0 has no line around it.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{SegMark, Slink};
use super::marks::{conclude, shows};

pub struct Zero;

impl Rule<Slink> for Zero {
    rule_record!("slink", "zero", Basic, "All four sides of a 0 are crossed.";
        Slink::cell_anchors
    );

    /// The count it reads is exactly met: every mark it names is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 0)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        if p.board.clue(cell) == Some(0) {
            conclude(p, p.board.grid.sides(cell), false, out);
            out.explain(|why| {
                why.given(cell).say(format!(
                    "{} is a 0: none of its sides is a line",
                    p.board.grid.cell_name(cell)
                ));
            });
        }
    }
}
