//! The operations every front end needs (the command line, a browser page,
//! a JavaScript module), on text in any format deduce reads, with typed
//! results that serialize to the JSON the command line prints. The crate
//! root re-exports them.

mod check;
mod convert;
mod draw;
mod generate;
mod grade;
mod hint;
mod read;
mod solve;

pub use check::{CheckReport, check, check_progress};
pub use convert::{check_format, convert, encode};
pub use draw::{DrawWhat, draw, draw_progress};
pub use generate::{
    GenerateOptions, Generated, batch_text, fresh_seed, generate, prepare, written_or_why,
};
pub use grade::{Differences, GradeReport, RuleSteps, grade, grade_puzzle};
pub use hint::{HintOptions, HintReport, HintVerdict, hint, hint_progress};
pub use read::{Named, ReadOne, beyond, read_state};
pub use solve::{SolveOptions, SolveOutcome, Solved, selection, solve, solve_puzzle, solver_for};
