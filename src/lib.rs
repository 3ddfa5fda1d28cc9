//! deduce solves grid logic puzzles the way a person does: by named
//! deduction rules, every step recorded in a trace that can be explained
//! in words, exported as JSON and replayed. It knows Slitherlink,
//! Nurikabe, Su-Domino-Ku and Fill-a-Pix ([`PuzzleKind`]).
//!
//! # As a library
//!
//! The functions at the crate root are what the `deduce` command line, its
//! browser pages and a JavaScript module all stand on. Each takes a puzzle
//! kind and text in any format deduce reads (the judge formats, puzz.link
//! URLs, Simon Tatham's game ids, pzprv3 files, progress grids), and gives
//! a typed result that serializes with serde:
//!
//! - [`solve`]: each puzzle's answer (the judge output, checked by an
//!   independent verifier), how the solve ended, and on request the
//!   explanation ([`SolveOptions::explain`]) and the JSON trace
//!   ([`SolveOptions::trace`]);
//! - [`hint`]: the next step from where a person is, at a level;
//! - [`check`]: whether a grid is right, and every rule it breaks;
//! - [`grade`]: how hard each puzzle is, and whether its answer is unique;
//! - [`convert`]: each puzzle in another format;
//! - [`draw`]: a grid as SVG;
//! - [`replay`]: a JSON trace checked step by step;
//! - [`generate`]: new puzzles of a chosen difficulty.
//!
//! ```
//! let text = "3 3\n1.1\n...\n1.1\n0 0\n";
//! let options = deduce::SolveOptions { explain: true, ..Default::default() };
//! for puzzle in deduce::solve(deduce::PuzzleKind::Nurikabe, text, &options)? {
//!     let puzzle = puzzle?;
//!     print!("{}{}", puzzle.output?, puzzle.explanation.unwrap_or_default());
//! }
//! # Ok::<(), deduce::Error>(())
//! ```
//!
//! Errors are [`Error`]s: bad input names its line and column.
//!
//! The engine's modules are public for the command line, the tests and
//! the benchmarks, but hidden here: their items may change between
//! versions; the crate root's are the library.

#![warn(missing_docs)]

mod api;
#[doc(hidden)]
pub mod cli;
#[doc(hidden)]
pub mod commands;
#[doc(hidden)]
pub mod engine;
#[doc(hidden)]
pub mod error;
#[doc(hidden)]
pub mod facts;
#[doc(hidden)]
pub mod formats;
#[doc(hidden)]
pub mod input;
#[doc(hidden)]
pub mod io;
#[doc(hidden)]
pub mod puzzles;
#[doc(hidden)]
pub mod style;
#[doc(hidden)]
pub mod tools;
pub mod web;
#[doc(hidden)]
pub mod wire;

pub use api::*;
pub use engine::Tier;
pub use error::Error;
pub use formats::detect::Format;
pub use io::generate::{Keep, Order, Symmetry};
pub use puzzles::PuzzleKind;
pub use style::Style;
