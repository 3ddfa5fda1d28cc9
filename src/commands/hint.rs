//! `deduce hint PUZZLE [FILE]`: the hint of the library's `hint` (the next
//! step from a puzzle or a progress file, at the level asked), printed.

use std::io::Write;
use std::path::Path;

use crate::api::{HintOptions, Named, ReadOne, hint_progress};
use crate::cli::{HintArgs, InputArgs};
use crate::error::{Error, ErrorKind};
use crate::formats::share::Share;
use crate::io::PuzzleIo;
use crate::io::progress_marks::Progress;
use crate::style::Style;
use crate::wire::givens::Givens;

use super::report::Status;

/// Where a one-puzzle command (`hint`, `draw`, `check`) finds its
/// puzzle: the input's name, the puzzle picked, the format insisted on.
pub struct OneInput<'a> {
    pub name: &'a str,
    pub input: &'a InputArgs,
    /// The puzzle an answer without clues belongs to (`--puzzle`).
    pub puzzle: Option<&'a Path>,
}

impl OneInput<'_> {
    /// The puzzle of `text`, with a person's marks; with `--puzzle`,
    /// `text` is the judge's answer to that puzzle (its first, or the one
    /// `--pick` names).
    pub fn read<P: PuzzleIo + Share>(&self, text: &str) -> Result<Progress<P>, Error> {
        let pick = match &self.input.pick {
            None => None,
            Some(pick) => Some(pick.single().ok_or_else(|| {
                Error::new(
                    ErrorKind::Usage,
                    "this command reads one puzzle: give --pick one number",
                )
            })?),
        };
        let puzzle = match self.puzzle {
            Some(path) => Some((
                super::input_name(Some(path)),
                super::read_input(Some(path), "a puzzle", crate::input::PUZZLE_CAP)?,
            )),
            None => None,
        };
        let read = ReadOne {
            from: self.input.from,
            pick,
            puzzle: puzzle.as_ref().map(|(name, text)| Named { text, name }),
        };
        read.read::<P>(Named {
            text,
            name: self.name,
        })
    }
}

pub fn run<P: PuzzleIo + Givens + Share>(
    text: &str,
    input: &OneInput,
    args: &HintArgs,
    style: Style,
    stdout: &mut dyn Write,
) -> Result<Status, Error> {
    let progress = input.read::<P>(text)?;
    let options = HintOptions {
        level: args.level,
        style,
    };
    let hint = hint_progress(&progress, &options);
    let _ = writeln!(stdout, "{}", hint.text());
    Ok(match hint.ends_the_solve() {
        true => Status::Unsolved,
        false => Status::Done,
    })
}
