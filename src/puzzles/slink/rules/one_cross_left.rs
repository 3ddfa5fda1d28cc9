//! `one-cross-left`: a number that can take one more cross, two of whose
//! open sides meet at a dot the loop already passes through.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::grid::{CORNER_NAMES, CORNERS};
use super::super::state::{Mark, SegMark, Slink};
use super::marks::{conclude, explain_clue, held_among, lined, open, seg_names};

pub struct OneCrossLeft;

impl Rule<Slink> for OneCrossLeft {
    rule_record!("slink",
        "one-cross-left",
        Intermediate @ 1.2,
        "A number that can take just one more cross, two of whose open sides meet at a dot that already has a line: one of those two is the cross, so its other open sides are lines.";
        Slink::cell_anchors
    );

    /// The crosses are exactly the count that leaves one to spare, and one
    /// line at the dot is all the rule reads there.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        // A 1 with one cross to spare has only its last two sides open.
        p.board.clue(cell).is_some_and(|n| n >= 2)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let Some(n @ 2..) = p.board.clue(cell) else {
            return;
        };
        let crosses = p.cell_crosses(cell);
        let undecided = 4 - crosses - p.cell_lines(cell);
        // One cross to spare, and more open sides than the pair holding it.
        if crosses + 1 != 4 - n || undecided <= 2 {
            return;
        }
        let grid = &p.board.grid;
        let sides = grid.sides(cell);
        for k in CORNERS {
            let pair = grid.corner_sides(cell, k);
            if !pair.iter().all(|&s| open(p, s)) || p.dot_lines(grid.corner_dot(cell, k)) == 0 {
                continue;
            }
            // The sides not in the pair are the two at the opposite corner.
            let rest = grid.corner_sides(cell, 3 - k);
            if conclude(p, &rest, true, out) {
                explain_clue(
                    p,
                    cell,
                    |why| {
                        let dot = grid.corner_dot(cell, k);
                        let entering = grid.dot_segs(dot).iter().copied().find(|&s| lined(p, s));
                        why.marks(held_among(p, sides, Mark::Cross))
                            .marks(entering.map(SegMark::line));
                        let others = rest.iter().copied().filter(|&s| open(p, s));
                        format!(
                            "it can take one more cross, and the loop already passes its {} corner along {}, so {} are not both lines: the cross is one of them, and {} {}",
                            CORNER_NAMES[k],
                            entering.map_or_else(String::new, |s| grid.seg_name(s)),
                            seg_names(p, pair),
                            seg_names(p, others.clone()),
                            if others.count() == 1 {
                                "is a line"
                            } else {
                                "are lines"
                            },
                        )
                    },
                    out,
                );
                // Two corners of a number rarely both hold, and when they
                // do they break it: the second corner's pair is no longer
                // open once the first's conclusion is made, so a step of
                // it would not follow from the state it is replayed on.
                return;
            }
        }
    }
}
