//! `between-islands`: a cell touching two numbered islands is water.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::why::{Read, name};

pub struct BetweenIslands;

impl Rule<Nurikabe> for BetweenIslands {
    rule_record!("nurikabe", "between-islands", Basic, "An undecided cell beside two different numbered islands is water: as land it would join them.";
        Nurikabe::cell_anchors
    );

    fn derive(&self, p: &Nurikabe, cell: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        if !p.is(cell, Mark::Unknown) {
            return;
        }
        // A "?" counts as any number: whatever their sizes, two clues
        // never share an island.
        let mut first = None;
        for n in p.board.neighbours(cell).filter(|&n| p.is(n, Mark::Land)) {
            let Some(numbered) = p.island_numbered_cell(n) else {
                continue;
            };
            match first {
                None => first = Some((n, numbered)),
                Some((other, seen)) if seen != numbered => {
                    out.push(CellMark::water(cell));
                    // Each island whole: the cells beside this one are
                    // then joined to their numbers.
                    out.explain(|why| {
                        let mut read = Read::new(p);
                        read.region(other);
                        read.region(n);
                        read.give(why);
                        // Any numbers would do: the words name none.
                        why.say(format!(
                            "{} is beside two islands that each have a number, at {} and {}",
                            name(p, cell),
                            name(p, numbered_of(p, other)),
                            name(p, numbered_of(p, n))
                        ));
                    });
                    return;
                }
                Some(_) => {}
            }
        }
    }
}

/// The numbered cell of the island `cell` is in.
fn numbered_of(p: &Nurikabe, cell: usize) -> usize {
    p.island_numbered_cell(cell).unwrap_or(cell)
}
