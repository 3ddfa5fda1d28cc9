//! Where an error is: the input, the puzzle (board, trace) in it, the
//! line and column; each part when known.

use std::fmt;

use super::shown::Escaped;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// The input as messages name it: a path, `<stdin>`, `standard input`.
    pub file: Option<String>,
    /// The puzzle, board or trace in the input.
    pub item: Option<Item>,
    /// 1-based line and column (counted in characters) in the input.
    pub line_column: Option<(usize, usize)>,
}

/// One of the things an input holds: `puzzle 3`, `trace 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    pub noun: &'static str,
    /// From 1.
    pub number: usize,
}

impl Place {
    pub fn file(name: impl Into<String>) -> Place {
        Place {
            file: Some(name.into()),
            ..Place::default()
        }
    }

    pub fn item(noun: &'static str, number: usize) -> Place {
        Place::default().in_item(noun, number)
    }

    pub fn in_item(mut self, noun: &'static str, number: usize) -> Place {
        self.item = Some(Item { noun, number });
        self
    }

    pub fn at(mut self, line: usize, column: usize) -> Place {
        self.line_column = Some((line, column));
        self
    }

    /// Nothing is known of where the error is.
    pub fn is_unknown(&self) -> bool {
        *self == Place::default()
    }
}

impl fmt::Display for Place {
    /// The known parts, widest first: `in.txt: puzzle 3: line 4, column 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut joint = "";
        if let Some(file) = &self.file {
            // A file's name may hold what a terminal acts on, as its text may.
            write!(f, "{}", Escaped(file))?;
            joint = ": ";
        }
        if let Some(Item { noun, number }) = self.item {
            write!(f, "{joint}{noun} {number}")?;
            joint = ": ";
        }
        if let Some((line, column)) = self.line_column {
            write!(f, "{joint}line {line}, column {column}")?;
        }
        Ok(())
    }
}
