//! Reading line-based puzzle input: lines with their numbers, tokens with
//! their columns, and numbers with errors that say where and what; a
//! batch read puzzle by puzzle as its input comes (`stream.rs`).

mod grids;
mod lines;
mod source;
mod stream;

pub use grids::{BatchEnd, GridFn, Grids, Sizes};
pub use lines::{Lines, Token};
pub use source::{PUZZLE_CAP, Source, past_cap};
pub use stream::{Entry, Mapped, Out, Reader, Stream, read_all};

use crate::error::InputError;

pub fn tokens(line: &str) -> Vec<Token<'_>> {
    let mut out = Vec::with_capacity(line.len() / 2 + 1);
    if line.is_ascii() {
        // The common case, byte by byte: a byte's index is its column.
        let bytes = line.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i].is_ascii_whitespace() {
                i += 1;
                continue;
            }
            let begin = i;
            while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            out.push(Token {
                text: &line[begin..i],
                column: begin + 1,
            });
        }
        return out;
    }
    let mut start = None;
    for (index, (byte, ch)) in line.char_indices().enumerate() {
        if ch.is_whitespace() {
            if let Some((begin, col)) = start.take() {
                out.push(Token {
                    text: &line[begin..byte],
                    column: col,
                });
            }
        } else if start.is_none() {
            start = Some((byte, index + 1));
        }
    }
    if let Some((begin, col)) = start {
        out.push(Token {
            text: &line[begin..],
            column: col,
        });
    }
    out
}

/// The column just past the end of a line, where a missing token would be.
pub fn end_column(line: &str) -> usize {
    line.trim_end().chars().count() + 1
}

/// Why a token is not a whole number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotWhole {
    /// Not decimal digits alone: a sign (`+3`), a letter, a point.
    NotANumber,
    /// Digits, but more than any grid needs.
    TooLarge,
}

/// A whole number as people write it in these formats: decimal digits
/// alone, leading zeros read as written (`03` is 3), no sign.
pub fn whole(text: &str) -> Result<u64, NotWhole> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NotWhole::NotANumber);
    }
    text.parse().map_err(|_| NotWhole::TooLarge)
}

/// A whole number in `min..=max`, or an error naming `what` was expected.
pub fn number(
    token: Token<'_>,
    line: usize,
    what: &str,
    min: usize,
    max: usize,
) -> Result<usize, InputError> {
    let value = match whole(token.text) {
        Ok(value) => value,
        Err(NotWhole::NotANumber) => {
            return Err(InputError::new(
                line,
                token.column,
                format!("expected {what}, found '{}'", token.text),
            ));
        }
        Err(NotWhole::TooLarge) => u64::MAX,
    };
    let value = usize::try_from(value).unwrap_or(usize::MAX);
    if value < min || value > max {
        if value == usize::MAX {
            return Err(InputError::new(
                line,
                token.column,
                format!(
                    "{what} must be from {min} to {max}, found {}, which is far too large",
                    token.text
                ),
            ));
        }
        return Err(InputError::new(
            line,
            token.column,
            format!("{what} must be from {min} to {max}, found {value}"),
        ));
    }
    Ok(value)
}

/// Reads the `rows` rows of a grid of `cols` cells each, one cell at a
/// time with `read_cell(line number, cell)`, as characters or (when
/// `tokens_allowed` and a row holds whitespace) as tokens; true in the
/// result when some row was written as tokens. A bad cell is reported
/// before a row of the wrong length.
pub fn read_cell_rows<T>(
    lines: &mut Lines<'_>,
    rows: usize,
    cols: usize,
    tokens_allowed: bool,
    mut read_cell: impl FnMut(usize, &Token<'_>) -> Result<T, InputError>,
) -> Result<(Vec<T>, bool), InputError> {
    let mut cells = Vec::with_capacity(rows * cols);
    let mut token_rows = false;
    lines.read_rows(rows, |number, line| {
        let (row, as_tokens) = grid_row(line, tokens_allowed);
        for cell in row.iter().take(cols) {
            cells.push(read_cell(number, cell)?);
        }
        check_row_length(number, line, &row, cols, as_tokens)?;
        token_rows |= as_tokens;
        Ok(())
    })?;
    Ok((cells, token_rows))
}

/// The lines of a grid written by hand (a progress file), numbered from
/// 1, without trailing space, blank lines left out; an error when there
/// are none.
pub fn grid_lines(text: &str) -> Result<Vec<(usize, &str)>, InputError> {
    let rows: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    if rows.is_empty() {
        return Err(InputError::new(
            1,
            1,
            "the input is empty: expected the rows of a grid",
        ));
    }
    Ok(rows)
}

/// The cells of one grid row and whether they were written as tokens: a
/// row holding whitespace is read as whitespace-separated tokens when
/// `tokens_allowed`, otherwise character by character.
pub fn grid_row(line: &str, tokens_allowed: bool) -> (Vec<Token<'_>>, bool) {
    let line = line.trim_end();
    let as_tokens = tokens_allowed && line.contains(char::is_whitespace);
    let row = if as_tokens {
        tokens(line)
    } else {
        line.char_indices()
            .enumerate()
            .map(|(i, (byte, ch))| Token {
                text: &line[byte..byte + ch.len_utf8()],
                column: i + 1,
            })
            .collect()
    };
    (row, as_tokens)
}

/// A row read by `grid_row` must have exactly `cols` cells; the error
/// stands at the first cell too many, or where the first missing one
/// would be.
pub fn check_row_length(
    number: usize,
    line: &str,
    row: &[Token<'_>],
    cols: usize,
    as_tokens: bool,
) -> Result<(), InputError> {
    if row.len() == cols {
        return Ok(());
    }
    let column = row.get(cols).map_or(end_column(line), |c| c.column);
    let what = if as_tokens { "cells" } else { "characters" };
    Err(InputError::new(
        number,
        column,
        format!("expected {cols} {what} in this row, found {}", row.len()),
    ))
}

#[cfg(test)]
mod tests {
    use super::{number, tokens};

    #[test]
    fn tokens_carry_their_columns() {
        let found: Vec<(&str, usize)> = tokens("  3 .\t12")
            .iter()
            .map(|t| (t.text, t.column))
            .collect();
        assert_eq!(found, [("3", 3), (".", 5), ("12", 7)]);
        // Columns count characters, not bytes, beyond ASCII.
        let found: Vec<(&str, usize)> =
            tokens("é 3 ×").iter().map(|t| (t.text, t.column)).collect();
        assert_eq!(found, [("é", 1), ("3", 3), ("×", 5)]);
    }

    #[test]
    fn numbers_say_where_they_fail() {
        let token = tokens("x")[0];
        assert_eq!(
            number(token, 4, "a size", 1, 9).unwrap_err().to_string(),
            "line 4, column 1: expected a size, found 'x'"
        );
    }
}
