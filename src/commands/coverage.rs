//! `deduce coverage PUZZLE FILES...`: per rule, how many puzzles of a
//! collection used it and how many times.

use std::io::Write;
use std::path::PathBuf;

use crate::engine::PuzzleIo;

use super::BAD_INPUT;

pub fn run<P: PuzzleIo>(
    _files: &[PathBuf],
    _json: bool,
    _stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let _ = writeln!(stderr, "deduce: coverage: not written yet");
    BAD_INPUT
}
