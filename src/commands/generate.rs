//! `deduce generate PUZZLE --size RxC --grade TIER`: fresh puzzles of
//! that tier, each proved unique and graded as asked before it is
//! printed, in the judge format or another (`--to`). Progress goes to
//! standard error on a terminal; the seed, when none was given, always.

use std::io::Write;
use std::ops::ControlFlow;

use crate::api::{GenerateOptions, batch_text, fresh_seed, prepare, written_or_why};
use crate::cli::{GenerateArgs, GradeAsked, SymmetryArg};
use crate::engine::{Selection, Solver, Tier};
use crate::error::Error;
use crate::formats::share::Share;
use crate::io::generate::{Generate, Keep, Order, Rng, Symmetry};
use crate::puzzles::PuzzleKind;
use crate::tools::generate::make;

use super::generate_progress::Progress;
use super::parallel::{Jobs, in_order, jobs};
use super::report::{Reporter, Status};

/// The library's puzzles, made on `--jobs` threads (the same whatever
/// the number), with progress on a terminal.
pub fn run<P: Generate + Share>(
    args: &GenerateArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let options = options(args);
    let order = prepare::<P>(&options)?;
    let seed = options.seed.unwrap_or_else(fresh_seed);
    if options.seed.is_none() {
        let _ = writeln!(
            reporter.stderr(),
            "deduce: seed {seed} (--seed {seed} makes these puzzles again)"
        );
    }
    let progress = Progress::new(options.count);
    let jobs = Jobs {
        threads: jobs(args.jobs),
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
    let _ = in_order(
        0..options.count,
        jobs,
        |(index, made)| match written_or_why(made, &order, index, &options, seed, &writer) {
            Ok(text) => {
                out.push_str(&text);
                ControlFlow::Continue(())
            }
            Err(error) => {
                failed = Some(error);
                ControlFlow::Break(())
            }
        },
    );
    progress.finish();
    // A failed write is the output's to report (see `output.rs`).
    let _ = stdout.write_all(batch_text::<P>(&out, options.to).as_bytes());
    failed.map_or(Ok(Status::Done), Err)
}

/// What the command line asks for.
fn options(args: &GenerateArgs) -> GenerateOptions {
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
            tier: match args.grade {
                GradeAsked::Tier(tier) => tier,
                // The level's own tier is set once the puzzle is known.
                GradeAsked::Level(_) => Tier::Basic,
            },
            keep,
            symmetry: match args.symmetry {
                SymmetryArg::None => Symmetry::None,
                SymmetryArg::Rotate => Symmetry::Rotate,
                SymmetryArg::Mirror => Symmetry::Mirror,
            },
            largest: args.largest.map(|n| n as usize),
            rules: Vec::new(),
            tries: args.tries as usize,
            ratings: None,
        },
        level: match &args.grade {
            GradeAsked::Level(name) => Some(name.clone()),
            GradeAsked::Tier(_) => None,
        },
        count: args.count,
        seed: args.seed,
        to: args.to,
        rules: args.rules.clone(),
        puzzle: args.puzzle,
    }
}
