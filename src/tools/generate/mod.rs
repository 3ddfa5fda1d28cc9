//! Fresh puzzles of a chosen tier, every one unique and proved so. Like
//! Simon Tatham's generators: a random answer, every clue it gives, then
//! clues taken away (an orbit of the symmetry at a time) for as long as
//! the tier's rules still finish the puzzle; a puzzle the tier below also
//! finishes is thrown away. Rules conclude only what every answer shares,
//! so a puzzle the rules finish without a guess is unique; the proof
//! (`prove.rs`) checks that again from the puzzle's text.
//!
//! A puzzle brings its answers (`io::generate::Generate`); the
//! search, the removal and the proof are here.

mod make;
mod prove;
mod removal;

pub use make::{Failed, Made, Tally, make};
