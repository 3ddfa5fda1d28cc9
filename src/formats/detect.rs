//! Reading a puzzle input in whichever format it is in: the judge format,
//! puzz.link URLs or game ids (one per line, mixed with nothing else), or
//! pzprv3 files (one after another). Detected from the text, or insisted
//! on with `--from`. Each shared puzzle becomes the puzzle's judge input,
//! read by its own reader, so every limit and message of that reader holds.

use super::share::Share;
use crate::error::{Batch, InputError};
use crate::facts::{Hidden, PuzzleFacts};
use crate::input::{Source, Stream, read_all};
use crate::io::PuzzleIo;
use crate::io::progress_marks::{Progress, apply_marks};

use super::readers::{AnyReader, Pzprv3Files, SharedLines};
use super::tatham;
use super::{Clue, ClueGrid, puzzlink, pzprv3};

/// The formats an input may be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// The puzzle's judge format.
    Judge,
    /// puzz.link / pzv.jp URLs, one per line.
    Url,
    /// Simon Tatham's game ids (Loopy, Mosaic), one per line.
    Tatham,
    /// pzprv3 files (pzprjs's save format), one after another.
    Pzprv3,
}

/// Reads `text` as a batch of `P`, in `from` or the format it looks like.
pub fn read_batch<P: PuzzleIo>(text: &str, strict: bool, from: Option<Format>) -> Batch<P> {
    read_all(text, reader_for::<P>(first_nonblank(text), strict, from))
}

/// Reads `source` as a batch of `P`, puzzle by puzzle as it comes, in
/// `from` or the format its first line looks like.
pub fn stream_batch<P: PuzzleIo>(
    mut source: Source,
    strict: bool,
    from: Option<Format>,
) -> Stream<AnyReader<P>> {
    let first = match from {
        Some(_) => String::new(),
        None => source.first_nonblank().unwrap_or_default(),
    };
    Stream::new(source, reader_for::<P>(&first, strict, from))
}

/// The reader of a batch in `from`, or in the format a batch whose first
/// line that is not blank is `first` looks like.
fn reader_for<P: PuzzleIo>(first: &str, strict: bool, from: Option<Format>) -> AnyReader<P> {
    match from.unwrap_or_else(|| detect_first(first)) {
        Format::Judge => AnyReader::Judge(P::judge_reader(strict)),
        Format::Pzprv3 => AnyReader::Pzprv3(Pzprv3Files::new(strict, puzzle_alone::<P>)),
        format => AnyReader::Lines(SharedLines::new(strict, format)),
    }
}

fn puzzle_alone<P>(puzzle: P, _: &pzprv3::Saved, _: usize) -> P {
    puzzle
}

/// The format `text` looks like.
pub fn detect(text: &str) -> Format {
    detect_first(first_nonblank(text))
}

/// The format a text looks like whose first line that is not blank is
/// `first`.
fn detect_first(first: &str) -> Format {
    if pzprv3::looks_like_pzprv3(first) {
        Format::Pzprv3
    } else if puzzlink::looks_like_url(first) {
        Format::Url
    } else if tatham::looks_like_id(first) {
        Format::Tatham
    } else {
        Format::Judge
    }
}

fn first_nonblank(text: &str) -> &str {
    text.lines().find(|l| !l.trim().is_empty()).unwrap_or("")
}

/// The other formats `share` reads, for a refusal.
pub(super) fn also(share: &PuzzleFacts) -> String {
    let mut formats = Vec::new();
    if share.pzpr_genre.is_some() {
        formats.push("a puzz.link URL".to_string());
    }
    if let Some(game) = share.tatham_game {
        formats.push(format!("a {} game id", game.name()));
    }
    if formats.is_empty() {
        String::new()
    } else {
        format!(" or {}", formats.join(" or "))
    }
}

/// Reads `text` as `read_batch` does, with what a person drew: the
/// answer part of a pzprv3 file, its marks made (one that breaks a rule
/// kept apart, as a progress file's is); other formats carry no marks.
pub fn read_progress_batch<P: PuzzleIo + Share>(
    text: &str,
    from: Option<Format>,
) -> Batch<Progress<P>> {
    if from.unwrap_or_else(|| detect(text)) != Format::Pzprv3 {
        return read_batch::<P>(text, false, from).map(Progress::unmarked);
    }
    read_all(text, Pzprv3Files::new(false, with_marks::<P>))
}

/// The puzzle of a pzprv3 file with the marks of its answer part.
fn with_marks<P: PuzzleIo + Share>(puzzle: P, saved: &pzprv3::Saved, start: usize) -> Progress<P> {
    let drawn: Vec<Option<bool>> = saved
        .drawn
        .iter()
        .map(|d| match d {
            pzprv3::Drawn::Yes => Some(true),
            pzprv3::Drawn::No => Some(false),
            pzprv3::Drawn::Nothing => None,
        })
        .collect();
    // The marks are named by the file's first line: a pzprv3 board
    // has no place a person types a mark at.
    let marks: Vec<_> = puzzle
        .drawn_effects(&drawn)
        .into_iter()
        .map(|e| (e, start + 1, 1))
        .collect();
    apply_marks(puzzle, marks, |s, m, t| s.apply(m, t))
}

/// The puzzle of `grid`, read from the judge input it makes; an error is
/// put on `line`, where the shared puzzle is.
pub(super) fn judge_puzzle<P: PuzzleIo>(
    grid: &ClueGrid,
    strict: bool,
    share: &PuzzleFacts,
    line: usize,
) -> Result<P, InputError> {
    let text = judge_text(grid, share).map_err(|why| InputError::new(line, 1, why))?;
    let mut batch = P::parse_batch(&text, strict);
    match batch.items.pop() {
        Some(Ok(puzzle)) if batch.items.is_empty() => Ok(puzzle),
        Some(Err(error)) => Err(InputError::new(line, 1, error.message)),
        _ => Err(InputError::new(line, 1, "the puzzle could not be read")),
    }
}

/// The judge input of one puzzle: `rows cols`, a row of tokens per line,
/// `0 0` (which ends every judge format's batch).
pub fn judge_text(grid: &ClueGrid, share_kind: &PuzzleFacts) -> Result<String, String> {
    let mut out = format!("{} {}\n", grid.rows, grid.cols);
    let small = |c: &Option<Clue>| !matches!(c, Some(Clue::Number(n)) if *n > 9);
    let gap = if share_kind.packed && grid.cells.iter().all(small) {
        ""
    } else {
        " "
    };
    for r in 0..grid.rows {
        let mut row = Vec::with_capacity(grid.cols);
        for c in 0..grid.cols {
            row.push(match grid.cells[r * grid.cols + c] {
                None => share_kind.blank.to_string(),
                Some(Clue::Number(n)) => n.to_string(),
                Some(Clue::Hidden) => match share_kind.hidden {
                    Hidden::Blank => share_kind.blank.to_string(),
                    Hidden::Written(token) => token.to_string(),
                    Hidden::Refused => {
                        return Err(format!(
                            "r{}c{} has a hidden number (?): deduce's {} needs every number",
                            r + 1,
                            c + 1,
                            share_kind.name
                        ));
                    }
                },
            });
        }
        out.push_str(&row.join(gap));
        out.push('\n');
    }
    out.push_str("0 0\n");
    Ok(out)
}
