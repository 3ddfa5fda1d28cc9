//! From a parsed command line to the command that runs it: each command
//! takes its own arguments as clap parsed them.

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use crate::cli::{Command, Format};
use crate::error::Error;
use crate::input::{PUZZLE_CAP, Source};
use crate::puzzles::PuzzleKind;
use crate::style::Style;
use crate::with_puzzle;

use super::check::BoardsInput;
use super::hint::OneInput;
use super::inputs::{Input, each_input, open_input};
use super::output::Watched;
use super::report::{Reporter, Status};
use super::{catalog, input_name, read_input};
use super::{
    check, check_answer, convert, coverage, draw, generate, grade, hint, play, replay, show, solve,
    web,
};

/// Runs `command`; output goes to `stdout`, errors to `reporter`.
pub fn run(
    command: Command,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    match command {
        Command::Solve(mut args) => {
            // `--explain=brief`: the brief explanation, to standard error.
            if args.explain.as_deref() == Some(std::path::Path::new("brief")) {
                args.explain = Some("-".into());
                args.brief = true;
            }
            with_puzzle!(args.puzzle, P => solve::run::<P>(&args.files, &args, stdout, reporter))
        }
        Command::Check(args) => each_file(&args.files, stdout, reporter, |mut input, out| {
            let first = input.source.first_nonblank().unwrap_or_default();
            if args.puzzle == PuzzleKind::Nurikabe && check::looks_like_boards(&first) {
                // The Baekjoon answer: YES or NO lines alone, no header.
                let boards = BoardsInput {
                    name: &input.name,
                    opening: input.header(),
                    append: input.number > 0,
                };
                return check::run_nurikabe(input.source, &boards, &args, out.stdout, out.reporter);
            }
            out.header(&input);
            let one = OneInput {
                name: &input.name,
                input: &args.input,
                puzzle: args.puzzle_file.as_deref(),
            };
            let style = Style::decide(args.color, out.stdout_is_terminal);
            let text = whole_text(input.source, &input.name)?;
            with_puzzle!(args.puzzle, P => check_answer::run::<P>(&text, &one, style, out.stdout))
        }),
        Command::Replay(args) => with_input(Some(&args.file), TRACES, |text, input_name| {
            replay::run(text, &input_name, stdout, reporter)
        }),
        Command::Hint(args) => each_file(&args.files, stdout, reporter, |input, out| {
            out.header(&input);
            let one = OneInput {
                name: &input.name,
                input: &args.input,
                puzzle: args.puzzle_file.as_deref(),
            };
            let style = Style::decide(args.color, out.stdout_is_terminal);
            let text = whole_text(input.source, &input.name)?;
            with_puzzle!(args.puzzle, P => hint::run::<P>(&text, &one, &args, style, out.stdout))
        }),
        Command::Grade(args) => {
            with_puzzle!(args.puzzle, P => grade::run::<P>(&args.files, &args.report, stdout, reporter))
        }
        Command::Coverage(args) => {
            with_puzzle!(args.puzzle, P => coverage::run::<P>(&args.files, &args.report, stdout, reporter))
        }
        Command::Show(args) => with_source(
            args.file.as_deref(),
            |source, input_name| with_puzzle!(args.puzzle, P => show::run::<P>(source, &input_name, &args, stdout, reporter)),
        ),
        Command::Draw(args) => with_input(args.file.as_deref(), A_PUZZLE, |text, input_name| {
            let one = OneInput {
                name: &input_name,
                input: &args.input,
                puzzle: None,
            };
            with_puzzle!(args.puzzle, P => draw::run::<P>(text, &one, &args, stdout))
        }),
        Command::Convert(args) => with_source(
            args.file.as_deref(),
            |source, input_name| with_puzzle!(args.puzzle, P => convert::run::<P>(source, &input_name, &args, stdout, reporter)),
        ),
        Command::Generate(args) => {
            with_puzzle!(args.puzzle, P => generate::run::<P>(&args, stdout, reporter))
        }
        Command::Rules(args) => {
            let json = args.format == Format::Json;
            catalog::run_rules(args.puzzle, json, stdout)
        }
        Command::Explain(args) => {
            let json = args.format == Format::Json;
            catalog::run_explain(&args.rule, json, stdout)
        }
        Command::Play(args) => match args.puzzle {
            Some(kind) => with_source(
                args.file.as_deref(),
                |source, input_name| with_puzzle!(kind, P => play::run::<P>(Some((source, input_name)), &args, stdout, reporter)),
            ),
            None => play::run::<crate::puzzles::slink::Slink>(None, &args, stdout, reporter),
        },
        Command::Web(args) => web::run(&args),
    }
}

/// Where a command run on one of several inputs writes.
struct Out<'a, 'r> {
    stdout: &'a mut dyn Write,
    reporter: &'a mut Reporter<'r>,
    stdout_is_terminal: bool,
}

impl Out<'_, '_> {
    /// The line naming `input` when there are several.
    fn header(&mut self, input: &Input) {
        let _ = self.stdout.write_all(input.header().as_bytes());
    }
}

/// Runs `command` on each of `files` in turn (standard input when there
/// are none): an error is reported and the other inputs are still run;
/// the worst status counts. An output that could not be written (a
/// closed pipe, a full disk) stops the run before the next input.
fn each_file(
    files: &[PathBuf],
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
    mut command: impl FnMut(Input, &mut Out) -> Result<Status, Error>,
) -> Result<Status, Error> {
    let mut status = Status::Done;
    let stdout_is_terminal = std::io::stdout().is_terminal();
    each_input(files, reporter, |input, reporter| {
        let mut watched = Watched::new(&mut *stdout);
        let mut out = Out {
            stdout: &mut watched,
            reporter,
            stdout_is_terminal,
        };
        match command(input, &mut out) {
            Ok(done) => status = status.max(done),
            Err(error) => reporter.report(&error),
        }
        match watched.failed() || reporter.stopped() {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    });
    Ok(status)
}

/// The rest of a file's input, read whole as one puzzle or progress.
fn whole_text(source: Source, name: &str) -> Result<String, Error> {
    source
        .into_text()
        .map_err(|error| Error::from(error).in_file(name))
}

/// A puzzle or a progress, read whole: no larger than one puzzle of a batch.
const A_PUZZLE: (&str, usize) = ("a puzzle or a progress", PUZZLE_CAP);
/// Traces, read whole: a large grid's run to hundreds of megabytes.
const TRACES: (&str, usize) = ("a list of traces", 1 << 30);

/// Opens the input (a file, or stdin) and runs `command` on it, to be
/// read as it goes, and its name.
fn with_source(
    file: Option<&Path>,
    command: impl FnOnce(Source, String) -> Result<Status, Error>,
) -> Result<Status, Error> {
    command(open_input(file)?, input_name(file))
}

/// Reads the input (a file, or stdin) and runs `command` on its text and
/// name.
fn with_input(
    file: Option<&Path>,
    (document, cap): (&str, usize),
    command: impl FnOnce(&str, String) -> Result<Status, Error>,
) -> Result<Status, Error> {
    let text = read_input(file, document, cap)?;
    command(&text, input_name(file))
}
