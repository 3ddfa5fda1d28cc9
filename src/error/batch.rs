//! A batch of puzzles read from one input, where a bad puzzle does not
//! stop the others from being read.

use super::InputError;

/// Each puzzle or the error that spoiled it, in order, and an error after
/// the last one (a missing end marker, a header that cannot be read) that
/// ended the reading.
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
