//! Judge output's head start (`Puzzle::head_start`): `full-window` and
//! `tight-window` run to a standstill straight on the state, as Mosaic's
//! solver runs its single-clue rules, without the solver's queues, rule
//! dispatch and relevance masks, which are most of a small grid's solve.
//!
//! Either rule only ever adds to what holds, and what it finds still
//! follows once more holds, so the two stop at the same state whatever
//! order they run in: the solver, going on from here, ends as it would
//! have from the start. Where a clue cannot be met, every paint made here
//! is undone, and the solver meets the contradiction itself and words it
//! as always.

use super::board::ones;
use super::state::{Colour, Parts, Pixel, Spot};

/// Which of the two rules run.
#[derive(Clone, Copy)]
pub struct SingleClue {
    /// `full-window`: a window holding its number of black cells makes
    /// the rest white.
    pub full: bool,
    /// `tight-window`: a window whose black and undecided cells just make
    /// its number makes the undecided black.
    pub tight: bool,
}

impl Pixel {
    /// Runs `rules` until neither finds anything; false, with the state as
    /// it was, when a clue cannot be met.
    pub(super) fn settle_single_clues(&mut self, rules: SingleClue) -> bool {
        let start = self.painted_count();
        if self.parts().run(rules, start).is_none() {
            self.undo_to(start);
            return false;
        }
        true
    }
}

impl Parts<'_> {
    /// Every clue once, in reading order, then again the clues around
    /// each cell painted, in the order painted: the list of cells painted
    /// is the queue, and each clue is looked at after every change to its
    /// window. `None` on a clue that cannot be met.
    fn run(&mut self, rules: SingleClue, start: usize) -> Option<()> {
        let board = self.board;
        for &clue in &board.clue_cells {
            self.settle(clue as usize, rules)?;
        }
        let mut next = start;
        while let Some(&cell) = self.painted.get(next) {
            next += 1;
            let cell = cell as usize;
            let mut around = board.clue_frame(cell);
            while around != 0 {
                let bit = around.trailing_zeros();
                around &= around - 1;
                self.settle(board.cell_at(cell, bit), rules)?;
            }
        }
        Some(())
    }

    /// The clue at `cell` (a clue cell): `None` when it cannot be met,
    /// else its window painted as the rules say.
    #[inline(always)]
    fn settle(&mut self, cell: usize, rules: SingleClue) -> Option<()> {
        let clue = usize::from(self.board.clues[cell].unwrap_or(0));
        let Spot { open, black, .. } = self.cells[cell];
        let black = ones(black);
        // Most looks are at a window already decided, by the clue itself.
        if open == 0 {
            return (black == clue).then_some(());
        }
        let undecided = ones(open);
        if black > clue || black + undecided < clue {
            return None;
        }
        let paint_black = if rules.full && black == clue {
            false
        } else if rules.tight && black + undecided == clue {
            true
        } else {
            return Some(());
        };
        let mut left = open;
        while left != 0 {
            let bit = left.trailing_zeros();
            left &= left - 1;
            self.fill(self.board.cell_at(cell, bit), paint_black);
        }
        Some(())
    }

    /// Paints the undecided `cell` and updates the windows holding it,
    /// checking no clue: `run` looks at each of them again.
    #[inline(always)]
    fn fill(&mut self, cell: usize, black: bool) {
        self.cells[cell].colour = if black { Colour::Black } else { Colour::White };
        *self.undecided -= 1;
        self.painted.push(cell as u32);
        for (centre, bit) in self.board.windows_holding(cell) {
            let spot = &mut self.cells[centre];
            spot.open &= !bit;
            if black {
                spot.black |= bit;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::Tier;
    use crate::engine::head_start_check::{Lcg, compare_with_tiers};
    use crate::puzzles::pixel::{Board, Colour, Pixel};

    /// Random clues, some of a random image (solvable or open), some
    /// made up (mostly broken).
    fn puzzles() -> Vec<Pixel> {
        let mut random = Lcg::new(12345);
        let mut next = move |bound: usize| random.below(bound);
        (0..400)
            .map(|i| {
                let (rows, cols) = (1 + next(9), 1 + next(9));
                let image: Vec<bool> = (0..rows * cols).map(|_| next(2) == 1).collect();
                let grid = Board::new(rows, cols, vec![None; rows * cols], false);
                let keep = 3 + next(8);
                let clues = (0..rows * cols)
                    .map(|cell| {
                        let count = grid.window(cell).filter(|&x| image[x]).count() as u8;
                        let clue = if i % 4 == 0 { next(10) as u8 } else { count };
                        (next(10) < keep).then_some(clue)
                    })
                    .collect();
                Pixel::new(Board::new(rows, cols, clues, false))
            })
            .collect()
    }

    fn colours(p: &Pixel) -> (Vec<Colour>, usize) {
        let cells = 0..p.board.cells();
        (cells.map(|c| p.colour(c)).collect(), p.undecided())
    }

    /// The head start ends where the basic tier, run by the solver, ends;
    /// where that meets a contradiction, it leaves the grid as it was.
    #[test]
    fn the_head_start_stops_where_the_basic_rules_do() {
        let (left, reached, broken) = compare_with_tiers(puzzles(), Tier::Basic, colours);
        for started in left {
            // Undone or not, each clue's counts are those of its colours.
            for &clue in &started.board.clue_cells {
                let clue = clue as usize;
                let count = |colour| {
                    let window = started.board.window(clue);
                    window.filter(|&x| started.colour(x) == colour).count()
                };
                assert_eq!(started.black_in(clue), count(Colour::Black));
                assert_eq!(started.open_in(clue), count(Colour::Undecided));
            }
        }
        assert!(
            reached > 100 && broken > 50,
            "{reached} reached, {broken} broken"
        );
    }
}
