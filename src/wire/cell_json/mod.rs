//! The JSON of one grid cell in traces, one shape for every puzzle of a
//! grid: a cell is `[R, C]` (0-based), and a place that is a cell is
//! `{"cell":[R,C]}` (each puzzle's place type has a `Cell(CellJson)`
//! variant, which serde writes so), and a cell given one of two marks is
//! `{"row":R,"col":C,KEY:WORD}` (`mark.rs`; Su-Domino-Ku's digits keep
//! their own form). Read back with every bound checked, since a trace
//! file may have been changed.

use serde::{Deserialize, Serialize};

mod clue_rows;
mod mark;

pub use clue_rows::ClueRowsJson;
pub use mark::{CellMarkJson, MarkWords};

/// A cell as `[R, C]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellJson(pub usize, pub usize);

impl CellJson {
    /// The cell numbered `cell` in reading order, in a grid `cols` wide.
    pub fn of(cell: usize, cols: usize) -> CellJson {
        CellJson(cell / cols, cell % cols)
    }

    /// The cell's number in reading order inside a grid of `rows` x
    /// `cols`; `None` outside it.
    pub fn index(self, rows: usize, cols: usize) -> Option<usize> {
        let CellJson(row, col) = self;
        (row < rows && col < cols).then(|| row * cols + col)
    }
}

/// A place that is a cell and nothing else, for a puzzle whose rules
/// look only at cells (Fill-a-Pix, Nurikabe).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CellPlaceJson {
    Cell(CellJson),
}

impl CellPlaceJson {
    /// Cell number `cell` of a grid `cols` wide.
    pub fn of(cell: usize, cols: usize) -> CellPlaceJson {
        CellPlaceJson::Cell(CellJson::of(cell, cols))
    }

    /// The cell's number in a grid of `rows` by `cols`; `None` outside it.
    pub fn index(self, rows: usize, cols: usize) -> Option<usize> {
        let CellPlaceJson::Cell(cell) = self;
        cell.index(rows, cols)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{CellJson, CellPlaceJson};

    #[test]
    fn a_cell_place_is_a_cell_under_its_key() {
        let place = CellPlaceJson::Cell(CellJson::of(14, 5));
        assert_eq!(serde_json::to_string(&place).unwrap(), r#"{"cell":[2,4]}"#);
        let read: CellPlaceJson = serde_json::from_value(json!({"cell": [2, 4]})).unwrap();
        assert_eq!(read, place);
    }

    #[test]
    fn a_cell_outside_the_grid_or_of_another_shape_reads_as_nothing() {
        assert_eq!(CellJson(2, 4).index(3, 5), Some(14));
        assert_eq!(CellJson(3, 0).index(3, 5), None);
        assert_eq!(CellJson(0, 5).index(3, 5), None);
        for bad in [
            json!([0, 0, 0]),
            json!([-1, 0]),
            json!([0.5, 0]),
            json!("r1c1"),
        ] {
            assert!(serde_json::from_value::<CellJson>(bad).is_err());
        }
    }
}
