//! Su-Domino-Ku: a sudoku whose 72 free cells are tiled by the 36
//! dominoes {a,b}, 1 <= a < b <= 9, each used once; nine cells hold the
//! single digits 1..9 alone. This module reads the judge input; the
//! solver by named rules is still to come (issue 4).

mod geometry;
mod givens;
mod parse;
mod state;

pub use givens::{Givens, Placed, location_name, parse_location};
pub use parse::parse_batch;
pub use state::{Link, Mark, SuDominoKu};
