//! pzprv3 files, pzprjs's save format: `pzprv3` (or `pzprv3.1`), the
//! genre, rows, then columns (the reverse of a URL), then the board, each
//! value followed by a space. Nurikabe: a line of tokens per row (a
//! number, `-` hidden, `#` water, `+` land, `.` nothing). Slitherlink: an
//! optional `f` line, the clues (a number, `.` none, `-` hidden), in
//! `pzprv3.1` a block of shading to skip, then the vertical segments
//! (rows lines of cols+1) and the horizontal ones (rows+1 lines of cols):
//! `1` a line, `-1` a cross, `0` undecided. Trailing blocks are ignored.

use super::{Clue, ClueGrid, FormatError, side};

/// A mark of the answer part: what the solver drew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn {
    Nothing,
    /// A shaded cell (water), a line.
    Yes,
    /// A cell marked unshaded (land), a cross.
    No,
}

/// A puzzle read from a pzprv3 file, with what its answer part holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub genre: String,
    pub grid: ClueGrid,
    /// Nurikabe: per cell. Slitherlink: the vertical segments row by row
    /// (cols+1 a row), then the horizontal ones (cols a row).
    pub drawn: Vec<Drawn>,
}

/// Whether `text` reads as pzprv3 (its first line says so).
pub fn looks_like_pzprv3(text: &str) -> bool {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| l.trim().starts_with("pzprv3"))
}

/// The files of `text`, each from a `pzprv3` line to the next: the line
/// (from 0) each starts on, and its lines.
pub fn split(text: &str) -> Vec<(usize, Vec<&str>)> {
    let mut files: Vec<(usize, Vec<&str>)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().starts_with("pzprv3") {
            files.push((i, Vec::new()));
        }
        if let Some((_, lines)) = files.last_mut() {
            lines.push(line);
        }
    }
    files
}

/// Reads one file (its lines, from its `pzprv3` line).
pub fn decode(lines: &[&str]) -> Result<Saved, FormatError> {
    let line = |i: usize, what: &str| -> Result<&str, FormatError> {
        lines.get(i).map(|l| l.trim()).ok_or_else(|| {
            FormatError::on_line(
                lines.len().saturating_sub(1),
                0,
                format!("the file ends before {what}: it has {} lines", lines.len()),
            )
        })
    };
    let version = line(0, "its version")?;
    let genre = line(1, "the genre")?.to_string();
    let rows = side(line(2, "the rows")?, "number of rows", 0).map_err(|e| on(2, e))?;
    let cols = side(line(3, "the columns")?, "number of columns", 0).map_err(|e| on(3, e))?;
    let mut at = 4;
    let tokens = |i: usize, count: usize, what: &str| -> Result<Vec<&str>, FormatError> {
        let text = lines.get(i).copied().ok_or_else(|| {
            FormatError::on_line(
                lines.len().saturating_sub(1),
                0,
                format!("the file ends before {what} (line {})", i + 1),
            )
        })?;
        let found: Vec<&str> = text.split_whitespace().collect();
        if found.len() != count {
            return Err(FormatError::on_line(
                i,
                0,
                format!("{what} has {} values, not {count}", found.len()),
            ));
        }
        Ok(found)
    };
    match genre.as_str() {
        "nurikabe" => {
            let mut cells = Vec::with_capacity(rows * cols);
            let mut drawn = Vec::with_capacity(rows * cols);
            for r in 0..rows {
                for token in tokens(at + r, cols, &format!("row {}", r + 1))? {
                    let (clue, mark) = match token {
                        "#" => (None, Drawn::Yes),
                        "+" => (None, Drawn::No),
                        "." => (None, Drawn::Nothing),
                        "-" => (Some(Clue::Hidden), Drawn::No),
                        n => (Some(Clue::Number(number(n, at + r)?)), Drawn::No),
                    };
                    cells.push(clue);
                    drawn.push(mark);
                }
            }
            Ok(Saved {
                genre,
                grid: ClueGrid { rows, cols, cells },
                drawn,
            })
        }
        "slither" => {
            if lines.get(at).is_some_and(|l| l.trim() == "f") {
                return Err(FormatError::on_line(
                    at,
                    0,
                    "flag 'f' asks for a loop through every dot, a variant deduce does not solve",
                ));
            }
            let mut cells = Vec::with_capacity(rows * cols);
            for r in 0..rows {
                for token in tokens(at + r, cols, &format!("clue row {}", r + 1))? {
                    cells.push(match token {
                        "." => None,
                        "-" => Some(Clue::Hidden),
                        n => Some(Clue::Number(number(n, at + r)?)),
                    });
                }
            }
            at += rows;
            if version == "pzprv3.1" {
                at += rows;
            }
            let mut drawn = Vec::new();
            let blocks = [
                (rows, cols + 1, "vertical segments"),
                (rows + 1, cols, "horizontal segments"),
            ];
            for (count, width, what) in blocks {
                for r in 0..count {
                    // A file saved before any line was drawn may stop here.
                    if lines.get(at + r).is_none_or(|l| l.trim().is_empty())
                        && drawn.is_empty()
                        && r == 0
                    {
                        break;
                    }
                    for token in tokens(at + r, width, &format!("row {} of the {what}", r + 1))? {
                        drawn.push(match token {
                            "1" => Drawn::Yes,
                            "-1" => Drawn::No,
                            "0" => Drawn::Nothing,
                            other => {
                                return Err(FormatError::on_line(
                                    at + r,
                                    0,
                                    format!("'{other}' is not a segment mark (1, -1 or 0)"),
                                ));
                            }
                        });
                    }
                }
                at += count;
            }
            Ok(Saved {
                genre,
                grid: ClueGrid { rows, cols, cells },
                drawn,
            })
        }
        other => Err(FormatError::on_line(
            1,
            0,
            format!(
                "a pzprv3 file of genre '{other}': deduce reads {}",
                super::puzzlink::GENRES.join(" and ")
            ),
        )),
    }
}

fn on(line: usize, error: FormatError) -> FormatError {
    FormatError::on_line(line, error.offset, error.message)
}

fn number(token: &str, line: usize) -> Result<u32, FormatError> {
    token
        .parse()
        .map_err(|_| FormatError::on_line(line, 0, format!("'{token}' is not a clue")))
}

/// The pzprv3 file of `grid` (genre `slither` or `nurikabe`), with `drawn`
/// as its answer part (empty: none drawn).
pub fn encode(grid: &ClueGrid, genre: &str, drawn: &[Drawn]) -> String {
    let mut out = format!("pzprv3\n{genre}\n{}\n{}\n", grid.rows, grid.cols);
    let clue = |c: Option<Clue>, blank: &str| match c {
        None => blank.to_string(),
        Some(Clue::Hidden) => "-".to_string(),
        Some(Clue::Number(n)) => n.to_string(),
    };
    let mark = |d: Drawn, yes: &'static str, no: &'static str, none: &'static str| match d {
        Drawn::Yes => yes,
        Drawn::No => no,
        Drawn::Nothing => none,
    };
    let mut push_row = |tokens: Vec<String>| {
        for t in tokens {
            out.push_str(&t);
            out.push(' ');
        }
        out.push('\n');
    };
    match genre {
        "nurikabe" => {
            for r in 0..grid.rows {
                push_row(
                    (0..grid.cols)
                        .map(|c| {
                            let k = r * grid.cols + c;
                            match grid.cells[k] {
                                Some(_) => clue(grid.cells[k], "."),
                                None => {
                                    let d = drawn.get(k).copied().unwrap_or(Drawn::Nothing);
                                    mark(d, "#", "+", ".").to_string()
                                }
                            }
                        })
                        .collect(),
                );
            }
        }
        _ => {
            for r in 0..grid.rows {
                push_row(
                    (0..grid.cols)
                        .map(|c| clue(grid.cells[r * grid.cols + c], "."))
                        .collect(),
                );
            }
            let v = grid.rows * (grid.cols + 1);
            let at = |k: usize| drawn.get(k).copied().unwrap_or(Drawn::Nothing);
            for r in 0..grid.rows {
                let w = grid.cols + 1;
                push_row(
                    (0..w)
                        .map(|c| mark(at(r * w + c), "1", "-1", "0").to_string())
                        .collect(),
                );
            }
            for r in 0..=grid.rows {
                let w = grid.cols;
                push_row(
                    (0..w)
                        .map(|c| mark(at(v + r * w + c), "1", "-1", "0").to_string())
                        .collect(),
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::grid_of as grid;
    use super::*;

    const SOLVED: &str =
        "pzprv3\nnurikabe\n5\n5\n+ 5 # # # \n+ # 2 + # \n+ # # # # \n+ # 1 # . \n# # # 3 . \n";

    #[test]
    fn the_formats_nurikabe_example_reads_with_its_answer() {
        let lines: Vec<&str> = SOLVED.lines().collect();
        let saved = decode(&lines).unwrap();
        let clues = grid(&[
            ". 5 . . .",
            ". . 2 . .",
            ". . . . .",
            ". . 1 . .",
            ". . . 3 .",
        ]);
        assert_eq!(saved.grid, clues);
        assert_eq!(saved.drawn[0], Drawn::No);
        assert_eq!(saved.drawn[2], Drawn::Yes);
        assert_eq!(saved.drawn[19], Drawn::Nothing);
        assert_eq!(encode(&saved.grid, "nurikabe", &saved.drawn), SOLVED);
    }

    #[test]
    fn slitherlink_files_round_trip_with_their_segments() {
        let clues = grid(&["3 .", ". 1"]);
        let drawn: Vec<Drawn> = (0..12)
            .map(|k| [Drawn::Yes, Drawn::No, Drawn::Nothing][k % 3])
            .collect();
        let file = encode(&clues, "slither", &drawn);
        let lines: Vec<&str> = file.lines().collect();
        assert_eq!(lines.len(), 4 + 2 + 2 + 3);
        let saved = decode(&lines).unwrap();
        assert_eq!((saved.grid, saved.drawn), (clues, drawn));
    }

    #[test]
    fn bad_files_say_which_line() {
        let short: Vec<&str> = SOLVED.lines().take(7).collect();
        let error = decode(&short).unwrap_err();
        assert!(error.message.contains("ends"), "{}", error.message);
        let other = decode(&["pzprv3", "heyawake", "2", "2"]).unwrap_err();
        assert!(other.message.contains("'heyawake'"));
        let wide = decode(&["pzprv3", "nurikabe", "1", "2", "# # # "]).unwrap_err();
        assert_eq!(wide.line, 4);
        assert_eq!(split("pzprv3\na\npzprv3\nb").len(), 2);
    }
}
