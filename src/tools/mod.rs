//! Tools built on the engine for people and authors: hints, grading's
//! uniqueness check, rule coverage and whether the cheapest rule was
//! taken, following a solve's main line, what one rule finds in a state,
//! and how well a rating orders puzzles another grader labelled. They use the engine's contracts and
//! solve loop; the engine knows nothing of them.

pub mod cheaper;
pub mod coverage;
pub mod findings;
pub mod hint;
pub mod page;
pub mod progress;
pub mod tau_b;
pub mod uniqueness;
