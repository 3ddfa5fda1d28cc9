//! The next step from where a person is, in words, at a level: 1 where
//! to look, 2 which rule applies there and why, 3 what it concludes. A
//! wrong mark is pointed out first, without giving the rest away.

use serde::Serialize;

use crate::engine::solve::refutation_step;
use crate::engine::words::{anchor_text, effect_place_text, effect_text};
use crate::engine::{Selection, Tier};
use crate::engine::{Step, StepKind};
use crate::error::Error;
use crate::io::PuzzleIo;
use crate::io::progress_marks::{BrokenMark, Progress};
use crate::io::text::{step_line, sub_steps_text};
use crate::puzzles::PuzzleKind;
use crate::style::Style;
use crate::tools::hint::{Hint, blame, hint as next_hint, without_marks};
use crate::wire::givens::Givens;

use super::read::{Named, ReadOne};

/// How much a hint says, and how.
#[derive(Clone, Copy, Debug)]
pub struct HintOptions {
    /// 1: where to look; 2: which rule and why; 3: what it concludes.
    pub level: u8,
    /// Colours for rules, places and conclusions.
    pub style: Style,
}

impl Default for HintOptions {
    /// Every level, without colour.
    fn default() -> HintOptions {
        HintOptions {
            level: 3,
            style: Style::PLAIN,
        }
    }
}

/// What a hint is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HintVerdict {
    /// Every mark is made and right.
    Finished,
    /// The puzzle itself has no answer.
    NoAnswer,
    /// A mark breaks a rule outright, where it stands.
    BrokenMark,
    /// A mark is in no answer: the rules refute it from the puzzle.
    Mistake,
    /// No mark is wrong alone, but together they leave no answer.
    Together,
    /// The step to take next.
    Next,
    /// No rule finds anything more.
    Stuck,
}

/// A hint: what it is about, and its lines for a person.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HintReport {
    /// What the hint is about.
    pub verdict: HintVerdict,
    /// The lines for a person, one per level given.
    pub lines: Vec<String>,
    /// The mark the hint says is wrong (verdicts `broken-mark` and
    /// `mistake`).
    pub wrong: Option<WrongMark>,
}

/// A mark a hint says is wrong: always one the puzzle's answer
/// disagrees with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WrongMark {
    /// The mark in words ("r2c3 is black").
    pub mark: String,
    /// Where the input makes it (1-based), when it is one of its marks.
    pub line: Option<usize>,
    /// Its column there (1-based).
    pub column: Option<usize>,
}

impl HintReport {
    /// The hint as `deduce hint` prints it.
    pub fn text(&self) -> String {
        self.lines.join("\n")
    }

    /// Whether there is nothing left to do or nothing to be done: the grid
    /// is finished, the puzzle has no answer, or the rules are stuck.
    pub fn ends_the_solve(&self) -> bool {
        matches!(
            self.verdict,
            HintVerdict::Finished | HintVerdict::NoAnswer | HintVerdict::Stuck
        )
    }
}

/// The hint for the puzzle of `input` (read as `read` says: a puzzle, a
/// progress grid with a person's marks, a shared format).
///
/// ```
/// use deduce::{HintOptions, HintVerdict, Named, PuzzleKind, ReadOne};
///
/// let puzzle = "2 2\n3 3\n. .\n0 0\n";
/// let options = HintOptions { level: 2, ..HintOptions::default() };
/// let hint = deduce::hint(PuzzleKind::Slink, Named::new(puzzle), &ReadOne::default(), &options)?;
/// assert_eq!(hint.verdict, HintVerdict::Next);
/// assert_eq!(hint.lines.len(), 2);
/// # Ok::<(), deduce::Error>(())
/// ```
pub fn hint<'a>(
    kind: PuzzleKind,
    input: impl Into<Named<'a>>,
    read: &ReadOne,
    options: &HintOptions,
) -> Result<HintReport, Error> {
    let input = input.into();
    crate::with_puzzle!(kind, P => Ok(hint_progress(&read.read::<P>(input)?, options)))
}

/// The hint for `progress`, a puzzle with a person's marks.
pub(crate) fn hint_progress<P: PuzzleIo + Givens>(
    progress: &Progress<P>,
    options: &HintOptions,
) -> HintReport {
    hint_found(progress, options, true).report
}

/// A hint with what it is about: the step it gives, the mark it says is
/// wrong (for the page, which draws them).
pub(crate) struct HintFound<E> {
    pub report: HintReport,
    pub step: Option<Step<E>>,
    pub wrong: Option<E>,
}

/// The hint for `progress`, with the step and the wrong mark it names;
/// `in_file`: the marks were read from a file, and a broken one is named
/// by its line and column there.
pub(crate) fn hint_found<P: PuzzleIo + Givens>(
    progress: &Progress<P>,
    options: &HintOptions,
    in_file: bool,
) -> HintFound<P::Effect> {
    let state = &progress.state;
    let style = options.style;
    let report = |verdict, lines| HintFound {
        report: HintReport {
            verdict,
            lines,
            wrong: None,
        },
        step: None,
        wrong: None,
    };
    let wrong = |report: HintFound<P::Effect>, mark, place: Option<(usize, usize)>| HintFound {
        report: HintReport {
            wrong: Some(WrongMark {
                mark: effect_text(state, mark),
                line: place.map(|p| p.0),
                column: place.map(|p| p.1),
            }),
            ..report.report
        },
        wrong: Some(mark),
        ..report
    };
    if !progress.broken.is_empty() {
        // A mark that breaks a rule outright is the mistake to point out,
        // where it stands; of two marks that clash, the one the answer
        // disagrees with.
        let blamed = blame(progress.clone());
        let first = &blamed.broken[0];
        let mut lines = broken_lines(state, first, blamed.broken.len() - 1, in_file, style);
        lines.truncate(options.level as usize);
        return wrong(
            report(HintVerdict::BrokenMark, lines),
            first.mark,
            Some((first.line, first.column)),
        );
    }
    match next_hint(state) {
        Hint::Finished => report(
            HintVerdict::Finished,
            vec!["The grid is finished: every mark is right.".to_string()],
        ),
        Hint::NoAnswer(why) => report(
            HintVerdict::NoAnswer,
            vec![format!("{}: {why}.", style.bad("The puzzle has no answer"))],
        ),
        Hint::Stuck => report(
            HintVerdict::Stuck,
            vec!["No rule finds anything more here.".to_string()],
        ),
        Hint::Mistake { mark, why, others } => wrong(
            report(
                HintVerdict::Mistake,
                mistake_lines(state, mark, &why, others, options),
            ),
            mark,
            progress.place_of(mark),
        ),
        Hint::Together(why) => report(
            HintVerdict::Together,
            vec![format!(
                "Your marks, each possible alone, {}: {why}.",
                style.bad("leave no answer together")
            )],
        ),
        Hint::Next(step) => {
            let lines = step_hint(state, &step, options.level, style);
            HintFound {
                step: Some(*step),
                ..report(HintVerdict::Next, lines)
            }
        }
    }
}

/// A mark that breaks a rule where it stands: level 1 names it, level 2
/// the rule it breaks.
fn broken_lines<P: PuzzleIo>(
    state: &P,
    broken: &BrokenMark<P::Effect>,
    others: usize,
    in_file: bool,
    style: Style,
) -> Vec<String> {
    let more = match others {
        0 => String::new(),
        1 => " One more mark breaks a rule as well.".to_string(),
        n => format!(" {n} more marks break a rule as well."),
    };
    let place = match in_file {
        true => format!(" (line {}, column {})", broken.line, broken.column),
        false => String::new(),
    };
    vec![
        format!(
            "{}: {}{place} breaks a rule.{more}",
            style.bad("A mark is wrong"),
            effect_text(state, broken.mark),
        ),
        format!("The rule it breaks: {}.", broken.why),
    ]
}

/// A mark the rules refute from the puzzle: level 1 names it, level 2
/// says what breaks, level 3 gives the steps from the mark to that.
fn mistake_lines<P: PuzzleIo + Givens>(
    state: &P,
    mark: P::Effect,
    why: &str,
    others: usize,
    options: &HintOptions,
) -> Vec<String> {
    let style = options.style;
    let more = match others {
        0 => String::new(),
        1 => " One more mark is wrong as well.".to_string(),
        n => format!(" {n} more marks are wrong as well."),
    };
    let mut lines = vec![
        format!(
            "{}: {}.{more}",
            style.bad("A mark is wrong"),
            effect_text(state, mark)
        ),
        format!("From the puzzle with that mark alone, the rules reach a contradiction: {why}."),
    ];
    if options.level >= 3
        && let Some(refuted) = refutation_of(state, mark)
    {
        lines.push(format!(
            "Follow it: {}.\n{}",
            refuted.reason,
            sub_steps_text(state, &refuted, style)
        ));
    }
    lines.truncate(options.level as usize);
    lines
}

/// The steps from `mark`, made on the puzzle of `state` alone, to a
/// contradiction: by the rules if they reach one, else with hypotheses.
fn refutation_of<P: PuzzleIo + Givens>(state: &P, mark: P::Effect) -> Option<Step<P::Effect>> {
    let fresh = without_marks(state)?;
    let all = Selection::all::<P>();
    refutation_step(&fresh, mark, &all.clone().up_to::<P>(Tier::Advanced))
        .or_else(|| refutation_step(&fresh, mark, &all))
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

/// The hint for one step, levels 1 to `level`, a line each.
fn step_hint<P: PuzzleIo>(
    state: &P,
    step: &Step<P::Effect>,
    level: u8,
    style: Style,
) -> Vec<String> {
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
        StepKind::Hypothesis {
            assume,
            contradiction,
            ..
        } => {
            lines.push(format!(
                "No rule applies anywhere: the next step is a hypothesis about {}.",
                style.place(&effect_place_text(state, *assume))
            ));
            lines.push(format!(
                "Suppose {} and follow the rules: {contradiction} ({}).",
                style.place(&effect_text(state, *assume)),
                style.rule(rule.id)
            ));
        }
        StepKind::Forcing { cases } => {
            lines.push(format!(
                "No rule applies anywhere: the next step compares the two sides of {}.",
                style.place(&effect_place_text(state, cases[0].assume))
            ));
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
    let mut concludes = format!(
        "It concludes: {}",
        step_line(state, "1", step, style)
            .split_once(' ')
            .map_or(String::new(), |(_, rest)| rest.to_string())
    );
    // An engine step's sub-steps, numbered, each with its reason.
    let sub_steps = sub_steps_text(state, step, style);
    if !sub_steps.is_empty() {
        concludes.push('\n');
        concludes.push_str(&sub_steps);
    }
    lines.push(concludes);
    lines.truncate(level as usize);
    lines
}
