//! The readers of batches in the shared formats, puzzle by puzzle
//! (`input::stream`): puzz.link URLs or game ids, one per line, and
//! pzprv3 files, one after another; and the reader of a batch in
//! whichever format it is in.

use std::marker::PhantomData;

use crate::error::InputError;
use crate::input::{Lines, Out, Reader};
use crate::io::PuzzleIo;

use super::detect::{Format, also, judge_puzzle};
use super::{FormatError, puzzlink, pzprv3, tatham};

/// The reader of a batch in one of the formats.
pub enum AnyReader<P: PuzzleIo> {
    Judge(P::Judge),
    Lines(SharedLines<P>),
    Pzprv3(Pzprv3Files<P, P>),
}

impl<P: PuzzleIo> Clone for AnyReader<P> {
    fn clone(&self) -> Self {
        match self {
            AnyReader::Judge(reader) => AnyReader::Judge(reader.clone()),
            AnyReader::Lines(reader) => AnyReader::Lines(reader.clone()),
            AnyReader::Pzprv3(reader) => AnyReader::Pzprv3(reader.clone()),
        }
    }
}

impl<P: PuzzleIo> Reader for AnyReader<P> {
    type Item = P;

    fn step(&mut self, lines: &mut Lines<'_>, out: &mut Out<P>) {
        match self {
            AnyReader::Judge(reader) => reader.step(lines, out),
            AnyReader::Lines(reader) => reader.step(lines, out),
            AnyReader::Pzprv3(reader) => reader.step(lines, out),
        }
    }
}

/// puzz.link URLs or game ids, one per line, mixed with nothing else.
pub struct SharedLines<P> {
    strict: bool,
    format: Format,
    puzzle: PhantomData<fn() -> P>,
}

impl<P> Clone for SharedLines<P> {
    fn clone(&self) -> Self {
        SharedLines::new(self.strict, self.format)
    }
}

impl<P> SharedLines<P> {
    pub fn new(strict: bool, format: Format) -> Self {
        SharedLines {
            strict,
            format,
            puzzle: PhantomData,
        }
    }
}

impl<P: PuzzleIo> Reader for SharedLines<P> {
    type Item = P;

    fn step(&mut self, lines: &mut Lines<'_>, out: &mut Out<P>) {
        let Some((number, line)) = lines.next_line() else {
            return out.end(None);
        };
        if !line.trim().is_empty() {
            out.push_settled(self.decode(number, line));
        }
    }
}

impl<P: PuzzleIo> SharedLines<P> {
    fn decode(&self, number: usize, line: &str) -> Result<P, InputError> {
        let share = P::FACTS;
        let indent = line.chars().take_while(|c| c.is_whitespace()).count();
        let decoded = if puzzlink::looks_like_url(line) {
            match share.pzpr_genre {
                Some(genre) => puzzlink::decode(line.trim(), genre),
                None => Err(FormatError::at(
                    0,
                    format!(
                        "{} has no puzz.link genre: give its judge format{}",
                        share.name,
                        also(share)
                    ),
                )),
            }
        } else if tatham::looks_like_id(line) {
            match share.tatham_game {
                Some(game) => tatham::decode(line, game),
                None => Err(FormatError::at(
                    0,
                    format!(
                        "{} has no Tatham game id: give its judge format{}",
                        share.name,
                        also(share)
                    ),
                )),
            }
        } else {
            let expected = if self.format == Format::Url {
                "a puzz.link URL"
            } else {
                "a game id"
            };
            Err(FormatError::at(
                0,
                format!("expected {expected}, one per line and mixed with nothing else"),
            ))
        };
        decoded
            .map_err(|e| InputError::new(number, indent + e.offset + 1, e.message))
            .and_then(|grid| judge_puzzle::<P>(&grid, self.strict, share, number))
    }
}

/// What a pzprv3 file's puzzle becomes: the puzzle alone, or with the
/// marks of its answer part; given the file and its first line (from 0).
pub type MakeFn<P, T> = fn(P, &pzprv3::Saved, usize) -> T;

/// pzprv3 files, each from a `pzprv3` line to the next.
pub struct Pzprv3Files<P, T> {
    strict: bool,
    make: MakeFn<P, T>,
    files: usize,
}

impl<P, T> Clone for Pzprv3Files<P, T> {
    fn clone(&self) -> Self {
        Pzprv3Files { ..*self }
    }
}

impl<P, T> Pzprv3Files<P, T> {
    pub fn new(strict: bool, make: MakeFn<P, T>) -> Self {
        Pzprv3Files {
            strict,
            make,
            files: 0,
        }
    }
}

fn starts_a_file(line: &str) -> bool {
    line.trim().starts_with("pzprv3")
}

impl<P: PuzzleIo, T> Reader for Pzprv3Files<P, T> {
    type Item = T;

    fn step(&mut self, lines: &mut Lines<'_>, out: &mut Out<T>) {
        let Some((number, first)) = lines.next_line() else {
            let none = InputError::new(1, 1, "expected a pzprv3 file: its first line is `pzprv3`");
            return out.end((self.files == 0).then_some(none));
        };
        if !starts_a_file(first) {
            return; // Before the first file: no file's line.
        }
        let mut file = vec![first];
        loop {
            let at = lines.position();
            match lines.next_line() {
                Some((_, line)) if !starts_a_file(line) => file.push(line),
                Some(_) => break lines.rewind(at),
                None => break,
            }
        }
        self.files += 1;
        out.push_settled(self.read_file(number - 1, &file));
    }
}

impl<P: PuzzleIo, T> Pzprv3Files<P, T> {
    /// The file that starts on line `start` (from 0).
    fn read_file(&self, start: usize, lines: &[&str]) -> Result<T, InputError> {
        let share = P::FACTS;
        let saved = pzprv3::decode(lines)
            .map_err(|e| InputError::new(start + e.line + 1, e.offset + 1, e.message))?;
        match share.pzpr_genre {
            Some(genre) if genre == saved.genre => {
                judge_puzzle::<P>(&saved.grid, self.strict, share, start + 1)
                    .map(|puzzle| (self.make)(puzzle, &saved, start))
            }
            _ => Err(InputError::new(
                start + 2,
                1,
                format!(
                    "a pzprv3 file of genre '{}', not {}",
                    saved.genre, share.name
                ),
            )),
        }
    }
}
