//! The JSON forms of one grid cell that the puzzles of cells (Nurikabe,
//! Fill-a-Pix) share in their traces: a place, `{"cell":[R,C]}`, and a
//! mark, `{"row":R,"col":C,"KEY":"VALUE"}` where the value is one of two
//! words. Written fast, since a trace holds thousands, and read back with
//! every bound checked, since a trace file may have been changed.

use serde_json::Value;

use super::text::push_number;

/// A place: `{"cell":[R,C]}`.
pub fn push_cell_json(out: &mut String, row: usize, col: usize) {
    out.push_str(r#"{"cell":["#);
    push_number(out, row);
    out.push(',');
    push_number(out, col);
    out.push_str("]}");
}

/// A mark: `{"row":R,"col":C,"KEY":"VALUE"}` (`KEY` and `VALUE` plain
/// words, written as they are).
pub fn push_cell_mark_json(out: &mut String, row: usize, col: usize, key: &str, value: &str) {
    out.push_str(r#"{"row":"#);
    push_number(out, row);
    out.push_str(r#","col":"#);
    push_number(out, col);
    out.push_str(",\"");
    out.push_str(key);
    out.push_str("\":\"");
    out.push_str(value);
    out.push_str("\"}");
}

/// The cell (in reading order) of a place `{"cell":[R,C]}` inside a grid
/// of `rows` x `cols`.
pub fn read_cell(value: &Value, rows: usize, cols: usize) -> Option<usize> {
    let list = value.get("cell")?.as_array()?;
    let [r, c] = list.as_slice() else { return None };
    cell_at(r.as_u64()?, c.as_u64()?, rows, cols)
}

/// The cell of a mark `{"row":R,"col":C,"KEY":...}` inside a grid of
/// `rows` x `cols`, and whether its value is `words.0` (true) or
/// `words.1` (false); `None` for anything else.
pub fn read_cell_mark(
    value: &Value,
    rows: usize,
    cols: usize,
    key: &str,
    words: (&str, &str),
) -> Option<(usize, bool)> {
    let cell = cell_at(
        value.get("row")?.as_u64()?,
        value.get("col")?.as_u64()?,
        rows,
        cols,
    )?;
    match value.get(key)?.as_str()? {
        word if word == words.0 => Some((cell, true)),
        word if word == words.1 => Some((cell, false)),
        _ => None,
    }
}

fn cell_at(row: u64, col: u64, rows: usize, cols: usize) -> Option<usize> {
    let (row, col) = (usize::try_from(row).ok()?, usize::try_from(col).ok()?);
    (row < rows && col < cols).then(|| row * cols + col)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{push_cell_json, push_cell_mark_json, read_cell, read_cell_mark};

    #[test]
    fn a_cell_mark_is_the_json_serde_writes() {
        let mut out = String::new();
        push_cell_mark_json(&mut out, 3, 12, "mark", "water");
        let value: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(value, json!({"row": 3, "col": 12, "mark": "water"}));
        assert_eq!(out, r#"{"row":3,"col":12,"mark":"water"}"#);
    }

    #[test]
    fn what_is_written_reads_back() {
        let mut out = String::new();
        push_cell_json(&mut out, 2, 4);
        let place: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(read_cell(&place, 3, 5), Some(14));
        let mark = json!({"row": 2, "col": 4, "mark": "land"});
        let words = ("water", "land");
        assert_eq!(
            read_cell_mark(&mark, 3, 5, "mark", words),
            Some((14, false))
        );
    }

    #[test]
    fn a_cell_outside_the_grid_or_an_unknown_word_reads_as_nothing() {
        let words = ("black", "white");
        assert_eq!(read_cell(&json!({"cell": [3, 0]}), 3, 5), None);
        assert_eq!(read_cell(&json!({"cell": [0, 0, 0]}), 3, 5), None);
        assert_eq!(read_cell(&json!({"cell": [-1, 0]}), 3, 5), None);
        let mark = |row, col, colour| json!({"row": row, "col": col, "colour": colour});
        assert_eq!(
            read_cell_mark(&mark(0, 5, "black"), 3, 5, "colour", words),
            None
        );
        assert_eq!(
            read_cell_mark(&mark(0, 0, "grey"), 3, 5, "colour", words),
            None
        );
        assert_eq!(
            read_cell_mark(&mark(0, 0, "white"), 3, 5, "mark", words),
            None,
            "the key is the puzzle's own"
        );
        assert_eq!(
            read_cell_mark(&mark(1, 1, "black"), 3, 5, "colour", words),
            Some((6, true))
        );
    }
}
