//! A `serde::Serializer` that writes a JSON trace in the version-1
//! layout straight into a `String`: made for reading and diffing, one
//! top-level key per line, one element per line in a top-level list (a
//! step, a row of the state), and everything inside those compact, as
//! serde_json writes it.
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
//!
//! Its own serializer rather than serde_json's with a formatter, because
//! a trace is mostly short keys, small numbers and plain words: field
//! names are `&'static str`s that need no escaping, strings are checked
//! for escapes once before being copied whole, and no byte goes through
//! `io::Write`. It writes exactly what serde_json writes (the tests
//! compare them) for what the trace types use: structs, sequences,
//! tuples, options, strings, integers, bools, unit and newtype variants,
//! and maps with string keys (a `serde_json::Value`, the grade's rule
//! counts). Anything else is an error.

use std::fmt;

use serde::ser::{self, Impossible, Serialize};

use super::text::push_number;

/// Serializes `value` in the version-1 layout onto `out`.
pub fn write_layout<T: Serialize + ?Sized>(value: &T, out: &mut String) -> Result<(), WriteError> {
    write_at(0, value, out)
}

/// Serializes `value` compact, as it is written inside a step or a row:
/// the same as `serde_json::to_string`. For checking the writer.
pub fn write_compact<T: Serialize + ?Sized>(value: &T, out: &mut String) -> Result<(), WriteError> {
    // Below the top-level lists, where the layout is compact all the way in.
    write_at(LINES + 1, value, out)
}

fn write_at<T: Serialize + ?Sized>(
    depth: usize,
    value: &T,
    out: &mut String,
) -> Result<(), WriteError> {
    value.serialize(&mut TraceWriter {
        out,
        depth,
        list_has_lines: false,
    })
}

/// What cannot be written: a type the trace does not use.
#[derive(Debug)]
// Boxed, so that a `Result` of the writer is returned in registers.
pub struct WriteError(Box<str>);

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WriteError {}

impl ser::Error for WriteError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        WriteError(msg.to_string().into())
    }
}

#[cold]
fn unsupported<T>(what: &str) -> Result<T, WriteError> {
    Err(WriteError(format!("a trace has no {what}").into()))
}

/// The depth inside the outer object, where its keys are.
const KEYS: usize = 1;
/// The depth inside a list that is a top-level value, where its elements are.
const LINES: usize = 2;

/// The writer and where it is in the layout.
struct TraceWriter<'o> {
    out: &'o mut String,
    /// How many objects and lists are open around what comes next.
    depth: usize,
    /// The top-level list now open has an element (then it closes on a
    /// line of its own).
    list_has_lines: bool,
}

impl TraceWriter<'_> {
    #[inline(always)]
    fn begin_object(&mut self) {
        self.depth += 1;
        self.out.push('{');
    }

    #[inline(always)]
    fn end_object(&mut self) {
        self.depth -= 1;
        if self.depth + 1 == KEYS {
            self.out.push_str("\n}");
        } else {
            self.out.push('}');
        }
    }

    /// Everything before a key's string, and after it the colon. Inlined,
    /// as are the other small writes: the derived `serialize` of a struct
    /// then copies its constant field names with plain stores.
    #[inline(always)]
    fn key(&mut self, first: bool, key: &str, escape: bool) {
        let at_keys = self.depth == KEYS;
        // Each push a literal of its own, which the compiler copies inline.
        match (at_keys, first) {
            (true, true) => self.out.push_str("\n  "),
            (true, false) => self.out.push_str(",\n  "),
            (false, true) => {}
            (false, false) => self.out.push(','),
        }
        if escape {
            push_string(self.out, key);
        } else {
            push_plain(self.out, key);
        }
        if at_keys {
            self.out.push_str(": ");
        } else {
            self.out.push(':');
        }
    }

    #[inline(always)]
    fn begin_array(&mut self) {
        self.depth += 1;
        if self.depth == LINES {
            self.list_has_lines = false;
        }
        self.out.push('[');
    }

    #[inline(always)]
    fn end_array(&mut self) {
        self.depth -= 1;
        if self.depth + 1 == LINES && self.list_has_lines {
            self.out.push_str("\n  ]");
        } else {
            self.out.push(']');
        }
    }

    #[inline(always)]
    fn begin_element(&mut self, first: bool) {
        if self.depth == LINES {
            self.list_has_lines = true;
            if first {
                self.out.push_str("\n    ");
            } else {
                self.out.push_str(",\n    ");
            }
        } else if !first {
            self.out.push(',');
        }
    }
}

/// A name from the code (a field, a variant), which needs no escaping.
#[inline(always)]
fn push_plain(out: &mut String, name: &str) {
    debug_assert!(is_plain(name), "{name:?} needs escaping");
    out.push('"');
    out.push_str(name);
    out.push('"');
}

/// Whether `s` is written as it is between quotes.
fn is_plain(s: &str) -> bool {
    s.bytes().all(|b| b >= 0x20 && b != b'"' && b != b'\\')
}

/// `s` as a JSON string, escaped as serde_json escapes: `"`, `\`, and
/// the control characters (short forms where JSON has them).
#[inline]
fn push_string(out: &mut String, s: &str) {
    out.push('"');
    if is_plain(s) {
        out.push_str(s);
    } else {
        push_escaped(out, s);
    }
    out.push('"');
}

/// The slow path of `push_string`, out of line: few strings need it.
#[cold]
fn push_escaped(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let b = c as usize;
                out.push_str("\\u00");
                out.push(HEX[b >> 4] as char);
                out.push(HEX[b & 0xf] as char);
            }
            c => out.push(c),
        }
    }
}

#[inline]
fn push_u64(out: &mut String, n: u64) {
    match usize::try_from(n) {
        Ok(n) => push_number(out, n),
        Err(_) => out.push_str(&n.to_string()),
    }
}

#[inline]
fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// An object or list being written: whether its next entry is the first.
struct Compound<'w, 'o> {
    writer: &'w mut TraceWriter<'o>,
    first: bool,
}

impl Compound<'_, '_> {
    #[inline(always)]
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.writer.begin_element(self.first);
        self.first = false;
        value.serialize(&mut *self.writer)
    }
}

/// The `Serializer` methods of a narrower number: written as the wider.
macro_rules! widen {
    ($($method:ident($ty:ty) => $wider:ident;)*) => {
        $(#[inline]
        fn $method(self, v: $ty) -> Result<(), WriteError> {
            self.$wider(v.into())
        })*
    };
}

impl<'w, 'o> ser::Serializer for &'w mut TraceWriter<'o> {
    type Ok = ();
    type Error = WriteError;
    type SerializeSeq = Compound<'w, 'o>;
    type SerializeTuple = Compound<'w, 'o>;
    type SerializeTupleStruct = Compound<'w, 'o>;
    type SerializeTupleVariant = Impossible<(), WriteError>;
    type SerializeMap = Compound<'w, 'o>;
    type SerializeStruct = Compound<'w, 'o>;
    type SerializeStructVariant = Impossible<(), WriteError>;

    #[inline]
    fn serialize_bool(self, v: bool) -> Result<(), WriteError> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }

    widen! {
        serialize_i8(i8) => serialize_i64;
        serialize_i16(i16) => serialize_i64;
        serialize_i32(i32) => serialize_i64;
        serialize_u8(u8) => serialize_u64;
        serialize_u16(u16) => serialize_u64;
        serialize_u32(u32) => serialize_u64;
        serialize_f32(f32) => serialize_f64;
    }

    #[inline]
    fn serialize_i64(self, v: i64) -> Result<(), WriteError> {
        push_i64(self.out, v);
        Ok(())
    }

    #[inline]
    fn serialize_u64(self, v: u64) -> Result<(), WriteError> {
        push_u64(self.out, v);
        Ok(())
    }

    /// No trace type has one, but a `Value` may: written by serde_json,
    /// whose float form is its own.
    #[inline]
    fn serialize_f64(self, v: f64) -> Result<(), WriteError> {
        let text = serde_json::to_string(&v).map_err(ser::Error::custom)?;
        self.out.push_str(&text);
        Ok(())
    }

    #[inline]
    fn serialize_char(self, v: char) -> Result<(), WriteError> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }

    #[inline]
    fn serialize_str(self, v: &str) -> Result<(), WriteError> {
        push_string(self.out, v);
        Ok(())
    }

    #[inline]
    fn serialize_bytes(self, _: &[u8]) -> Result<(), WriteError> {
        unsupported("bytes")
    }

    #[inline]
    fn serialize_none(self) -> Result<(), WriteError> {
        self.serialize_unit()
    }

    #[inline]
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), WriteError> {
        value.serialize(self)
    }

    #[inline]
    fn serialize_unit(self) -> Result<(), WriteError> {
        self.out.push_str("null");
        Ok(())
    }

    #[inline]
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), WriteError> {
        self.serialize_unit()
    }

    #[inline]
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), WriteError> {
        push_plain(self.out, variant);
        Ok(())
    }

    #[inline]
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        value.serialize(self)
    }

    /// `{"variant":value}`, as serde_json writes it.
    #[inline]
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.begin_object();
        self.key(true, variant, false);
        value.serialize(&mut *self)?;
        self.end_object();
        Ok(())
    }

    #[inline]
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'w, 'o>, WriteError> {
        self.begin_array();
        Ok(Compound {
            writer: self,
            first: true,
        })
    }

    #[inline]
    fn serialize_tuple(self, len: usize) -> Result<Compound<'w, 'o>, WriteError> {
        self.serialize_seq(Some(len))
    }

    #[inline]
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        len: usize,
    ) -> Result<Compound<'w, 'o>, WriteError> {
        self.serialize_seq(Some(len))
    }

    #[inline]
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, WriteError> {
        unsupported("tuple variant")
    }

    #[inline]
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'w, 'o>, WriteError> {
        self.begin_object();
        Ok(Compound {
            writer: self,
            first: true,
        })
    }

    #[inline]
    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Compound<'w, 'o>, WriteError> {
        self.serialize_map(Some(len))
    }

    #[inline]
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, WriteError> {
        unsupported("struct variant")
    }
}

/// Sequences, tuples and tuple structs are all JSON lists.
macro_rules! list {
    ($($serialize:ident::$element:ident;)*) => {
        $(impl ser::$serialize for Compound<'_, '_> {
            type Ok = ();
            type Error = WriteError;

            #[inline]
            fn $element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
                self.element(value)
            }

            #[inline]
            fn end(self) -> Result<(), WriteError> {
                self.writer.end_array();
                Ok(())
            }
        })*
    };
}

list! {
    SerializeSeq::serialize_element;
    SerializeTuple::serialize_element;
    SerializeTupleStruct::serialize_field;
}

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = WriteError;

    #[inline]
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), WriteError> {
        key.serialize(KeyWriter { map: self })
    }

    #[inline]
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        value.serialize(&mut *self.writer)
    }

    #[inline]
    fn end(self) -> Result<(), WriteError> {
        self.writer.end_object();
        Ok(())
    }
}

impl ser::SerializeStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = WriteError;

    #[inline(always)]
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.writer.key(self.first, key, false);
        self.first = false;
        value.serialize(&mut *self.writer)
    }

    #[inline]
    fn end(self) -> Result<(), WriteError> {
        ser::SerializeMap::end(self)
    }
}

/// Writes a map key, which in a trace is always a string (a `Value`'s
/// key, a rule id); any other key is an error.
struct KeyWriter<'c, 'w, 'o> {
    map: &'c mut Compound<'w, 'o>,
}

/// The `Serializer` methods of a key that is not a string.
macro_rules! not_a_key {
    ($($method:ident($($arg:ty),*);)*) => {
        $(fn $method(self, $(_: $arg),*) -> Result<Self::Ok, WriteError> {
            unsupported("map key that is not a string")
        })*
    };
    (@compound $($method:ident($($arg:ty),*) -> $ty:ident;)*) => {
        $(fn $method(self, $(_: $arg),*) -> Result<Self::$ty, WriteError> {
            unsupported("map key that is not a string")
        })*
    };
}

impl ser::Serializer for KeyWriter<'_, '_, '_> {
    type Ok = ();
    type Error = WriteError;
    type SerializeSeq = Impossible<(), WriteError>;
    type SerializeTuple = Impossible<(), WriteError>;
    type SerializeTupleStruct = Impossible<(), WriteError>;
    type SerializeTupleVariant = Impossible<(), WriteError>;
    type SerializeMap = Impossible<(), WriteError>;
    type SerializeStruct = Impossible<(), WriteError>;
    type SerializeStructVariant = Impossible<(), WriteError>;

    fn serialize_str(self, key: &str) -> Result<(), WriteError> {
        self.map.writer.key(self.map.first, key, true);
        self.map.first = false;
        Ok(())
    }

    not_a_key! {
        serialize_bool(bool);
        serialize_i8(i8);
        serialize_i16(i16);
        serialize_i32(i32);
        serialize_i64(i64);
        serialize_u8(u8);
        serialize_u16(u16);
        serialize_u32(u32);
        serialize_u64(u64);
        serialize_f32(f32);
        serialize_f64(f64);
        serialize_char(char);
        serialize_bytes(&[u8]);
        serialize_none();
        serialize_unit();
        serialize_unit_struct(&'static str);
        serialize_unit_variant(&'static str, u32, &'static str);
    }

    not_a_key! { @compound
        serialize_seq(Option<usize>) -> SerializeSeq;
        serialize_tuple(usize) -> SerializeTuple;
        serialize_tuple_struct(&'static str, usize) -> SerializeTupleStruct;
        serialize_tuple_variant(&'static str, u32, &'static str, usize) -> SerializeTupleVariant;
        serialize_map(Option<usize>) -> SerializeMap;
        serialize_struct(&'static str, usize) -> SerializeStruct;
        serialize_struct_variant(&'static str, u32, &'static str, usize) -> SerializeStructVariant;
    }

    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), WriteError> {
        unsupported("map key that is not a string")
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<(), WriteError> {
        unsupported("map key that is not a string")
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), WriteError> {
        unsupported("map key that is not a string")
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{write_compact, write_layout};

    fn compact<T: serde::Serialize>(value: &T) -> String {
        let mut out = String::new();
        write_compact(value, &mut out).unwrap();
        out
    }

    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them() {
        let all_controls: String = (0u8..0x20).map(char::from).collect();
        for s in ["plain", "", "a\"b\\c", "é ✓ \u{7f}", &all_controls] {
            assert_eq!(compact(&s), serde_json::to_string(&s).unwrap(), "{s:?}");
        }
    }

    #[test]
    fn values_are_written_compact_as_serde_json_writes_them() {
        let value = json!({
            "rows": 3, "neg": -12, "big": u64::MAX, "float": 1.5, "none": null,
            "list": [[], {}, [1, [2, "x"]], true], "key \"quoted\"\n": {"a": {"b": []}},
        });
        assert_eq!(compact(&value), value.to_string());
    }

    #[test]
    fn the_outer_object_and_its_lists_are_one_entry_a_line() {
        let value = json!({"a": [1, [2, 3]], "b": [], "c": {"d": [4]}});
        let mut out = String::new();
        write_layout(&value, &mut out).unwrap();
        assert_eq!(
            out,
            "{\n  \"a\": [\n    1,\n    [2,3]\n  ],\n  \"b\": [],\n  \"c\": {\"d\":[4]}\n}"
        );
    }

    #[test]
    fn a_map_key_that_is_not_a_string_is_an_error() {
        let map = std::collections::BTreeMap::from([(1, 2)]);
        assert!(write_compact(&map, &mut String::new()).is_err());
    }
}
