//! `tight-window`: a clue whose black and undecided cells together just
//! reach its number makes every undecided cell of its window black.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Colour, Paint, Pixel, black_cells};
use super::{cells_word, paint_and_say, painted_in};

pub struct TightWindow;

impl Rule<Pixel> for TightWindow {
    rule_record!("pixel", "tight-window", Basic, "A clue whose window's black and undecided cells together just reach its number makes the undecided ones black; fewer than the clue is a contradiction.";
        Pixel::cell_anchors
    );

    /// Its white cells leave exactly the clue: each one is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn relevant(&self, p: &Pixel, cell: Anchor) -> bool {
        p.has_clue(cell)
    }

    fn derive(&self, p: &Pixel, cell: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) {
        let Some(clue) = p.clue(cell) else { return };
        let (black, open) = (p.black_in(cell), p.open_in(cell));
        if black + open < clue as usize {
            out.refute(format!(
                "the {clue} at {} can see at most {}",
                p.name(cell),
                black_cells(black + open)
            ));
            if out.explaining() {
                explain(p, cell, out);
            }
        } else if black + open == clue as usize && open > 0 {
            paint_and_say(p, cell, p.open_bits(cell), true, out, explain);
        }
    }
}

/// Says why: only the white cells of the window count, the black ones
/// being among the cells not white either way (a contradiction's reason
/// is the one it gave). Apart, and cold: only a recorded trace asks, and
/// the judge's `derive` stays small.
#[cold]
#[inline(never)]
fn explain(p: &Pixel, cell: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) {
    let clue = p.clue(cell).unwrap_or(0);
    let not_white = p.black_in(cell) + p.open_in(cell);
    out.explain(|why| {
        why.given(cell)
            .marks(painted_in(p, cell, |c| c == Colour::White));
        if not_white == clue as usize {
            let place = p.name(cell);
            let cells = cells_word(clue as usize);
            why.say(if p.board.window(cell).count() == not_white {
                format!("the {clue} at {place} has just {clue} {cells} in its window")
            } else {
                format!("the {clue} at {place} has just {clue} {cells} that are not white")
            });
        }
    });
}
