//! The one place where errors are printed (`deduce: ERROR` on standard
//! error) and turned into exit statuses: 0 done, 1 unsolved or refused,
//! 2 bad input or usage.

use std::io::Write;
use std::ops::ControlFlow;

use crate::error::{Error, ErrorKind};

use super::output::reader_went_away;

/// How a command ended; the worst of several is the one that counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Done,
    /// A puzzle not solved, a trace refused, a hint with nothing to give.
    Unsolved,
    BadInput,
}

impl Status {
    pub fn exit_code(self) -> u8 {
        match self {
            Status::Done => 0,
            Status::Unsolved => 1,
            Status::BadInput => 2,
        }
    }

    /// The status a command ends with after an error of `kind`.
    pub fn of(kind: ErrorKind) -> Status {
        match kind {
            // A refused trace proves nothing: like bad input, not like a
            // puzzle that is (provably) unsolved.
            ErrorKind::Usage | ErrorKind::BadInput | ErrorKind::File | ErrorKind::Refused => {
                Status::BadInput
            }
            ErrorKind::Unsolved => Status::Unsolved,
        }
    }
}

/// Prints errors as they happen, so that in a batch each stands next to
/// the output around it, and keeps the worst status they call for.
pub struct Reporter<'a> {
    stderr: &'a mut dyn Write,
    worst: Status,
    stopped: bool,
}

impl<'a> Reporter<'a> {
    pub fn new(stderr: &'a mut dyn Write) -> Reporter<'a> {
        Reporter {
            stderr,
            worst: Status::Done,
            stopped: false,
        }
    }

    /// Prints `error`; the command's status becomes at least its status.
    pub fn report(&mut self, error: &Error) {
        self.note(error);
        self.worst = self.worst.max(Status::of(error.kind));
    }

    /// Prints `error` without failing the command: coverage counts an
    /// unsolved puzzle rather than failing on it.
    pub fn note(&mut self, error: &Error) {
        // Standard error closed: nothing is left to tell anyone.
        let _ = writeln!(self.stderr, "deduce: {error}");
    }

    /// Standard error, for what is written there besides errors.
    pub fn stderr(&mut self) -> &mut dyn Write {
        self.stderr
    }

    /// Writes an explanation sent to standard error (`--explain -`). A
    /// write that fails stops the command (`Break`): quietly when the
    /// reader went away (`2>&1 | head`), as standard output does; with
    /// exit 2 for any other failure, which no message can tell since it
    /// is standard error that failed.
    pub fn explain(&mut self, text: &str) -> ControlFlow<()> {
        let Err(error) = self.stderr.write_all(text.as_bytes()) else {
            return ControlFlow::Continue(());
        };
        if !reader_went_away(&error) {
            self.worst = self.worst.max(Status::BadInput);
        }
        self.stopped = true;
        ControlFlow::Break(())
    }

    /// Whether an explanation could not be written, and the command
    /// stopped: the inputs after it are not to be run.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The status of a command that returned `result`: an error is
    /// printed, and the worst status reported along the way counts too.
    pub fn finish(mut self, result: Result<Status, Error>) -> Status {
        let status = match result {
            Ok(status) => status,
            Err(error) => {
                self.report(&error);
                Status::Done
            }
        };
        status.max(self.worst)
    }
}

/// Prints a command line clap cannot parse, in clap's own form, or the
/// help or version asked for; the status says which it was.
pub fn finish_parse_error(error: &clap::Error) -> Status {
    let _ = error.print();
    if error.use_stderr() {
        Status::BadInput
    } else {
        Status::Done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Place;

    #[test]
    fn each_kind_of_error_has_its_exit_status() {
        let code = |kind| Status::of(kind).exit_code();
        assert_eq!(Status::Done.exit_code(), 0);
        assert_eq!(code(ErrorKind::Unsolved), 1);
        assert_eq!(code(ErrorKind::Refused), 2);
        assert_eq!(code(ErrorKind::BadInput), 2);
        assert_eq!(code(ErrorKind::Usage), 2);
        assert_eq!(code(ErrorKind::File), 2);
    }

    /// What `finish` prints for `result` after `reported`, and its status.
    fn finished(reported: &[Error], result: Result<Status, Error>) -> (String, u8) {
        let mut stderr = Vec::new();
        let mut reporter = Reporter::new(&mut stderr);
        for error in reported {
            reporter.report(error);
        }
        let status = reporter.finish(result);
        (String::from_utf8(stderr).unwrap(), status.exit_code())
    }

    #[test]
    fn an_error_without_a_place_prints_its_message() {
        let error = Error::new(ErrorKind::Usage, "unknown rule 'x'");
        assert_eq!(
            finished(&[], Err(error)),
            ("deduce: unknown rule 'x'\n".to_string(), 2)
        );
    }

    #[test]
    fn an_error_with_a_place_prints_it_first() {
        let error = Error::new(ErrorKind::BadInput, "expected a digit")
            .at(Place::file("in.txt").in_item("puzzle", 3).at(4, 2));
        assert_eq!(
            finished(&[], Err(error)),
            (
                "deduce: in.txt: puzzle 3: line 4, column 2: expected a digit\n".to_string(),
                2
            )
        );
    }

    #[test]
    fn a_refused_trace_says_so_after_its_place() {
        let error = Error::new(ErrorKind::Refused, "step 2 finds nothing")
            .at(Place::file("t.json").in_item("trace", 1));
        assert_eq!(
            finished(&[], Err(error)),
            (
                "deduce: t.json: trace 1 refused: step 2 finds nothing\n".to_string(),
                2
            )
        );
    }

    #[test]
    fn the_worst_status_reported_or_returned_counts() {
        let unsolved = Error::new(ErrorKind::Unsolved, "no solution").at(Place::item("puzzle", 1));
        let (printed, code) = finished(std::slice::from_ref(&unsolved), Ok(Status::Done));
        assert_eq!(
            (printed.as_str(), code),
            ("deduce: puzzle 1: no solution\n", 1)
        );
        assert_eq!(finished(&[unsolved], Ok(Status::BadInput)).1, 2);
        assert_eq!(finished(&[], Ok(Status::Unsolved)), (String::new(), 1));
    }

    #[test]
    fn a_note_is_printed_but_does_not_fail_the_command() {
        let mut stderr = Vec::new();
        let mut reporter = Reporter::new(&mut stderr);
        reporter.note(&Error::new(ErrorKind::Unsolved, "stuck").in_file("a.in"));
        assert_eq!(reporter.finish(Ok(Status::Done)), Status::Done);
        assert_eq!(stderr, b"deduce: a.in: stuck\n");
    }
}
