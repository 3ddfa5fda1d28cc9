//! The formats puzzle people share, beside the judge formats: puzz.link
//! (pzv.jp) URLs, Simon Tatham's game ids and pzprv3 files. Each decodes
//! to a `ClueGrid` (the clues of a grid, puzzle-neutral), which becomes the
//! puzzle's judge input; each encodes from one.

pub mod clued_answer;
pub mod detect;
pub mod nurikabe_body;
pub mod puzzlink;
pub mod pzprv3;
pub mod readers;
pub mod share;
pub mod slither_body;
pub mod tatham;

/// One cell's clue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clue {
    Number(u32),
    /// A numbered cell whose number is hidden (`?`).
    Hidden,
}

/// The clues of a grid, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClueGrid {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<Option<Clue>>,
}

impl ClueGrid {
    /// A grid of numbers alone (no "?"), `None` a cell without one.
    pub fn of_numbers(
        rows: usize,
        cols: usize,
        numbers: impl Iterator<Item = Option<u32>>,
    ) -> Self {
        let cells = numbers.map(|n| n.map(Clue::Number)).collect();
        ClueGrid { rows, cols, cells }
    }
}

/// Why a puzzle could not be read from a shared format: what, and where
/// (a character offset from 0 in the line, or a line of a file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The line, from 0, of a format of several lines (pzprv3); 0 for one
    /// of a single line.
    pub line: usize,
    /// Offset, in characters, in that line.
    pub offset: usize,
    pub message: String,
}

impl FormatError {
    pub fn at(offset: usize, message: impl Into<String>) -> Self {
        FormatError::on_line(0, offset, message)
    }

    pub fn on_line(line: usize, offset: usize, message: impl Into<String>) -> Self {
        FormatError {
            line,
            offset,
            message: message.into(),
        }
    }
}

/// Largest side a shared format may give; the puzzle's reader then holds
/// it to its own limits.
pub const MAX_SIDE: usize = 1000;

/// A run of blank cells in base 36 from `g` (1) to `z` (20), as puzz.link
/// writes them.
pub fn puzzlink_run(ch: char) -> Option<usize> {
    match ch {
        'g'..='z' => Some(ch as usize - 'g' as usize + 1),
        _ => None,
    }
}

/// Writes a run of `count` blank cells the puzz.link way (each `z` 20).
pub fn push_puzzlink_run(out: &mut String, mut count: usize) {
    while count > 0 {
        let n = count.min(20);
        out.push((b'g' + n as u8 - 1) as char);
        count -= n;
    }
}

/// A decoder's character `ch` at `at` when `filled` of the grid's `count`
/// cells are read: an error once the grid is full.
pub fn check_room(filled: usize, count: usize, ch: char, at: usize) -> Result<(), FormatError> {
    if filled >= count {
        return Err(FormatError::at(
            at,
            format!("'{ch}' is past the grid's {count} cells"),
        ));
    }
    Ok(())
}

/// A puzz.link body: each run of blank cells as `g`-`z`, each clue as
/// `clue` writes it; `clue` is given the cells from the clue on and
/// returns how many it covered (a clue may take the blanks after it).
pub fn encode_puzzlink(
    grid: &ClueGrid,
    mut clue: impl FnMut(Clue, &[Option<Clue>], &mut String) -> Result<usize, String>,
) -> Result<String, String> {
    let mut out = String::new();
    let mut k = 0;
    while k < grid.cells.len() {
        match grid.cells[k] {
            None => {
                let run = grid.cells[k..].iter().take_while(|c| c.is_none()).count();
                push_puzzlink_run(&mut out, run);
                k += run;
            }
            Some(c) => k += clue(c, &grid.cells[k..], &mut out)?,
        }
    }
    Ok(out)
}

/// The cells a decoder filled, checked to be the whole grid.
pub fn whole_grid(
    cells: Vec<Option<Clue>>,
    rows: usize,
    cols: usize,
    end: usize,
) -> Result<ClueGrid, FormatError> {
    let count = rows * cols;
    if cells.len() < count {
        return Err(FormatError::at(
            end,
            format!(
                "the description ends after {} of the {count} cells ({rows} rows of {cols}): is it cut short?",
                cells.len()
            ),
        ));
    }
    Ok(ClueGrid { rows, cols, cells })
}

/// A side given by a format: a number from 1 to `MAX_SIDE`.
pub fn side(text: &str, what: &str, offset: usize) -> Result<usize, FormatError> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_SIDE).contains(&n) => Ok(n),
        Ok(n) => Err(FormatError::at(
            offset,
            format!("the {what} must be from 1 to {MAX_SIDE}, found {n}"),
        )),
        Err(_) => Err(FormatError::at(
            offset,
            format!("expected the {what} (a number), found '{text}'"),
        )),
    }
}

/// A grid from rows like `2 . . 1 .` (`?` a hidden number), for tests.
#[cfg(test)]
pub fn grid_of(rows: &[&str]) -> ClueGrid {
    let cells: Vec<Option<Clue>> = rows
        .iter()
        .flat_map(|r| r.split_whitespace())
        .map(|t| match t {
            "." => None,
            "?" => Some(Clue::Hidden),
            n => Some(Clue::Number(n.parse().unwrap())),
        })
        .collect();
    ClueGrid {
        rows: rows.len(),
        cols: cells.len() / rows.len(),
        cells,
    }
}
