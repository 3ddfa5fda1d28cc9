//! Errors in input a person wrote: where (line, column) and what was expected.

use std::fmt;

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
        InputError {
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for InputError {}

/// A batch of puzzles read from one input: each puzzle or the error that
/// spoiled it, in order, and an error after the last one (a missing end
/// marker, a header that cannot be read) that ended the reading.
#[derive(Debug)]
pub struct Batch<T> {
    pub items: Vec<Result<T, InputError>>,
    pub trailing: Option<InputError>,
}

impl<T> Batch<T> {
    /// The same batch with each puzzle turned into another form.
    pub fn map<U>(self, mut convert: impl FnMut(T) -> U) -> Batch<U> {
        Batch {
            items: self
                .items
                .into_iter()
                .map(|item| item.map(&mut convert))
                .collect(),
            trailing: self.trailing,
        }
    }
}
