//! Su-Domino-Ku's places and effects in a trace. A cell is `[R,C]` and a
//! place that is a cell `{"cell":[R,C]}`, as in every puzzle of a grid
//! (`wire::cell_json`); an edge is the pair of its cells.

use serde::{Deserialize, Serialize};

use crate::engine::Anchor;
use crate::wire::cell_json::CellJson;

use super::geometry::geometry;
use super::givens::{SIDE, domino_digits, domino_index};
use super::state::{DOMINO_ANCHORS, EDGE_ANCHORS, Mark, UNIT_ANCHORS};

/// A place: `{"cell":[R,C]}`, `{"row":I}`, `{"column":I}`, `{"box":I}`
/// (units from 0), `{"edge":[[R,C],[R,C]]}`, `{"domino":[A,B]}` (its
/// digits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlaceJson {
    Cell(CellJson),
    Row(usize),
    Column(usize),
    Box(usize),
    Edge([CellJson; 2]),
    Domino([u8; 2]),
}

/// An effect: `{"cell":[R,C],"digit":D,"holds":true}` (the cell holds
/// digit D, or with `false` cannot), or `{"domino":true,"edge":[[R,C],
/// [R,C]]}` (a domino lies on the edge, or with `false` does not). Keys
/// in sorted order, as version 1 writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum MarkJson {
    Digit {
        cell: CellJson,
        digit: u8,
        holds: bool,
    },
    Edge {
        domino: bool,
        edge: [CellJson; 2],
    },
}

/// The givens in a trace: `{"dominoes": [[U,"A1",V,"A2"], ...],
/// "singles": ["B3", ...]}`, each given domino's digits and cells, and
/// the cells of the single digits 1 to 9 in order. Keys in sorted order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GivensJson {
    pub dominoes: Vec<DominoJson>,
    pub singles: Vec<String>,
}

/// A given domino: `[U, "A1", V, "A2"]`, digit U at A1 and V at A2.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DominoJson(pub u8, pub String, pub u8, pub String);

/// The unit kinds in the order of their anchors.
const UNIT_KINDS: [fn(usize) -> PlaceJson; 3] = [PlaceJson::Row, PlaceJson::Column, PlaceJson::Box];

pub fn place_json(at: Anchor) -> PlaceJson {
    if at < UNIT_ANCHORS {
        PlaceJson::Cell(CellJson::of(at, SIDE))
    } else if at < EDGE_ANCHORS {
        let unit = at - UNIT_ANCHORS;
        UNIT_KINDS[unit / SIDE](unit % SIDE)
    } else if at < DOMINO_ANCHORS {
        PlaceJson::Edge(edge_json(at - EDGE_ANCHORS))
    } else {
        let (a, b) = domino_digits(at - DOMINO_ANCHORS);
        PlaceJson::Domino([a, b])
    }
}

pub fn place_from_json(json: &PlaceJson) -> Option<Anchor> {
    let unit =
        |kind: usize, index: usize| (index < SIDE).then_some(UNIT_ANCHORS + kind * SIDE + index);
    match *json {
        PlaceJson::Cell(cell) => cell.index(SIDE, SIDE),
        PlaceJson::Row(index) => unit(0, index),
        PlaceJson::Column(index) => unit(1, index),
        PlaceJson::Box(index) => unit(2, index),
        PlaceJson::Edge(cells) => edge_from_json(cells).map(|e| EDGE_ANCHORS + e),
        PlaceJson::Domino([a, b]) => ((1..=9).contains(&a) && (1..=9).contains(&b) && a != b)
            .then(|| DOMINO_ANCHORS + domino_index(a, b)),
    }
}

pub fn mark_json(mark: Mark) -> MarkJson {
    match mark {
        Mark::Digit { cell, digit, holds } => MarkJson::Digit {
            cell: CellJson::of(cell as usize, SIDE),
            digit,
            holds,
        },
        Mark::Edge { edge, joined } => MarkJson::Edge {
            domino: joined,
            edge: edge_json(edge as usize),
        },
    }
}

pub fn mark_from_json(json: &MarkJson) -> Option<Mark> {
    match *json {
        MarkJson::Digit { cell, digit, holds } => {
            let cell = cell.index(SIDE, SIDE)? as u8;
            (1..=9)
                .contains(&digit)
                .then_some(Mark::Digit { cell, digit, holds })
        }
        MarkJson::Edge { domino, edge } => Some(Mark::Edge {
            edge: edge_from_json(edge)? as u8,
            joined: domino,
        }),
    }
}

fn edge_json(edge: usize) -> [CellJson; 2] {
    geometry().edges[edge].map(|cell| CellJson::of(cell, SIDE))
}

fn edge_from_json([a, b]: [CellJson; 2]) -> Option<usize> {
    let (a, b) = (a.index(SIDE, SIDE)?, b.index(SIDE, SIDE)?);
    geometry().edge_between(a, b)
}
