//! The library's operations behind `call`: each reads its request's
//! fields as the command line reads its options and answers what the
//! library's function gives, serialized as the command line's `--json`
//! writes it.

use serde::Serialize;
use serde_json::{Value, json};

use crate::api::{
    DrawWhat, GenerateOptions, HintOptions, Named, ReadOne, SolveOptions, check, convert, draw,
    generate, grade, hint, replay, solve,
};
use crate::commands::catalog::{run_explain, run_rules};
use crate::engine::Tier;
use crate::error::{Error, ErrorKind};
use crate::formats::detect::Format;
use crate::io::generate::Order;
use crate::puzzles::PuzzleKind;

use super::error_doc;
use super::request::{Input, LibraryRequest as Request};

pub fn answer(request: Request) -> Result<Value, Error> {
    match request {
        Request::Solve {
            input,
            explain,
            trace,
            rules,
            max_tier,
            stop_after,
        } => {
            let options = SolveOptions {
                rules,
                max_tier,
                from: format(input.from.as_deref())?,
                explain,
                trace,
                stop_after,
                ..SolveOptions::default()
            };
            Ok(each(solve(kind(&input.kind)?, named(&input), &options)?))
        }
        Request::Hint { input, pick, level } => {
            let options = HintOptions {
                level: level.unwrap_or(3),
                ..HintOptions::default()
            };
            let read = read_one(&input, pick)?;
            to_value(&hint(kind(&input.kind)?, named(&input), &read, &options)?)
        }
        Request::Check { input, pick } => {
            let read = read_one(&input, pick)?;
            let report = check(kind(&input.kind)?, named(&input), &read)?;
            Ok(json!({
                "right": report.is_right(),
                "broken": report.broken,
                "to_go": report.to_go,
            }))
        }
        Request::Grade { input } => {
            let from = format(input.from.as_deref())?;
            Ok(each(grade(kind(&input.kind)?, named(&input), from)))
        }
        Request::Convert { input, to, answer } => {
            let from = format(input.from.as_deref())?;
            let to = format(Some(&to))?.unwrap_or(Format::Judge);
            Ok(each(convert(
                kind(&input.kind)?,
                named(&input),
                from,
                to,
                answer,
            )?))
        }
        Request::Draw {
            input,
            pick,
            steps,
            answer,
        } => {
            let what = match (steps, answer) {
                (Some(n), _) => DrawWhat::AfterSteps(n),
                (None, true) => DrawWhat::Answer,
                (None, false) => DrawWhat::AsRead,
            };
            let read = read_one(&input, pick)?;
            Ok(Value::String(draw(
                kind(&input.kind)?,
                named(&input),
                &read,
                what,
            )?))
        }
        Request::Replay { text } => {
            let all = replay(Named::new(&text))?;
            Ok(each(all.into_iter().map(Ok::<_, Error>).collect()))
        }
        Request::Generate {
            kind: name,
            rows,
            cols,
            grade,
            count,
            seed,
        } => {
            // A tier, or a level of the puzzle's (`tricky`).
            let tier = Tier::parse(&grade);
            let options = GenerateOptions {
                order: Order::new(rows, cols, tier.unwrap_or(Tier::Basic)),
                count,
                seed,
                to: Format::Judge,
                rules: None,
                puzzle: kind(&name)?,
                level: tier.is_none().then_some(grade),
            };
            to_value(&generate(&options)?)
        }
        Request::Rules { kind: name } => {
            let puzzle = name.as_deref().map(kind).transpose()?;
            let mut out = Vec::new();
            run_rules(puzzle, true, &mut out)?;
            parsed(&out)
        }
        Request::Explain { rule } => {
            let mut out = Vec::new();
            run_explain(&rule, true, &mut out)?;
            parsed(&out)
        }
        Request::Version => Ok(json!({
            "version": env!("CARGO_PKG_VERSION"),
            "source": super::SOURCE_HASH,
        })),
    }
}

/// The puzzle named `name`, or one of its aliases.
pub fn kind(name: &str) -> Result<PuzzleKind, Error> {
    PuzzleKind::ALL
        .into_iter()
        .find(|k| k.id() == name || k.aliases().contains(&name))
        .ok_or_else(|| {
            let names: Vec<&str> = PuzzleKind::ALL.iter().map(|k| k.id()).collect();
            usage(format!(
                "no puzzle is named {name:?}: deduce knows {}",
                names.join(", ")
            ))
        })
}

/// The format named `name` (`judge`, `url`, `tatham`, `pzprv3`).
fn format(name: Option<&str>) -> Result<Option<Format>, Error> {
    name.map(|name| {
        <Format as clap::ValueEnum>::from_str(name, true)
            .map_err(|_| usage(format!("no format is named {name:?}")))
    })
    .transpose()
}

pub fn read_one(input: &Input, pick: Option<usize>) -> Result<ReadOne<'static>, Error> {
    Ok(ReadOne {
        from: format(input.from.as_deref())?,
        pick,
        puzzle: None,
    })
}

fn named(input: &Input) -> Named<'_> {
    Named::new(&input.text)
}

/// A batch's results, each `{"ok": ...}` or `{"error": ...}` in its place.
fn each<T: Serialize>(results: Vec<Result<T, Error>>) -> Value {
    Value::Array(
        results
            .iter()
            .map(|result| match result {
                Ok(value) => json!({ "ok": value }),
                Err(error) => error_doc(error),
            })
            .collect(),
    )
}

fn to_value(value: &impl Serialize) -> Result<Value, Error> {
    serde_json::to_value(value).map_err(|why| Error::new(ErrorKind::Refused, why.to_string()))
}

/// The JSON a command printed.
fn parsed(out: &[u8]) -> Result<Value, Error> {
    serde_json::from_slice(out).map_err(|why| Error::new(ErrorKind::Refused, why.to_string()))
}

fn usage(why: String) -> Error {
    Error::new(ErrorKind::Usage, why)
}
