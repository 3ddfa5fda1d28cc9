//! Tools built on the engine for people and authors: hints, grading's
//! uniqueness check, rule coverage and whether the cheapest rule was
//! taken, following a solve's main line, and what one rule finds in a
//! state. They use the engine's contracts and
//! solve loop; the engine knows nothing of them.

pub mod cheaper;
pub mod coverage;
pub mod findings;
pub mod generate;
pub mod hint;
pub mod mistakes;
pub mod page;
pub mod progress;
pub mod uniqueness;
