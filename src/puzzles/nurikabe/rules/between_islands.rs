//! `between-islands`: a cell touching two numbered islands is water.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};

pub struct BetweenIslands;

impl Rule<Nurikabe> for BetweenIslands {
    rule_record!("nurikabe", "between-islands", Basic, "An undecided cell beside two different numbered islands is water: as land it would join them.";
        Nurikabe::cell_anchors
    );

    fn derive(&self, p: &Nurikabe, cell: Anchor, out: &mut Derived<CellMark>) {
        if !p.is(cell, Mark::Unknown) {
            return;
        }
        let mut first = None;
        for n in p.board.neighbours(cell).filter(|&n| p.is(n, Mark::Land)) {
            let Some(numbered) = p.island_numbered_cell(n) else {
                continue;
            };
            match first {
                None => first = Some(numbered),
                Some(other) if other != numbered => {
                    out.push(CellMark::water(cell));
                    return;
                }
                Some(_) => {}
            }
        }
    }
}
