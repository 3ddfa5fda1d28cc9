//! Standard output as the commands write it: a write that fails because
//! the reader went away (a closed pipe) ends the output quietly, as
//! `deduce solve ... | head` expects; any other failure (a full disk) is
//! kept, so that the command ends with a message and exit 2 rather than
//! a silent, truncated success.

use std::io::{self, Write};

pub struct Output<W: Write> {
    inner: W,
    failed: Option<io::Error>,
}

impl<W: Write> Output<W> {
    pub fn new(inner: W) -> Self {
        Output {
            inner,
            failed: None,
        }
    }

    /// Flushes what is left and gives the first failure that was not a
    /// closed pipe, if any.
    pub fn finish(mut self) -> Option<io::Error> {
        let _ = self.flush();
        self.failed
    }

    fn keep<T>(&mut self, result: io::Result<T>) -> io::Result<T> {
        if let Err(error) = &result
            && !reader_went_away(error)
            && self.failed.is_none()
        {
            self.failed = Some(io::Error::new(error.kind(), error.to_string()));
        }
        result
    }
}

/// Standard output that was closed when deduce started (`>&-`): every
/// write fails as a write to a closed descriptor does, so that the run
/// ends with a message and exit 2 rather than a silent success.
pub struct Closed;

impl Write for Closed {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::Error::other("closed when deduce started"))
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Whether a write failed because its reader went away (a closed pipe):
/// the run then ends quietly, with the status of what it did before.
pub fn reader_went_away(error: &io::Error) -> bool {
    error.kind() == io::ErrorKind::BrokenPipe
}

impl<W: Write> Write for Output<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let result = self.inner.write(buf);
        self.keep(result)
    }

    fn flush(&mut self) -> io::Result<()> {
        let result = self.inner.flush();
        self.keep(result)
    }
}

/// Standard output lent to the part of a command's work that one input
/// makes: a write to it that failed (the reader went away, the disk is
/// full) says the command should stop before the next input, as a solve
/// stops before its next puzzle.
pub struct Watched<'a> {
    inner: &'a mut dyn Write,
    failed: bool,
}

impl<'a> Watched<'a> {
    pub fn new(inner: &'a mut dyn Write) -> Self {
        Watched {
            inner,
            failed: false,
        }
    }

    pub fn failed(&self) -> bool {
        self.failed
    }

    fn note<T>(&mut self, result: io::Result<T>) -> io::Result<T> {
        self.failed |= result.is_err();
        result
    }
}

impl Write for Watched<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let result = self.inner.write(buf);
        self.note(result)
    }

    fn flush(&mut self) -> io::Result<()> {
        let result = self.inner.flush();
        self.note(result)
    }
}

/// A JSON list written one element at a time, as its elements come,
/// byte for byte as `serde_json::to_string_pretty` writes the whole list
/// (and a line break): an element's lines indented two spaces more.
#[derive(Default)]
pub struct JsonList {
    written: usize,
}

impl JsonList {
    pub fn write<T: serde::Serialize>(&mut self, item: &T, out: &mut dyn Write) -> io::Result<()> {
        let text = serde_json::to_string_pretty(item).unwrap_or_default();
        let opening = if self.written == 0 { "[\n  " } else { ",\n  " };
        self.written += 1;
        out.write_all(format!("{opening}{}", text.replace('\n', "\n  ")).as_bytes())
    }

    pub fn finish(self, out: &mut dyn Write) -> io::Result<()> {
        out.write_all(if self.written == 0 { b"[]\n" } else { b"\n]\n" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_written_as_it_comes_is_the_list_written_whole() {
        let items = [
            serde_json::json!({"a": [1, 2], "b": {"c": "x\ny", "d": []}}),
            serde_json::json!([{}, "z"]),
        ];
        for count in 0..=items.len() {
            let mut list = JsonList::default();
            let mut out = Vec::new();
            for item in &items[..count] {
                list.write(item, &mut out).unwrap();
            }
            list.finish(&mut out).unwrap();
            let whole = serde_json::to_string_pretty(&items[..count]).unwrap() + "\n";
            assert_eq!(String::from_utf8(out).unwrap(), whole);
        }
    }

    struct Failing(io::ErrorKind);

    impl Write for Failing {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(self.0))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_pipe_is_quiet_and_other_failures_are_kept() {
        let mut pipe = Output::new(Failing(io::ErrorKind::BrokenPipe));
        assert!(pipe.write_all(b"x").is_err());
        assert!(pipe.finish().is_none());
        let mut full = Output::new(Failing(io::ErrorKind::StorageFull));
        assert!(full.write_all(b"x").is_err());
        assert_eq!(
            full.finish().map(|e| e.kind()),
            Some(io::ErrorKind::StorageFull)
        );
    }
}
