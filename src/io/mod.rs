//! What a puzzle gives the front ends beyond solving, and what they make
//! of a solve: reading and writing its judge format and progress grids
//! (`PuzzleIo`), the explanation for a person, pictures and SVG drawings,
//! the rule pages, and the answers the generator draws.

pub mod catalog;
pub mod drawing;
pub mod generate;
pub mod picture;
pub mod progress_marks;
mod puzzle_io;
pub mod text;

pub use puzzle_io::PuzzleIo;
