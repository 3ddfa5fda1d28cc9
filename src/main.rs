use std::path::Path;
use std::process::ExitCode;

use clap::Parser;

use deduce::cli::{CheckKind, Cli, Command, Format};
use deduce::commands::{
    self, BAD_INPUT, check::CheckOptions, input_name, read_input, solve::SolveOptions,
};
use deduce::with_puzzle;

/// Reads the input (a file, or stdin) and runs `command` on its text and
/// name; an unreadable input is a usage error.
fn with_input(file: Option<&Path>, command: impl FnOnce(&str, String) -> u8) -> u8 {
    match read_input(file) {
        Err(why) => {
            eprintln!("deduce: {why}");
            BAD_INPUT
        }
        Ok(text) => command(&text, input_name(file)),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return ExitCode::from(if error.use_stderr() { BAD_INPUT } else { 0 });
        }
    };
    let stdout = &mut std::io::stdout().lock();
    let stderr = &mut std::io::stderr().lock();
    let status = match cli.command {
        Command::Solve(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = SolveOptions {
                input_name,
                explain: args.explain,
                json: args.json,
                rules: args.rules,
                max_tier: args.max_tier,
                color: args.color,
                strict: args.strict,
                stop_after: args.stop_after,
            };
            with_puzzle!(args.puzzle, P => commands::solve::run::<P>(text, &options, stdout, stderr))
        }),
        Command::Check(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = CheckOptions {
                input_name,
                explain: args.explain,
                color: args.color,
            };
            match args.puzzle {
                CheckKind::Nurikabe => {
                    commands::check::run_nurikabe(text, &options, stdout, stderr)
                }
            }
        }),
        Command::Replay(args) => with_input(Some(&args.file), |text, input_name| {
            commands::replay::run(text, &input_name, stdout, stderr)
        }),
        Command::Hint(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = commands::hint::HintOptions {
                input_name,
                level: args.level,
            };
            with_puzzle!(args.puzzle, P => commands::hint::run::<P>(text, &options, stdout, stderr))
        }),
        Command::Grade(args) => with_input(
            args.file.as_deref(),
            |text, input_name| with_puzzle!(args.puzzle, P => commands::grade::run::<P>(text, &input_name, args.json, stdout, stderr)),
        ),
        Command::Coverage(args) => {
            with_puzzle!(args.puzzle, P => commands::coverage::run::<P>(&args.files, args.json, stdout, stderr))
        }
        Command::Rules(args) => {
            let json = args.format == Format::Json;
            commands::catalog::run_rules(args.puzzle, json, stdout, stderr)
        }
        Command::Explain(args) => {
            let json = args.format == Format::Json;
            commands::catalog::run_explain(&args.rule, json, stdout, stderr)
        }
    };
    ExitCode::from(status)
}
