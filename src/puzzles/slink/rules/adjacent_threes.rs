//! `adjacent-threes`: two 3s side by side.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::board::{LOWER_PAIR, RIGHT_PAIR};
use super::super::state::{SegMark, Slink};
use super::marks::{clue_name, conclude, shows};

pub struct AdjacentThrees;

impl Rule<Slink> for AdjacentThrees {
    rule_record!("slink",
        "adjacent-threes",
        Intermediate,
        "Two 3s sharing a side: their far sides are lines, and so is the shared side unless the rectangle around them is the whole answer.";
        Slink::cell_anchors
    );

    /// Anchored at the left or upper 3 of each pair.
    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        shows(p, cell, 3)
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let board = &p.board;
        if board.clue(cell) != Some(3) {
            return;
        }
        // (side towards the partner, side away from it, partner's far side, flag)
        let pairs = [(3, 2, 3, RIGHT_PAIR), (1, 0, 1, LOWER_PAIR)];
        for (toward, away, partner_far, flag) in pairs {
            let Some(other) = board.grid.neighbour(cell, toward) else {
                continue;
            };
            if board.clue(other) != Some(3) {
                continue;
            }
            let far = [
                board.grid.sides(cell)[away],
                board.grid.sides(other)[partner_far],
            ];
            let mut news = conclude(p, &far, true, out);
            if !board.pair_closes_alone(cell, flag) {
                news |= conclude(p, &[board.grid.sides(cell)[toward]], true, out);
            }
            // Each partner is a finding of its own. The clue that rules
            // out the rectangle around the pair (there exactly when it is
            // ruled out) is a premise of the side between them; looked
            // for only when someone asks why.
            if news {
                out.explain(|why| {
                    why.given(cell).given(other);
                    let breaker = board.rectangle_breaker(cell, toward);
                    if let Some(b) = breaker {
                        why.given(b);
                    }
                    why.say(pair_words(p, cell, other, breaker));
                });
            }
        }
    }
}

/// "the 3 at r1c1 shares a side with the 3 at r1c2, so ...": the side
/// between them is a line too when a clue, `breaker`, rules out the
/// rectangle around them.
fn pair_words(p: &Slink, cell: usize, other: usize, breaker: Option<usize>) -> String {
    let between = breaker.map_or(String::new(), |b| {
        format!(
            " and so is the side between them (the rectangle around them alone does not fit {})",
            clue_name(p, b)
        )
    });
    format!(
        "{} shares a side with {}, so their far sides are lines{between}",
        clue_name(p, cell),
        clue_name(p, other),
    )
}
