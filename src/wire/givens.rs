//! What a puzzle gives the trace: its givens as the trace's `"puzzle"`
//! holds them, and the puzzle read back from them.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::engine::Puzzle;

/// The givens of a puzzle in a JSON trace.
pub trait Givens: Puzzle {
    /// The givens in a JSON trace (`"puzzle"`, beside its `"kind"`): an
    /// object, its keys in sorted order.
    type GivensJson: Serialize + DeserializeOwned;
    /// The givens, as stored in a JSON trace.
    fn givens_json(&self) -> Self::GivensJson;
    /// The fresh puzzle stored by `givens_json`, bounded and checked as
    /// the puzzle's reader checks an input file (a trace may have been
    /// changed).
    fn from_givens_json(givens: &Self::GivensJson) -> Result<Self, String>;
}
