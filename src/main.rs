//! The `deduce` binary: parses the command line, runs the command, and
//! hands its result to the one place that prints errors and picks the
//! exit status (`commands::report`).

use std::process::ExitCode;

use clap::Parser;

use deduce::cli::Cli;
use deduce::commands::output::Output;
use deduce::commands::{self, report};
use deduce::error::Error;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return ExitCode::from(report::finish_parse_error(&error).exit_code()),
    };
    let mut stdout = Output::new(std::io::stdout().lock());
    let stderr = &mut std::io::stderr().lock();
    let mut reporter = report::Reporter::new(stderr);
    let result = commands::run(cli.command, &mut stdout, &mut reporter);
    // A write that failed for another reason than a closed pipe (a full
    // disk) is an error, even where the command stopped quietly.
    if let Some(error) = stdout.finish() {
        reporter.report(&Error::file("standard output", &error));
    }
    ExitCode::from(reporter.finish(result).exit_code())
}
