//! Simon Tatham's game ids, `<params>:<description>`: Loopy (square grid,
//! params `<w>x<h>t0[d<diff>]`; clues `0`-`9`, `A`-`Z`; `a`-`z` a run of
//! 1-26 blank faces) and Mosaic (params `<w>x<h>` and options; clues
//! `0`-`9`; `a`-`z` runs). A `<params>#<seed>` is a seed, not a puzzle.

use super::{Clue, ClueGrid, FormatError, check_room, side, whole_grid};

/// Whether `line` reads as a game id (it need not be a good one).
pub fn looks_like_id(line: &str) -> bool {
    let line = line.trim();
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    digits > 0 && line[digits..].starts_with('x') && line.contains([':', '#'])
}

/// The games whose ids are read: the record of each puzzle says which
/// is its (`facts.rs`).
pub use crate::facts::TathamGame as Game;

/// Loopy's grid types by number, for a refusal that names them.
const LOOPY_GRIDS: &[&str] = &[
    "square",
    "triangular",
    "honeycomb",
    "snub-square",
    "Cairo",
    "great-hexagonal",
    "octagonal",
    "kites",
    "floret",
    "dodecagonal",
    "great-dodecagonal",
    "Penrose kite/dart",
    "Penrose rhombs",
    "great-great-dodecagonal",
    "kagome",
    "compass-dodecagonal",
    "hats",
    "spectres",
];

/// Decodes a game id of `game`.
pub fn decode(line: &str, game: Game) -> Result<ClueGrid, FormatError> {
    let line = line.trim();
    if let Some(hash) = line.find('#')
        && !line[..hash].contains(':')
    {
        return Err(FormatError::at(
            hash,
            format!(
                "'{line}' is a random seed, not a puzzle: in {}, use Game > Specific to copy the game id",
                game.name()
            ),
        ));
    }
    let colon = line.find(':').ok_or_else(|| {
        FormatError::at(
            line.chars().count(),
            "a game id is `<params>:<description>`",
        )
    })?;
    let params = &line[..colon];
    let digits = params.chars().take_while(char::is_ascii_digit).count();
    let cols = side(&params[..digits], "width", 0)?;
    let after = params[digits..]
        .strip_prefix('x')
        .ok_or_else(|| FormatError::at(digits, "the params start `<width>x<height>`"))?;
    let height = after.chars().take_while(char::is_ascii_digit).count();
    let rows = side(&after[..height], "height", digits + 1)?;
    let options = &after[height..];
    if game == Game::Loopy
        && let Some(kind) = loopy_type(options)
        && kind != 0
    {
        let name = LOOPY_GRIDS
            .get(kind)
            .map_or(format!("grid type {kind}"), |n| format!("the {n} grid"));
        return Err(FormatError::at(
            digits + 1 + height,
            format!("a Loopy puzzle on {name}: deduce solves the square grid (t0) only"),
        ));
    }
    let body = &line[colon + 1..];
    let start = colon + 1;
    let count = rows * cols;
    let mut cells = Vec::with_capacity(count);
    for (i, ch) in body.chars().enumerate() {
        let at = start + i;
        check_room(cells.len(), count, ch, at)?;
        match ch {
            '0'..='9' => cells.push(Some(Clue::Number(ch as u32 - '0' as u32))),
            'A'..='Z' if game == Game::Loopy => {
                cells.push(Some(Clue::Number(ch as u32 - 'A' as u32 + 10)))
            }
            'a'..='z' => {
                let run = ch as usize - 'a' as usize + 1;
                if cells.len() + run > count {
                    return Err(FormatError::at(
                        at,
                        format!("'{ch}' runs past the grid's {count} cells"),
                    ));
                }
                cells.extend(std::iter::repeat_n(None, run));
            }
            _ => {
                return Err(FormatError::at(
                    at,
                    format!(
                        "'{ch}' is not a {} clue or a run of blank cells",
                        game.name()
                    ),
                ));
            }
        }
    }
    whole_grid(cells, rows, cols, start + body.chars().count())
}

/// The grid type of Loopy params (`t<n>`), if given.
fn loopy_type(options: &str) -> Option<usize> {
    let at = options.find('t')?;
    let digits: String = options[at + 1..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The game id of `grid`.
pub fn encode(grid: &ClueGrid, game: Game) -> Result<String, String> {
    let mut out = match game {
        Game::Loopy => format!("{}x{}t0:", grid.cols, grid.rows),
        Game::Mosaic => format!("{}x{}:", grid.cols, grid.rows),
    };
    let mut k = 0;
    while k < grid.cells.len() {
        match grid.cells[k] {
            None => {
                let run = grid.cells[k..]
                    .iter()
                    .take(26)
                    .take_while(|c| c.is_none())
                    .count();
                out.push((b'a' + run as u8 - 1) as char);
                k += run;
                continue;
            }
            Some(Clue::Number(n)) if n <= 9 => out.push((b'0' + n as u8) as char),
            Some(Clue::Number(n)) => {
                return Err(format!("a {} clue is 0 to 9, not {n}", game.name()));
            }
            // A hidden number is no clue at all to Loopy's solver.
            Some(Clue::Hidden) => out.push('a'),
        }
        k += 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::grid_of as grid;
    use super::*;

    #[test]
    fn the_formats_examples_decode_to_their_grids() {
        let loopy = grid(&[
            "0 2 . . . . .",
            ". . 2 2 2 . .",
            "3 . . 2 . . .",
            ". . 2 . 2 . .",
            "3 2 2 . . 2 .",
            "2 . 3 . 2 . 1",
            ". . . . 1 . .",
        ]);
        let id = "7x7t0:02g222b3b2e2a2b322b2a2a3a2a1d1b";
        assert_eq!(decode(id, Game::Loopy), Ok(loopy.clone()));
        assert_eq!(
            decode("7x7t0dh:02g222b3b2e2a2b322b2a2a3a2a1d1b", Game::Loopy),
            Ok(loopy.clone())
        );
        let mosaic = grid(&[
            ". . 2 . . . 3 .",
            ". 4 . 2 . 5 . .",
            ". 6 . . . . . 3",
            ". 5 5 . . . 6 .",
            "5 . 4 2 4 4 . .",
            ". . . 0 . . . 3",
            ". 6 4 . . . . 4",
            ". . 4 2 3 2 . .",
        ]);
        let id = "8x8:b2c3b4a2a5c6e3a55c6a5a4244e0c3a64d4b4232b";
        assert_eq!(decode(id, Game::Mosaic), Ok(mosaic.clone()));
        assert_eq!(
            decode(&encode(&mosaic, Game::Mosaic).unwrap(), Game::Mosaic),
            Ok(mosaic)
        );
        assert_eq!(
            decode(&encode(&loopy, Game::Loopy).unwrap(), Game::Loopy),
            Ok(loopy)
        );
    }

    #[test]
    fn seeds_other_grids_and_bad_ids_are_refused() {
        let error = |id: &str, game| decode(id, game).unwrap_err().message;
        assert!(error("7x7t0#12345", Game::Loopy).contains("seed"));
        assert!(error("7x7t1:abc", Game::Loopy).contains("triangular"));
        assert!(error("7x7t0:02g", Game::Loopy).contains("cut short"));
        assert!(error("2x2:0!", Game::Mosaic).contains("'!'"));
        assert!(error("2x2:A", Game::Mosaic).contains("'A'"));
        assert!(error("0x2:a", Game::Mosaic).contains("width"));
        assert!(looks_like_id("7x7t0:02g"));
        assert!(!looks_like_id("7 7"));
    }
}
