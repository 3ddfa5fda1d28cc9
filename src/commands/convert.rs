//! `deduce convert PUZZLE [FILE] --to judge|url|tatham|pzprv3`: each
//! puzzle of the input in the format asked, one per line (pzprv3: one
//! file after another; judge: one batch). With `--answer`, a pzprv3 file
//! carries the solved grid, so that the answer opens in puzz.link.

use std::io::Write;
use std::ops::ControlFlow;

use crate::cli::ConvertArgs;
use crate::engine::{Outcome, PuzzleIo, Selection, Solver};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::{Format, judge_text, read_batch};
use crate::formats::pzprv3::{self, Drawn};
use crate::formats::{Clue, ClueGrid, puzzlink, tatham};

use super::batch::walk;
use super::report::{Reporter, Status};

pub fn run<P: PuzzleIo>(
    text: &str,
    input_name: &str,
    options: &ConvertArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    check_format::<P>(options.to, options.answer)?;
    let solver = Solver::<P>::new(&Selection::all::<P>(), false);
    let mut out = String::new();
    let mut status = Status::Done;
    let walked = walk(
        read_batch::<P>(text, false, options.input.from),
        input_name,
        "puzzle",
        options.input.pick.as_ref(),
        reporter,
        |index, puzzle, reporter| {
            match encode(&puzzle, options.to, options.answer, &solver) {
                Ok(text) => out.push_str(&text),
                Err(why) => {
                    status = Status::Unsolved;
                    reporter.report(
                        &Error::new(ErrorKind::Unsolved, why)
                            .in_file(input_name)
                            .in_item("puzzle", index),
                    );
                }
            }
            ControlFlow::Continue(())
        },
    );
    if options.to == Format::Judge {
        out.push_str("0 0\n");
    }
    // A failed write is the output's to report (see `output.rs`).
    let _ = stdout.write_all(out.as_bytes());
    if walked.unreadable > 0 {
        status = Status::BadInput;
    }
    Ok(status)
}

/// One puzzle in the format `to` (pzprv3 with its answer, for `answer`,
/// which `solver` finds).
pub fn encode<P: PuzzleIo>(
    puzzle: &P,
    to: Format,
    answer: bool,
    solver: &Solver<P>,
) -> Result<String, String> {
    let share = P::FACTS;
    let (rows, cols, clues) = puzzle
        .clue_grid()
        .ok_or_else(|| format!("{} has no clue grid", share.name))?;
    let grid = ClueGrid {
        rows,
        cols,
        cells: clues.into_iter().map(|c| c.map(Clue::Number)).collect(),
    };
    match to {
        Format::Judge => {
            let text = judge_text(&grid, share)?;
            Ok(text.trim_end_matches("0 0\n").to_string())
        }
        Format::Url => Ok(puzzlink::encode(&grid, share.pzpr_genre.unwrap_or_default())? + "\n"),
        Format::Tatham => {
            let game = share.tatham_game.ok_or("no Tatham game")?;
            Ok(tatham::encode(&grid, game)? + "\n")
        }
        Format::Pzprv3 => {
            let genre = share.pzpr_genre.unwrap_or_default();
            let mut state = puzzle.clone();
            if answer {
                let trace = solver.solve(&mut state);
                if trace.outcome != Outcome::Solved {
                    return Err("the rules could not solve it: no answer to write".into());
                }
            }
            let drawn: Vec<Drawn> = state
                .drawn_marks()
                .into_iter()
                .map(|m| match m {
                    Some(true) => Drawn::Yes,
                    Some(false) => Drawn::No,
                    None => Drawn::Nothing,
                })
                .collect();
            Ok(pzprv3::encode(&grid, genre, &drawn))
        }
    }
}

/// Why `P` cannot be written in `to` (with the answer, for `answer`), if
/// it cannot: a usage error.
pub fn check_format<P: PuzzleIo>(to: Format, answer: bool) -> Result<(), Error> {
    let share = P::FACTS;
    let usage = |why: String| Err(Error::new(ErrorKind::Usage, why));
    match to {
        Format::Url if share.pzpr_genre.is_none() => {
            return usage(format!("{} has no puzz.link genre", share.name));
        }
        Format::Tatham if share.tatham_game.is_none() => {
            return usage(format!("{} has no Tatham game", share.name));
        }
        Format::Pzprv3 if share.pzpr_genre.is_none() => {
            return usage(format!("{} has no pzprv3 genre", share.name));
        }
        _ if share.pzpr_genre.is_none() && share.tatham_game.is_none() => {
            return usage(format!(
                "{} has no format but its judge input, which is the one to share",
                share.name
            ));
        }
        _ => {}
    }
    if answer && to != Format::Pzprv3 {
        return usage(
            "--answer goes with --to pzprv3, the one format that carries an answer".into(),
        );
    }
    Ok(())
}
