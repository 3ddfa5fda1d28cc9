//! Replay's check of a "stuck" claim: the grid is not finished, and not
//! one of the rules the solve allowed still finds anything in it.

use std::borrow::Cow;

use super::io::PuzzleIo;
use super::selection::Selection;
use super::solve::Solver;
use super::text::step_line;
use super::trace::Outcome;
use crate::error::{Error, ErrorKind};
use crate::style::Style;

fn refused(why: impl Into<String>) -> Error {
    Error::new(ErrorKind::Refused, why)
}

/// Whether `state`, where a trace's steps ended, is stuck under what the
/// trace says its solve allowed. A trace without `allowed` (before
/// version 3) is judged by every named rule, and no engine step.
pub fn check_stuck<P: PuzzleIo>(state: &P, allowed: Option<&[Cow<'_, str>]>) -> Result<(), Error> {
    if state.is_complete() {
        return Err(refused(
            "the trace claims 'stuck', but after its last step the grid is finished",
        ));
    }
    let selection = match allowed {
        Some(ids) => {
            let list = ids.join(",");
            Selection::parse::<P>(&list)
                .map_err(|why| refused(format!("its 'allowed' list is wrong: {why}")))?
        }
        None => {
            let mut every_rule = Selection::all::<P>();
            every_rule.hypothesis = false;
            every_rule.forcing = false;
            every_rule.guess = false;
            every_rule
        }
    };
    let mut copy = state.clone();
    let trace = Solver::<P>::new(&selection, true).solve(&mut copy);
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
