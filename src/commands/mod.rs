//! The commands behind the command line, generic over the puzzle.

mod batch;
pub mod catalog;
mod catalog_table;
pub mod check;
pub mod coverage;
pub mod grade;
pub mod hint;
pub mod replay;
pub mod report;
mod rule_names;
pub mod solve;

use std::io::Read;
use std::path::Path;

/// Exit statuses: 0 done, 1 unsolved or refused, 2 bad input or usage.
pub const OK: u8 = 0;
pub const UNSOLVED: u8 = 1;
pub const BAD_INPUT: u8 = 2;

/// Reads a file, or standard input for `None` or `-`.
pub fn read_input(file: Option<&Path>) -> Result<String, String> {
    match file {
        None => read_stdin(),
        Some(path) if path.as_os_str() == "-" => read_stdin(),
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display())),
    }
}

fn read_stdin() -> Result<String, String> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| format!("standard input: {e}"))?;
    Ok(text)
}

/// The name of the input for messages.
pub fn input_name(file: Option<&Path>) -> String {
    match file {
        Some(path) if path.as_os_str() != "-" => path.display().to_string(),
        _ => "<stdin>".to_string(),
    }
}

/// Writes an explanation to standard error (`-`) or a file; the exit
/// status it adds (bad usage when the file cannot be written).
pub fn write_explanation(dest: &Path, text: &str, stderr: &mut dyn std::io::Write) -> u8 {
    let written = if dest.as_os_str() == "-" {
        stderr.write_all(text.as_bytes()).map_err(|e| e.to_string())
    } else {
        std::fs::write(dest, text).map_err(|e| format!("{}: {e}", dest.display()))
    };
    match written {
        Ok(()) => OK,
        Err(why) => {
            let _ = writeln!(stderr, "deduce: {why}");
            BAD_INPUT
        }
    }
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
