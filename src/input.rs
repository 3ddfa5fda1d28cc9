//! Reading line-based puzzle input: lines with their numbers, tokens with
//! their columns, and numbers with errors that say where and what.

mod grids;

pub use grids::{BatchEnd, Sizes, read_grid_batch, read_grids};

use crate::error::InputError;

/// The lines of an input, numbered from 1, consumed in order.
pub struct Lines<'a> {
    lines: Vec<&'a str>,
    /// The indexes of the lines that are not blank, in order: passing
    /// over many of them, to see where a puzzle would end, is one step.
    nonblank: Vec<usize>,
    next: usize,
    /// The headers of the batch of grids being read, when one is: they
    /// tell where a puzzle starts (`puzzle_starts_here`).
    sizes: Option<grids::Sizes>,
}

/// One whitespace-separated token and its 1-based column.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    pub text: &'a str,
    pub column: usize,
}

impl<'a> Lines<'a> {
    pub fn new(text: &'a str) -> Lines<'a> {
        Lines::of(
            text.lines()
                .map(|l| l.strip_suffix('\r').unwrap_or(l))
                .collect(),
        )
    }

    fn of(lines: Vec<&'a str>) -> Lines<'a> {
        let nonblank = (0..lines.len())
            .filter(|&i| !lines[i].trim().is_empty())
            .collect();
        Lines {
            lines,
            nonblank,
            next: 0,
            sizes: None,
        }
    }

    /// The next line and its number.
    pub fn next_line(&mut self) -> Option<(usize, &'a str)> {
        let line = *self.lines.get(self.next)?;
        self.next += 1;
        Some((self.next, line))
    }

    /// The next line that is not blank.
    pub fn next_nonblank(&mut self) -> Option<(usize, &'a str)> {
        let found = self.peek_nonblank();
        self.next = found.map_or(self.lines.len(), |(number, _)| number);
        found
    }

    /// The next line that is not blank, left to be read.
    pub fn peek_nonblank(&self) -> Option<(usize, &'a str)> {
        let index = *self.nonblank.get(self.nonblank_before_next())?;
        Some((index + 1, self.lines[index]))
    }

    /// How many lines before the next one are not blank.
    fn nonblank_before_next(&self) -> usize {
        self.nonblank.partition_point(|&index| index < self.next)
    }

    /// The number the next line would have (for "found end of input").
    pub fn end_line(&self) -> usize {
        self.next + 1
    }

    /// The number a line after the last would have, where the end of the
    /// input is found.
    pub fn end_of_input(&self) -> usize {
        self.lines.len() + 1
    }

    /// Where the reading stands, to come back to with `rewind`.
    pub fn position(&self) -> usize {
        self.next
    }

    pub fn rewind(&mut self, position: usize) {
        self.next = position;
    }

    /// Passes over `count` lines that are not blank; false when the input
    /// ends first.
    pub fn skip_nonblank(&mut self, count: usize) -> bool {
        if count == 0 {
            return true;
        }
        let last = self.nonblank_before_next().saturating_add(count - 1);
        match self.nonblank.get(last) {
            Some(&index) => self.next = index + 1,
            None => self.next = self.lines.len(),
        }
        last < self.nonblank.len()
    }

    /// Reads the `rows` rows of one grid, each with `read_row(line number,
    /// text)`. Blank lines between them are passed over: a row is never
    /// blank. After a bad row the grid's other rows are still read (their
    /// errors dropped), so that the next puzzle starts where it should;
    /// but a line that is no row of this grid, where the next puzzle
    /// starts (`puzzle_starts_here`), is left for it: this grid is a row
    /// short. A line that reads both as a row and as a header (a
    /// Slitherlink row `2 2` of a grid two wide) is a row: the format
    /// cannot tell them apart. A missing row at the end of the input is
    /// an error there.
    pub fn read_rows(
        &mut self,
        rows: usize,
        mut read_row: impl FnMut(usize, &'a str) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        let mut first_error = None;
        for row in 1..=rows {
            let before = self.position();
            let Some((number, line)) = self.next_nonblank() else {
                let message = format!("expected row {row} of {rows}, found the end of the file");
                return Err(first_error.unwrap_or(InputError::new(self.end_line(), 1, message)));
            };
            let Err(error) = read_row(number, line) else {
                continue;
            };
            self.rewind(before);
            if self.puzzle_starts_here() {
                let message = format!(
                    "expected row {row} of {rows}, found '{}', which reads as the next header",
                    line.trim()
                );
                return Err(first_error.unwrap_or(InputError::new(number, 1, message)));
            }
            self.next_nonblank();
            first_error.get_or_insert(error);
        }
        first_error.map_or(Ok(()), Err)
    }
}

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
    use super::{Lines, number, tokens};

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
    fn blank_lines_are_passed_over() {
        let mut lines = Lines::new("a\n\n  \nb\r\nc\n\n");
        assert_eq!(lines.peek_nonblank(), Some((1, "a")));
        assert!(lines.skip_nonblank(0));
        assert!(lines.skip_nonblank(1));
        assert_eq!(lines.next_nonblank(), Some((4, "b")));
        let after_b = lines.position();
        assert!(lines.skip_nonblank(1));
        assert_eq!(lines.next_line(), Some((6, "")));
        lines.rewind(after_b);
        assert!(!lines.skip_nonblank(2), "only c is left");
        assert_eq!(lines.next_nonblank(), None);
        assert_eq!(lines.end_line(), 7);
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
