//! The engine's place for rules that read the whole grid. A puzzle names
//! its own places (cells, dots, units) as anchors `0..anchor_count()`;
//! the engine adds one more after them, the whole grid, with one name in
//! every puzzle: "the grid" in text and `"grid"` in a trace's JSON.

use std::ops::Range;

use serde::{Deserialize, Serialize};

use super::puzzle::{Anchor, Puzzle};

/// The whole grid's anchor, as a range for `Rule::anchors`.
pub fn whole_grid<P: Puzzle>(puzzle: &P) -> Range<Anchor> {
    let own = puzzle.anchor_count();
    own..own + 1
}

/// How many anchors the solver looks at: the puzzle's own and the whole grid.
pub fn all_anchors<P: Puzzle>(puzzle: &P) -> usize {
    puzzle.anchor_count() + 1
}

/// Writes an anchor as people read it: the puzzle's name for its own
/// places, "the grid" for the whole grid.
pub fn write_anchor_text<P: Puzzle>(puzzle: &P, at: Anchor, out: &mut String) {
    if at == puzzle.anchor_count() {
        out.push_str("the grid");
    } else {
        puzzle.write_anchor_text(at, out);
    }
}

/// An anchor in a trace: the whole grid as `"grid"`, any other place in
/// the puzzle's own form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AnchorJson<A> {
    WholeGrid(GridWord),
    Place(A),
}

/// The word `"grid"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GridWord {
    #[serde(rename = "grid")]
    Grid,
}

pub fn anchor_json<P: Puzzle>(puzzle: &P, at: Anchor) -> AnchorJson<P::PlaceJson> {
    if at == puzzle.anchor_count() {
        AnchorJson::WholeGrid(GridWord::Grid)
    } else {
        AnchorJson::Place(puzzle.anchor_json(at))
    }
}

/// The anchor a trace names, if it is one of this state's.
pub fn anchor_from_json<P: Puzzle>(puzzle: &P, json: &AnchorJson<P::PlaceJson>) -> Option<Anchor> {
    match json {
        AnchorJson::WholeGrid(GridWord::Grid) => Some(puzzle.anchor_count()),
        AnchorJson::Place(place) => puzzle.anchor_from_json(place),
    }
}
