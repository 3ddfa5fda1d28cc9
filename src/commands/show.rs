//! `deduce show PUZZLE [FILE] -o PAGE.html`: one self-contained page for
//! the input, every puzzle of it solved and stepped through on its grid.

use std::io::Write;
use std::ops::ControlFlow;

use crate::api::selection;
use crate::cli::ShowArgs;
use crate::engine::Solver;
use crate::error::{Error, ErrorKind};
use crate::formats::detect::stream_batch;
use crate::input::Source;
use crate::io::PuzzleIo;
use crate::tools::page::{Entry, page};

use super::batch::walk;
use super::report::{Reporter, Status};
use super::write_file;

pub fn run<P: PuzzleIo>(
    source: Source,
    input_name: &str,
    options: &ShowArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let selection = selection::<P>(
        options.solve.rules.as_deref(),
        options.solve.max_tier.as_deref(),
    )
    .map_err(|why| Error::new(ErrorKind::Usage, why))?;
    // The page shows every step's premises and reasons.
    let solver = Solver::<P>::new(&selection, true).explaining();
    let mut entries = Vec::new();
    let walked = walk(
        stream_batch::<P>(source, options.solve.strict, options.input.from),
        input_name,
        "puzzle",
        options.input.pick.as_ref(),
        reporter,
        |index, start, _| {
            let mut puzzle = start.clone();
            let trace = solver.solve(&mut puzzle);
            entries.push(Entry {
                title: format!("{} puzzle {index} ({})", input_name, start.size_text()),
                start,
                trace,
            });
            ControlFlow::Continue(())
        },
    );
    if entries.is_empty() {
        return Err(Error::new(
            ErrorKind::BadInput,
            format!("{}: no puzzle to show", input_name),
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
