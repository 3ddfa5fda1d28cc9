//! `deduce generate PUZZLE --size RxC --grade TIER`: fresh puzzles of
//! that tier, each proved unique and graded as asked before it is
//! printed, in the judge format or another (`--to`). Progress goes to
//! standard error on a terminal; the seed, when none was given, always.

use std::io::Write;
use std::ops::ControlFlow;

use crate::cli::{GenerateArgs, SymmetryArg};
use crate::engine::generate::{Generate, Keep, Order, Rng, Symmetry};
use crate::engine::{Puzzle, PuzzleIo, Selection, Solver, Tier};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::Format;
use crate::puzzles::PuzzleKind;
use crate::tools::generate::{Failed, Tally, make};

use super::convert::{check_format, encode};
use super::generate_progress::Progress;
use super::parallel::{Jobs, default_jobs, in_order};
use super::report::{Reporter, Status};

pub struct GenerateOptions {
    pub order: Order,
    pub count: usize,
    pub seed: Option<u64>,
    pub to: Format,
    /// `--rules`, as given: rule ids or sets each puzzle must use.
    pub rules: Option<String>,
    pub puzzle: PuzzleKind,
    /// Puzzles made at a time, each on a thread of its own (at least 1).
    pub jobs: usize,
}

pub fn run<P: Generate>(
    options: GenerateOptions,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let usage = |why: String| Error::new(ErrorKind::Usage, why);
    check_knobs(&options).map_err(usage)?;
    let mut order = options.order;
    check_tier::<P>(order.tier).map_err(usage)?;
    order.rules = required_rules::<P>(options.rules.as_deref(), order.tier).map_err(usage)?;
    if let Some(why) = P::refuse(&order) {
        return Err(usage(why));
    }
    if options.to != Format::Judge {
        check_format::<P>(options.to, false)?;
    }
    let seed = options.seed.unwrap_or_else(fresh_seed);
    if options.seed.is_none() {
        let _ = writeln!(
            reporter.stderr(),
            "deduce: seed {seed} (--seed {seed} makes these puzzles again)"
        );
    }
    let progress = Progress::new(options.count);
    let jobs = Jobs {
        threads: options.jobs,
        init: || (),
        work: |_: &mut (), index: usize| {
            let mut rng = Rng::for_puzzle(seed, index as u64);
            let made = make::<P>(&order, &mut rng, &mut || progress.tried());
            if made.is_ok() {
                progress.made();
            }
            (index, made)
        },
    };
    let writer = Solver::<P>::new(&Selection::all::<P>(), false);
    let mut out = String::new();
    let mut failed = None;
    // A break is the first failure, in the puzzles' order, kept in `failed`.
    let _ = in_order((0..options.count).collect(), jobs, |(index, made)| {
        let written = match made {
            Ok(made) => written::<P>(&made.text, options.to, &writer),
            Err(Failed::GaveUp(tally)) => Err(gave_up_error(&order, index, options.count, &tally)),
            Err(Failed::Fault(fault)) => Err(Error::new(
                ErrorKind::Unsolved,
                format!(
                    "a generated puzzle failed its proof ({fault}): please report it with the seed {seed}"
                ),
            )),
        };
        match written {
            Ok(text) => {
                out.push_str(&text);
                ControlFlow::Continue(())
            }
            Err(error) => {
                failed = Some(error);
                ControlFlow::Break(())
            }
        }
    });
    progress.finish();
    finish::<P>(&out, options.to, stdout);
    failed.map_or(Ok(Status::Done), Err)
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
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or_default();
    Rng::new(nanos ^ u64::from(std::process::id()).rotate_left(32)).next_u64() >> 16
}

/// One puzzle's judge input in the format `to`.
fn written<P: Generate>(text: &str, to: Format, solver: &Solver<P>) -> Result<String, Error> {
    if to == Format::Judge {
        return Ok(text.to_string());
    }
    let puzzle = P::read_back(text)
        .map_err(|why| Error::new(ErrorKind::Unsolved, format!("a generated puzzle: {why}")))?;
    encode(&puzzle, to, false, solver).map_err(|why| Error::new(ErrorKind::Usage, why))
}

/// Writes what was made, with the judge format's end line.
fn finish<P: Generate>(out: &str, to: Format, stdout: &mut dyn Write) {
    let end = if to == Format::Judge {
        P::BATCH_END
    } else {
        ""
    };
    // A failed write is the output's to report (see `output.rs`).
    let _ = stdout.write_all(format!("{out}{end}").as_bytes());
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

/// What the command line asks for.
pub fn options(args: &GenerateArgs) -> GenerateOptions {
    let (rows, cols) = args.size.unwrap_or(match args.puzzle {
        PuzzleKind::Sudominoku => (9, 9),
        _ => (10, 10),
    });
    let keep = match (args.dominoes, args.keep) {
        (Some(n), _) => Keep::Count(n as usize),
        (None, Some(percent)) => Keep::Share(percent),
        (None, None) => Keep::Fewest,
    };
    GenerateOptions {
        order: Order {
            rows,
            cols,
            tier: args.grade,
            keep,
            symmetry: match args.symmetry {
                SymmetryArg::None => Symmetry::None,
                SymmetryArg::Rotate => Symmetry::Rotate,
                SymmetryArg::Mirror => Symmetry::Mirror,
            },
            largest: args.largest.map(|n| n as usize),
            rules: Vec::new(),
            tries: args.tries as usize,
        },
        count: args.count,
        seed: args.seed,
        to: args.to,
        rules: args.rules.clone(),
        puzzle: args.puzzle,
        jobs: args.jobs.unwrap_or_else(default_jobs),
    }
}
