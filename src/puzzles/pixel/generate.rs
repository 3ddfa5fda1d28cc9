//! Fill-a-Pix answers for the generator: each cell black or white at
//! random, every cell's window count a clue.

use super::Pixel;
use super::parse::MAX_SIDE;
use crate::engine::Puzzle;
use crate::tools::generate::clue_grid::{CluedAnswer, size_refused};
use crate::tools::generate::{Generate, Order, Rng, Site};

impl Generate for Pixel {
    type Answer = CluedAnswer;
    const BATCH_END: &'static str = "0 0\n";

    fn refuse(order: &Order) -> Option<String> {
        size_refused(order, 1, MAX_SIDE)
    }

    fn random_answer(order: &Order, rng: &mut Rng) -> Option<CluedAnswer> {
        let (rows, cols) = (order.rows, order.cols);
        let black: Vec<bool> = (0..rows * cols).map(|_| rng.chance(1, 2)).collect();
        let count = |r: usize, c: usize| {
            let near = |x: usize, n: usize| x.saturating_sub(1)..(x + 2).min(n);
            near(r, rows)
                .flat_map(|y| near(c, cols).map(move |x| y * cols + x))
                .filter(|&cell| black[cell])
                .count() as u32
        };
        let clues = (0..rows * cols)
            .map(|cell| Some(count(cell / cols, cell % cols)))
            .collect();
        Some(CluedAnswer {
            rows,
            cols,
            clues,
            removable: true,
        })
    }

    fn sites(answer: &CluedAnswer) -> Vec<Site> {
        answer.sites()
    }

    fn puzzle_text(answer: &CluedAnswer, kept: &[bool]) -> String {
        answer.text(Self::KIND, kept)
    }
}
