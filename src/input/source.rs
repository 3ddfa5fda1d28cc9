//! An input read as it comes: the lines read but not yet consumed, and
//! the reader they come from. Only whole lines are handed on; the lines a
//! reader has consumed are dropped as more come, so that memory holds
//! one puzzle and what came with it, never the whole input.

use std::borrow::Cow;
use std::io::{ErrorKind, Read};

use crate::error::InputError;

use super::lines::{Lines, Span, is_blank, line_spans};

/// The most input one puzzle may take, from its first line to where the
/// next one starts. The largest grids read (a Fill-a-Pix of 1000x1000
/// written as tokens) take a few megabytes; past this the input is taken
/// for something that is no batch of puzzles (`/dev/zero`, a binary file),
/// and is not read on.
pub const PUZZLE_CAP: usize = 16 << 20;

/// How much is asked of the reader at a time.
const READ_SIZE: usize = 64 << 10;

pub struct Source {
    /// Where more input comes from; `None` once it has ended.
    read: Option<Box<dyn Read + Send>>,
    text: String,
    spans: Vec<Span>,
    /// The indexes of the spans of lines that are not blank, in order.
    nonblank: Vec<usize>,
    /// The index of the next line to consume.
    next: usize,
    /// How many lines of the input were dropped before the first span.
    before: usize,
    /// The bytes of a line that has not ended yet.
    partial: Vec<u8>,
    /// Whether the input's first bytes are in (a byte-order mark there is
    /// dropped).
    started: bool,
    /// Why the input could not be read on, where it stopped.
    failed: Option<InputError>,
    /// The lines not yet consumed passed `PUZZLE_CAP`: no more is read.
    capped: Option<InputError>,
}

impl Source {
    /// The whole input, already read.
    pub fn from_text(text: &str) -> Source {
        let mut source = Source::empty(None);
        source.started = true;
        source.append(text.as_bytes());
        source
    }

    /// The input that `read` gives, read as it is needed.
    pub fn from_read(read: Box<dyn Read + Send>) -> Source {
        Source::empty(Some(read))
    }

    fn empty(read: Option<Box<dyn Read + Send>>) -> Source {
        Source {
            read,
            text: String::new(),
            spans: Vec::new(),
            nonblank: Vec::new(),
            next: 0,
            before: 0,
            partial: Vec::new(),
            started: false,
            failed: None,
            capped: None,
        }
    }

    /// The lines in, from the next one to consume.
    pub fn lines(&self) -> Lines<'_> {
        let mut lines = Lines::view(
            &self.text,
            Cow::Borrowed(&self.spans),
            Cow::Borrowed(&self.nonblank),
            self.before,
            self.read.is_some(),
        );
        lines.rewind(self.next);
        lines
    }

    /// The lines before `position` (of `lines()`) are consumed.
    pub fn consume_to(&mut self, position: usize) {
        self.next = position;
    }

    /// Why the input could not be read to its end, if it could not.
    pub fn failure(&mut self) -> Option<InputError> {
        self.failed.take()
    }

    /// The error that stopped the reading at `PUZZLE_CAP`, once.
    pub fn take_capped(&mut self) -> Option<InputError> {
        self.capped.take()
    }

    /// Reads at least one more line, unless the input has ended; when
    /// the lines not yet consumed would pass `PUZZLE_CAP`, no more is
    /// read, and `take_capped` says so.
    pub fn read_more(&mut self) {
        if let Err(capped) = self.read_more_within_cap() {
            self.capped = Some(capped);
        }
    }

    fn read_more_within_cap(&mut self) -> Result<(), InputError> {
        self.drop_consumed();
        let Some(mut read) = self.read.take() else {
            return Ok(());
        };
        // A step starved on a long puzzle is done again on all its lines:
        // asking for as much again as is waiting keeps that linear where
        // the input is a file (a pipe gives what it holds, and never
        // makes the reading wait for more than a line).
        let waiting = self.text.len() - self.start_of_next() + self.partial.len();
        let mut buffer = vec![0; READ_SIZE.max(waiting)];
        loop {
            let got = match read.read(&mut buffer) {
                Ok(got) => got,
                Err(error) if error.kind() == ErrorKind::Interrupted => continue,
                Err(error) => {
                    let message = format!("the input could not be read on: {error}");
                    self.failed = Some(InputError::new(self.end_of_input(), 1, message));
                    0
                }
            };
            if got == 0 {
                let last = std::mem::take(&mut self.partial);
                self.append(&last);
                return Ok(());
            }
            let bytes = &buffer[..got];
            match bytes.iter().rposition(|&b| b == b'\n') {
                None => self.partial.extend_from_slice(bytes),
                Some(last_break) => {
                    let mut whole = std::mem::take(&mut self.partial);
                    whole.extend_from_slice(&bytes[..=last_break]);
                    self.partial.extend_from_slice(&bytes[last_break + 1..]);
                    self.append(&whole);
                }
            }
            // Past the cap, `read` is dropped: nothing more is read.
            self.within_cap()?;
            if got > 0 && bytes.contains(&b'\n') {
                self.read = Some(read);
                return Ok(());
            }
        }
    }

    /// The next line that is not blank, read as far as needed; `None` when
    /// there is none.
    pub fn first_nonblank(&mut self) -> Option<String> {
        loop {
            let found = self
                .lines()
                .peek_nonblank()
                .map(|(_, line)| line.to_string());
            if found.is_some() || self.read.is_none() {
                return found;
            }
            self.read_more();
        }
    }

    /// The rest of the input as one text, for what reads one puzzle or
    /// progress whole; refused past `PUZZLE_CAP`, where it is taken for
    /// something else (`/dev/zero`), with none of it kept.
    pub fn into_text(mut self) -> Result<String, InputError> {
        if let Some(capped) = self.take_capped() {
            return Err(capped);
        }
        self.drop_consumed();
        let mut rest = Vec::new();
        if let Some(read) = self.read.take() {
            rest = std::mem::take(&mut self.partial);
            let room = PUZZLE_CAP.saturating_sub(self.text.len() + rest.len());
            // A failure to read is the reading's to report where the
            // text stops making sense.
            let _ = read.take(room as u64 + 1).read_to_end(&mut rest);
        }
        if self.text.len() + rest.len() > PUZZLE_CAP {
            let lines =
                self.before + self.spans.len() + rest.iter().filter(|&&b| b == b'\n').count();
            return Err(past_cap(lines + 1, "a puzzle or a progress", PUZZLE_CAP));
        }
        self.append(&rest);
        Ok(self.text)
    }

    /// Adds whole lines (and, at the end of the input, a last line that
    /// did not end), as text.
    fn append(&mut self, mut bytes: &[u8]) {
        if !self.started && !bytes.is_empty() {
            self.started = true;
            bytes = bytes.strip_prefix("\u{FEFF}".as_bytes()).unwrap_or(bytes);
        }
        let from = self.text.len();
        // Bytes that are not UTF-8 are kept as U+FFFD, so that they spoil
        // only the puzzle they are in. A line break never falls inside a
        // character, so a chunk of whole lines converts as the whole
        // input would.
        match std::str::from_utf8(bytes) {
            Ok(text) => self.text.push_str(text),
            Err(_) => self.text.push_str(&String::from_utf8_lossy(bytes)),
        }
        let first = self.spans.len();
        line_spans(&self.text, from, &mut self.spans);
        let text = &self.text;
        let new = (first..self.spans.len()).filter(|&i| !is_blank(text, self.spans[i]));
        self.nonblank.extend(new);
    }

    /// Drops the lines consumed once they are at least as many bytes as
    /// those kept, so that each byte is moved a bounded number of times.
    fn drop_consumed(&mut self) {
        let cut = self.start_of_next();
        if self.next == 0 || cut < self.text.len() - cut {
            return;
        }
        self.text.drain(..cut);
        self.spans.drain(..self.next);
        for span in &mut self.spans {
            *span = (span.0 - cut, span.1 - cut);
        }
        let dropped = self.nonblank.partition_point(|&i| i < self.next);
        self.nonblank.drain(..dropped);
        for index in &mut self.nonblank {
            *index -= self.next;
        }
        self.before += self.next;
        self.next = 0;
    }

    /// The byte where the next line starts.
    fn start_of_next(&self) -> usize {
        self.spans.get(self.next).map_or(self.text.len(), |s| s.0)
    }

    /// The number a line after the last one in would have.
    fn end_of_input(&self) -> usize {
        self.before + self.spans.len() + 1
    }

    fn within_cap(&mut self) -> Result<(), InputError> {
        let unconsumed = self.text.len() - self.start_of_next() + self.partial.len();
        if unconsumed <= PUZZLE_CAP {
            return Ok(());
        }
        self.partial = Vec::new();
        let message = format!(
            "this puzzle runs on past {} MiB of input without ending: no puzzle is that large, so the rest of the input is not read",
            PUZZLE_CAP >> 20
        );
        Err(InputError::new(self.before + self.next + 1, 1, message))
    }
}

/// The error of an input that runs on past `cap` bytes, read as one
/// `document`, at the line it had reached.
pub fn past_cap(line: usize, document: &str, cap: usize) -> InputError {
    let message = format!(
        "the input runs on past {} MiB: {document} is never that large, so it is not read (is this the right file?)",
        cap >> 20
    );
    InputError::new(line, 1, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Gives its bytes a few at a time, as a pipe may.
    struct Trickle(Vec<u8>, usize);

    impl Read for Trickle {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.0.len().min(self.1).min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0.drain(..n);
            Ok(n)
        }
    }

    #[test]
    fn lines_come_whole_and_are_numbered_as_in_the_whole_input() {
        let text = "\u{FEFF}a\r\n\nbb\nccc";
        let mut source = Source::from_read(Box::new(Trickle(text.as_bytes().to_vec(), 2)));
        let mut seen = Vec::new();
        loop {
            let mut lines = source.lines();
            match lines.next_line() {
                Some((number, line)) => {
                    seen.push((number, line.to_string()));
                    let position = lines.position();
                    source.consume_to(position);
                }
                None if lines.starved() => source.read_more(),
                None => break,
            }
        }
        let whole: Vec<(usize, String)> = Lines::new(&text['\u{FEFF}'.len_utf8()..])
            .collect_all()
            .into_iter()
            .map(|(n, l)| (n, l.to_string()))
            .collect();
        assert_eq!(seen, whole);
    }

    #[test]
    fn a_line_that_never_ends_is_stopped_at_the_cap() {
        let zeros = std::io::repeat(0).take(4 * PUZZLE_CAP as u64);
        let mut source = Source::from_read(Box::new(zeros));
        let error = loop {
            source.read_more();
            if let Some(error) = source.take_capped() {
                break error;
            }
        };
        assert_eq!((error.line, error.column), (1, 1));
        assert!(error.message.contains("16 MiB"), "{error}");
        assert!(source.partial.capacity() == 0, "what was read is let go");
    }

    impl<'a> Lines<'a> {
        fn collect_all(mut self) -> Vec<(usize, &'a str)> {
            std::iter::from_fn(|| self.next_line()).collect()
        }
    }
}
