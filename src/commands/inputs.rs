//! The FILEs a command was given, each read and handled in turn; none
//! means standard input. A file that cannot be read is reported and the
//! others are still handled, as a puzzle that cannot be read is within a
//! batch.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use super::report::Reporter;
use super::{input_name, read_input};

/// Calls `each` with the text and name of every input that could be
/// read, in order, and whether more than one was given (for headers).
/// `each` may stop the walk (standard output was closed).
pub fn each_input(
    files: &[PathBuf],
    reporter: &mut Reporter,
    mut each: impl FnMut(&str, &str, &mut Reporter) -> ControlFlow<()>,
) {
    let stdin: [Option<&Path>; 1] = [None];
    let given: Vec<Option<&Path>> = files.iter().map(|f| Some(f.as_path())).collect();
    let inputs = if files.is_empty() { &stdin[..] } else { &given };
    for &file in inputs {
        match read_input(file) {
            Ok(text) => {
                if each(&text, &input_name(file), reporter).is_break() {
                    return;
                }
            }
            Err(error) => reporter.report(&error),
        }
    }
}

/// The line that opens an input's part of an output for people when
/// several were given, after a blank line from the second on; nothing for
/// one.
pub fn header(name: &str, several: bool, first: bool) -> String {
    match (several, first) {
        (false, _) => String::new(),
        (true, true) => format!("==> {name} <==\n"),
        (true, false) => format!("\n==> {name} <==\n"),
    }
}
