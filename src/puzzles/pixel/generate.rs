//! Fill-a-Pix answers for the generator: each cell black or white at
//! random, every cell's window count a clue.

use super::Pixel;
use crate::formats::clued_answer::CluedAnswer;
use crate::io::generate::{Generate, Order, Rng};

impl Generate for Pixel {
    type Answer = CluedAnswer;

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
        Some(CluedAnswer::every_cell(&super::FACTS, rows, cols, |cell| {
            count(cell / cols, cell % cols)
        }))
    }
}
