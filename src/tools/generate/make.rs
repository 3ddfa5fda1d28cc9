//! One puzzle: random answers drawn until one, its clues taken away,
//! passes the proof at the tier asked, or the tries run out.

use super::prove::{Flaw, prove, proving_solver};
use super::removal::remove_clues;
use crate::engine::{Outcome, Selection, Solver, Tier};
use crate::io::generate::{Clues, Generate, Order, Rng};

/// A puzzle that passed its proof.
pub struct Made {
    /// Its judge input, without the batch's end line.
    pub text: String,
    pub tries: usize,
}

/// What the tries came to, for the message when they run out.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub tries: usize,
    /// Draws that gave no answer.
    pub no_answer: usize,
    /// Answers whose puzzle, every clue given, the tier's rules could not
    /// finish, or whose clues could not be brought to the count asked.
    pub unfinished: usize,
    /// Puzzles the tier below finished too.
    pub too_easy: usize,
    /// Puzzles that did not use a rule asked for.
    pub lacking: usize,
}

/// Why no puzzle was made.
#[derive(Debug)]
pub enum Failed {
    /// The tries ran out.
    GaveUp(Tally),
    /// A puzzle failed its proof otherwise than by its grade or its rules:
    /// a fault of the generator, not of the draw, told at once.
    Fault(String),
}

/// Makes one puzzle from `rng`'s stream; `tried` hears after each try.
pub fn make<P: Generate>(
    order: &Order,
    rng: &mut Rng,
    tried: &mut dyn FnMut(),
) -> Result<Made, Failed> {
    // A solver per tier up to the one asked: removal tries the cheap ones
    // first (`removal.rs`).
    let finishers: Vec<Solver<P>> = Tier::ALL
        .into_iter()
        .filter(|&t| t <= order.tier)
        .map(|t| Solver::new(&Selection::all::<P>().up_to::<P>(t), false))
        .collect();
    let prover = proving_solver::<P>();
    let mut finishes = |text: &str, tier: Tier| -> Result<(), Option<P>> {
        let Ok(mut puzzle) = P::read_back(text) else {
            return Err(None);
        };
        let finisher = &finishers[tier.number() as usize - 1];
        match finisher.solve(&mut puzzle).outcome {
            Outcome::Solved => Ok(()),
            _ => Err(Some(puzzle)),
        }
    };
    let mut tally = Tally::default();
    while tally.tries < order.tries {
        tally.tries += 1;
        let outcome = try_once::<P>(order, rng, &mut finishes, &prover);
        match outcome {
            Try::NoAnswer => tally.no_answer += 1,
            Try::Unfinished => tally.unfinished += 1,
            Try::Flawed(Flaw::Graded) => tally.too_easy += 1,
            Try::Flawed(Flaw::Lacks) => tally.lacking += 1,
            Try::Flawed(Flaw::Broken(why)) => return Err(Failed::Fault(why)),
            Try::Made(text) => {
                return Ok(Made {
                    text,
                    tries: tally.tries,
                });
            }
        }
        tried();
    }
    Err(Failed::GaveUp(tally))
}

/// Whether a puzzle's text is finished by a tier's rules; if not, the
/// state they leave (`None` for a text that does not read).
type Finishes<'a, P> = dyn FnMut(&str, Tier) -> Result<(), Option<P>> + 'a;

enum Try {
    NoAnswer,
    Unfinished,
    Flawed(Flaw),
    Made(String),
}

/// How many times an answer may be nudged before it is dropped.
const NUDGES: usize = 400;

fn try_once<P: Generate>(
    order: &Order,
    rng: &mut Rng,
    finishes: &mut Finishes<P>,
    prover: &Solver<P>,
) -> Try {
    let Some(mut answer) = P::random_answer(order, rng) else {
        return Try::NoAnswer;
    };
    let mut nudges = 0;
    loop {
        let every_clue = vec![true; answer.sites().len()];
        match finishes(&answer.text(&every_clue), order.tier) {
            Ok(()) => break,
            Err(Some(stuck)) if nudges < NUDGES && P::nudge(&mut answer, &stuck, rng) => {
                nudges += 1;
            }
            Err(_) => return Try::Unfinished,
        }
    }
    let sites = answer.sites();
    let mut finished = |text: &str, tier: Tier| finishes(text, tier).is_ok();
    let Some(kept) = remove_clues::<P>(&answer, &sites, order, rng, &mut finished) else {
        return Try::Unfinished;
    };
    let text = answer.text(&kept);
    match prove::<P>(&text, order, prover) {
        Ok(()) => Try::Made(text),
        Err(flaw) => Try::Flawed(flaw),
    }
}
