//! `deduce hint PUZZLE [FILE]`: the next step the engine would take, at
//! the level asked.

use std::io::Write;

use crate::engine::PuzzleIo;

use super::BAD_INPUT;

pub struct HintOptions {
    pub input_name: String,
    pub level: u8,
}

pub fn run<P: PuzzleIo>(
    _text: &str,
    _options: &HintOptions,
    _stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let _ = writeln!(stderr, "deduce: hint: not written yet");
    BAD_INPUT
}
