//! The trace for people: one line per step, sub-steps indented under their
//! hypothesis or guess, and a closing line with the outcome and grade.

use std::fmt::Write;

use crate::style::{Role, Style};

use super::puzzle_io::PuzzleIo;
use crate::engine::puzzle::Puzzle;
use crate::engine::rating::level_of;
use crate::engine::tier::Tier;
use crate::engine::trace::{Case, Grade, Inside, Outcome, Step, StepKind, Trace};
use crate::engine::whole_grid::write_anchor_text;
use crate::engine::words::{anchor_text, counted, push_number, rule_order};

/// The whole explanation of one puzzle's solve. `puzzle` is the state the
/// solve started from (names of places do not change as it is solved).
pub fn explain<P: PuzzleIo>(
    puzzle: &P,
    index: usize,
    trace: &Trace<P::Effect>,
    style: Style,
    grid: bool,
) -> String {
    explain_first(puzzle, index, trace, None, style, grid, false)
}

/// The same for the first `count` steps alone, when given (`--stop-after
/// N --explain`), ending with where the explanation stopped.
/// `brief`: each run of basic steps as one line per rule
/// (`--explain=brief`).
pub fn explain_first<P: PuzzleIo>(
    puzzle: &P,
    index: usize,
    trace: &Trace<P::Effect>,
    count: Option<usize>,
    style: Style,
    grid: bool,
    brief: bool,
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
    let how = Writing { style, grid };
    let mut state = puzzle.clone();
    let all = trace.steps.len();
    let shown = count.unwrap_or(all).min(all);
    let steps = &trace.steps[..shown];
    match brief {
        true => write_brief(puzzle, steps, how, &mut state, &mut out),
        false => write_steps(puzzle, steps, "", 0, how, &mut state, &mut out),
    }
    let closing = match shown < all {
        true => style.dim(&format!("stopped after {shown} of {all} steps")),
        false => closing_line::<P>(trace, style),
    };
    let _ = writeln!(out, "{closing}");
    out
}

/// The sub-steps of a hypothesis, refuted guess or forcing step, as
/// `--explain` writes them under it (numbered from 1, each with its
/// reason, then the contradiction); empty for a rule's step. A hint
/// shows them at its last level.
pub fn sub_steps_text<P: PuzzleIo>(puzzle: &P, step: &Step<P::Effect>, style: Style) -> String {
    let how = Writing { style, grid: false };
    let mut state = puzzle.clone();
    let mut out = String::new();
    match step.inside() {
        None => {}
        Some(Inside::Cases(cases)) => write_cases(puzzle, cases, "", 0, how, &mut state, &mut out),
        Some(Inside::Refuted(refuted)) => {
            write_steps(puzzle, refuted.steps, "", 0, how, &mut state, &mut out);
            push_ending("", refuted.contradiction, style, &mut out);
        }
    }
    out.truncate(out.trim_end().len());
    out
}

/// One step as a line, without its sub-steps: `#12 dot-full @ r3c4 tl => ...`.
pub fn step_line<P: Puzzle>(
    puzzle: &P,
    label: &str,
    step: &Step<P::Effect>,
    style: Style,
) -> String {
    let mut line = String::new();
    push_step_line(puzzle, label, step, style, &mut line);
    line
}

/// Writes the step's line into `out`; a trace has thousands of them, so
/// nothing is built that can be written directly.
fn push_step_line<P: Puzzle>(
    puzzle: &P,
    label: &str,
    step: &Step<P::Effect>,
    style: Style,
    out: &mut String,
) {
    style.push(out, Role::Dim, |o| {
        o.push('#');
        o.push_str(label);
    });
    out.push(' ');
    let id = step.rule_id();
    let (assume, word) = match &step.kind {
        StepKind::Hypothesis { assume, .. } => (Some(*assume), "suppose"),
        StepKind::Guess { assume, .. } => (Some(*assume), "try"),
        StepKind::Rule { .. } | StepKind::Forcing { .. } => (None, ""),
    };
    style.push(out, Role::Rule, |o| o.push_str(id));
    match (&step.kind, assume) {
        (StepKind::Rule { at, .. }, _) => {
            out.push_str(" @ ");
            style.push(out, Role::Place, |o| write_anchor_text(puzzle, *at, o));
        }
        (_, Some(assume)) => {
            out.push_str(" (");
            out.push_str(word);
            out.push(' ');
            style.push(out, Role::Place, |o| puzzle.write_effect_text(assume, o));
            out.push(')');
        }
        (StepKind::Forcing { cases }, _) => {
            for (i, case) in cases.iter().enumerate() {
                out.push_str(if i == 0 { " (either " } else { " or " });
                style.push(out, Role::Place, |o| {
                    puzzle.write_effect_text(case.assume, o)
                });
            }
            out.push(')');
        }
        _ => {}
    }
    out.push_str(" =>");
    // A rule step that decides nothing is one that saw a contradiction;
    // the reason follows on the line that closes its (sub-)trace.
    if step.effects.is_empty() {
        out.push(' ');
        out.push_str(&style.bad("contradiction"));
    }
    for (i, &e) in step.effects.iter().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        let role = if puzzle.effect_is_positive(e) {
            Role::Fill
        } else {
            Role::Exclude
        };
        style.push(out, role, |o| puzzle.write_effect_text(e, o));
    }
}

/// How the steps are written: in which style, and whether each is
/// followed by a picture of the grid as it leaves it (`--grid`).
#[derive(Clone, Copy)]
struct Writing {
    style: Style,
    grid: bool,
}

/// Writes `steps`, numbered after `prefix`, at `depth`. With pictures,
/// `state` is the grid before them, and is left as they leave it.
fn write_steps<P: PuzzleIo>(
    puzzle: &P,
    steps: &[Step<P::Effect>],
    prefix: &str,
    depth: usize,
    how: Writing,
    state: &mut P,
    out: &mut String,
) {
    let mut label = String::from(prefix);
    for (i, step) in steps.iter().enumerate() {
        label.truncate(prefix.len());
        push_number(&mut label, i + 1);
        write_step(puzzle, step, &label, depth, how, state, out);
    }
}

/// Writes `steps` (a main line) with each run of two or more basic rule
/// steps in a row as a line per rule, as a solver reporting its passes
/// does: `#1-#12 basic: zero x2 @ r2c2, r3c3 => 8 marks`, then one line
/// for each other rule of the run, in the order first taken. Every other
/// step is written whole.
fn write_brief<P: PuzzleIo>(
    puzzle: &P,
    steps: &[Step<P::Effect>],
    how: Writing,
    state: &mut P,
    out: &mut String,
) {
    let basic = |s: &Step<P::Effect>| {
        matches!(s.kind, StepKind::Rule { .. }) && s.rule().tier == Tier::Basic
    };
    let mut index = 0;
    let mut touched = Vec::new();
    while index < steps.len() {
        let run = steps[index..].iter().take_while(|s| basic(s)).count();
        if run < 2 {
            write_step(
                puzzle,
                &steps[index],
                &(index + 1).to_string(),
                0,
                how,
                state,
                out,
            );
            index += 1;
            continue;
        }
        let group = &steps[index..index + run];
        let mut rules: Vec<&str> = Vec::new();
        for step in group {
            if !rules.contains(&step.rule_id()) {
                rules.push(step.rule_id());
            }
        }
        for (i, &rule) in rules.iter().enumerate() {
            let taken: Vec<&Step<P::Effect>> =
                group.iter().filter(|s| s.rule_id() == rule).collect();
            let places: Vec<String> = taken
                .iter()
                .filter_map(|s| match s.kind {
                    StepKind::Rule { at, .. } => Some(anchor_text(puzzle, at)),
                    _ => None,
                })
                .collect();
            let marks: usize = taken.iter().map(|s| s.effects.len()).sum();
            let head = format!("#{}-#{} basic:", index + 1, index + run);
            match i {
                0 => out.push_str(&how.style.dim(&head)),
                _ => out.push_str(&" ".repeat(head.len())),
            }
            out.push(' ');
            how.style.push(out, Role::Rule, |o| o.push_str(rule));
            if taken.len() > 1 {
                let _ = write!(out, " x{}", taken.len());
            }
            out.push_str(" @ ");
            how.style
                .push(out, Role::Place, |o| o.push_str(&places.join(", ")));
            let _ = writeln!(out, " => {}", counted(marks, "mark", "marks"));
        }
        // The grid after the run, for the pictures of the steps after it.
        if how.grid {
            for &effect in group.iter().flat_map(|s| &s.effects) {
                let _ = state.apply(effect, &mut touched);
            }
        }
        index += run;
    }
}

/// Writes one step labelled `label` at `depth`, with its reason, its
/// sub-steps and, with pictures, the grid it leaves.
fn write_step<P: PuzzleIo>(
    puzzle: &P,
    step: &Step<P::Effect>,
    label: &str,
    depth: usize,
    how: Writing,
    state: &mut P,
    out: &mut String,
) {
    let indent = "    ".repeat(depth);
    let mut touched = Vec::new();
    out.push_str(&indent);
    push_step_line(puzzle, label, step, how.style, out);
    out.push('\n');
    push_reason(&indent, step, out);
    let sub_label = format!("{label}.");
    match step.inside() {
        None => {}
        Some(Inside::Cases(cases)) => {
            write_cases(puzzle, cases, label, depth + 1, how, state, out);
        }
        Some(Inside::Refuted(refuted)) => {
            with_assumed(state, *refuted.assume, how, |trial| {
                write_steps(
                    puzzle,
                    refuted.steps,
                    &sub_label,
                    depth + 1,
                    how,
                    trial,
                    out,
                )
            });
            push_ending(&indent, refuted.contradiction, how.style, out);
        }
    }
    if how.grid {
        for &effect in &step.effects {
            let _ = state.apply(effect, &mut touched);
        }
        let picture = state.picture(&step.premises, &step.effects, how.style);
        for line in picture.lines() {
            let _ = writeln!(out, "{indent}   {}", line.trim_end());
        }
    }
}

/// Runs `body` on the grid under `assume`, for the pictures of the
/// sub-steps: a copy, made only when pictures are drawn (without them
/// the grid is not looked at).
fn with_assumed<P: Puzzle>(
    state: &mut P,
    assume: P::Effect,
    how: Writing,
    body: impl FnOnce(&mut P),
) {
    if how.grid {
        let mut trial = state.clone();
        let _ = trial.apply(assume, &mut Vec::new());
        body(&mut trial);
    } else {
        body(state);
    }
}

/// The line that closes an assumption's sub-steps.
fn push_ending(indent: &str, contradiction: &str, style: Style, out: &mut String) {
    let ending = style.bad(&format!("contradiction: {contradiction}"));
    let _ = writeln!(out, "{indent}    {ending}");
}

/// The step's reason, under its line, indented a little deeper: each of
/// its lines, where it has several (a chain's numbered clauses).
fn push_reason<E>(indent: &str, step: &Step<E>, out: &mut String) {
    for line in step.reason.lines() {
        out.push_str(indent);
        out.push_str("   ");
        out.push_str(line);
        out.push('\n');
    }
}

/// The cases of a forcing step, each as a line `#12.1 if r3c4 water` with
/// its sub-steps below it.
fn write_cases<P: PuzzleIo>(
    puzzle: &P,
    cases: &[Case<P::Effect>],
    label: &str,
    depth: usize,
    how: Writing,
    state: &mut P,
    out: &mut String,
) {
    let indent = "    ".repeat(depth);
    for (i, case) in cases.iter().enumerate() {
        let case_label = match label {
            "" => (i + 1).to_string(),
            _ => format!("{label}.{}", i + 1),
        };
        out.push_str(&indent);
        how.style.push(out, Role::Dim, |o| {
            o.push('#');
            o.push_str(&case_label);
        });
        out.push_str(" if ");
        how.style.push(out, Role::Place, |o| {
            puzzle.write_effect_text(case.assume, o)
        });
        out.push('\n');
        let sub_label = format!("{case_label}.");
        with_assumed(state, case.assume, how, |trial| {
            write_steps(puzzle, &case.steps, &sub_label, depth + 1, how, trial, out)
        });
    }
}

/// `solved; grade 2 (intermediate), rated 1.4 (easy); 57 steps: zero 2, dot-full 20, ...`
pub fn closing_line<P: Puzzle>(trace: &Trace<P::Effect>, style: Style) -> String {
    let grade = Grade::of(&trace.steps);
    let outcome = match &trace.outcome {
        Outcome::Solved => style.good("solved"),
        Outcome::Stuck => style.bad("stuck"),
        Outcome::NoSolution(why) => style.bad(&format!("no solution ({why})")),
        Outcome::GaveUp(why) => style.bad(&format!("gave up ({why})")),
    };
    format!("{outcome}; {}", grade_text::<P>(&grade))
}

pub fn grade_text<P: Puzzle>(grade: &Grade) -> String {
    let hardest = grade.hardest.map_or("none".to_string(), |t| t.to_string());
    let counts = rule_order::<P>()
        .filter_map(|rule| {
            grade
                .per_rule
                .get(rule.id)
                .map(|n| format!("{} {n}", rule.id))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let plural = if grade.steps == 1 { "" } else { "s" };
    let rated = grade.rating.map_or(String::new(), |r| {
        format!(", rated {r} ({})", level_of(P::LEVELS, r))
    });
    format!(
        "grade {hardest}{rated}; {} step{plural}: {counts}",
        grade.steps
    )
}
