//! One grid as SVG, drawn as the step-through page draws it: the puzzle
//! or progress grid as read, the state after N steps of the solve (with
//! step N's premises and effects marked), or the answer.

use crate::engine::{Outcome, Selection, Solver, explain_steps};
use crate::error::{Error, ErrorKind};
use crate::io::PuzzleIo;
use crate::io::drawing::{ItemRole, roles};
use crate::io::progress_marks::Progress;
use crate::puzzles::PuzzleKind;
use crate::tools::hint::blame;
use crate::tools::mistakes::measure;
use crate::tools::page::model::{effect_item_list, premise_items, states_of};
use crate::tools::progress::state_after;
use crate::wire::givens::Givens;

use super::read::{Named, ReadOne};

/// Which grid to draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DrawWhat {
    /// The grid as read.
    #[default]
    AsRead,
    /// The state after this many steps of the solve, with what the last
    /// of them read and decided marked.
    AfterSteps(usize),
    /// The answer.
    Answer,
}

/// The grid of `input` (read as `read` says) as an SVG document.
///
/// ```
/// use deduce::{DrawWhat, Named, PuzzleKind, ReadOne};
///
/// let puzzle = Named::new("3 3\n1.1\n...\n1.1\n0 0\n");
/// let svg = deduce::draw(PuzzleKind::Nurikabe, puzzle, &ReadOne::default(), DrawWhat::Answer)?;
/// assert!(svg.starts_with("<svg"));
/// # Ok::<(), deduce::Error>(())
/// ```
pub fn draw<'a>(
    kind: PuzzleKind,
    input: impl Into<Named<'a>>,
    read: &ReadOne,
    what: DrawWhat,
) -> Result<String, Error> {
    let input = input.into();
    crate::with_puzzle!(kind, P => draw_progress(read.read::<P>(input)?, input.name, what))
}

/// `progress` drawn as `what` says; `name` names it in messages.
pub(crate) fn draw_progress<P: PuzzleIo + Givens>(
    progress: Progress<P>,
    name: &str,
    what: DrawWhat,
) -> Result<String, Error> {
    // The solve cannot start from a mark that breaks a rule: refused, the
    // mark an answer disagrees with named.
    let start = |progress| {
        blame(progress)
            .into_state()
            .map_err(|error| Error::from(error).in_file(name))
    };
    let (state, read, decided) = match what {
        DrawWhat::AsRead => return Ok(draw_as_read(progress)),
        DrawWhat::Answer => {
            let mut state = start(progress)?;
            let trace = Solver::<P>::new(&Selection::all::<P>(), false).solve(&mut state);
            if trace.outcome != Outcome::Solved {
                return Err(unsolved(name, &trace.outcome));
            }
            (state, Vec::new(), Vec::new())
        }
        DrawWhat::AfterSteps(count) => {
            let start = start(progress)?;
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
    let marked: Vec<ItemRole> = roles(drawing.items.len(), &read, &decided);
    Ok(svg_of(&state, &marked))
}

/// The person's grid as they made it, each mark that is a mistake (one
/// the answer disagrees with, or one that breaks a rule outright and so
/// is not drawn) outlined in red.
fn draw_as_read<P: PuzzleIo + Givens>(progress: Progress<P>) -> String {
    let state = &progress.state;
    let mut marked = vec![ItemRole::Plain; state.drawing().items.len()];
    let mistakes = measure(&progress).map(|m| m.mistakes).unwrap_or_default();
    let marks: Vec<P::Effect> = mistakes.iter().map(|m| m.mark).collect();
    for item in effect_item_list(state, &marks) {
        if let Some(role) = marked.get_mut(item) {
            *role = ItemRole::Wrong;
        }
    }
    svg_of(state, &marked)
}

fn svg_of<P: PuzzleIo>(state: &P, marked: &[ItemRole]) -> String {
    let drawing = state.drawing();
    let states = states_of(state, &drawing);
    let mut svg = drawing.svg(&states, marked, true);
    svg.push('\n');
    svg
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
