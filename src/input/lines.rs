//! The lines of an input as a reader sees them: numbered from 1, consumed
//! in order, with blank ones passed over in one step. A reader may look as
//! far ahead as it likes; when the input is read as it comes (`stream.rs`)
//! and it looks past what has come so far, the lines say they were
//! starved, and the reading of that puzzle is done again once more lines
//! are in.

use std::borrow::Cow;
use std::cell::Cell;

use crate::error::InputError;

use super::grids::Sizes;

/// Where one line stands in the text: its first byte and the byte after
/// its last, without its line break.
pub type Span = (usize, usize);

pub struct Lines<'a> {
    text: &'a str,
    spans: Cow<'a, [Span]>,
    /// The indexes of the lines that are not blank, in order: passing
    /// over many of them, to see where a puzzle would end, is one step.
    nonblank: Cow<'a, [usize]>,
    next: usize,
    /// How many lines of the input come before the first one here.
    before: usize,
    /// More lines may follow the last one here: the input is still read.
    more: bool,
    /// A look went past the last line while more may follow.
    starved: Cell<bool>,
    /// The headers of the batch of grids being read, when one is: they
    /// tell where a puzzle starts (`puzzle_starts_here`).
    pub(super) sizes: Option<Sizes>,
}

/// One whitespace-separated token and its 1-based column.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    pub text: &'a str,
    pub column: usize,
}

/// The spans of the lines of `text` from byte `from` on, as `str::lines`
/// splits them, a carriage return at the end of a line dropped.
pub fn line_spans(text: &str, from: usize, spans: &mut Vec<Span>) {
    let mut start = from;
    while start < text.len() {
        let end = text[start..].find('\n').map_or(text.len(), |at| start + at);
        // `str::lines` drops the `\r` of a `\r\n`, and the reader one more.
        let strips = if end < text.len() { 2 } else { 1 };
        let mut trimmed = end;
        for _ in 0..strips {
            if trimmed > start && text.as_bytes()[trimmed - 1] == b'\r' {
                trimmed -= 1;
            }
        }
        spans.push((start, trimmed));
        start = end + 1;
    }
}

/// Whether the line at `span` of `text` is blank.
pub fn is_blank(text: &str, (start, end): Span) -> bool {
    text[start..end].trim().is_empty()
}

impl<'a> Lines<'a> {
    /// All the lines of `text`, the whole input.
    pub fn new(text: &'a str) -> Lines<'a> {
        let mut spans = Vec::new();
        line_spans(text, 0, &mut spans);
        let nonblank = (0..spans.len())
            .filter(|&i| !is_blank(text, spans[i]))
            .collect::<Vec<_>>();
        Lines::view(text, Cow::Owned(spans), Cow::Owned(nonblank), 0, false)
    }

    /// The lines at `spans` of `text`, the `before`-th line of the input
    /// first; `more` when the input goes on after them.
    pub fn view(
        text: &'a str,
        spans: Cow<'a, [Span]>,
        nonblank: Cow<'a, [usize]>,
        before: usize,
        more: bool,
    ) -> Lines<'a> {
        Lines {
            text,
            spans,
            nonblank,
            next: 0,
            before,
            more,
            starved: Cell::new(false),
            sizes: None,
        }
    }

    /// `line` taken `count` times over, the whole input.
    pub(super) fn repeated(line: &'a str, count: usize) -> Lines<'a> {
        let blank = line.trim().is_empty();
        let nonblank = if blank {
            Vec::new()
        } else {
            (0..count).collect()
        };
        let spans = vec![(0, line.len()); count];
        Lines::view(line, Cow::Owned(spans), Cow::Owned(nonblank), 0, false)
    }

    /// A look went past the lines here while more may follow: what was
    /// read from them is to be read again with more lines.
    pub fn starved(&self) -> bool {
        self.starved.get()
    }

    /// Nothing past the lines here: the end of the input, or, while it is
    /// still read, a look too far.
    fn past_the_end(&self) {
        if self.more {
            self.starved.set(true);
        }
    }

    fn line(&self, index: usize) -> &'a str {
        let (start, end) = self.spans[index];
        &self.text[start..end]
    }

    /// The next line and its number.
    pub fn next_line(&mut self) -> Option<(usize, &'a str)> {
        if self.next >= self.spans.len() {
            self.past_the_end();
            return None;
        }
        let line = self.line(self.next);
        self.next += 1;
        Some((self.before + self.next, line))
    }

    /// The next line that is not blank.
    pub fn next_nonblank(&mut self) -> Option<(usize, &'a str)> {
        let found = self.peek_nonblank();
        self.next = found.map_or(self.spans.len(), |(number, _)| number - self.before);
        found
    }

    /// The next line that is not blank, left to be read.
    pub fn peek_nonblank(&self) -> Option<(usize, &'a str)> {
        let Some(&index) = self.nonblank.get(self.nonblank_before_next()) else {
            self.past_the_end();
            return None;
        };
        Some((self.before + index + 1, self.line(index)))
    }

    /// How many lines before the next one are not blank.
    fn nonblank_before_next(&self) -> usize {
        self.nonblank.partition_point(|&index| index < self.next)
    }

    /// The number the next line would have (for "found end of input").
    pub fn end_line(&self) -> usize {
        self.before + self.next + 1
    }

    /// The number a line after the last would have, where the end of the
    /// input is found.
    pub fn end_of_input(&self) -> usize {
        self.before + self.spans.len() + 1
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
            None => {
                self.past_the_end();
                self.next = self.spans.len();
            }
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

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(!lines.starved(), "the whole input was there");
    }

    #[test]
    fn a_look_past_lines_that_go_on_starves() {
        let text = "x\ny\n";
        let mut spans = Vec::new();
        line_spans(text, 0, &mut spans);
        let nonblank = vec![0, 1];
        let mut lines = Lines::view(text, Cow::Owned(spans), Cow::Owned(nonblank), 10, true);
        assert_eq!(lines.next_nonblank(), Some((11, "x")));
        assert!(lines.skip_nonblank(1));
        assert!(!lines.starved());
        assert_eq!(lines.peek_nonblank(), None);
        assert!(lines.starved());
    }
}
