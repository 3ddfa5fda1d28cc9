//! `deduce check nurikabe [FILE]`: YES or NO per filled board, and with
//! `--explain` every rule each board breaks.

use std::io::Write;
use std::path::PathBuf;

use crate::puzzles::nurikabe::{parse_filled_batch, violations};
use crate::style::ColorChoice;

use super::{BAD_INPUT, OK, explain_style, write_explanation};

pub struct CheckOptions {
    pub input_name: String,
    pub explain: Option<PathBuf>,
    pub color: ColorChoice,
}

/// Checks every board of `text`; returns the exit status.
pub fn run_nurikabe(
    text: &str,
    options: &CheckOptions,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let style = explain_style(options.explain.as_deref(), options.color);
    let batch = parse_filled_batch(text);
    let mut status = OK;
    let mut explanation = String::new();
    for (i, item) in batch.items.into_iter().enumerate() {
        let index = i + 1;
        let board = match item {
            Ok(board) => board,
            Err(error) => {
                let _ = writeln!(
                    stderr,
                    "deduce: {}: board {index}: {error}",
                    options.input_name
                );
                status = BAD_INPUT;
                continue;
            }
        };
        let broken = violations(&board);
        let verdict = if broken.is_empty() { "YES" } else { "NO" };
        if writeln!(stdout, "{verdict}").is_err() {
            return status; // A closed pipe: stop quietly.
        }
        let shown = if broken.is_empty() {
            style.good(verdict)
        } else {
            style.bad(verdict)
        };
        explanation.push_str(&format!("board {index}: {shown}\n"));
        for violation in &broken {
            explanation.push_str(&format!("    {violation}\n"));
        }
    }
    if let Some(error) = batch.trailing {
        let _ = writeln!(stderr, "deduce: {}: {error}", options.input_name);
        status = BAD_INPUT;
    }
    if let Some(dest) = &options.explain {
        status = status.max(write_explanation(dest, &explanation, stderr));
    }
    status
}
