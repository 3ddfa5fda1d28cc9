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
mod replay;
mod solve;

pub use check::{CheckReport, check};
pub use convert::convert;
pub use draw::{DrawWhat, draw};
pub use generate::{GenerateOptions, Generated, generate};
pub use grade::{Differences, GradeReport, RuleSteps, grade};
pub use hint::{HintOptions, HintReport, HintVerdict, WrongMark, hint};
pub use read::{Named, ReadOne};
pub use replay::{Replayed, replay, replay_each};
pub use solve::{SolveOptions, SolveOutcome, Solved, solve};

// The generic forms, on a puzzle already read, for the command line's
// threads and batches.
pub(crate) use check::check_progress;
pub(crate) use convert::{check_format, encode};
pub(crate) use draw::draw_progress;
pub(crate) use generate::{batch_text, fresh_seed, prepare, written_or_why};
pub(crate) use grade::grade_puzzle;
pub(crate) use hint::{hint_found, hint_progress};
pub(crate) use read::beyond;
pub(crate) use solve::{selection, solve_puzzle, solver_for};
