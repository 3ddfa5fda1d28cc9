//! The puzzles deduce solves, each on the shared engine.

pub mod bit_cells;
mod given_places;
pub mod nurikabe;
pub mod pixel;
pub mod regions;
mod registry;
pub mod ring;
pub mod slink;
pub mod sudominoku;

pub use registry::PuzzleKind;
