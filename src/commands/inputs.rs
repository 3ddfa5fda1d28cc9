//! The FILEs a command was given, each opened and handled in turn; none
//! means standard input. A file that cannot be opened is reported and the
//! others are still handled, as a puzzle that cannot be read is within a
//! batch. Each input is read as its command asks for it: a batch puzzle
//! by puzzle (`input::stream`), a single document whole.

use std::fs::File;
use std::io::{IsTerminal, Read};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::input::Source;

use super::input_name;
use super::report::Reporter;

/// One input of a command that takes several.
pub struct Input {
    /// What is still to be read of it.
    pub source: Source,
    pub name: String,
    /// Its number from 0 among the inputs opened.
    pub number: usize,
    /// More than one input was given: each part of an output for people
    /// opens with the input's name.
    pub several: bool,
}

impl Input {
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

/// Calls `each` with every input that could be opened, in order. `each`
/// may stop the walk (standard output was closed).
pub fn each_input(
    files: &[PathBuf],
    reporter: &mut Reporter,
    mut each: impl FnMut(Input, &mut Reporter) -> ControlFlow<()>,
) {
    let stdin: [Option<&Path>; 1] = [None];
    let given: Vec<Option<&Path>> = files.iter().map(|f| Some(f.as_path())).collect();
    let inputs = if files.is_empty() { &stdin[..] } else { &given };
    let mut number = 0;
    for &file in inputs {
        match open_input(file) {
            Ok(source) => {
                let input = Input {
                    source,
                    name: input_name(file),
                    number,
                    several: files.len() > 1,
                };
                number += 1;
                if each(input, reporter).is_break() {
                    return;
                }
            }
            Err(error) => reporter.report(&error),
        }
    }
}

/// Opens a file, or standard input for `None` or `-`, to be read as it
/// is needed.
pub fn open_input(file: Option<&Path>) -> Result<Source, Error> {
    match file {
        Some(path) if path.as_os_str() != "-" => {
            let mut file = File::open(path).map_err(|e| Error::file(path.display(), &e))?;
            // A file that opens but cannot be read at all (a directory)
            // is said to be so, as one that does not open is.
            file.read(&mut [])
                .map_err(|e| Error::file(path.display(), &e))?;
            Ok(Source::from_read(Box::new(file)))
        }
        _ => {
            // A terminal waits for typing: an empty screen would look
            // like a hang.
            if std::io::stdin().is_terminal() {
                eprintln!(
                    "deduce: reading standard input: type or paste the input, then Ctrl-D to end it (or give a FILE)"
                );
            }
            Ok(Source::from_read(Box::new(std::io::stdin())))
        }
    }
}
