//! A cell given one of two marks, in a trace: `{"row":R,"col":C,KEY:WORD}`,
//! one shape for every puzzle whose marks are two words on a cell
//! (Nurikabe's `"mark":"water"`, Fill-a-Pix's `"colour":"black"`). Written
//! and read by hand, since the key is the puzzle's: serde's derive names
//! a field once for all.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, IgnoredAny, MapAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::CellJson;

/// A puzzle's two marks of a cell: the key they go under and their words.
pub trait MarkWords {
    const KEY: &'static str;
    /// The "filling" mark (`water`, `black`).
    const YES: &'static str;
    /// The other one (`land`, `white`).
    const NO: &'static str;
}

/// A cell and which of its two marks it gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellMarkJson<W> {
    pub row: usize,
    pub col: usize,
    /// The `YES` mark, or else the `NO` one.
    pub yes: bool,
    words: PhantomData<W>,
}

impl<W> CellMarkJson<W> {
    /// Cell number `cell` of a grid `cols` wide, given the mark `yes`.
    pub fn of(cell: usize, cols: usize, yes: bool) -> Self {
        let CellJson(row, col) = CellJson::of(cell, cols);
        CellMarkJson {
            row,
            col,
            yes,
            words: PhantomData,
        }
    }

    /// The cell's number in a grid of `rows` by `cols`; `None` outside it.
    pub fn cell(&self, rows: usize, cols: usize) -> Option<usize> {
        CellJson(self.row, self.col).index(rows, cols)
    }
}

impl<W: MarkWords> Serialize for CellMarkJson<W> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut fields = serializer.serialize_struct("CellMarkJson", 3)?;
        fields.serialize_field("row", &self.row)?;
        fields.serialize_field("col", &self.col)?;
        fields.serialize_field(W::KEY, if self.yes { W::YES } else { W::NO })?;
        fields.end()
    }
}

impl<'de, W: MarkWords> Deserialize<'de> for CellMarkJson<W> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(MarkVisitor::<W>(PhantomData))
    }
}

struct MarkVisitor<W>(PhantomData<W>);

impl<'de, W: MarkWords> Visitor<'de> for MarkVisitor<W> {
    type Value = CellMarkJson<W>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a cell's mark: row, col and {}", W::KEY)
    }

    fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Self::Value, M::Error> {
        let (mut row, mut col, mut yes) = (None, None, None);
        while let Some(key) = map.next_key::<Key<W>>()? {
            match key {
                Key::Row => row = Some(map.next_value()?),
                Key::Col => col = Some(map.next_value()?),
                Key::Mark => yes = Some(map.next_value::<Word<W>>()?.0),
                Key::Other(_) => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(CellMarkJson {
            row: row.ok_or_else(|| de::Error::missing_field("row"))?,
            col: col.ok_or_else(|| de::Error::missing_field("col"))?,
            yes: yes.ok_or_else(|| de::Error::missing_field(W::KEY))?,
            words: PhantomData,
        })
    }
}

/// A key of the object; keys it does not know are passed over, as the
/// other trace types do.
enum Key<W> {
    Row,
    Col,
    Mark,
    Other(PhantomData<W>),
}

impl<'de, W: MarkWords> Deserialize<'de> for Key<W> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_identifier(KeyVisitor::<W>(PhantomData))
    }
}

struct KeyVisitor<W>(PhantomData<W>);

impl<W: MarkWords> Visitor<'_> for KeyVisitor<W> {
    type Value = Key<W>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<Self::Value, E> {
        Ok(match key {
            "row" => Key::Row,
            "col" => Key::Col,
            _ if key == W::KEY => Key::Mark,
            _ => Key::Other(PhantomData),
        })
    }
}

/// One of the two words, as `yes`.
struct Word<W>(bool, PhantomData<W>);

impl<'de, W: MarkWords> Deserialize<'de> for Word<W> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(WordVisitor::<W>(PhantomData))
    }
}

struct WordVisitor<W>(PhantomData<W>);

impl<W: MarkWords> Visitor<'_> for WordVisitor<W> {
    type Value = Word<W>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "`{}` or `{}`", W::YES, W::NO)
    }

    fn visit_str<E: de::Error>(self, word: &str) -> Result<Self::Value, E> {
        match word {
            _ if word == W::YES => Ok(Word(true, PhantomData)),
            _ if word == W::NO => Ok(Word(false, PhantomData)),
            other => Err(E::invalid_value(de::Unexpected::Str(other), &self)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{CellMarkJson, MarkWords};

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Lit;

    impl MarkWords for Lit {
        const KEY: &'static str = "lamp";
        const YES: &'static str = "on";
        const NO: &'static str = "off";
    }

    #[test]
    fn a_mark_is_written_under_the_puzzles_key_and_read_back() {
        let mark = CellMarkJson::<Lit>::of(7, 3, true);
        let text = serde_json::to_string(&mark).unwrap();
        assert_eq!(text, r#"{"row":2,"col":1,"lamp":"on"}"#);
        assert_eq!(
            serde_json::from_str::<CellMarkJson<Lit>>(&text).unwrap(),
            mark
        );
        let off: CellMarkJson<Lit> =
            serde_json::from_str(r#"{"lamp":"off","col":1,"row":2,"note":[1]}"#).unwrap();
        assert_eq!((off.cell(3, 3), off.yes), (Some(7), false));
    }

    #[test]
    fn a_wrong_word_or_a_missing_key_is_refused() {
        let read = |text: &str| {
            serde_json::from_str::<CellMarkJson<Lit>>(text)
                .unwrap_err()
                .to_string()
        };
        assert!(
            read(r#"{"row":0,"col":0,"lamp":"dim"}"#)
                .contains(r#"invalid value: string "dim", expected `on` or `off`"#)
        );
        assert!(read(r#"{"row":0,"col":0}"#).contains("missing field `lamp`"));
        assert!(read(r#"{"row":0,"col":0,"mark":"on"}"#).contains("missing field `lamp`"));
    }
}
