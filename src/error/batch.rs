//! A batch of puzzles read from one input, where a bad puzzle does not
//! stop the others from being read.

use super::InputError;

/// Each puzzle or the error that spoiled it, in order, the lines that
/// belong to no puzzle (a header with no rows of its own), and an error
/// after the last one (a missing end marker, the end of the input inside
/// a count of boards) that ended the reading.
#[derive(Debug)]
pub struct Batch<T> {
    pub items: Vec<Result<T, InputError>>,
    pub strays: Vec<InputError>,
    pub trailing: Option<InputError>,
}

impl<T> Default for Batch<T> {
    fn default() -> Batch<T> {
        Batch {
            items: Vec::new(),
            strays: Vec::new(),
            trailing: None,
        }
    }
}

impl<T> Batch<T> {
    /// A batch that holds nothing, for the reason `error` gives.
    pub fn ended_by(error: InputError) -> Batch<T> {
        Batch {
            items: Vec::new(),
            strays: Vec::new(),
            trailing: Some(error),
        }
    }

    /// The same batch with each puzzle turned into another form.
    pub fn map<U>(self, mut convert: impl FnMut(T) -> U) -> Batch<U> {
        Batch {
            items: self
                .items
                .into_iter()
                .map(|item| item.map(&mut convert))
                .collect(),
            strays: self.strays,
            trailing: self.trailing,
        }
    }
}
