//! Generating: fresh puzzles of a chosen tier and size, each proved unique
//! and graded as asked before it is given, in the judge format or another.

use crate::engine::rating::level_named;
use crate::engine::{Puzzle, Selection, Solver, Tier};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::Format;
use crate::formats::share::Share;
use crate::io::PuzzleIo;
use crate::io::generate::{Generate, Keep, Order, Rng};
use crate::puzzles::PuzzleKind;
use crate::tools::generate::{Failed, Tally, make};

use super::convert::{check_format, encode};

/// What to make.
#[derive(Clone, Debug)]
pub struct GenerateOptions {
    /// The size, tier and clue knobs of each puzzle.
    pub order: Order,
    /// How many puzzles.
    pub count: usize,
    /// The seed: the same seed makes the same puzzles. `None`: a fresh
    /// one, which `Generated::seed` gives back.
    pub seed: Option<u64>,
    /// The format to write them in.
    pub to: Format,
    /// Rule ids or sets each puzzle must use, as `--rules` names them.
    pub rules: Option<String>,
    /// The puzzle kind.
    pub puzzle: PuzzleKind,
    /// A level of the puzzle's, as `grade` names it (`tricky`), asked
    /// instead of `order.tier`: its tier, each puzzle's rating within it.
    pub level: Option<String>,
}

/// The puzzles made.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Generated {
    /// The seed they were made from.
    pub seed: u64,
    /// Each puzzle in the format asked.
    pub puzzles: Vec<String>,
    /// The whole, as `deduce generate` prints it (the judge format's
    /// batch with its end line).
    pub text: String,
}

/// Makes `options.count` puzzles of `options.puzzle`, one after another;
/// an error when the options ask for what cannot be made, or when one
/// puzzle could not be found within `order.tries` answers.
///
/// ```
/// use deduce::{Format, GenerateOptions, Order, PuzzleKind, Tier};
///
/// let options = GenerateOptions {
///     order: Order::new(5, 5, Tier::Basic),
///     count: 1,
///     seed: Some(7),
///     to: Format::Judge,
///     rules: None,
///     puzzle: PuzzleKind::Pixel,
///     level: None,
/// };
/// let made = deduce::generate(&options)?;
/// assert_eq!(made.puzzles.len(), 1);
/// assert!(made.text.starts_with("5 5\n"));
/// # Ok::<(), deduce::Error>(())
/// ```
pub fn generate(options: &GenerateOptions) -> Result<Generated, Error> {
    crate::with_puzzle!(options.puzzle, P => {
        let order = prepare::<P>(options)?;
        let seed = options.seed.unwrap_or_else(fresh_seed);
        let writer = Solver::<P>::new(&Selection::all::<P>(), false);
        let puzzles = (0..options.count)
            .map(|index| {
                let mut rng = Rng::for_puzzle(seed, index as u64);
                let made = make::<P>(&order, &mut rng, &mut || ());
                written_or_why::<P>(made, &order, index, options, seed, &writer)
            })
            .collect::<Result<Vec<String>, Error>>()?;
        let text = batch_text::<P>(&puzzles.concat(), options.to);
        Ok(Generated { seed, puzzles, text })
    })
}

/// The order `options` asks of `P`, checked: the knobs are `P`'s, the
/// tier is one a person is given and `P` has rules of, the rules asked for
/// lie within it, the size and symmetry are `P`'s, the format is one `P`
/// is written in.
pub(crate) fn prepare<P: Generate>(options: &GenerateOptions) -> Result<Order, Error> {
    let usage = |why: String| Error::new(ErrorKind::Usage, why);
    check_knobs(options).map_err(usage)?;
    let mut order = options.order.clone();
    if let Some(name) = &options.level {
        let (tier, from, to) = level_named(P::LEVELS, name).ok_or_else(|| {
            let names: Vec<&str> = P::LEVELS.iter().map(|l| l.name).collect();
            usage(format!(
                "{} has no level named '{name}': its levels are {}",
                P::KIND,
                names.join(", ")
            ))
        })?;
        order.tier = tier;
        order.ratings = Some((from, to));
    }
    check_tier::<P>(order.tier).map_err(usage)?;
    order.rules = required_rules::<P>(options.rules.as_deref(), order.tier).map_err(usage)?;
    if let Some(why) = P::refuse(&order) {
        return Err(usage(why));
    }
    if options.to != Format::Judge {
        check_format::<P>(options.to, false)?;
    }
    Ok(order)
}

/// Puzzle `index` as made, written in the format asked, or why there is
/// none.
pub(crate) fn written_or_why<P: Generate + Share>(
    made: Result<crate::tools::generate::Made, Failed>,
    order: &Order,
    index: usize,
    options: &GenerateOptions,
    seed: u64,
    writer: &Solver<P>,
) -> Result<String, Error> {
    match made {
        Ok(made) => written::<P>(&made.text, options.to, writer),
        Err(Failed::GaveUp(tally)) => Err(gave_up_error(order, index, options.count, &tally)),
        Err(Failed::Fault(fault)) => Err(Error::new(
            ErrorKind::Unsolved,
            format!(
                "a generated puzzle failed its proof ({fault}): please report it with the seed {seed}"
            ),
        )),
    }
}

/// The knobs that are not this puzzle's.
fn check_knobs(options: &GenerateOptions) -> Result<(), String> {
    let order = &options.order;
    let name = options.puzzle.id();
    if order.largest.is_some() && options.puzzle != PuzzleKind::Nurikabe {
        return Err(format!("--largest is Nurikabe's: {name} has no islands"));
    }
    match (options.puzzle, order.keep) {
        (PuzzleKind::Sudominoku, Keep::Share(_)) => {
            Err("Su-Domino-Ku counts its placed dominoes: use --dominoes N".into())
        }
        (PuzzleKind::Nurikabe, Keep::Share(_)) => {
            Err("every Nurikabe island keeps its clue, so --keep does not apply".into())
        }
        (kind, Keep::Count(_)) if kind != PuzzleKind::Sudominoku => Err(format!(
            "--dominoes is Su-Domino-Ku's; {name} takes --keep PERCENT"
        )),
        _ => Ok(()),
    }
}

/// The tiers a person can be given: a puzzle that needs a guess is not
/// one to solve by reasoning, and a tier without rules of its own grades
/// no puzzle.
fn check_tier<P: PuzzleIo>(tier: Tier) -> Result<(), String> {
    if tier == Tier::Guess {
        return Err(
            "no puzzles graded guess: a puzzle that needs a guess cannot be solved by reasoning, \
             so it is not one to give a person; the hardest grade is hypothesis"
                .into(),
        );
    }
    let has_rules =
        |t: Tier| t == Tier::Hypothesis || P::rules().iter().any(|r| r.record().tier == t);
    if has_rules(tier) {
        return Ok(());
    }
    let grades: Vec<&str> = Tier::ALL[..4]
        .iter()
        .filter(|&&t| has_rules(t))
        .map(|t| t.name())
        .collect();
    Err(format!(
        "{} has no {} rules, so no puzzle of it is graded {}: its grades are {}",
        P::FACTS.name,
        tier.name(),
        tier.name(),
        grades.join(", ")
    ))
}

/// The rule ids of `list`, each of a tier up to `tier` (a puzzle graded
/// `tier` cannot use a rule above it).
fn required_rules<P: Puzzle>(list: Option<&str>, tier: Tier) -> Result<Vec<&'static str>, String> {
    let Some(list) = list else {
        return Ok(Vec::new());
    };
    let allowed = Selection::all::<P>().up_to::<P>(tier).ids::<P>();
    let ids = Selection::parse::<P>(list)?.ids::<P>();
    match ids.iter().find(|id| !allowed.contains(id)) {
        Some(id) => Err(format!(
            "{id} is above the grade asked ({}): a puzzle graded {} never uses it",
            tier.name(),
            tier.name()
        )),
        None => Ok(ids),
    }
}

/// A seed for a run without `--seed`: the clock and the process.
pub(crate) fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or_default();
    Rng::new(nanos ^ u64::from(std::process::id()).rotate_left(32)).next_u64() >> 16
}

/// One puzzle's judge input in the format `to`.
fn written<P: Generate + Share>(
    text: &str,
    to: Format,
    solver: &Solver<P>,
) -> Result<String, Error> {
    if to == Format::Judge {
        return Ok(text.to_string());
    }
    let puzzle = P::read_back(text)
        .map_err(|why| Error::new(ErrorKind::Unsolved, format!("a generated puzzle: {why}")))?;
    encode(&puzzle, to, false, solver).map_err(|why| Error::new(ErrorKind::Usage, why))
}

/// What was made, with the judge format's end line.
pub(crate) fn batch_text<P: Generate>(out: &str, to: Format) -> String {
    let end = if to == Format::Judge {
        P::BATCH_END
    } else {
        ""
    };
    format!("{out}{end}")
}

fn gave_up_error(order: &Order, index: usize, count: usize, t: &Tally) -> Error {
    let mut why = Vec::new();
    let mut add = |n: usize, what: &str| {
        if n > 0 {
            why.push(format!("{n} {what}"));
        }
    };
    add(t.too_easy, "came out easier");
    add(
        t.unfinished,
        &format!("the {} rules could not finish", order.tier.name()),
    );
    add(t.lacking, "did not use the rules asked for");
    add(t.no_answer, "drew no answer");
    Error::new(
        ErrorKind::Unsolved,
        format!(
            "gave up after {} tries with {index} of {count} made: no {}x{} puzzle graded {} was found ({}); --tries raises the bound",
            t.tries,
            order.rows,
            order.cols,
            order.tier.name(),
            why.join(", ")
        ),
    )
}
