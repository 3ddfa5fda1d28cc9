//! The puzzles deduce solves, each on the shared engine.

pub mod nurikabe;
pub mod pixel;
pub mod regions;
pub mod slink;
pub mod sudominoku;
