//! The `deduce` binary: parses the command line, runs the command, and
//! hands its result to the one place that prints errors and picks the
//! exit status (`commands::report`).

mod closed_stdout;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

use deduce::cli::{Cli, Command};
use deduce::commands::output::{Closed, Output};
use deduce::commands::{self, STACK_BYTES, report};
use deduce::error::Error;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return ExitCode::from(report::finish_parse_error(&error).exit_code()),
    };
    if keeps_no_trace(&cli.command) {
        return run(cli);
    }
    let command = std::thread::Builder::new()
        .name("deduce".into())
        .stack_size(STACK_BYTES);
    match command.spawn(move || run(cli)) {
        Ok(thread) => thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        // No thread to be had: the main thread's stack will do for all
        // but the deepest traces.
        Err(_) => run(Cli::parse()),
    }
}

/// A solve for its judge output alone: nothing recorded, nothing deep.
fn keeps_no_trace(command: &Command) -> bool {
    matches!(command, Command::Solve(args)
        if args.explain.is_none() && args.json.is_none() && args.stop_after.is_none())
}

fn run(cli: Cli) -> ExitCode {
    let stdout: Box<dyn Write> = match closed_stdout::at_start() {
        true => Box::new(Closed),
        false => Box::new(std::io::stdout().lock()),
    };
    let mut stdout = Output::new(stdout);
    // Not held locked: a worker thread's panic message goes to stderr,
    // and would wait for ever on a lock this thread holds while it waits
    // for that worker. Messages are few, each written whole.
    let stderr = &mut std::io::stderr();
    let mut reporter = report::Reporter::new(stderr);
    let result = commands::run(cli.command, &mut stdout, &mut reporter);
    // A write that failed for another reason than a closed pipe (a full
    // disk) is an error, even where the command stopped quietly.
    if let Some(error) = stdout.finish() {
        reporter.report(&Error::file("standard output", &error));
    }
    ExitCode::from(reporter.finish(result).exit_code())
}
