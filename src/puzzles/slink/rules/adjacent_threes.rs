//! `adjacent-threes`: two 3s side by side.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::board::{LOWER_PAIR, RIGHT_PAIR};
use super::super::state::{SegMark, Slink};
use super::marks::{clue_name, conclude, explain_pair, shows};

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
            let shared = !board.pair_closes_alone(cell, flag);
            // The clue that rules out the rectangle around the pair is a
            // premise of the side between them.
            let breaker = shared
                .then(|| board.rectangle_breaker(cell, toward))
                .flatten();
            if shared {
                news |= conclude(p, &[board.grid.sides(cell)[toward]], true, out);
            }
            // Each partner is a finding of its own.
            if news {
                let words = || pair_words(p, cell, other, shared, breaker);
                explain_pair(cell, other, breaker, words, out);
            }
        }
    }
}

/// "the 3 at r1c1 shares a side with the 3 at r1c2, so ...": the side
/// between them is a line too when `shared`, since the clue `breaker`
/// rules out the rectangle around them.
fn pair_words(
    p: &Slink,
    cell: usize,
    other: usize,
    shared: bool,
    breaker: Option<usize>,
) -> String {
    let between = match (shared, breaker) {
        (false, _) => String::new(),
        (true, Some(b)) => format!(
            " and so is the side between them (the rectangle around them alone does not fit {})",
            clue_name(p, b)
        ),
        (true, None) => {
            " and so is the side between them (the rectangle around them is not the whole answer)"
                .to_string()
        }
    };
    format!(
        "{} shares a side with {}, so their far sides are lines{between}",
        clue_name(p, cell),
        clue_name(p, other),
    )
}
