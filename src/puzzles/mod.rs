//! The puzzles deduce solves, each on the shared engine.

pub mod nurikabe;
pub mod pixel;
pub mod regions;
mod registry;
pub mod ring;
pub mod slink;
pub mod sudominoku;

pub use registry::PuzzleKind;
