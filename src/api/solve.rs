//! Solving: each puzzle of a text, its answer (the judge output, checked by
//! the puzzle's verifier), how the solve ended, and on request its
//! explanation for a person and its JSON trace.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::engine::rating::level_named;
use crate::engine::{Outcome, Selection, Solver, Tier};
use crate::error::{Error, ErrorKind};
use crate::formats::detect::{Format, read_batch};
use crate::io::PuzzleIo;
use crate::io::text::explain_first;
use crate::puzzles::PuzzleKind;
use crate::style::Style;
use crate::tools::progress::state_after;
use crate::wire::givens::Givens;
use crate::wire::json::write_trace;

use super::read::{Named, each_puzzle};

/// How to solve, and what to keep of each solve.
#[derive(Clone, Debug, Default)]
pub struct SolveOptions {
    /// Only these rules, as `--rules` names them (ids, named sets, tiers,
    /// `hypothesis`, `forcing`, `guess`, comma-separated); `None`: all.
    pub rules: Option<String>,
    /// No rule above this tier (`basic`, or 1 to 5).
    pub max_tier: Option<String>,
    /// Read only what the judge problem allows.
    pub strict: bool,
    /// The text's format; `None`: the one it looks like.
    pub from: Option<Format>,
    /// Keep the explanation for a person.
    pub explain: bool,
    /// In the explanation, after each step the grid as it leaves it.
    pub grid: bool,
    /// With `explain`: each run of basic steps as a line per rule.
    pub brief: bool,
    /// Keep the JSON trace.
    pub trace: bool,
    /// Instead of the answer, the state after this many steps (in the
    /// progress format); the explanation stops there too.
    pub stop_after: Option<usize>,
    /// Colours in the explanation.
    pub style: Style,
}

/// How a solve ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveOutcome {
    /// The grid is finished and the verifier accepts it.
    Solved,
    /// The rules allowed find nothing more.
    Stuck,
    /// The puzzle has no answer.
    NoSolution,
    /// A recorded search nested too deeply to write down.
    GaveUp,
}

impl SolveOutcome {
    /// `solved`, `stuck`, `no-solution`, `gave-up`, as traces name it.
    pub fn name(self) -> &'static str {
        match self {
            SolveOutcome::Solved => "solved",
            SolveOutcome::Stuck => "stuck",
            SolveOutcome::NoSolution => "no-solution",
            SolveOutcome::GaveUp => "gave-up",
        }
    }
}

/// One puzzle solved.
#[derive(Clone, Debug)]
pub struct Solved {
    /// The puzzle's number in its text, from 1.
    pub number: usize,
    /// How the solve ended.
    pub outcome: SolveOutcome,
    /// What to print for it: the judge output of the answer, the grid a
    /// stuck solve reached, or the state after `stop_after` steps; or why
    /// there is none (no solution, the verifier's refusal).
    pub output: Result<String, Error>,
    /// The explanation, when asked for.
    pub explanation: Option<String>,
    /// The JSON trace, when asked for.
    pub trace: Option<String>,
}

impl Serialize for Solved {
    /// `{"number", "outcome", "output" or "error", "explanation",
    /// "trace"}`, the trace as the JSON object `solve --json` writes.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut doc = serializer.serialize_struct("Solved", 5)?;
        doc.serialize_field("number", &self.number)?;
        doc.serialize_field("outcome", self.outcome.name())?;
        match &self.output {
            Ok(text) => doc.serialize_field("output", text)?,
            Err(error) => doc.serialize_field("error", &error.to_string())?,
        }
        doc.serialize_field("explanation", &self.explanation)?;
        let trace = match &self.trace {
            Some(text) => Some(
                serde_json::value::RawValue::from_string(text.clone())
                    .map_err(serde::ser::Error::custom)?,
            ),
            None => None,
        };
        doc.serialize_field("trace", &trace)?;
        doc.end()
    }
}

/// Solves every puzzle of `input` (a `&str`, or `Named` for messages that
/// name it); a puzzle that cannot be read is an error in its place, and
/// the others are still solved; rules that name nothing are an error.
///
/// ```
/// use deduce::{PuzzleKind, SolveOptions, SolveOutcome};
///
/// let text = "3 3\n1.1\n...\n1.1\n0 0\n";
/// let solved = deduce::solve(PuzzleKind::Nurikabe, text, &SolveOptions::default())?;
/// let first = solved[0].as_ref().unwrap();
/// assert_eq!(first.outcome, SolveOutcome::Solved);
/// assert!(first.output.is_ok());
/// # Ok::<(), deduce::Error>(())
/// ```
pub fn solve<'a>(
    kind: PuzzleKind,
    input: impl Into<Named<'a>>,
    options: &SolveOptions,
) -> Result<Vec<Result<Solved, Error>>, Error> {
    let input = input.into();
    crate::with_puzzle!(kind, P => solve_all::<P>(input, options))
}

fn solve_all<P: PuzzleIo + Givens>(
    input: Named,
    options: &SolveOptions,
) -> Result<Vec<Result<Solved, Error>>, Error> {
    let selection = selection::<P>(options.rules.as_deref(), options.max_tier.as_deref())
        .map_err(|why| Error::new(ErrorKind::Usage, why))?;
    let solver = solver_for::<P>(&selection, options);
    let batch = read_batch::<P>(input.text, options.strict, options.from);
    Ok(each_puzzle(batch, input.name, |number, start| {
        Ok(solve_puzzle(&solver, &start, number, options))
    }))
}

/// The solver `options` asks for: one that records the steps when they are
/// to be explained, traced or stopped after, and explains them when they
/// are to be explained or traced.
pub(crate) fn solver_for<P: PuzzleIo>(selection: &Selection, options: &SolveOptions) -> Solver<P> {
    let explains = options.explain || options.trace;
    let record = explains || options.stop_after.is_some();
    match explains {
        true => Solver::<P>::new(selection, record).explaining(),
        false => Solver::<P>::new(selection, record),
    }
}

/// Solves puzzle `number`, `start`, with `solver` (made by `solver_for`
/// for the same `options`).
pub(crate) fn solve_puzzle<P: PuzzleIo + Givens>(
    solver: &Solver<P>,
    start: &P,
    number: usize,
    options: &SolveOptions,
) -> Solved {
    let mut puzzle = start.clone();
    let trace = solver.solve(&mut puzzle);
    let output = match options.stop_after {
        Some(count) => stopped_output(start, &trace, count, number),
        None => answer_output(&puzzle, &trace.outcome, number),
    };
    let explanation = options.explain.then(|| {
        explain_first(
            start,
            number,
            &trace,
            options.stop_after,
            options.style,
            options.grid,
            options.brief,
        )
    });
    let json = options.trace.then(|| {
        let mut json = String::new();
        write_trace(start, &trace, &puzzle, &mut json);
        json
    });
    let outcome = match trace.outcome {
        Outcome::Solved => SolveOutcome::Solved,
        Outcome::Stuck => SolveOutcome::Stuck,
        Outcome::NoSolution(_) => SolveOutcome::NoSolution,
        Outcome::GaveUp(_) => SolveOutcome::GaveUp,
    };
    Solved {
        number,
        outcome,
        output,
        explanation,
        trace: json,
    }
}

/// The rules `rules` and `max_tier` allow (as `--rules` and `--max-tier`
/// name them), or why they name none.
pub(crate) fn selection<P: PuzzleIo>(
    rules: Option<&str>,
    max_tier: Option<&str>,
) -> Result<Selection, String> {
    let selection = match rules {
        Some(list) => Selection::parse::<P>(list)?,
        None => Selection::all::<P>(),
    };
    Ok(match max_tier {
        Some(text) => {
            // A tier, or a level as `grade` names it: the tier it is in.
            let level = || level_named(P::LEVELS, text).map(|(tier, ..)| tier);
            let tier = Tier::parse(text).or_else(level).ok_or_else(|| {
                let levels: Vec<&str> = P::LEVELS.iter().map(|l| l.name).collect();
                format!(
                    "unknown tier '{text}': use 1-5 or basic, intermediate, advanced, hypothesis, guess, or a level: {}",
                    levels.join(", ")
                )
            })?;
            selection.up_to::<P>(tier)
        }
        None => selection,
    })
}

/// The state after `count` steps, in the progress format (after a blank
/// line from the second puzzle on: a progress file holds one grid).
fn stopped_output<P: PuzzleIo>(
    start: &P,
    trace: &crate::engine::Trace<P::Effect>,
    count: usize,
    number: usize,
) -> Result<String, Error> {
    match state_after(start, &trace.steps, count) {
        Ok(state) if number > 1 => Ok(format!("\n{}", state.progress_text())),
        Ok(state) => Ok(state.progress_text()),
        Err(why) => Err(Error::new(ErrorKind::Unsolved, why.0)),
    }
}

/// The judge output of a solved puzzle (verified), the state reached by
/// a stuck one, or why there is nothing to print.
fn answer_output<P: PuzzleIo>(
    puzzle: &P,
    outcome: &Outcome,
    number: usize,
) -> Result<String, Error> {
    let unsolved = |why: String| Err(Error::new(ErrorKind::Unsolved, why));
    match outcome {
        Outcome::Solved => match puzzle.judge_output(number) {
            Ok(text) => Ok(text),
            Err(why) => unsolved(format!("the verifier rejects the answer: {why}")),
        },
        Outcome::Stuck => Ok(puzzle.stuck_output(number)),
        Outcome::NoSolution(why) => unsolved(format!("no solution: {why}")),
        Outcome::GaveUp(why) => unsolved(format!("gave up: {why}")),
    }
}
