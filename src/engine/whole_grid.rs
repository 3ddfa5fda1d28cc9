//! The engine's place for rules that read the whole grid. A puzzle names
//! its own places (cells, dots, units) as anchors `0..anchor_count()`;
//! the engine adds one more after them, the whole grid, with one name in
//! every puzzle: "the grid" in text and `"grid"` in a trace's JSON.

use std::ops::Range;

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, MapAccess, Visitor, value::MapAccessDeserializer};
use serde::{Deserialize, Deserializer, Serialize};

use super::puzzle::{Anchor, AnyRule, Puzzle};

/// The whole grid's anchor, as a range for `Rule::anchors`.
pub fn whole_grid<P: Puzzle>(puzzle: &P) -> Range<Anchor> {
    let own = puzzle.anchor_count();
    own..own + 1
}

/// The rule looks only at the whole grid: its steps may name a narrower
/// place (the island, the region), and replay runs it on the whole grid.
pub fn looks_at_whole_grid<P: Puzzle>(puzzle: &P, rule: &dyn AnyRule<P>) -> bool {
    rule.anchors(puzzle) == whole_grid(puzzle)
}

/// Where `rule` runs to find a step it took at `place`.
pub fn run_anchor<P: Puzzle>(puzzle: &P, rule: &dyn AnyRule<P>, place: Anchor) -> Anchor {
    if looks_at_whole_grid(puzzle, rule) {
        puzzle.anchor_count()
    } else {
        place
    }
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
/// the puzzle's own form, an object (`{"cell":[3,4]}`). Read by looking at
/// what comes (a string or an object), not by trying each form in turn
/// over a buffered copy, which was a sixth of a replay's cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum AnchorJson<A> {
    WholeGrid(GridWord),
    Place(A),
}

/// The word `"grid"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum GridWord {
    #[serde(rename = "grid")]
    Grid,
}

impl<'de, A: Deserialize<'de>> Deserialize<'de> for AnchorJson<A> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(AnchorVisitor(PhantomData))
    }
}

struct AnchorVisitor<A>(PhantomData<A>);

impl<'de, A: Deserialize<'de>> Visitor<'de> for AnchorVisitor<A> {
    type Value = AnchorJson<A>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("\"grid\" or a place of the puzzle")
    }

    fn visit_str<E: de::Error>(self, word: &str) -> Result<Self::Value, E> {
        match word {
            "grid" => Ok(AnchorJson::WholeGrid(GridWord::Grid)),
            other => Err(E::invalid_value(de::Unexpected::Str(other), &self)),
        }
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<Self::Value, M::Error> {
        A::deserialize(MapAccessDeserializer::new(map)).map(AnchorJson::Place)
    }
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
