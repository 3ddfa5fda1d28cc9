//! `deduce draw PUZZLE [FILE] -o OUT.svg`: one grid as SVG, with the same
//! drawing as the step-through page: the puzzle or progress file as read,
//! the state after N steps (with step N's premises and effects marked),
//! or the answer.

use std::io::Write;

use crate::cli::DrawArgs;
use crate::engine::drawing::{ItemRole, roles};
use crate::engine::{Outcome, PuzzleIo, Selection, Solver, explain_steps};
use crate::error::{Error, ErrorKind};
use crate::tools::page::model::{effect_item_list, premise_items, states_of};
use crate::tools::progress::state_after;

use super::hint::OneInput;
use super::report::Status;
use super::write_file;

pub fn run<P: PuzzleIo>(
    text: &str,
    input: &OneInput,
    options: &DrawArgs,
    stdout: &mut dyn Write,
) -> Result<Status, Error> {
    let progress = input.read::<P>(text)?;
    let name = input.name;
    if let Some(b) = progress.broken.first() {
        let error = crate::error::InputError::new(
            b.line,
            b.column,
            format!("this mark breaks a rule: {}", b.why),
        );
        return Err(Error::from(error).in_file(name));
    }
    let start = progress.state;
    let (state, read, decided) = match (options.stop_after, options.answer) {
        (Some(_), true) => {
            return Err(Error::new(
                ErrorKind::Usage,
                "--stop-after and --answer draw different grids: give one",
            ));
        }
        (None, false) => (start, Vec::new(), Vec::new()),
        (None, true) => {
            let mut state = start.clone();
            let trace = Solver::<P>::new(&Selection::all::<P>(), false).solve(&mut state);
            if trace.outcome != Outcome::Solved {
                return Err(unsolved(name, &trace.outcome));
            }
            (state, Vec::new(), Vec::new())
        }
        (Some(count), false) => {
            let mut solved = start.clone();
            let mut trace = Solver::<P>::new(&Selection::all::<P>(), true).solve(&mut solved);
            // The picture shows what the last step drawn read.
            explain_steps(&start, &mut trace.steps, count);
            if count > trace.steps.len() {
                return Err(Error::new(
                    ErrorKind::Unsolved,
                    format!(
                        "{}: the solve has {} steps, not {count}",
                        name,
                        trace.steps.len()
                    ),
                ));
            }
            let state = state_after(&start, &trace.steps, count)
                .map_err(|why| Error::new(ErrorKind::Unsolved, why.0))?;
            match count.checked_sub(1).map(|k| &trace.steps[k]) {
                Some(step) => {
                    let read = premise_items(&state, &step.premises);
                    let decided = effect_item_list(&state, &step.effects);
                    (state, read, decided)
                }
                None => (state, Vec::new(), Vec::new()),
            }
        }
    };
    let drawing = state.drawing();
    let states = states_of(&state, &drawing);
    let marked: Vec<ItemRole> = roles(drawing.items.len(), &read, &decided);
    let mut svg = drawing.svg(&states, &marked, true);
    svg.push('\n');
    match options.output.as_deref() {
        Some(path) if path.as_os_str() != "-" => write_file(path, &svg)?,
        // A failed write is the output's to report (see `output.rs`).
        _ => {
            let _ = stdout.write_all(svg.as_bytes());
        }
    }
    Ok(Status::Done)
}

fn unsolved(name: &str, outcome: &Outcome) -> Error {
    let why = match outcome {
        Outcome::NoSolution(why) => format!("no solution: {why}"),
        _ => "the rules could not finish it".to_string(),
    };
    Error::new(
        ErrorKind::Unsolved,
        format!("{name}: no answer to draw ({why})"),
    )
}
