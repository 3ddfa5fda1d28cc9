//! Converting: each puzzle of a text in another format (the judge
//! format, puzz.link URLs, Tatham game ids, pzprv3 files, these with the
//! answer drawn).

use crate::engine::{Outcome, Selection, Solver};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::{Format, judge_text, read_batch};
use crate::formats::pzprv3::{self, Drawn};
use crate::formats::share::Share;
use crate::formats::{puzzlink, tatham};
use crate::io::PuzzleIo;
use crate::puzzles::PuzzleKind;

use super::read::{Named, each_puzzle};

/// Each puzzle of `input` (in `from`, or the format it looks like) in the
/// format `to`, with its answer for `answer` (pzprv3 alone carries one).
/// A puzzle that cannot be read or written is an error in its place; a
/// format the puzzle has not is an error for all.
///
/// ```
/// use deduce::{Format, Named, PuzzleKind};
///
/// let text = "3 3\n1.1\n...\n1.1\n0 0\n";
/// let urls = deduce::convert(PuzzleKind::Nurikabe, Named::new(text), None, Format::Url, false)?;
/// assert!(urls[0].as_ref().unwrap().starts_with("https://puzz.link/p?nurikabe/3/3/"));
/// # Ok::<(), deduce::Error>(())
/// ```
pub fn convert<'a>(
    kind: PuzzleKind,
    input: impl Into<Named<'a>>,
    from: Option<Format>,
    to: Format,
    answer: bool,
) -> Result<Vec<Result<String, Error>>, Error> {
    let input = input.into();
    crate::with_puzzle!(kind, P => {
        check_format::<P>(to, answer)?;
        let solver = Solver::<P>::new(&Selection::all::<P>(), false);
        let batch = read_batch::<P>(input.text, false, from);
        Ok(each_puzzle(batch, input.name, |_, puzzle| {
            encode(&puzzle, to, answer, &solver).map_err(|why| Error::new(ErrorKind::Unsolved, why))
        }))
    })
}

/// One puzzle in the format `to` (pzprv3 with its answer, for `answer`,
/// which `solver` finds).
pub(crate) fn encode<P: PuzzleIo + Share>(
    puzzle: &P,
    to: Format,
    answer: bool,
    solver: &Solver<P>,
) -> Result<String, String> {
    let share = P::FACTS;
    let grid = puzzle
        .clue_grid()
        .ok_or_else(|| format!("{} has no clue grid", share.name))?;
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
pub(crate) fn check_format<P: PuzzleIo>(to: Format, answer: bool) -> Result<(), Error> {
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
