//! From a parsed command line to the command that runs it.

use std::io::Write;
use std::path::Path;

use crate::cli::{Command, Format};
use crate::error::Error;
use crate::puzzles::PuzzleKind;
use crate::with_puzzle;

use super::parallel::default_jobs;
use super::report::{Reporter, Status};
use super::{catalog, input_name, read_input};
use super::{
    check, check_answer, convert, coverage, draw, generate, grade, hint, replay, show, solve,
};

/// Runs `command`; output goes to `stdout`, errors to `reporter`.
pub fn run(
    command: Command,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    match command {
        Command::Solve(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = solve::SolveOptions {
                input_name,
                explain: args.explain,
                grid: args.grid,
                json: args.json,
                rules: args.rules,
                max_tier: args.max_tier,
                color: args.color,
                strict: args.strict,
                stop_after: args.stop_after,
                pick: args.pick,
                from: args.from,
                jobs: args.jobs.unwrap_or_else(default_jobs),
            };
            with_puzzle!(args.puzzle, P => solve::run::<P>(text, &options, stdout, reporter))
        }),
        Command::Check(args) => with_input(args.file.as_deref(), |text, input_name| {
            if args.puzzle == PuzzleKind::Nurikabe && check::looks_like_boards(text) {
                let options = check::CheckOptions {
                    input_name,
                    explain: args.explain,
                    color: args.color,
                    pick: args.pick,
                };
                return check::run_nurikabe(text, &options, stdout, reporter);
            }
            let options = hint::OneInput {
                input_name,
                pick: args.pick,
                from: args.from,
                puzzle: args.puzzle_file,
            };
            with_puzzle!(args.puzzle, P => check_answer::run::<P>(text, &options, stdout))
        }),
        Command::Replay(args) => with_input(Some(&args.file), |text, input_name| {
            replay::run(text, &input_name, stdout, reporter)
        }),
        Command::Hint(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = hint::HintOptions {
                input: hint::OneInput {
                    input_name,
                    pick: args.pick,
                    from: args.from,
                    puzzle: args.puzzle_file,
                },
                level: args.level,
            };
            with_puzzle!(args.puzzle, P => hint::run::<P>(text, &options, stdout))
        }),
        Command::Grade(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = grade::GradeOptions {
                input_name,
                json: args.json,
                pick: args.pick,
                from: args.from,
                jobs: args.jobs.unwrap_or_else(default_jobs),
            };
            with_puzzle!(args.puzzle, P => grade::run::<P>(text, &options, stdout, reporter))
        }),
        Command::Coverage(args) => {
            with_puzzle!(args.puzzle, P => coverage::run::<P>(&args.files, args.json, args.pick.as_ref(), args.from, stdout, reporter))
        }
        Command::Show(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = show::ShowOptions {
                input_name,
                output: args.output,
                rules: args.rules,
                max_tier: args.max_tier,
                strict: args.strict,
                pick: args.pick,
                from: args.from,
            };
            with_puzzle!(args.puzzle, P => show::run::<P>(text, &options, stdout, reporter))
        }),
        Command::Draw(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = draw::DrawOptions {
                input: hint::OneInput {
                    input_name,
                    pick: args.pick,
                    from: args.from,
                    puzzle: None,
                },
                output: args.output,
                stop_after: args.stop_after,
                answer: args.answer,
            };
            with_puzzle!(args.puzzle, P => draw::run::<P>(text, &options, stdout))
        }),
        Command::Convert(args) => with_input(args.file.as_deref(), |text, input_name| {
            let options = convert::ConvertOptions {
                input_name,
                to: args.to,
                answer: args.answer,
                pick: args.pick,
                from: args.from,
            };
            with_puzzle!(args.puzzle, P => convert::run::<P>(text, &options, stdout, reporter))
        }),
        Command::Generate(args) => {
            let options = generate::options(&args);
            with_puzzle!(args.puzzle, P => generate::run::<P>(options, stdout, reporter))
        }
        Command::Rules(args) => {
            let json = args.format == Format::Json;
            catalog::run_rules(args.puzzle, json, stdout)
        }
        Command::Explain(args) => {
            let json = args.format == Format::Json;
            catalog::run_explain(&args.rule, json, stdout)
        }
    }
}

/// Reads the input (a file, or stdin) and runs `command` on its text and
/// name.
fn with_input(
    file: Option<&Path>,
    command: impl FnOnce(&str, String) -> Result<Status, Error>,
) -> Result<Status, Error> {
    let text = read_input(file)?;
    command(&text, input_name(file))
}
