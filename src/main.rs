use std::path::Path;
use std::process::ExitCode;

use clap::Parser;

use deduce::cli::{CheckKind, Cli, Command, PuzzleKind};
use deduce::commands::{
    self, BAD_INPUT, check::CheckOptions, input_name, read_input, solve::SolveOptions,
};
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;

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
            };
            match args.puzzle {
                PuzzleKind::Slink => commands::solve::run::<Slink>(text, &options, stdout, stderr),
                PuzzleKind::Nurikabe => {
                    commands::solve::run::<Nurikabe>(text, &options, stdout, stderr)
                }
                PuzzleKind::Sudominoku => {
                    commands::solve::run::<SuDominoKu>(text, &options, stdout, stderr)
                }
                PuzzleKind::Pixel => commands::solve::run::<Pixel>(text, &options, stdout, stderr),
            }
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
    };
    ExitCode::from(status)
}
