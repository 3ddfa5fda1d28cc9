//! Errors in input a person wrote: where (line, column) and what was expected.

use std::fmt;

use super::Place;
use super::shown::{Escaped, cut_long_words};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// 1-based.
    pub line: usize,
    /// 1-based, counted in characters.
    pub column: usize,
    pub message: String,
}

impl InputError {
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> InputError {
        // Input is read lossily (`commands::read_input`): a byte that is
        // not UTF-8 stands as U+FFFD, and is named for what it was. A
        // message quotes the input's tokens, and a line may be one token
        // of hundreds of characters.
        let message =
            cut_long_words(&message.into()).replace('\u{FFFD}', "<a byte that is not UTF-8>");
        InputError {
            line,
            column,
            message,
        }
    }
}

impl fmt::Display for InputError {
    /// `line 3, column 7: what went wrong`, the place written as every
    /// error writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = Place::default().at(self.line, self.column);
        write!(f, "{place}: {}", Escaped(&self.message))
    }
}

impl std::error::Error for InputError {}
