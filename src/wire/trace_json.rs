//! The JSON form of a trace, for tools: one set of types that `--json`
//! serializes (`json.rs` lays them out) and `deduce replay` deserializes
//! (`replay.rs` then checks them). Version 3, documented field by field
//! below; the fields are declared in the order they are written, so the
//! output is deterministic. The givens (`G`), places (`A`) and effects
//! (`E`) are the puzzle's own JSON forms (`PuzzleIo::GivensJson`,
//! `Puzzle::PlaceJson`, `Puzzle::EffectJson`).
//! Fields a reader does not know are ignored; those it knows must make
//! one kind of step (`StepDoc`). Older versions are still read:
//!
//! - version 2 had no `allowed`, and a guess whose branch solved the
//!   puzzle held the rest of the solve as its `steps` (nested once per
//!   guess); version 3 writes that guess as one step, the rest following;
//! - version 1 had, besides, no `premises`, `reason` or
//!   `contradiction_premises`.
//!
//! Strings are `Cow`s so that the writer lends them from the trace and a
//! reader may borrow them from a parsed document: a trace has thousands.
//! For the same reason the lists of effects (`Es`) and the trace's steps
//! (`S`) are type parameters: a reader gets `Vec`s (the defaults), while
//! the writer passes lists that make each effect and step as it is
//! written (`json.rs`), so a trace is never copied whole into documents.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize, Serializer, ser};
use serde_json::Value;

use super::givens::Givens;
use crate::engine::engine_steps::{FORCING, GUESS, HYPOTHESIS, NESTED_HYPOTHESIS};
use crate::engine::puzzle::Puzzle;
use crate::engine::whole_grid::AnchorJson;

/// `"format"`: what every trace says it is.
pub const FORMAT: &str = "deduce-trace";
/// `"version"`: the layout documented here.
pub const VERSION: u64 = 3;
/// The versions a reader reads: 1 lacks premises and reasons, so replay
/// cannot check that premises suffice; 1 and 2 lack `allowed`, so replay
/// judges a "stuck" claim by every named rule.
pub const READS_VERSIONS: [u64; 3] = [1, 2, 3];
/// `"coordinates"`: rows and columns in places and effects count from 0.
pub const COORDINATES: &str = "0-based";

/// One solve, of a puzzle whose givens are `G` (`PuzzleIo::GivensJson`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TraceDoc<'a, G, S> {
    /// Always [`FORMAT`].
    #[serde(borrow)]
    pub format: Cow<'a, str>,
    /// [`VERSION`] when written; a reader reads [`READS_VERSIONS`].
    pub version: u64,
    /// Always [`COORDINATES`]; optional when read.
    #[serde(borrow)]
    pub coordinates: Option<Cow<'a, str>>,
    /// The givens, enough to solve again, and the puzzle's name.
    #[serde(borrow)]
    pub puzzle: GivensDoc<'a, G>,
    /// What the solve was allowed to use: rule ids in catalog order, then
    /// `"hypothesis"`, `"forcing"`, `"guess"` where allowed (as `--rules`
    /// names them). Replay accepts "stuck" only if none of them applies
    /// to the final grid.
    #[serde(borrow, skip_serializing_if = "Option::is_none")]
    pub allowed: Option<Vec<Cow<'a, str>>>,
    /// The steps of the solve, in order: a list of `StepDoc`s.
    pub steps: S,
    #[serde(borrow)]
    pub outcome: OutcomeDoc<'a>,
    /// The final grid in the puzzle's progress format, one string per
    /// row. Optional when read; when present, replay must reach it.
    #[serde(borrow)]
    pub state: Option<Vec<Cow<'a, str>>>,
}

/// A trace of puzzle `P`.
pub type TraceDocOf<'a, P> = TraceDoc<
    'a,
    <P as Givens>::GivensJson,
    Vec<StepDoc<'a, <P as Puzzle>::PlaceJson, <P as Puzzle>::EffectJson>>,
>;

/// `"puzzle"`: the givens in the puzzle's own form (`G`), with `"kind"`
/// added: the puzzle's name (`slink`). Its keys are in sorted order, as
/// version 1 writes them, `"kind"` among the givens' own.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct GivensDoc<'a, G> {
    #[serde(borrow)]
    pub kind: Cow<'a, str>,
    #[serde(flatten)]
    pub givens: G,
}

impl<G: Serialize> Serialize for GivensDoc<'_, G> {
    fn serialize<S: Serializer>(&self, writer: S) -> Result<S::Ok, S::Error> {
        // The givens' keys and the kind, sorted together: a `Map` keeps
        // its keys in order (serde_json without `preserve_order`).
        let mut keys = match serde_json::to_value(&self.givens).map_err(ser::Error::custom)? {
            Value::Object(keys) => keys,
            _ => return Err(ser::Error::custom("a puzzle's givens are an object")),
        };
        keys.insert("kind".into(), Value::from(self.kind.as_ref()));
        keys.serialize(writer)
    }
}

/// One step: its kind, with the fields of that kind, then what every
/// step has. On the wire it is one object, keys in this order: `rule`,
/// `cases`, `at`, `assume`, `branch`, `steps`, `contradiction`,
/// `contradiction_premises`, `effects`, `premises`, `reason`; `"rule"`
/// says the kind, and any id that is not an engine step's is a named
/// rule's (`trace_step_wire.rs` reads and writes it so). A step whose
/// fields do not make one kind is not read.
#[derive(Clone, Debug, PartialEq)]
pub struct StepDoc<'a, A, E, Es = Vec<E>> {
    pub kind: StepKindDoc<'a, A, E, Es>,
    /// What the step decides, in order: a list of `E`s.
    pub effects: Es,
    /// What the step read (version 2 on). A named rule: the givens and
    /// decided marks its pattern needs; replay runs the rule on the
    /// givens and these marks alone, and it must still reach every
    /// effect. An engine step: the marks of before it that its sub-steps
    /// and its contradiction read (a guess whose branch solved the puzzle
    /// is not checked so).
    pub premises: Option<PremisesDoc<A, Es>>,
    /// Why the step holds, in words, for a person (version 2 on).
    pub reason: Option<Cow<'a, str>>,
}

/// What kind of step, and the fields only that kind has.
#[derive(Clone, Debug, PartialEq)]
pub enum StepKindDoc<'a, A, E, Es = Vec<E>> {
    /// A named rule (`"rule"`: its id) and the place it looks at (`"at"`,
    /// `"grid"` for the whole grid). No effects means the rule sees a
    /// contradiction there; such a step is the last of its list, and the
    /// reason is the enclosing step's `contradiction`.
    Rule {
        rule: Cow<'a, str>,
        at: AnchorJson<A>,
    },
    /// `"hypothesis"`: its sub-steps are rule steps only; its effect is
    /// the opposite of the assumption.
    Hypothesis(RefutationDoc<'a, A, E, Es>),
    /// `"guess"`, `"branch": "contradiction"`: as a hypothesis, but its
    /// sub-steps may guess again.
    RefutedGuess(RefutationDoc<'a, A, E, Es>),
    /// `"guess"`, `"branch": "solved"`, only on the main line: its effect
    /// is `assume`, and the steps after it are the branch's, to the end.
    /// Version 2 held those steps here, as `steps`; version 3 writes none.
    SolvedGuess {
        assume: E,
        steps: Vec<StepDoc<'a, A, E, Es>>,
    },
    /// `"forcing"`: a decision and its opposite (`cases`); its effects
    /// are what both cases decide.
    Forcing { cases: [CaseDoc<'a, A, E, Es>; 2] },
}

/// An assumption that the steps taken from it refute (a hypothesis, a
/// refuted guess).
#[derive(Clone, Debug, PartialEq)]
pub struct RefutationDoc<'a, A, E, Es = Vec<E>> {
    /// The assumed effect.
    pub assume: E,
    /// The steps taken from the assumption, ending in a contradiction.
    pub steps: Vec<StepDoc<'a, A, E, Es>>,
    /// The broken constraint, for a person.
    pub contradiction: Cow<'a, str>,
    /// What the contradiction read (marks of before the step, the
    /// assumption, or marks its sub-steps found); version 2 on.
    pub contradiction_premises: Option<PremisesDoc<A, Es>>,
}

impl<'a, A, E, Es> StepDoc<'a, A, E, Es> {
    /// The step's `"rule"`: a rule's id, or `"hypothesis"` (or
    /// `"nested-hypothesis"`, when assumptions are among its steps),
    /// `"guess"`, `"forcing"`.
    pub fn rule(&self) -> &str {
        match &self.kind {
            StepKindDoc::Rule { rule, .. } => rule,
            StepKindDoc::Hypothesis(r) if r.steps.iter().any(StepDoc::is_assumption) => {
                NESTED_HYPOTHESIS.id
            }
            StepKindDoc::Hypothesis(_) => HYPOTHESIS.id,
            StepKindDoc::RefutedGuess(_) | StepKindDoc::SolvedGuess { .. } => GUESS.id,
            StepKindDoc::Forcing { .. } => FORCING.id,
        }
    }

    /// A step of the engine's own, which assumes something (not a named
    /// rule).
    pub fn is_assumption(&self) -> bool {
        !matches!(self.kind, StepKindDoc::Rule { .. })
    }

    /// The steps directly inside it, with the case each is in (1 or 2 for
    /// forcing, 0 otherwise).
    pub fn sub_steps(&self) -> impl Iterator<Item = (usize, &StepDoc<'a, A, E, Es>)> {
        let (steps, cases): (&[_], &[_]) = match &self.kind {
            StepKindDoc::Rule { .. } => (&[], &[]),
            StepKindDoc::Hypothesis(r) | StepKindDoc::RefutedGuess(r) => (&r.steps, &[]),
            StepKindDoc::SolvedGuess { steps, .. } => (steps, &[]),
            StepKindDoc::Forcing { cases } => (&[], cases),
        };
        let in_cases = cases
            .iter()
            .enumerate()
            .flat_map(|(n, case)| case.steps.iter().map(move |s| (n + 1, s)));
        steps.iter().map(|s| (0, s)).chain(in_cases)
    }
}

/// What a step read: `{"givens": [places], "marks": [effects]}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PremisesDoc<A, Es> {
    /// The places of the givens (clues) it read.
    pub givens: Vec<A>,
    /// The decided marks it read, each an effect that held before it.
    pub marks: Es,
    /// The places a chain of reasoning passes through, in order, for a
    /// person to follow it: nothing read there beyond the givens and
    /// marks. Left out when empty (most steps).
    #[serde(default = "Vec::new", skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<A>,
    /// For a rule that tries every case (the ways to finish an island or
    /// a clue's window), the cases it found possible when there are few
    /// (up to 6), each a list of the effects it would make: what was
    /// tried, for a person to see one after another. Nothing is read from
    /// them. Left out when empty (most steps).
    #[serde(default = "Vec::new", skip_serializing_if = "Vec::is_empty")]
    pub ways: Vec<Es>,
}

/// One side of a forcing step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(
    serialize = "E: Serialize, StepDoc<'a, A, E, Es>: Serialize",
    deserialize = "E: Deserialize<'de>, StepDoc<'a, A, E, Es>: Deserialize<'de>"
))]
pub struct CaseDoc<'a, A, E, Es = Vec<E>> {
    /// The assumed effect.
    pub assume: E,
    /// The rule steps taken from it.
    #[serde(borrow)]
    pub steps: Vec<StepDoc<'a, A, E, Es>>,
}

/// How a guess's branch ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BranchDoc {
    /// The branch solved the puzzle; the steps after the guess are its.
    Solved,
    /// The branch broke a constraint; the guess concludes the opposite.
    Contradiction,
}

/// How the solve ended. Keys in sorted order, as version 1 writes them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OutcomeDoc<'a> {
    /// No solution: why (the broken constraint, for a person); gave up:
    /// why.
    #[serde(borrow, skip_serializing_if = "Option::is_none")]
    pub detail: Option<Cow<'a, str>>,
    /// How hard the solve was; not read back (replay grades nothing).
    #[serde(borrow)]
    pub grade: Option<GradeDoc<'a>>,
    /// `"solved"`, `"stuck"`, `"no-solution"` or `"gave-up"` (a recorded
    /// search that nested too deeply to write down; `detail` says so).
    #[serde(borrow)]
    pub result: Cow<'a, str>,
}

/// The grade of a solve (`trace::Grade`). Keys in sorted order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GradeDoc<'a> {
    /// The name of the rating's band for the puzzle (`"easy"`), `null`
    /// with no steps. Absent before version 3 had it.
    #[serde(borrow, default)]
    pub level: Option<Cow<'a, str>>,
    /// The puzzle's rating (`1.4`): the hardest step's, `null` with no
    /// steps (`rating.rs`). Absent before version 3 had it.
    #[serde(default)]
    pub rating: Option<f64>,
    /// Steps per rule id, counted as `Grade` counts them.
    #[serde(borrow)]
    pub rules: BTreeMap<Cow<'a, str>, usize>,
    /// How many steps.
    pub steps: usize,
    /// The hardest tier's number (`2`), `null` with no steps.
    pub tier: Option<u8>,
    /// The hardest tier's name (`"intermediate"`), `null` with no steps.
    #[serde(borrow)]
    pub tier_name: Option<Cow<'a, str>>,
}

/// What a reader needs of a trace before it knows the puzzle, and so the
/// types of its places and effects: the fields that say which trace it is.
/// Its strings are borrowed from the trace's text.
#[derive(Debug, Deserialize)]
pub struct TraceHead<'a> {
    pub format: Option<&'a str>,
    pub version: Option<u64>,
    #[serde(borrow)]
    pub puzzle: Option<KindDoc<'a>>,
}

/// `"kind"` of the trace's `"puzzle"`.
#[derive(Debug, Deserialize)]
pub struct KindDoc<'a> {
    pub kind: Option<&'a str>,
}
