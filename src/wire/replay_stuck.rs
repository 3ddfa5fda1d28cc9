//! Replay's checks of the claims that a solve ended without an answer:
//! "stuck" (the grid is not finished, and not one of the steps the solve
//! allowed still follows) and "gave-up" (the search the solve allowed,
//! run again from where the steps end, gives up too).
//!
//! A claim is judged at the cost its solve could have had: one the
//! allowed steps cannot reach is refused before anything runs. A guess
//! search never ends stuck (it ends solved, or with no solution), and
//! only a guess search gives up; so "stuck" with "guess" allowed, or
//! "gave-up" without, is refused at once, rather than running a search
//! that may take as long as any.

use std::borrow::Cow;

use super::givens::Givens;
use crate::engine::engine_steps::GUESS;
use crate::engine::selection::Selection;
use crate::engine::solve::{Solver, explain_steps};
use crate::engine::trace::Outcome;
use crate::error::{Error, ErrorKind};
use crate::io::PuzzleIo;
use crate::io::text::step_line;
use crate::style::Style;

fn refused(why: impl Into<String>) -> Error {
    Error::new(ErrorKind::Refused, why)
}

/// Whether `state`, where a trace's steps ended, is stuck under what the
/// trace says its solve allowed. A trace without `allowed` (before
/// version 3) is judged by every named rule, and no engine step.
pub fn check_stuck<P: PuzzleIo + Givens>(
    state: &P,
    allowed: Option<&Selection>,
) -> Result<(), Error> {
    if state.is_complete() {
        return Err(refused(
            "the trace claims 'stuck', but after its last step the grid is finished",
        ));
    }
    let selection = allowed.cloned().unwrap_or_else(every_named_rule::<P>);
    if selection.guess {
        return Err(refused(format!(
            "the trace claims 'stuck', but its solve allowed \"{}\": a guess search ends solved or with no solution, never stuck",
            GUESS.id
        )));
    }
    let mut copy = state.clone();
    let mut trace = Solver::<P>::new(&selection, true).solve(&mut copy);
    // The refusal names the first step that still follows.
    explain_steps(state, &mut trace.steps, 1);
    let still = match (trace.steps.first(), &trace.outcome) {
        (Some(step), _) => format!(
            "a step the solve allowed still follows: {}",
            step_line(state, "1", step, Style::PLAIN)
        ),
        (None, Outcome::Stuck) => return Ok(()),
        (None, Outcome::NoSolution(why)) => format!("the grid already breaks a rule ({why})"),
        (None, Outcome::Solved | Outcome::GaveUp(_)) => "the allowed rules go on".to_string(),
    };
    Err(refused(format!(
        "the trace claims 'stuck', but {still}{}",
        if allowed.is_none() {
            " (the trace does not say which rules its solve allowed, so every named rule is)"
        } else {
            ""
        }
    )))
}

/// What a trace's `allowed` names.
pub fn allowed_selection<P: PuzzleIo + Givens>(ids: &[Cow<'_, str>]) -> Result<Selection, Error> {
    Selection::parse::<P>(&ids.join(","))
        .map_err(|why| refused(format!("its 'allowed' list is wrong: {why}")))
}

/// What a trace without `allowed` (before version 3) is judged by: every
/// named rule and no engine step.
fn every_named_rule<P: PuzzleIo + Givens>() -> Selection {
    let mut every_rule = Selection::all::<P>();
    every_rule.hypothesis = false;
    every_rule.forcing = false;
    every_rule.nested = false;
    every_rule.guess = false;
    every_rule
}

/// Whether the recorded search the trace allowed, run again from `state`
/// (where a solve that gave up leaves its steps: before its first
/// guess), gives up as the trace says; why it does. The search is
/// deterministic, so an honest trace's does; one cut short finds its way
/// on.
pub fn check_gave_up<P: PuzzleIo + Givens>(
    state: &P,
    allowed: Option<&Selection>,
) -> Result<String, Error> {
    if state.is_complete() {
        return Err(refused(
            "the trace claims 'gave-up', but its steps finish the grid",
        ));
    }
    let selection = allowed.cloned().unwrap_or_else(every_named_rule::<P>);
    if !selection.guess {
        return Err(refused(format!(
            "the trace claims 'gave-up', but only a guess search gives up, and its solve did not allow \"{}\"",
            GUESS.id
        )));
    }
    let mut copy = state.clone();
    match Solver::<P>::new(&selection, true).solve(&mut copy).outcome {
        Outcome::GaveUp(why) => Ok(why),
        other => Err(refused(format!(
            "the trace claims 'gave-up', but from its last grid the search it allowed ends {}",
            other.name()
        ))),
    }
}
