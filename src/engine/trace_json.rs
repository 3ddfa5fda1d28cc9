//! The JSON form of a trace, for tools: one set of types that `--json`
//! serializes (`json.rs` lays them out) and `deduce replay` deserializes
//! (`replay.rs` then checks them). Version 3, documented field by field
//! below; the fields are declared in the order they are written, so the
//! output is deterministic. Places (`A`) and effects (`E`) are the
//! puzzle's own JSON forms (`Puzzle::PlaceJson`, `Puzzle::EffectJson`).
//! Fields a reader does not know are ignored. Older versions are still
//! read:
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

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::puzzle::Puzzle;
use super::whole_grid::AnchorJson;

/// `"format"`: what every trace says it is.
pub const FORMAT: &str = "deduce-trace";
/// `"version"`: the layout documented here.
pub const VERSION: u64 = 3;
/// The versions a reader reads: 1 lacks premises and reasons, so replay
/// cannot check that premises suffice; 1 and 2 lack `allowed`, so replay
/// judges a "stuck" claim by every named rule.
pub const READS_VERSIONS: [u64; 3] = [1, 2, 3];
/// How deeply refuted guesses may nest in a recorded trace, a bound of the
/// trace's form that the solver keeps and the reader counts on. Reaching it
/// takes a search that keeps failing deeper and deeper, which no puzzle
/// of a person's has needed; past it the solve gives up with a message
/// rather than write a trace too deep to read back (`replay_stream::MAX_DEPTH`
/// allows for it). Judge output records nothing and has no such bound.
pub const MAX_NESTING: usize = 1000;
/// `"coordinates"`: rows and columns in places and effects count from 0.
pub const COORDINATES: &str = "0-based";

/// One solve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TraceDoc<'a, S> {
    /// Always [`FORMAT`].
    #[serde(borrow)]
    pub format: Cow<'a, str>,
    /// [`VERSION`] when written; a reader reads [`READS_VERSIONS`].
    pub version: u64,
    /// Always [`COORDINATES`]; optional when read.
    #[serde(borrow)]
    pub coordinates: Option<Cow<'a, str>>,
    /// The givens, enough to solve again, in the puzzle's own form
    /// (`PuzzleIo::givens_json`), with `"kind"` added: the puzzle's name
    /// (`slink`). Its keys are sorted.
    pub puzzle: Value,
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
pub type TraceDocOf<'a, P> =
    TraceDoc<'a, Vec<StepDoc<'a, <P as Puzzle>::PlaceJson, <P as Puzzle>::EffectJson>>>;

/// One step. Which fields it has depends on `rule`:
///
/// - a named rule: `rule`, `at`, `effects`. No effects means the rule sees
///   a contradiction there; such a step is the last of its list, and the
///   reason is the enclosing step's `contradiction`.
/// - `"hypothesis"`: `rule`, `assume`, `steps` (rule steps only, ending
///   in a contradiction), `contradiction`, `contradiction_premises`,
///   `effects` (the opposite of `assume`).
/// - `"guess"`: `rule`, `assume`, `branch`, `effects`. Refuted
///   (`"branch": "contradiction"`): with `steps`, `contradiction` and
///   `contradiction_premises` as a hypothesis has them, but its steps may
///   guess again; its effect is the opposite of `assume`. Solved
///   (`"branch": "solved"`, only on the main line): its effect is
///   `assume`, and the steps after it are the branch's, to the end.
/// - `"forcing"`: `rule`, `cases` (two: a decision and its opposite),
///   `effects` (what both cases decide).
///
/// Every step then has `premises` and `reason` (version 2).
///
/// One struct rather than an enum, because a rule step's tag is any rule
/// id and the reader judges a step by its rule, as the checks it needs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepDoc<'a, A, E, Es = Vec<E>> {
    /// The id of the rule, or `"hypothesis"`, `"guess"`, `"forcing"`.
    #[serde(borrow)]
    pub rule: Cow<'a, str>,
    /// Forcing: the two cases.
    #[serde(borrow, skip_serializing_if = "Option::is_none")]
    pub cases: Option<Vec<CaseDoc<'a, A, E, Es>>>,
    /// Named rule: the place it looks at, `"grid"` for the whole grid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<AnchorJson<A>>,
    /// Hypothesis, guess: the assumed effect.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assume: Option<E>,
    /// Guess: how its branch ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub branch: Option<BranchDoc>,
    /// Hypothesis, refuted guess: the steps taken from the assumption.
    /// (Version 2 gave a guess that solved the puzzle the rest of the
    /// solve here; version 3 writes none.)
    #[serde(borrow, skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<StepDoc<'a, A, E, Es>>>,
    /// Hypothesis, refuted guess: the broken constraint, for a person.
    #[serde(borrow, skip_serializing_if = "Option::is_none")]
    pub contradiction: Option<Cow<'a, str>>,
    /// Hypothesis, refuted guess: what the contradiction read (marks of
    /// before the step, the assumption, or marks its sub-steps found).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contradiction_premises: Option<PremisesDoc<A, Es>>,
    /// What the step decides, in order: a list of `E`s.
    pub effects: Es,
    /// What the step read. A named rule: the givens and decided marks
    /// its pattern needs; replay runs the rule on the givens and these
    /// marks alone, and it must still reach every effect. An engine step:
    /// the marks of before it that its sub-steps and its contradiction
    /// read (a guess whose branch solved the puzzle is not checked so).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub premises: Option<PremisesDoc<A, Es>>,
    /// Why the step holds, in words, for a person.
    #[serde(borrow, skip_serializing_if = "Option::is_none")]
    pub reason: Option<Cow<'a, str>>,
}

/// What a step read: `{"givens": [places], "marks": [effects]}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PremisesDoc<A, Es> {
    /// The places of the givens (clues) it read.
    pub givens: Vec<A>,
    /// The decided marks it read, each an effect that held before it.
    pub marks: Es,
}

/// One side of a forcing step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
