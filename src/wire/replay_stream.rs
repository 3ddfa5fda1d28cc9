//! Reading a trace as it is replayed: the main line's steps are read one
//! at a time and each is replayed and dropped before the next is read, so
//! replay holds the text of the trace and one step, not a parsed tree of
//! all of it (a tree takes some twenty times the text).
//!
//! The writer puts `puzzle` and `version` before `steps`; a trace that
//! has them after is still read, its steps kept until they can be
//! replayed.

use std::borrow::Cow;
use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

use super::givens::Givens;
use super::replay::{Replayed, Replayer, StepDocOf, no_allowed_in};
use super::trace_json::{COORDINATES, OutcomeDoc};
use crate::error::{Error, ErrorKind};
use crate::io::PuzzleIo;

/// Replays the trace `text` of puzzle `P` as it is read. A refusal of
/// replay's comes back as it is; a reading error as serde's, with
/// `at_step` the main-line step being read when it failed (0 before).
pub fn replay_as_read<P: PuzzleIo + Givens>(
    text: &str,
    index: usize,
    at_step: &Cell<usize>,
) -> Result<Replayed, Failure> {
    let mut refusal = None;
    let mut reader = serde_json::Deserializer::from_str(text);
    // The depth of a trace is checked before it is read (`json::depth`).
    reader.disable_recursion_limit();
    let seed = TraceSeed::<P> {
        index,
        at_step,
        refusal: &mut refusal,
        puzzle: PhantomData,
    };
    let read = seed.deserialize(&mut reader).and_then(|r| {
        reader.end()?;
        Ok(r)
    });
    match (read, refusal) {
        (_, Some(error)) => Err(Failure::Refused(error)),
        (Ok(replayed), None) => Ok(replayed),
        (Err(error), None) => Err(Failure::Unreadable(error)),
    }
}

/// Why a trace did not replay.
pub enum Failure {
    /// Replay refused it, or its givens could not be read.
    Refused(Error),
    /// It is not a trace of this version.
    Unreadable(serde_json::Error),
}

/// Reading one trace document, replaying as it goes.
struct TraceSeed<'r, P> {
    index: usize,
    at_step: &'r Cell<usize>,
    /// Where replay's own error goes: serde's error then only stops the
    /// reading.
    refusal: &'r mut Option<Error>,
    puzzle: PhantomData<P>,
}

/// The mark of a reading stopped by a refusal (never shown).
const STOPPED: &str = "replay refused the trace";

impl<'r, P: PuzzleIo + Givens> TraceSeed<'r, P> {
    fn stop<E: de::Error>(&mut self, error: Error) -> E {
        *self.refusal = Some(error);
        E::custom(STOPPED)
    }
}

impl<'de, P: PuzzleIo + Givens> DeserializeSeed<'de> for TraceSeed<'_, P> {
    type Value = Replayed;

    fn deserialize<D: de::Deserializer<'de>>(self, reader: D) -> Result<Replayed, D::Error> {
        reader.deserialize_map(self)
    }
}

impl<'de, P: PuzzleIo + Givens> Visitor<'de> for TraceSeed<'_, P> {
    type Value = Replayed;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a deduce trace")
    }

    fn visit_map<M: MapAccess<'de>>(mut self, mut map: M) -> Result<Replayed, M::Error> {
        let mut version: Option<u64> = None;
        let mut puzzle: Option<P::GivensJson> = None;
        let mut replayer: Option<Replayer<P>> = None;
        let mut kept: Option<Vec<StepDocOf<'de, P>>> = None;
        let mut outcome: Option<OutcomeDoc<'de>> = None;
        let mut state: Option<Vec<Cow<'de, str>>> = None;
        let mut allowed: Option<Vec<Cow<'de, str>>> = None;
        while let Some(key) = map.next_key::<Cow<'de, str>>()? {
            match key.as_ref() {
                "version" => version = Some(map.next_value()?),
                "puzzle" => puzzle = Some(map.next_value()?),
                "steps" if replayer.is_some() || kept.is_some() => {
                    return Err(de::Error::duplicate_field("steps"));
                }
                "steps" => match (&puzzle, version) {
                    (Some(givens), Some(version)) => {
                        let mut replay =
                            Replayer::new(givens, version).map_err(|e| self.stop(e))?;
                        let steps = StepsSeed {
                            into: Steps::Replay(&mut replay),
                            at_step: self.at_step,
                            refusal: &mut *self.refusal,
                        };
                        map.next_value_seed(steps)?;
                        replayer = Some(replay);
                    }
                    _ => {
                        let mut steps = Vec::new();
                        let seed = StepsSeed {
                            into: Steps::<P>::Keep(&mut steps),
                            at_step: self.at_step,
                            refusal: &mut *self.refusal,
                        };
                        map.next_value_seed(seed)?;
                        kept = Some(steps);
                    }
                },
                "coordinates" => {
                    let coordinates: Cow<'de, str> = map.next_value()?;
                    if coordinates != COORDINATES {
                        let why = format!(
                            "its \"coordinates\" are \"{coordinates}\": a trace counts rows and columns from 0 (\"{COORDINATES}\")"
                        );
                        return Err(self.stop(Error::new(ErrorKind::BadInput, why)));
                    }
                }
                "outcome" => outcome = Some(map.next_value()?),
                "state" => state = map.next_value()?,
                "allowed" => {
                    allowed = map.next_value()?;
                    // Refused before the steps, in the order the writer
                    // keeps; `finish` refuses it in any order.
                    if let Some(old) = version.filter(|&v| v < 3 && allowed.is_some()) {
                        return Err(self.stop(no_allowed_in(old)));
                    }
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let outcome = outcome.ok_or_else(|| de::Error::missing_field("outcome"))?;
        let replayer = match (replayer, kept) {
            (Some(replayer), _) => replayer,
            (None, Some(steps)) => {
                let givens = puzzle.ok_or_else(|| de::Error::missing_field("puzzle"))?;
                let version = version.ok_or_else(|| de::Error::missing_field("version"))?;
                let mut replay = Replayer::new(&givens, version).map_err(|e| self.stop(e))?;
                for step in &steps {
                    replay.step(step).map_err(|e| self.stop(e))?;
                }
                replay
            }
            (None, None) => return Err(de::Error::missing_field("steps")),
        };
        replayer
            .finish(&outcome, state.as_deref(), allowed.as_deref(), self.index)
            .map_err(|e| self.stop(e))
    }
}

/// Reading the main line's steps, counting them for a message, and
/// replaying each as it is read or keeping it.
struct StepsSeed<'r, 'de, P: PuzzleIo + Givens> {
    into: Steps<'r, 'de, P>,
    at_step: &'r Cell<usize>,
    refusal: &'r mut Option<Error>,
}

/// Where the steps read go.
enum Steps<'r, 'de, P: PuzzleIo + Givens> {
    Replay(&'r mut Replayer<P>),
    /// Read before the givens: kept until they are.
    Keep(&'r mut Vec<StepDocOf<'de, P>>),
}

impl<'de, P: PuzzleIo + Givens> DeserializeSeed<'de> for StepsSeed<'_, 'de, P> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, reader: D) -> Result<(), D::Error> {
        reader.deserialize_seq(self)
    }
}

impl<'de, P: PuzzleIo + Givens> Visitor<'de> for StepsSeed<'_, 'de, P> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of steps")
    }

    fn visit_seq<S: SeqAccess<'de>>(mut self, mut steps: S) -> Result<(), S::Error> {
        loop {
            self.at_step.set(self.at_step.get() + 1);
            let Some(step) = steps.next_element::<StepDocOf<'de, P>>()? else {
                self.at_step.set(0);
                return Ok(());
            };
            match &mut self.into {
                Steps::Keep(kept) => kept.push(step),
                Steps::Replay(replayer) => {
                    if let Err(error) = replayer.step(&step) {
                        *self.refusal = Some(error);
                        return Err(de::Error::custom(STOPPED));
                    }
                }
            }
        }
    }
}

/// How deeply a trace may nest lists and objects: two levels per refuted
/// guess inside another (`engine::trace::MAX_NESTING`), and room for the rest.
/// Reading nests a call per level, so deeper text is refused unread.
pub const MAX_DEPTH: usize = 2 * crate::engine::trace::MAX_NESTING + 64;

/// The byte offset where `text` first nests lists and objects deeper than
/// `max`, if it does (strings skipped).
pub fn too_deep_at(text: &str, max: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (offset, &byte) in bytes.iter().enumerate() {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > max {
                    return Some(offset);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::too_deep_at;

    #[test]
    fn depth_counts_lists_and_objects_outside_strings() {
        assert_eq!(too_deep_at(r#"{"a": [1, {"b": "[[[["}]}"#, 3), None);
        assert_eq!(too_deep_at(r#"{"a": [1, {"b": "\"[[[["}]}"#, 3), None);
        assert_eq!(too_deep_at(r#"[[[[1]]]]"#, 3), Some(3));
    }
}
