//! The operations every front end needs (the command line, a browser page,
//! a JavaScript module), on text in any format deduce reads, with typed
//! results that serialize to the JSON the command line prints. The crate
//! root re-exports them.

mod hint;
mod read;

pub use hint::{HintOptions, HintReport, HintVerdict, hint, hint_progress};
pub use read::{Named, ReadOne, beyond, read_state};
