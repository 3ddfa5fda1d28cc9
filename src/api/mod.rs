//! The operations every front end needs (the command line, a browser page,
//! a JavaScript module), on text in any format deduce reads, with typed
//! results that serialize to the JSON the command line prints. The crate
//! root re-exports them.

mod check;
mod draw;
mod hint;
mod read;
mod solve;

pub use check::{CheckReport, check, check_progress};
pub use draw::{DrawWhat, draw, draw_progress};
pub use hint::{HintOptions, HintReport, HintVerdict, hint, hint_progress};
pub use read::{Named, ReadOne, beyond, read_state};
pub use solve::{SolveOptions, SolveOutcome, Solved, selection, solve, solve_puzzle, solver_for};
