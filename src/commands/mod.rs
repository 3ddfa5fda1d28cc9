//! The commands behind the command line, generic over the puzzle.

mod batch;
pub mod catalog;
mod catalog_table;
pub mod check;
pub mod check_answer;
pub mod convert;
pub mod coverage;
mod dispatch;
pub mod draw;
pub mod generate;
mod generate_progress;
pub mod grade;
pub mod hint;
mod inputs;
pub mod output;
mod parallel;
pub mod pick;
pub mod play;
pub mod replay;
pub mod report;
mod rule_names;
pub mod show;
pub mod solve;
pub mod web;

use std::io::Read;
use std::ops::ControlFlow;
use std::path::Path;

use crate::error::Error;
use report::Reporter;

pub use dispatch::run;

/// The stack the commands run on, and each thread of `--jobs`. Reading,
/// replaying, writing and explaining a trace each go one call deeper per
/// nested step, and a trace may nest refuted guesses 1,000 deep
/// (`engine::trace::MAX_NESTING`), which takes some 3 MB; the main thread's stack
/// is whatever the shell allows (often 8 MB, sometimes less), so the
/// commands get their own. Only what is used is ever backed by memory.
/// Judge output keeps no trace and needs no more than the main thread
/// has, so a solve for it alone runs there (a thread costs as much to
/// start as solving a small puzzle).
pub const STACK_BYTES: usize = 64 << 20;

/// Reads a file, or standard input for `None` or `-`.
/// Bytes that are not UTF-8 are kept as U+FFFD, so that they spoil only
/// the puzzle they are in, which the reader then refuses at their place;
/// a byte-order mark at the start is dropped.
///
/// `document` says what the input is read as, and `cap` how large it may
/// be: past that it is taken for something else (`/dev/zero`) and
/// refused, with no more than that read.
pub fn read_input(file: Option<&Path>, document: &str, cap: usize) -> Result<String, Error> {
    let name = input_name(file);
    let bytes = match file {
        None => read_stdin(cap)?,
        Some(path) if path.as_os_str() == "-" => read_stdin(cap)?,
        Some(path) => {
            let file = std::fs::File::open(path).map_err(|e| Error::file(path.display(), &e))?;
            read_capped(file, cap).map_err(|e| Error::file(path.display(), &e))?
        }
    };
    if bytes.len() > cap {
        let line = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
        let error = crate::input::past_cap(line, document, cap);
        return Err(Error::from(error).in_file(&name));
    }
    // Text that is UTF-8 is taken as it is, not copied: a trace may be
    // hundreds of megabytes.
    let mut text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
    };
    if text.starts_with('\u{FEFF}') {
        text.drain(..'\u{FEFF}'.len_utf8());
    }
    Ok(text)
}

/// Up to one byte past `cap` of `read`.
fn read_capped(read: impl Read, cap: usize) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    read.take(cap as u64 + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

fn read_stdin(cap: usize) -> Result<Vec<u8>, Error> {
    use std::io::IsTerminal;
    // A terminal waits for typing: an empty screen would look like a hang.
    if std::io::stdin().is_terminal() {
        eprintln!(
            "deduce: reading standard input: type or paste the input, then Ctrl-D to end it (or give a FILE)"
        );
    }
    read_capped(std::io::stdin(), cap).map_err(|e| Error::file("standard input", &e))
}

/// The name of the input for messages.
pub fn input_name(file: Option<&Path>) -> String {
    match file {
        Some(path) if path.as_os_str() != "-" => path.display().to_string(),
        _ => "<stdin>".to_string(),
    }
}

/// Writes an explanation to standard error (`-`) or a file; `Break`
/// when standard error could not take it and the command is to stop
/// (`Reporter::explain`). A file that cannot be written is reported.
pub fn write_explanation(dest: &Path, text: &str, reporter: &mut Reporter) -> ControlFlow<()> {
    if dest.as_os_str() == "-" {
        return reporter.explain(text);
    }
    if let Err(error) = write_file(dest, text) {
        reporter.report(&error);
    }
    ControlFlow::Continue(())
}

/// Writes `text` to the file `dest`.
pub fn write_file(dest: &Path, text: &str) -> Result<(), Error> {
    std::fs::write(dest, text).map_err(|e| Error::file(dest.display(), &e))
}

/// Adds `text` at the end of the file `dest`.
pub fn append_file(dest: &Path, text: &str) -> Result<(), Error> {
    use std::io::Write;
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dest)
        .and_then(|mut file| file.write_all(text.as_bytes()))
        .map_err(|e| Error::file(dest.display(), &e))
}

/// The style of an explanation: coloured only when it goes to a terminal
/// (standard error, `-`) and colour is not turned off.
pub fn explain_style(
    explain: Option<&Path>,
    color: crate::style::ColorChoice,
) -> crate::style::Style {
    use std::io::IsTerminal;
    let to_terminal =
        explain.is_some_and(|p| p.as_os_str() == "-") && std::io::stderr().is_terminal();
    crate::style::Style::decide(color, to_terminal)
}
