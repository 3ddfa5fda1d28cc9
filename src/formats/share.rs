//! What a puzzle gives the formats people share (puzz.link URLs, Tatham
//! game ids, pzprv3 files): its grid of clues, and its marks as a pzprv3
//! file's answer lists them. A puzzle those formats do not hold keeps the
//! defaults: no grid, no marks.

use super::ClueGrid;
use crate::engine::Puzzle;

/// The clues and marks of a puzzle in the shared formats.
pub trait Share: Puzzle {
    /// The grid of clues, for the formats people share (URLs, game ids,
    /// pzprv3): rows, columns and each cell's clue (a number or a "?"),
    /// row by row. None for a puzzle those formats do not hold.
    fn clue_grid(&self) -> Option<ClueGrid> {
        None
    }
    /// What the state has decided, in the order a pzprv3 file lists it
    /// (Nurikabe: the cells, water true; Slitherlink: the vertical
    /// segments row by row, then the horizontal ones, line true); None
    /// where undecided. Empty for a puzzle pzprv3 does not hold.
    fn drawn_marks(&self) -> Vec<Option<bool>> {
        Vec::new()
    }
    /// The marks of `drawn`, listed as `drawn_marks` lists them (a
    /// pzprv3 file's answer part): the inverse of `drawn_marks`.
    fn drawn_effects(&self, _drawn: &[Option<bool>]) -> Vec<Self::Effect> {
        Vec::new()
    }
}
