//! `deduce play [PUZZLE [FILE]] -o PAGE.html`: one self-contained page to
//! play in, the engine carried in it as WebAssembly; with a puzzle, it
//! opens on the input's puzzles (a list to pick from), without, on a box
//! to paste a puzzle in and a choice to make one.

use std::io::Write;
use std::ops::ControlFlow;

use crate::cli::PlayArgs;
use crate::error::{Error, ErrorKind};
use crate::formats::detect::stream_batch;
use crate::input::Source;
use crate::io::PuzzleIo;
use crate::web::engine_bytes::WASM_DEFLATE;
use crate::web::play_page::{PagePuzzle, play_page};

use super::batch::walk;
use super::report::{Reporter, Status};
use super::web::no_engine;
use super::write_file;

/// The page with the puzzles of `source`, or none when there is no input.
pub fn run<P: PuzzleIo>(
    source: Option<(Source, String)>,
    args: &PlayArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let engine = WASM_DEFLATE.map_err(no_engine)?;
    let mut puzzles = Vec::new();
    let mut unreadable = 0;
    if let Some((source, input_name)) = source {
        let walked = walk(
            stream_batch::<P>(source, false, args.input.from),
            &input_name,
            "puzzle",
            args.input.pick.as_ref(),
            reporter,
            |index, start, _| {
                puzzles.push(PagePuzzle {
                    title: format!("{input_name} puzzle {index} ({})", start.size_text()),
                    kind: P::KIND,
                    text: start.progress_text(),
                });
                ControlFlow::Continue(())
            },
        );
        unreadable = walked.unreadable;
        if puzzles.is_empty() {
            return Err(Error::new(
                ErrorKind::BadInput,
                format!("{input_name}: no puzzle to play"),
            ));
        }
    }
    write_page(&play_page(&puzzles, engine), args, stdout)?;
    Ok(if unreadable > 0 {
        Status::BadInput
    } else {
        Status::Done
    })
}

fn write_page(html: &str, args: &PlayArgs, stdout: &mut dyn Write) -> Result<(), Error> {
    match args.output.as_deref() {
        Some(path) if path.as_os_str() != "-" => write_file(path, html),
        // A failed write is the output's to report (see `output.rs`).
        _ => {
            let _ = stdout.write_all(html.as_bytes());
            Ok(())
        }
    }
}
