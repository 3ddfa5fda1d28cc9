//! The FILEs a command was given, each read and handled in turn; none
//! means standard input. A file that cannot be read is reported and the
//! others are still handled, as a puzzle that cannot be read is within a
//! batch.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use super::report::Reporter;
use super::{input_name, read_input};

/// One input of a command that takes several.
pub struct Input<'t> {
    pub text: &'t str,
    pub name: &'t str,
    /// Its number from 0 among the inputs read.
    pub number: usize,
    /// More than one input was given: each part of an output for people
    /// opens with the input's name.
    pub several: bool,
}

impl Input<'_> {
    /// The line that opens this input's part of an output for people
    /// (after a blank line from the second input on); nothing when it is
    /// the only input.
    pub fn header(&self) -> String {
        match (self.several, self.number) {
            (false, _) => String::new(),
            (true, 0) => format!("==> {} <==\n", self.name),
            (true, _) => format!("\n==> {} <==\n", self.name),
        }
    }
}

/// Calls `each` with every input that could be read, in order. `each` may
/// stop the walk (standard output was closed).
pub fn each_input(
    files: &[PathBuf],
    reporter: &mut Reporter,
    mut each: impl FnMut(&Input, &mut Reporter) -> ControlFlow<()>,
) {
    let stdin: [Option<&Path>; 1] = [None];
    let given: Vec<Option<&Path>> = files.iter().map(|f| Some(f.as_path())).collect();
    let inputs = if files.is_empty() { &stdin[..] } else { &given };
    let mut number = 0;
    for &file in inputs {
        match read_input(file) {
            Ok(text) => {
                let name = input_name(file);
                let input = Input {
                    text: &text,
                    name: &name,
                    number,
                    several: files.len() > 1,
                };
                number += 1;
                if each(&input, reporter).is_break() {
                    return;
                }
            }
            Err(error) => reporter.report(&error),
        }
    }
}
