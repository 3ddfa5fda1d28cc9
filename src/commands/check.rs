//! `deduce check nurikabe [FILE]`: YES or NO per filled board, the
//! judge's output (exit 0 whatever the answers), and with `--explain`
//! every rule each board breaks.

use std::io::Write;
use std::ops::ControlFlow;

use crate::cli::CheckArgs;
use crate::error::Error;
use crate::input::{Source, Stream};
use crate::puzzles::nurikabe::{Boards, violations};

use super::batch::walk_all;
use super::report::{Reporter, Status};
use super::{append_file, explain_style, write_explanation};

/// One input of `check nurikabe`'s boards: its name, what opens its
/// explanation (the input's name when there are several), and whether
/// that goes after an earlier input's in its file.
pub struct BoardsInput<'a> {
    pub name: &'a str,
    pub opening: String,
    pub append: bool,
}

/// Whether `text` is in the Baekjoon 11133 format: a first line holding
/// one number, how many boards follow.
pub fn looks_like_boards(text: &str) -> bool {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| {
            let l = l.trim();
            !l.is_empty() && l.chars().all(|c| c.is_ascii_digit())
        })
}

/// Checks every board of `source`, as it is read; a board that cannot be read is
/// reported, answered NO, and the others are still checked.
pub fn run_nurikabe(
    source: Source,
    input: &BoardsInput,
    options: &CheckArgs,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let style = explain_style(options.explain.as_deref(), options.color);
    let batch = Stream::new(source, Boards::default());
    let mut explanation = input.opening.clone();
    let walked = walk_all(
        batch,
        input.name,
        "board",
        options.input.pick.as_ref(),
        reporter,
        |index, board, _| {
            let (verdict, why) = match board {
                Ok(board) => {
                    let broken: Vec<String> =
                        violations(&board).iter().map(ToString::to_string).collect();
                    (if broken.is_empty() { "YES" } else { "NO" }, broken)
                }
                // A board that cannot be read is no valid answer: NO in its
                // place keeps the k-th line the k-th board's. The error is
                // reported, and the exit status says bad input.
                Err(error) => ("NO", vec![format!("not read: {error}")]),
            };
            if writeln!(stdout, "{verdict}").is_err() {
                return ControlFlow::Break(()); // A closed pipe: stop quietly.
            }
            let shown = if why.is_empty() {
                style.good(verdict)
            } else {
                style.bad(verdict)
            };
            explanation.push_str(&format!("board {index}: {shown}\n"));
            for reason in &why {
                explanation.push_str(&format!("    {reason}\n"));
            }
            ControlFlow::Continue(())
        },
    );
    if !walked.stopped
        && let Some(dest) = &options.explain
    {
        if !input.append || dest.as_os_str() == "-" {
            // Standard error closed: the run stops quietly (`Reporter::explain`).
            let _ = write_explanation(dest, &explanation, reporter);
        } else if let Err(error) = append_file(dest, &explanation) {
            reporter.report(&error);
        }
    }
    // YES and NO are the judge's output, as `solve` prints its answers:
    // a board that breaks a rule is answered, and the command succeeded
    // (exit 0); only a board that cannot be read fails it (reported).
    Ok(Status::Done)
}
