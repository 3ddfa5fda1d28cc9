//! Reading the one puzzle an operation works on (hint, check, draw): a
//! judge input's puzzle, a progress grid with a person's marks, a shared
//! format (a pzprv3 file with its drawing), or a judge's answer read onto
//! its puzzle.

use crate::error::{Batch, Error, ErrorKind, InputError};
use crate::formats::detect::{Format, detect, read_progress_batch};
use crate::formats::share::Share;
use crate::io::PuzzleIo;
use crate::io::progress_marks::Progress;

/// A text and the name messages give it (a file's name, `<stdin>`).
#[derive(Clone, Copy, Debug)]
pub struct Named<'a> {
    /// The text.
    pub text: &'a str,
    /// Its name in messages.
    pub name: &'a str,
}

impl<'a> From<&'a str> for Named<'a> {
    /// `text`, named `<input>` in messages.
    fn from(text: &'a str) -> Named<'a> {
        Named::new(text)
    }
}

impl<'a> From<&'a String> for Named<'a> {
    /// `text`, named `<input>` in messages.
    fn from(text: &'a String) -> Named<'a> {
        Named::new(text)
    }
}

impl<'a> Named<'a> {
    /// `text`, named `<input>` in messages.
    pub fn new(text: &'a str) -> Named<'a> {
        Named {
            text,
            name: "<input>",
        }
    }
}

/// Which puzzle of a text to read, and how.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReadOne<'a> {
    /// The format the text is in; `None`: the one it looks like.
    pub from: Option<Format>,
    /// The puzzle's number (from 1) in a batch; `None`: the first, or the
    /// text as a progress grid.
    pub pick: Option<usize>,
    /// The puzzle the text answers, for an answer that carries no clues
    /// (Fill-a-Pix's rows of 0 and 1): the text is then that answer.
    pub puzzle: Option<Named<'a>>,
}

impl ReadOne<'_> {
    /// The puzzle of `input`, with a person's marks (a mark that breaks a
    /// rule outright kept apart).
    pub fn read<P: PuzzleIo + Share>(&self, input: Named) -> Result<Progress<P>, Error> {
        let Some(puzzle) = self.puzzle else {
            return read_one::<P>(input, self.pick, self.from);
        };
        let puzzle = read_one::<P>(puzzle, self.pick, self.from)?.state;
        puzzle
            .answer_onto(input.text)
            .map_err(|error| Error::from(error).in_file(input.name))
    }
}

/// Puzzle `pick` of `input`, or, with none picked, its first puzzle or its
/// progress grid (as `read_state` reads it).
fn read_one<P: PuzzleIo + Share>(
    input: Named,
    pick: Option<usize>,
    from: Option<Format>,
) -> Result<Progress<P>, Error> {
    let shared = from.unwrap_or_else(|| detect(input.text)) != Format::Judge;
    match pick {
        None if !shared => {
            read_state::<P>(input.text).map_err(|error| Error::from(error).in_file(input.name))
        }
        None => nth(read_progress_batch::<P>(input.text, from), 1, input.name),
        Some(index) => nth(
            read_progress_batch::<P>(input.text, from),
            index,
            input.name,
        ),
    }
}

/// Puzzle `index` (from 1) of `batch`.
fn nth<P>(mut batch: Batch<P>, index: usize, name: &str) -> Result<P, Error> {
    let count = batch.items.len();
    if index > count {
        return match batch.trailing {
            Some(error) if count == 0 => Err(Error::from(error).in_file(name)),
            _ => Err(beyond(name, "puzzle", count, index)),
        };
    }
    batch
        .items
        .swap_remove(index - 1)
        .map_err(|error| Error::from(error).in_file(name).in_item("puzzle", index))
}

/// Each puzzle of `batch` handed to `work` with its number (from 1); a
/// puzzle that cannot be read, or whose work fails, is an error in its
/// place, and so is an unreadable end, after them with any line of no
/// puzzle; each error names `name`.
pub(crate) fn each_puzzle<P, T>(
    batch: Batch<P>,
    name: &str,
    mut work: impl FnMut(usize, P) -> Result<T, Error>,
) -> Vec<Result<T, Error>> {
    let mut out: Vec<Result<T, Error>> = batch
        .items
        .into_iter()
        .enumerate()
        .map(|(i, puzzle)| {
            let number = i + 1;
            puzzle
                .map_err(Error::from)
                .and_then(|puzzle| work(number, puzzle))
                .map_err(|error| error.in_file(name).in_item("puzzle", number))
        })
        .collect();
    // A line of no puzzle has no place among them: after them, as the
    // end's error is.
    let unplaced = batch.strays.into_iter().chain(batch.trailing);
    out.extend(unplaced.map(|error| Err(Error::from(error).in_file(name))));
    out
}

/// Asked for item `asked` of an input that holds `count`.
pub(crate) fn beyond(name: &str, noun: &str, count: usize, asked: usize) -> Error {
    let plural = if count == 1 { "" } else { "s" };
    Error::new(
        ErrorKind::BadInput,
        format!("{name}: --pick {asked}: the input holds {count} {noun}{plural}"),
    )
}

/// A judge input (its first puzzle) or a progress file: the judge format
/// when it reads as one, the progress format otherwise. An error is
/// reported in the format the text looks like: a judge input starts with
/// a line of numbers.
fn read_state<P: PuzzleIo>(text: &str) -> Result<Progress<P>, InputError> {
    let mut batch = P::parse_batch(text, false);
    let judge_error = match batch.items.first() {
        Some(Ok(_)) => return batch.items.swap_remove(0).map(Progress::unmarked),
        Some(Err(error)) => Some(error.clone()),
        None => batch.trailing.clone(),
    };
    let looks_like_judge = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| l.chars().all(|c| c.is_ascii_digit() || c.is_whitespace()));
    match (P::read_progress(text), judge_error) {
        (Ok(progress), _) => Ok(progress),
        (Err(_), Some(judge)) if looks_like_judge => Err(judge),
        (Err(progress), _) => Err(progress),
    }
}
