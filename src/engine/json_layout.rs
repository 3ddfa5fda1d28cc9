//! The layout of a JSON trace, version 1: made for reading and diffing,
//! one top-level key per line, one element per line in a top-level list
//! (a step, a row of the state), and everything inside those compact.
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

use serde_json::ser::Formatter;

/// A `serde_json` formatter writing the layout above: compact, as serde
/// writes by default, but for the outer object and its lists.
#[derive(Default)]
pub struct TraceLayout {
    /// How many objects and lists are open around what comes next.
    depth: usize,
    /// The top-level list now open has an element (then it closes on a
    /// line of its own).
    list_has_lines: bool,
}

/// The depth inside the outer object, where its keys are.
const KEYS: usize = 1;
/// The depth inside a list that is a top-level value, where its elements are.
const LINES: usize = 2;

impl Formatter for TraceLayout {
    fn begin_object<W: ?Sized + Write>(&mut self, out: &mut W) -> io::Result<()> {
        self.depth += 1;
        out.write_all(b"{")
    }

    fn end_object<W: ?Sized + Write>(&mut self, out: &mut W) -> io::Result<()> {
        self.depth -= 1;
        out.write_all(if self.depth + 1 == KEYS { b"\n}" } else { b"}" })
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, out: &mut W, first: bool) -> io::Result<()> {
        match (self.depth == KEYS, first) {
            (true, true) => out.write_all(b"\n  "),
            (true, false) => out.write_all(b",\n  "),
            (false, true) => Ok(()),
            (false, false) => out.write_all(b","),
        }
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, out: &mut W) -> io::Result<()> {
        out.write_all(if self.depth == KEYS { b": " } else { b":" })
    }

    fn begin_array<W: ?Sized + Write>(&mut self, out: &mut W) -> io::Result<()> {
        self.depth += 1;
        if self.depth == LINES {
            self.list_has_lines = false;
        }
        out.write_all(b"[")
    }

    fn end_array<W: ?Sized + Write>(&mut self, out: &mut W) -> io::Result<()> {
        self.depth -= 1;
        let own_line = self.depth + 1 == LINES && self.list_has_lines;
        out.write_all(if own_line { b"\n  ]" } else { b"]" })
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, out: &mut W, first: bool) -> io::Result<()> {
        if self.depth == LINES {
            self.list_has_lines = true;
            return out.write_all(if first { b"\n    " } else { b",\n    " });
        }
        if first { Ok(()) } else { out.write_all(b",") }
    }
}
