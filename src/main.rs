use std::process::ExitCode;

use clap::Parser;

use deduce::cli::{CheckKind, Cli, Command, PuzzleKind};
use deduce::commands::{
    self, BAD_INPUT, check::CheckOptions, input_name, read_input, solve::SolveOptions,
};
use deduce::puzzles::slink::Slink;

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
        Command::Solve(args) => {
            let file = args.file.as_deref();
            match read_input(file) {
                Err(why) => {
                    eprintln!("deduce: {why}");
                    BAD_INPUT
                }
                Ok(text) => {
                    let options = SolveOptions {
                        input_name: input_name(file),
                        explain: args.explain,
                        json: args.json,
                        rules: args.rules,
                        max_tier: args.max_tier,
                        color: args.color,
                        strict: args.strict,
                    };
                    match args.puzzle {
                        PuzzleKind::Slink => {
                            commands::solve::run::<Slink>(&text, &options, stdout, stderr)
                        }
                    }
                }
            }
        }
        Command::Check(args) => {
            let file = args.file.as_deref();
            match read_input(file) {
                Err(why) => {
                    eprintln!("deduce: {why}");
                    BAD_INPUT
                }
                Ok(text) => {
                    let options = CheckOptions {
                        input_name: input_name(file),
                        explain: args.explain,
                        color: args.color,
                    };
                    match args.puzzle {
                        CheckKind::Nurikabe => {
                            commands::check::run_nurikabe(&text, &options, stdout, stderr)
                        }
                    }
                }
            }
        }
        Command::Replay(args) => match read_input(Some(&args.file)) {
            Err(why) => {
                eprintln!("deduce: {why}");
                BAD_INPUT
            }
            Ok(text) => commands::replay::run(&text, &input_name(Some(&args.file)), stdout, stderr),
        },
    };
    ExitCode::from(status)
}
