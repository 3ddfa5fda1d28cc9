//! `deduce hint PUZZLE [FILE]`: the next step the engine would take from a
//! puzzle or a progress file, at the level asked: 1 where to look, 2 which
//! rule applies there and why, 3 what it concludes. A wrong mark is
//! pointed out first, without giving the rest away.

use std::io::Write;
use std::path::PathBuf;

use crate::engine::progress_marks::{BrokenMark, Progress};
use crate::engine::text::{anchor_text, effect_text, step_line};
use crate::engine::{PuzzleIo, Step, StepKind};
use crate::error::{Error, ErrorKind, InputError};
use crate::formats::detect::{Format, detect, read_progress_batch};
use crate::style::Style;
use crate::tools::hint::{Hint, hint};

use super::batch::beyond;
use super::pick::Pick;
use super::report::Status;

/// Where a one-puzzle command (`hint`, `draw`, `check`) finds its
/// puzzle: the input's name, the puzzle picked, the format insisted on.
pub struct OneInput {
    pub input_name: String,
    pub pick: Option<Pick>,
    pub from: Option<Format>,
    /// The puzzle an answer without clues belongs to (`--puzzle`).
    pub puzzle: Option<PathBuf>,
}

impl OneInput {
    /// The puzzle of `text`, with a person's marks; with `--puzzle`,
    /// `text` is the judge's answer to that puzzle (its first, or the one
    /// `--pick` names).
    pub fn read<P: PuzzleIo>(&self, text: &str) -> Result<Progress<P>, Error> {
        let Some(path) = &self.puzzle else {
            return read_one::<P>(text, self.pick.as_ref(), self.from, &self.input_name);
        };
        let name = super::input_name(Some(path));
        let puzzle_text = super::read_input(Some(path))?;
        let puzzle = read_one::<P>(&puzzle_text, self.pick.as_ref(), self.from, &name)?.state;
        puzzle
            .answer_onto(text)
            .map_err(|error| Error::from(error).in_file(&self.input_name))
    }
}

pub struct HintOptions {
    pub input: OneInput,
    pub level: u8,
    /// Colours for rules, places and conclusions, as `--explain` has.
    pub style: Style,
}

pub fn run<P: PuzzleIo>(
    text: &str,
    options: &HintOptions,
    stdout: &mut dyn Write,
) -> Result<Status, Error> {
    let progress = options.input.read::<P>(text)?;
    let state = progress.state;
    let style = options.style;
    if let Some(first) = progress.broken.first() {
        // A mark that breaks a rule outright is the mistake to point out,
        // where it stands.
        let text = broken_text(&state, first, progress.broken.len() - 1, style);
        let _ = writeln!(stdout, "{text}");
        return Ok(Status::Done);
    }
    let (text, status) = match hint(&state) {
        Hint::Finished => (
            "The grid is finished: every mark is right.".to_string(),
            Status::Unsolved,
        ),
        Hint::NoAnswer(why) => (
            format!("{}: {why}.", style.bad("The puzzle has no answer")),
            Status::Unsolved,
        ),
        Hint::Stuck => (
            "No rule finds anything more here.".to_string(),
            Status::Unsolved,
        ),
        Hint::Mistake { mark, why, others } => (
            mistake_text(&state, mark, &why, others, style),
            Status::Done,
        ),
        Hint::Together(why) => (
            format!(
                "Your marks, each possible alone, {}: {why}.",
                style.bad("leave no answer together")
            ),
            Status::Done,
        ),
        Hint::Next(step) => (step_hint(&state, &step, options.level, style), Status::Done),
    };
    let _ = writeln!(stdout, "{text}");
    Ok(status)
}

/// A judge input (its first puzzle) or a progress file: the judge format
/// when it reads as one, the progress format otherwise. An error is
/// reported in the format the text looks like: a judge input starts with
/// a line of numbers.
/// The puzzle a one-puzzle command reads: the one `--pick` names (a
/// single number) of a judge input, or else as `read_state` reads it.
fn read_one<P: PuzzleIo>(
    text: &str,
    pick: Option<&Pick>,
    from: Option<Format>,
    name: &str,
) -> Result<Progress<P>, Error> {
    let shared = from.unwrap_or_else(|| detect(text)) != Format::Judge;
    let Some(pick) = pick else {
        if !shared {
            return read_state::<P>(text).map_err(|error| Error::from(error).in_file(name));
        }
        return first_of(read_progress_batch::<P>(text, from), 1, name);
    };
    let index = pick.single().ok_or_else(|| {
        Error::new(
            ErrorKind::Usage,
            "this command reads one puzzle: give --pick one number",
        )
    })?;
    first_of(read_progress_batch::<P>(text, from), index, name)
}

/// A puzzle read as given: no mark of a person's to break anything.
fn unmarked<P: PuzzleIo>(state: P) -> Progress<P> {
    Progress {
        state,
        broken: Vec::new(),
    }
}

/// Puzzle `index` (from 1) of `batch`.
fn first_of<P>(mut batch: crate::error::Batch<P>, index: usize, name: &str) -> Result<P, Error> {
    let count = batch.items.len();
    if index > count {
        return match batch.trailing {
            Some(error) if count == 0 => Err(Error::from(error).in_file(name)),
            _ => Err(beyond(name, "puzzle", count, index)),
        };
    }
    batch
        .items
        .swap_remove(index - 1)
        .map_err(|error| Error::from(error).in_file(name).in_item("puzzle", index))
}

pub(super) fn read_state<P: PuzzleIo>(text: &str) -> Result<Progress<P>, InputError> {
    let mut batch = P::parse_batch(text, false);
    let judge_error = match batch.items.first() {
        Some(Ok(_)) => return batch.items.swap_remove(0).map(unmarked),
        Some(Err(error)) => Some(error.clone()),
        None => batch.trailing.clone(),
    };
    let looks_like_judge = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| l.chars().all(|c| c.is_ascii_digit() || c.is_whitespace()));
    match (P::read_progress(text), judge_error) {
        (Ok(progress), _) => Ok(progress),
        (Err(_), Some(judge)) if looks_like_judge => Err(judge),
        (Err(progress), _) => Err(progress),
    }
}

fn broken_text<P: PuzzleIo>(
    state: &P,
    broken: &BrokenMark<P::Effect>,
    others: usize,
    style: Style,
) -> String {
    let more = match others {
        0 => String::new(),
        1 => " One more mark breaks a rule as well.".to_string(),
        n => format!(" {n} more marks break a rule as well."),
    };
    format!(
        "{}: {} (line {}, column {}) breaks a rule: {}.{more}",
        style.bad("A mark is wrong"),
        effect_text(state, broken.mark),
        broken.line,
        broken.column,
        broken.why
    )
}

fn mistake_text<P: PuzzleIo>(
    state: &P,
    mark: P::Effect,
    why: &str,
    others: usize,
    style: Style,
) -> String {
    let more = match others {
        0 => String::new(),
        1 => " One more mark is wrong as well.".to_string(),
        n => format!(" {n} more marks are wrong as well."),
    };
    format!(
        "{}: {}. From the puzzle with that mark alone, the rules reach a contradiction: {why}.{more}",
        style.bad("A mark is wrong"),
        effect_text(state, mark)
    )
}

/// Where a rule step looked: its place, the givens it read, and the marks
/// it read, as "a, b and c".
fn premise_places<P: PuzzleIo>(
    state: &P,
    at: usize,
    step: &Step<P::Effect>,
    style: Style,
) -> String {
    let mut names = vec![anchor_text(state, at)];
    for &given in &step.premises.givens {
        names.push(anchor_text(state, given));
    }
    for &mark in &step.premises.marks {
        names.push(effect_text(state, mark));
    }
    let mut seen = std::collections::HashSet::new();
    names.retain(|n| seen.insert(n.clone()));
    let names: Vec<String> = names.iter().map(|n| style.place(n)).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// The hint for one step, levels 1 to `level` on their own lines.
fn step_hint<P: PuzzleIo>(state: &P, step: &Step<P::Effect>, level: u8, style: Style) -> String {
    let rule = step.rule();
    let mut lines = Vec::new();
    match &step.kind {
        StepKind::Rule { at, .. } => {
            let place = style.place(&anchor_text(state, *at));
            lines.push(format!(
                "Look at {}.",
                premise_places(state, *at, step, style)
            ));
            let why = if step.reason.is_empty() {
                rule.summary
            } else {
                &step.reason
            };
            lines.push(format!(
                "The rule {} ({}) applies at {place}: {why}",
                style.rule(rule.id),
                rule.tier.name(),
            ));
        }
        StepKind::Hypothesis { assume, .. } => {
            lines.push("No rule applies anywhere: the next step is a hypothesis.".to_string());
            lines.push(format!(
                "Suppose {} and follow the rules: they reach a contradiction, so the opposite holds ({}).",
                style.place(&effect_text(state, *assume)),
                style.rule(rule.id)
            ));
        }
        StepKind::Forcing { cases } => {
            lines.push(
                "No rule applies anywhere: the next step compares the two sides of one decision."
                    .to_string(),
            );
            let sides: Vec<String> = cases
                .iter()
                .map(|c| style.place(&effect_text(state, c.assume)))
                .collect();
            lines.push(format!(
                "Suppose {}, and then the opposite: the rules reach the same marks either way ({}).",
                sides.first().map_or("", String::as_str),
                style.rule(rule.id)
            ));
        }
        StepKind::Guess { assume, .. } => {
            lines.push(
                "Neither rules nor hypotheses settle anything more: the next step is a guess."
                    .to_string(),
            );
            lines.push(format!(
                "Guess {} and go on ({}).",
                style.place(&effect_text(state, *assume)),
                style.rule(rule.id)
            ));
        }
    }
    lines.push(format!(
        "It concludes: {}",
        step_line(state, "1", step, style)
            .split_once(' ')
            .map_or(String::new(), |(_, rest)| rest.to_string())
    ));
    lines.truncate(level as usize);
    lines.join("\n")
}
