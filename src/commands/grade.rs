//! `deduce grade PUZZLE [FILE]`: per puzzle, the hardest tier it needs,
//! the rules it uses, and whether its answer is unique.

use std::io::Write;

use crate::engine::PuzzleIo;

use super::BAD_INPUT;

pub fn run<P: PuzzleIo>(
    _text: &str,
    _input_name: &str,
    _json: bool,
    _stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let _ = writeln!(stderr, "deduce: grade: not written yet");
    BAD_INPUT
}
