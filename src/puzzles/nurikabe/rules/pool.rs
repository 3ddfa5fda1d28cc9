//! `pool`: no 2x2 block is all water.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::why::{list, name};

pub struct Pool;

impl Rule<Nurikabe> for Pool {
    rule_record!("nurikabe", "pool", Basic, "Three water cells of a 2x2 block make the fourth land.";
        Nurikabe::cell_anchors
    );

    /// The three water cells of the block are each needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn derive(&self, p: &Nurikabe, cell: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        if !p.is(cell, Mark::Unknown) {
            return;
        }
        let pool = |block: &[usize; 4]| block.iter().all(|&b| b == cell || p.is(b, Mark::Water));
        if let Some(block) = p.board.blocks(cell).find(pool) {
            out.push(CellMark::land(cell));
            out.explain(|why| {
                let water: Vec<usize> = block.into_iter().filter(|&b| b != cell).collect();
                why.marks(water.iter().map(|&b| CellMark::water(b)));
                why.say(format!(
                    "{} are water, and with {} they would make a 2x2 pool",
                    list(p, &water),
                    name(p, cell)
                ));
            });
        }
    }
}
