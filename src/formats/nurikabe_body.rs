//! The body of a puzz.link Nurikabe URL (`nurikabe`): numbers in base 16
//! (`0`-`f`; `-` and 2 digits; `+` and 3; `=` and 3, plus 4096; `@` or `%`
//! and 3, plus 8192), `.` a hidden number, `g`-`z` a run of 1-20 blanks.

use super::{Clue, ClueGrid, FormatError, check_room, encode_puzzlink, puzzlink_run, whole_grid};

pub fn decode(body: &str, rows: usize, cols: usize, start: usize) -> Result<ClueGrid, FormatError> {
    let count = rows * cols;
    let chars: Vec<char> = body.chars().collect();
    let mut cells = Vec::with_capacity(count);
    let mut i = 0;
    while i < chars.len() {
        let (ch, at) = (chars[i], start + i);
        check_room(cells.len(), count, ch, at)?;
        let hex = |from: usize, digits: usize| -> Result<u32, FormatError> {
            let text: String = chars
                .get(from..from + digits)
                .unwrap_or(&[])
                .iter()
                .collect();
            if text.chars().count() < digits {
                return Err(FormatError::at(
                    at,
                    format!("'{ch}' must be followed by {digits} hex digits: the URL is cut short"),
                ));
            }
            u32::from_str_radix(&text, 16).map_err(|_| {
                FormatError::at(start + from, format!("'{text}' is not {digits} hex digits"))
            })
        };
        let (clue, width) = match ch {
            '0'..='9' | 'a'..='f' => (Some(Clue::Number(ch.to_digit(16).unwrap_or(0))), 1),
            '-' => (Some(Clue::Number(hex(i + 1, 2)?)), 3),
            '+' => (Some(Clue::Number(hex(i + 1, 3)?)), 4),
            '=' => (Some(Clue::Number(hex(i + 1, 3)? + 4096)), 4),
            '@' | '%' => (Some(Clue::Number(hex(i + 1, 3)? + 8192)), 4),
            '.' => (Some(Clue::Hidden), 1),
            _ => match puzzlink_run(ch) {
                Some(n) => {
                    // A run may go past the last cell: the grid ends there.
                    cells.extend(std::iter::repeat_n(None, n.min(count - cells.len())));
                    i += 1;
                    continue;
                }
                None => {
                    return Err(FormatError::at(
                        at,
                        format!("'{ch}' is not a Nurikabe number or a run of blank cells"),
                    ));
                }
            },
        };
        cells.push(clue);
        i += width;
    }
    whole_grid(cells, rows, cols, start + chars.len())
}

pub fn encode(grid: &ClueGrid) -> Result<String, String> {
    encode_puzzlink(grid, |clue, _, out| {
        match clue {
            Clue::Hidden => out.push('.'),
            Clue::Number(n) => match n {
                0..=15 => out.push(char::from_digit(n, 16).unwrap_or('0')),
                16..=255 => out.push_str(&format!("-{n:02x}")),
                256..=4095 => out.push_str(&format!("+{n:03x}")),
                4096..=8191 => out.push_str(&format!("={:03x}", n - 4096)),
                8192..=12287 => out.push_str(&format!("@{:03x}", n - 8192)),
                _ => {
                    return Err(format!(
                        "a puzz.link Nurikabe number is at most 12287, not {n}"
                    ));
                }
            },
        }
        Ok(1)
    })
}
