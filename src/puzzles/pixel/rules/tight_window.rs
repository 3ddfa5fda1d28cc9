//! `tight-window`: a clue whose black and undecided cells together just
//! reach its number makes every undecided cell of its window black.

use crate::engine::{Anchor, Derived, Rule};
use crate::rule_record;

use super::super::state::{Colour, Paint, Pixel, black_cells};
use super::{cells_word, paint_open, painted_in};

pub struct TightWindow;

impl Rule<Pixel> for TightWindow {
    rule_record!("pixel", "tight-window", Basic, "A clue whose window's black and undecided cells together just reach its number makes the undecided ones black; fewer than the clue is a contradiction.";
        Pixel::cell_anchors
    );

    fn relevant(&self, p: &Pixel, cell: Anchor) -> bool {
        p.has_clue(cell)
    }

    fn derive(&self, p: &Pixel, cell: Anchor, out: &mut Derived<Paint>) {
        let Some(clue) = p.clue(cell) else { return };
        let (black, open) = (p.black_in(cell), p.open_in(cell));
        if black + open < clue as usize {
            out.refute(format!(
                "the {clue} at {} can see at most {}",
                p.name(cell),
                black_cells(black + open)
            ));
        } else if black + open == clue as usize && open > 0 {
            paint_open(p, cell, p.open_bits(cell), true, out);
        } else {
            return;
        }
        // Only the white cells count: the black ones are among the cells
        // not white either way (the refutation's reason is the one it
        // gave).
        out.explain(|why| {
            why.given(cell)
                .marks(painted_in(p, cell, |c| c == Colour::White));
            if black + open == clue as usize {
                let whites = p.board.window(cell).count() - clue as usize;
                why.say(if whites == 0 {
                    format!(
                        "the {clue} at {} has just {clue} {} in its window",
                        p.name(cell),
                        cells_word(clue as usize)
                    )
                } else {
                    format!(
                        "the {clue} at {} has just {clue} {} that are not white",
                        p.name(cell),
                        cells_word(clue as usize)
                    )
                });
            }
        });
    }
}
