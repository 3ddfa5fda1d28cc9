//! `deduce show PUZZLE [FILE] -o PAGE.html`: one self-contained page for
//! the input, every puzzle of it solved and stepped through on its grid.

use std::io::Write;
use std::ops::ControlFlow;
use std::path::PathBuf;

use crate::engine::{PuzzleIo, Solver};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::{Format, read_batch};
use crate::tools::page::{Entry, page};

use super::batch::walk;
use super::pick::Pick;
use super::report::{Reporter, Status};
use super::solve::selection;
use super::write_file;

pub struct ShowOptions {
    pub input_name: String,
    /// Where the page goes; standard output for `None` or `-`.
    pub output: Option<PathBuf>,
    pub rules: Option<String>,
    pub max_tier: Option<String>,
    pub strict: bool,
    pub pick: Option<Pick>,
    pub from: Option<Format>,
}

pub fn run<P: PuzzleIo>(
    text: &str,
    options: &ShowOptions,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let selection = selection::<P>(options.rules.as_deref(), options.max_tier.as_deref())
        .map_err(|why| Error::new(ErrorKind::Usage, why))?;
    // The page shows every step's premises and reasons.
    let solver = Solver::<P>::new(&selection, true).explaining();
    let mut entries = Vec::new();
    let walked = walk(
        read_batch::<P>(text, options.strict, options.from),
        &options.input_name,
        "puzzle",
        options.pick.as_ref(),
        reporter,
        |index, start, _| {
            let mut puzzle = start.clone();
            let trace = solver.solve(&mut puzzle);
            entries.push(Entry {
                title: format!(
                    "{} puzzle {index} ({})",
                    options.input_name,
                    start.size_text()
                ),
                start,
                trace,
            });
            ControlFlow::Continue(())
        },
    );
    if entries.is_empty() {
        return Err(Error::new(
            ErrorKind::BadInput,
            format!("{}: no puzzle to show", options.input_name),
        ));
    }
    let html = page(&entries);
    match options.output.as_deref() {
        Some(path) if path.as_os_str() != "-" => write_file(path, &html)?,
        // A failed write is the output's to report (see `output.rs`).
        _ => {
            let _ = stdout.write_all(html.as_bytes());
        }
    }
    Ok(if walked.unreadable > 0 {
        Status::BadInput
    } else {
        Status::Done
    })
}
