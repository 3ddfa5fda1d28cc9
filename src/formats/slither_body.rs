//! The body of a puzz.link Slitherlink URL (`slither`): `0`-`4` a clue;
//! `5`-`9` a clue (value - 5) and one blank; `a`-`e` a clue (value - 10)
//! and two blanks; `g`-`z` a run of 1-20 blanks; `.` a hidden clue.

use super::{Clue, ClueGrid, FormatError, check_room, encode_puzzlink, puzzlink_run, whole_grid};

/// Decodes `body`, which starts at `start` in its line.
pub fn decode(body: &str, rows: usize, cols: usize, start: usize) -> Result<ClueGrid, FormatError> {
    let count = rows * cols;
    let mut cells = Vec::with_capacity(count);
    for (i, ch) in body.chars().enumerate() {
        let at = start + i;
        check_room(cells.len(), count, ch, at)?;
        let (clue, blanks) = match ch {
            '0'..='4' => (Some(Clue::Number(ch as u32 - '0' as u32)), 0),
            '5'..='9' => (Some(Clue::Number(ch as u32 - '5' as u32)), 1),
            'a'..='e' => (Some(Clue::Number(ch as u32 - 'a' as u32)), 2),
            '.' => (Some(Clue::Hidden), 0),
            _ => match puzzlink_run(ch) {
                Some(n) => (None, n - 1),
                None => {
                    return Err(FormatError::at(
                        at,
                        format!("'{ch}' is not a Slitherlink clue or a run of blank cells"),
                    ));
                }
            },
        };
        cells.push(clue);
        // The blanks a character gives may run past the last cell (the
        // last clue's, as pzprjs writes them): the grid ends there.
        cells.extend(std::iter::repeat_n(None, blanks.min(count - cells.len())));
    }
    whole_grid(cells, rows, cols, start + body.chars().count())
}

/// Encodes the clues (numbers 0-4 and hidden ones; a larger number is
/// refused).
pub fn encode(grid: &ClueGrid) -> Result<String, String> {
    encode_puzzlink(grid, |clue, from, out| match clue {
        Clue::Hidden => {
            out.push('.');
            Ok(1)
        }
        Clue::Number(n) if n <= 4 => {
            // The blanks after it, up to two, ride along.
            let after = from[1..].iter().take(2).take_while(|c| c.is_none()).count();
            out.push(char::from(b"05a"[after] + n as u8));
            Ok(1 + after)
        }
        Clue::Number(n) => Err(format!("a Slitherlink clue is 0 to 4, not {n}")),
    })
}
