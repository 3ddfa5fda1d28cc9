//! Reading a puzzle input in whichever format it is in: the judge format,
//! puzz.link URLs or game ids (one per line, mixed with nothing else), or
//! pzprv3 files (one after another). Detected from the text, or insisted
//! on with `--from`. Each shared puzzle becomes the puzzle's judge input,
//! read by its own reader, so every limit and message of that reader holds.

use super::share::Share;
use crate::error::{Batch, InputError};
use crate::facts::PuzzleFacts;
use crate::io::PuzzleIo;
use crate::io::progress_marks::{Progress, apply_marks};

use super::tatham;
use super::{Clue, ClueGrid, FormatError, puzzlink, pzprv3};

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
    let format = from.unwrap_or_else(|| detect(text));
    match format {
        Format::Judge => P::parse_batch(text, strict),
        Format::Pzprv3 => read_pzprv3::<P>(text, strict),
        Format::Url | Format::Tatham => read_lines::<P>(text, strict, format),
    }
}

/// The format `text` looks like.
pub fn detect(text: &str) -> Format {
    if pzprv3::looks_like_pzprv3(text) {
        return Format::Pzprv3;
    }
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    if puzzlink::looks_like_url(first) {
        Format::Url
    } else if tatham::looks_like_id(first) {
        Format::Tatham
    } else {
        Format::Judge
    }
}

fn read_lines<P: PuzzleIo>(text: &str, strict: bool, format: Format) -> Batch<P> {
    let share = P::FACTS;
    let mut items = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        if line.trim().is_empty() {
            continue;
        }
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
            let expected = if format == Format::Url {
                "a puzz.link URL"
            } else {
                "a game id"
            };
            Err(FormatError::at(
                0,
                format!("expected {expected}, one per line and mixed with nothing else"),
            ))
        };
        items.push(
            decoded
                .map_err(|e| InputError::new(number, indent + e.offset + 1, e.message))
                .and_then(|grid| judge_puzzle::<P>(&grid, strict, share, number)),
        );
    }
    Batch {
        items,
        trailing: None,
    }
}

/// The other formats `share` reads, for a refusal.
fn also(share: &PuzzleFacts) -> String {
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

fn read_pzprv3<P: PuzzleIo>(text: &str, strict: bool) -> Batch<P> {
    read_pzprv3_with(text, strict, |puzzle: P, _, _| puzzle)
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
    read_pzprv3_with(text, false, |puzzle: P, saved: &pzprv3::Saved, start| {
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
    })
}

fn read_pzprv3_with<P: PuzzleIo, T>(
    text: &str,
    strict: bool,
    make: impl Fn(P, &pzprv3::Saved, usize) -> T,
) -> Batch<T> {
    let share = P::FACTS;
    let mut items = Vec::new();
    let files = pzprv3::split(text);
    if files.is_empty() {
        return Batch {
            items,
            trailing: Some(InputError::new(
                1,
                1,
                "expected a pzprv3 file: its first line is `pzprv3`",
            )),
        };
    }
    for (start, lines) in files {
        let item = pzprv3::decode(&lines)
            .map_err(|e| InputError::new(start + e.line + 1, e.offset + 1, e.message))
            .and_then(|saved| match share.pzpr_genre {
                Some(genre) if genre == saved.genre => {
                    judge_puzzle::<P>(&saved.grid, strict, share, start + 1)
                        .map(|puzzle| make(puzzle, &saved, start))
                }
                _ => Err(InputError::new(
                    start + 2,
                    1,
                    format!(
                        "a pzprv3 file of genre '{}', not {}",
                        saved.genre, share.name
                    ),
                )),
            });
        items.push(item);
    }
    Batch {
        items,
        trailing: None,
    }
}

/// The puzzle of `grid`, read from the judge input it makes; an error is
/// put on `line`, where the shared puzzle is.
fn judge_puzzle<P: PuzzleIo>(
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
                Some(Clue::Hidden) if share_kind.hidden_is_blank => share_kind.blank.to_string(),
                Some(Clue::Hidden) => {
                    return Err(format!(
                        "r{}c{} has a hidden number (?): deduce's {} needs every number",
                        r + 1,
                        c + 1,
                        share_kind.name
                    ));
                }
            });
        }
        out.push_str(&row.join(gap));
        out.push('\n');
    }
    out.push_str("0 0\n");
    Ok(out)
}
