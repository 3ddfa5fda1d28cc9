//! Nurikabe: islands of land, each holding one number equal to its size,
//! in one connected sea with no 2x2 pool. This part holds the answer
//! checker; the solver comes on the same engine.

mod check_format;
mod verify;

pub use check_format::parse_filled_batch;
pub use verify::{Filled, Violation, violations};
