//! The trace for people: one line per step, sub-steps indented under their
//! hypothesis or guess, and a closing line with the outcome and grade.

use std::fmt::Write;

use crate::style::Style;

use super::io::PuzzleIo;
use super::puzzle::Puzzle;
use super::tier::Tier;
use super::trace::{GUESS, Grade, HYPOTHESIS, Outcome, Step, StepKind, Trace};

/// The tier of a rule id of puzzle `P`, the engine's two included.
pub fn tier_of<P: Puzzle>(id: &str) -> Tier {
    match id {
        HYPOTHESIS => Tier::Hypothesis,
        GUESS => Tier::Guess,
        _ => P::rules()
            .iter()
            .find(|r| r.id() == id)
            .map_or(Tier::Basic, |r| r.tier()),
    }
}

/// The whole explanation of one puzzle's solve. `puzzle` is the state the
/// solve started from (names of places do not change as it is solved).
pub fn explain<P: PuzzleIo>(
    puzzle: &P,
    index: usize,
    trace: &Trace<P::Effect>,
    style: Style,
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        style.dim(&format!(
            "puzzle {index}: {} {}",
            P::KIND,
            puzzle.size_text()
        ))
    );
    write_steps(puzzle, &trace.steps, "", 0, style, &mut out);
    let _ = writeln!(out, "{}", closing_line::<P>(trace, style));
    out
}

/// One step as a line, without its sub-steps: `#12 dot-full @ r3c4 tl => ...`.
pub fn step_line<P: Puzzle>(
    puzzle: &P,
    label: &str,
    step: &Step<P::Effect>,
    style: Style,
) -> String {
    let effects = step
        .effects
        .iter()
        .map(|&e| {
            let text = puzzle.effect_text(e);
            if puzzle.effect_is_positive(e) {
                style.positive(&text)
            } else {
                style.negative(&text)
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    let head = match &step.kind {
        StepKind::Rule { rule, at } => {
            format!(
                "{} @ {}",
                style.rule(rule),
                style.place(&puzzle.anchor_text(*at))
            )
        }
        StepKind::Hypothesis { assume, .. } => format!(
            "{} (suppose {})",
            style.rule(HYPOTHESIS),
            style.place(&puzzle.effect_text(*assume))
        ),
        StepKind::Guess { assume, .. } => {
            format!(
                "{} (try {})",
                style.rule(GUESS),
                style.place(&puzzle.effect_text(*assume))
            )
        }
    };
    format!("{} {head} => {effects}", style.dim(&format!("#{label}")))
}

fn write_steps<P: Puzzle>(
    puzzle: &P,
    steps: &[Step<P::Effect>],
    prefix: &str,
    depth: usize,
    style: Style,
    out: &mut String,
) {
    let indent = "    ".repeat(depth);
    for (i, step) in steps.iter().enumerate() {
        let label = format!("{prefix}{}", i + 1);
        let _ = writeln!(out, "{indent}{}", step_line(puzzle, &label, step, style));
        let (sub, end) = match &step.kind {
            StepKind::Rule { .. } => continue,
            StepKind::Hypothesis {
                steps,
                contradiction,
                ..
            } => (steps, Some(contradiction)),
            StepKind::Guess {
                steps,
                contradiction,
                ..
            } => (steps, contradiction.as_ref()),
        };
        write_steps(puzzle, sub, &format!("{label}."), depth + 1, style, out);
        let ending = match end {
            Some(why) => style.bad(&format!("contradiction: {why}")),
            None => style.good("solved"),
        };
        let _ = writeln!(out, "{indent}    {ending}");
    }
}

/// `solved; grade 2 (intermediate); 57 steps: zero 2, dot-full 20, ...`
pub fn closing_line<P: Puzzle>(trace: &Trace<P::Effect>, style: Style) -> String {
    let grade = Grade::of(&trace.steps, &tier_of::<P>);
    let outcome = match &trace.outcome {
        Outcome::Solved => style.good("solved"),
        Outcome::Stuck => style.bad("stuck"),
        Outcome::NoSolution(why) => style.bad(&format!("no solution ({why})")),
    };
    format!("{outcome}; {}", grade_text::<P>(&grade))
}

pub fn grade_text<P: Puzzle>(grade: &Grade) -> String {
    let hardest = grade.hardest.map_or("none".to_string(), |t| t.to_string());
    let counts = rule_order::<P>()
        .filter_map(|id| grade.per_rule.get(id).map(|n| format!("{id} {n}")))
        .collect::<Vec<_>>()
        .join(", ");
    let plural = if grade.steps == 1 { "" } else { "s" };
    format!("grade {hardest}; {} step{plural}: {counts}", grade.steps)
}

/// Every rule id of `P` in catalog order, the engine's last.
pub fn rule_order<P: Puzzle>() -> impl Iterator<Item = &'static str> {
    P::rules().iter().map(|r| r.id()).chain([HYPOTHESIS, GUESS])
}
