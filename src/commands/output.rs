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
            && error.kind() != io::ErrorKind::BrokenPipe
            && self.failed.is_none()
        {
            self.failed = Some(io::Error::new(error.kind(), error.to_string()));
        }
        result
    }
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

#[cfg(test)]
mod tests {
    use super::*;

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
