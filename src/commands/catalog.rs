//! `deduce rules [PUZZLE]` and `deduce explain RULE`: the rule catalog and
//! the rule pages compiled into the binary.

use std::io::Write;

use crate::cli::PuzzleKind;

use super::BAD_INPUT;

pub fn run_rules(
    _puzzle: Option<PuzzleKind>,
    _json: bool,
    _stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let _ = writeln!(stderr, "deduce: rules: not written yet");
    BAD_INPUT
}

pub fn run_explain(
    _rule: &str,
    _json: bool,
    _stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let _ = writeln!(stderr, "deduce: explain: not written yet");
    BAD_INPUT
}
