//! `full-window`: a clue whose window already holds its number of black
//! cells makes the rest of the window white.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::state::{Colour, Paint, Pixel, black_cells};
use super::{paint_and_say, painted_in};

pub struct FullWindow;

impl Rule<Pixel> for FullWindow {
    rule_record!("pixel", "full-window", Basic, "A clue whose window already holds its number of black cells makes the window's other cells white; more black cells than the clue is a contradiction.";
        Pixel::cell_anchors
    );

    /// Its black cells are exactly the clue: each one is needed.
    fn premises_minimal(&self) -> bool {
        true
    }

    fn relevant(&self, p: &Pixel, cell: Anchor) -> bool {
        p.has_clue(cell)
    }

    fn derive(&self, p: &Pixel, cell: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) {
        let Some(clue) = p.clue(cell) else { return };
        let black = p.black_in(cell);
        if black > clue as usize {
            out.refute(format!(
                "the {clue} at {} sees {}",
                p.name(cell),
                black_cells(black)
            ));
            if out.explaining() {
                explain(p, cell, out);
            }
        } else if black == clue as usize && p.open_in(cell) > 0 {
            paint_and_say(p, cell, p.open_bits(cell), false, out, explain);
        }
    }
}

/// Says why: the black cells of the window are all it read (a
/// contradiction's reason is the one it gave). Apart, and cold: only a
/// recorded trace asks, and the judge's `derive` stays small.
#[cold]
#[inline(never)]
fn explain(p: &Pixel, cell: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) {
    let (clue, black) = (p.clue(cell).unwrap_or(0), p.black_in(cell));
    out.explain(|why| {
        why.given(cell)
            .marks(painted_in(p, cell, |c| c == Colour::Black));
        if black == clue as usize {
            why.say(if clue == 0 {
                format!("the 0 at {} takes no black cell", p.name(cell))
            } else {
                format!(
                    "the {clue} at {} already sees {}",
                    p.name(cell),
                    black_cells(black)
                )
            });
        }
    });
}
