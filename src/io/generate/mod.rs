//! What a puzzle gives the generator (`tools::generate`): random answers
//! with every clue they give, written as the puzzle's judge input; and
//! the order the generator works to, its random numbers and symmetries.

pub mod rng;
pub mod symmetry;

pub use rng::Rng;
pub use symmetry::Symmetry;

use crate::engine::{Rating, Tier};
use crate::facts::Sides;
use crate::io::PuzzleIo;

/// What was asked of the generator.
#[derive(Clone, Debug)]
pub struct Order {
    pub rows: usize,
    pub cols: usize,
    /// The tier each puzzle needs: its rules finish it, the tier below's
    /// do not. At most hypothesis.
    pub tier: Tier,
    pub keep: Keep,
    pub symmetry: Symmetry,
    /// Nurikabe: no island larger than this.
    pub largest: Option<usize>,
    /// Rule ids each puzzle's solve must use.
    pub rules: Vec<&'static str>,
    /// Random answers tried for one puzzle before giving up.
    pub tries: usize,
    /// When a level was asked (`tricky`) rather than a tier: each
    /// puzzle's rating is at least the first and below the second.
    pub ratings: Option<(Rating, Option<Rating>)>,
}

impl Order {
    /// Answers tried for one puzzle before giving up, unless told.
    pub const TRIES: usize = 100;

    /// A `rows` x `cols` puzzle graded `tier`, with as few clues as the
    /// tier allows, no symmetry, no other knob.
    pub fn new(rows: usize, cols: usize, tier: Tier) -> Order {
        Order {
            rows,
            cols,
            tier,
            keep: Keep::Fewest,
            symmetry: Symmetry::None,
            largest: None,
            rules: Vec::new(),
            tries: Order::TRIES,
            ratings: None,
        }
    }
}

/// How many of an answer's clues stay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// Clues go until none more can.
    Fewest,
    /// Removal stops when this percentage of the clues is left.
    Share(u32),
    /// Exactly this many clues are left (Su-Domino-Ku's placed dominoes).
    Count(usize),
}

/// A clue an answer gives: the cell it stands on (row-major), which the
/// symmetry maps, and whether a puzzle may do without it.
#[derive(Clone, Copy, Debug)]
pub struct Site {
    pub cell: usize,
    pub removable: bool,
}

/// An answer's clues, and the judge input that keeps some of them.
pub trait Clues {
    /// Every clue, in a fixed order.
    fn sites(&self) -> Vec<Site>;

    /// The judge input that keeps the clues `kept` marks (one flag per
    /// site), without the line that ends a batch.
    fn text(&self, kept: &[bool]) -> String;
}

/// What a puzzle gives the generator: random answers and their clues,
/// written as its judge input.
pub trait Generate: PuzzleIo {
    /// One answer, with every clue it gives.
    type Answer: Clues;

    /// The fewest and most clues the puzzle's format allows.
    const CLUE_BOUNDS: (usize, usize) = (0, usize::MAX);

    /// Why this puzzle cannot be made as `order` asks (a size its format
    /// does not take, a symmetry it cannot have), if it cannot.
    fn refuse(order: &Order) -> Option<String> {
        size_refused(order, Self::FACTS.sides)
    }

    /// A random answer, or `None` when this draw came to nothing (the
    /// caller draws again).
    fn random_answer(order: &Order, rng: &mut Rng) -> Option<Self::Answer>;

    /// The line that ends a batch of judge input.
    const BATCH_END: &'static str = "0 0\n";

    /// The puzzle `text` (one puzzle's judge input, without the batch's
    /// end line) reads as by the puzzle's own reader, or why it does not.
    fn read_back(text: &str) -> Result<Self, String> {
        let mut batch = Self::parse_batch(&format!("{text}{}", Self::BATCH_END), false);
        if batch.items.len() != 1 || batch.trailing.is_some() {
            return Err("its text does not read back as one puzzle".into());
        }
        batch
            .items
            .remove(0)
            .map_err(|error| format!("its text does not read back: {error}"))
    }

    /// Changes `answer` a little where the tier's rules got stuck on its
    /// puzzle with every clue (`stuck`, the state they left), so that its
    /// clues say more there; false when it cannot. By default a puzzle
    /// cannot, and an answer whose every clue is not enough is dropped.
    fn nudge(_answer: &mut Self::Answer, _stuck: &Self, _rng: &mut Rng) -> bool {
        false
    }
}

/// Why `order`'s size does not fit `sides` (those the puzzle's reader
/// takes), if not.
pub fn size_refused(order: &Order, sides: Sides) -> Option<String> {
    let (least, most) = (sides.min, sides.max);
    let fits = |side: usize| (least..=most).contains(&side);
    (!fits(order.rows) || !fits(order.cols)).then(|| {
        format!(
            "{}x{} is not a size this puzzle takes: each side from {least} to {most}",
            order.rows, order.cols
        )
    })
}
