//! The layout of a JSON trace (`--json`), as a `serde_json` formatter:
//! made for reading and diffing, one top-level key per line, one element
//! per line in a top-level list (a step, a row of the state), and
//! everything inside those compact, as serde_json writes it.
//!
//! ```text
//! {
//!   "format": "deduce-trace",
//!   "steps": [
//!     {"rule":"zero","at":{"cell":[0,0]},"effects":[...]},
//!     ...
//!   ],
//!   ...
//! }
//! ```

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::Formatter;

/// Serializes `value` in the trace layout onto `out`.
pub fn write_layout<T: Serialize + ?Sized>(value: &T, out: &mut String) -> serde_json::Result<()> {
    let mut bytes = std::mem::take(out).into_bytes();
    let written = value.serialize(&mut serde_json::Serializer::with_formatter(
        &mut bytes,
        TraceLayout::default(),
    ));
    *out = String::from_utf8(bytes).expect("serde_json writes UTF-8 onto UTF-8");
    written
}

/// The depth inside the outer object, where its keys are.
const KEYS: usize = 1;
/// The depth inside a list that is a top-level value, where its elements are.
const LINES: usize = 2;

/// Where the writer is in the layout.
#[derive(Default)]
struct TraceLayout {
    /// How many objects and lists are open around what comes next.
    depth: usize,
    /// The top-level list now open has an element (then it closes on a
    /// line of its own).
    list_has_lines: bool,
}

impl Formatter for TraceLayout {
    #[inline]
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth += 1;
        w.write_all(b"{")
    }

    #[inline]
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth -= 1;
        match self.depth + 1 {
            KEYS => w.write_all(b"\n}"),
            _ => w.write_all(b"}"),
        }
    }

    #[inline]
    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        match (self.depth == KEYS, first) {
            (true, true) => w.write_all(b"\n  "),
            (true, false) => w.write_all(b",\n  "),
            (false, true) => Ok(()),
            (false, false) => w.write_all(b","),
        }
    }

    #[inline]
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        match self.depth {
            KEYS => w.write_all(b": "),
            _ => w.write_all(b":"),
        }
    }

    #[inline]
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth += 1;
        if self.depth == LINES {
            self.list_has_lines = false;
        }
        w.write_all(b"[")
    }

    #[inline]
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth -= 1;
        if self.depth + 1 == LINES && self.list_has_lines {
            w.write_all(b"\n  ]")
        } else {
            w.write_all(b"]")
        }
    }

    #[inline]
    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if self.depth == LINES {
            self.list_has_lines = true;
            w.write_all(if first { b"\n    " } else { b",\n    " })
        } else if first {
            Ok(())
        } else {
            w.write_all(b",")
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::write_layout;

    fn layout(value: &serde_json::Value) -> String {
        let mut out = String::new();
        write_layout(value, &mut out).unwrap();
        out
    }

    #[test]
    fn the_outer_object_and_its_lists_are_one_entry_a_line() {
        let value = json!({"a": [1, [2, 3]], "b": [], "c": {"d": [4]}});
        assert_eq!(
            layout(&value),
            "{\n  \"a\": [\n    1,\n    [2,3]\n  ],\n  \"b\": [],\n  \"c\": {\"d\":[4]}\n}"
        );
    }

    #[test]
    fn inside_a_line_everything_is_as_serde_json_writes_it_compact() {
        let all_controls: String = (0u8..0x20).map(char::from).collect();
        let inner = json!({
            "rows": 3, "neg": -12, "big": u64::MAX, "float": 1.5, "none": null,
            "list": [[], {}, [1, [2, "x"]], true], "key \"quoted\"\n": {"a": {"b": []}},
            "strings": ["plain", "", "a\"b\\c", "é ✓ \u{7f}", all_controls],
        });
        let compact = inner.to_string();
        assert_eq!(
            layout(&json!({"k": inner.clone(), "l": [inner]})),
            format!("{{\n  \"k\": {compact},\n  \"l\": [\n    {compact}\n  ]\n}}")
        );
    }
}
