//! The library's failures: what failed (the kind), where (the place, as
//! far as it is known) and the message a person reads. Input errors from
//! the parsers, which know only the line and column, become one with the
//! input's name and the puzzle's number added.

mod batch;
mod input;
mod place;
mod shown;

use std::fmt;

pub use batch::Batch;
pub use input::InputError;
pub use place::{Item, Place};
use shown::Escaped;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub place: Place,
    pub message: String,
}

/// What failed; it decides the exit status (`commands::report`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// A command line the library cannot follow: an unknown rule or tier,
    /// a rule without a page.
    Usage,
    /// Text that does not read as the puzzle, board or trace it should be.
    BadInput,
    /// A file that cannot be read or written.
    File,
    /// A well-formed trace whose steps do not hold up.
    Refused,
    /// A puzzle that was not solved: no solution, an answer the verifier
    /// rejects, a stop after more steps than the trace holds.
    Unsolved,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            place: Place::default(),
            message: message.into(),
        }
    }

    pub fn at(mut self, place: Place) -> Error {
        self.place = place;
        self
    }

    /// The same error, found in the input named `name`.
    pub fn in_file(mut self, name: &str) -> Error {
        self.place.file = Some(name.to_string());
        self
    }

    /// The same error, found in the `number`th `noun` of its input.
    pub fn in_item(mut self, noun: &'static str, number: usize) -> Error {
        self.place = self.place.in_item(noun, number);
        self
    }

    /// A file that cannot be read or written, with the system's reason.
    pub fn file(name: impl fmt::Display, why: &std::io::Error) -> Error {
        Error::new(ErrorKind::File, why.to_string()).at(Place::file(name.to_string()))
    }
}

impl From<InputError> for Error {
    fn from(error: InputError) -> Error {
        Error::new(ErrorKind::BadInput, error.message)
            .at(Place::default().at(error.line, error.column))
    }
}

impl fmt::Display for Error {
    /// `PLACE: MESSAGE`, or the message alone where the place is unknown.
    /// A refused trace reads `PLACE refused: MESSAGE`, as replay has
    /// always said it. What the message quotes of the input is shown
    /// with its control characters escaped.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let refused = self.kind == ErrorKind::Refused;
        let joint = match (self.place.is_unknown(), refused) {
            (true, false) => "",
            (true, true) => "refused: ",
            (false, false) => ": ",
            (false, true) => " refused: ",
        };
        write!(f, "{}{joint}{}", self.place, Escaped(&self.message))
    }
}

impl std::error::Error for Error {}
