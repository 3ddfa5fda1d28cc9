//! Writes the JSON trace of a solve (`--json`): the trace made into the
//! documents of `trace_json.rs`, serialized by serde_json in the layout
//! of `json_layout.rs`.

use std::borrow::Cow;

use serde::{Serialize, Serializer};

use super::givens::Givens;
use super::json_layout::write_layout;
use super::trace_json::{
    COORDINATES, CaseDoc, FORMAT, GivensDoc, GradeDoc, OutcomeDoc, PremisesDoc, RefutationDoc,
    StepDoc, StepKindDoc, TraceDoc, VERSION,
};
use crate::engine::derived::Premises;
use crate::engine::puzzle::Puzzle;
use crate::engine::rating::{Rating, level_of};
use crate::engine::trace::{Grade, Outcome, Step, StepKind, Trace};
use crate::engine::whole_grid::anchor_json;
use crate::io::PuzzleIo;

/// Writes the JSON trace of one solve. `start` is the puzzle as given;
/// `end` the state the solve reached.
pub fn write_trace<P: PuzzleIo + Givens>(
    start: &P,
    trace: &Trace<P::Effect>,
    end: &P,
    out: &mut String,
) {
    let state = end.progress_text();
    // Steps are about a hundred bytes each: room for them saves regrowing.
    out.reserve(256 + 128 * trace.steps.len());
    write_doc(&trace_doc(start, trace, &state), out);
}

/// Writes a trace document in the version-1 layout.
pub fn write_doc<G: Serialize, S: Serialize>(doc: &TraceDoc<'_, G, S>, out: &mut String) {
    write_layout(doc, out).expect("a trace document serializes: its maps have string keys");
}

/// The document of one solve; `state` is the final grid's progress text.
/// Its steps and their effects are made as they are written.
pub fn trace_doc<'a, P: PuzzleIo + Givens>(
    start: &'a P,
    trace: &'a Trace<P::Effect>,
    state: &'a str,
) -> TraceDoc<'a, P::GivensJson, StepList<'a, P>> {
    TraceDoc {
        format: Cow::Borrowed(FORMAT),
        version: VERSION,
        coordinates: Some(Cow::Borrowed(COORDINATES)),
        puzzle: GivensDoc {
            kind: Cow::Borrowed(P::KIND),
            givens: start.givens_json(),
        },
        allowed: Some(trace.allowed.iter().map(|&id| Cow::Borrowed(id)).collect()),
        steps: StepList {
            p: start,
            steps: &trace.steps,
        },
        outcome: outcome_doc::<P>(trace),
        state: Some(state.lines().map(Cow::Borrowed).collect()),
    }
}

/// A trace's steps, written as `StepDoc`s made one at a time: a trace
/// has hundreds of thousands, and a list of their documents cost as much
/// to build and drop as to write.
pub struct StepList<'a, P: Puzzle> {
    p: &'a P,
    steps: &'a [Step<P::Effect>],
}

impl<P: Puzzle> Serialize for StepList<'_, P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let docs = self
            .steps
            .iter()
            .map(|step| step_doc::<P, EffectList<P>>(self.p, step));
        serializer.collect_seq(docs)
    }
}

/// A step's effects, written as the puzzle's `EffectJson`s made one at
/// a time, rather than a `Vec` of them per step.
pub struct EffectList<'a, P: Puzzle> {
    p: &'a P,
    effects: &'a [P::Effect],
}

impl<P: Puzzle> Serialize for EffectList<'_, P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.effects.iter().map(|&e| self.p.effect_json(e)))
    }
}

fn outcome_doc<P: Puzzle>(trace: &Trace<P::Effect>) -> OutcomeDoc<'_> {
    let detail = match &trace.outcome {
        Outcome::NoSolution(why) | Outcome::GaveUp(why) => Some(Cow::Borrowed(why.as_str())),
        Outcome::Solved | Outcome::Stuck => None,
    };
    OutcomeDoc {
        detail,
        grade: Some(grade_doc::<P>(&Grade::of(&trace.steps))),
        result: Cow::Borrowed(trace.outcome.name()),
    }
}

/// The `"grade"` a trace states for steps graded `grade`: what the
/// writer writes and replay compares.
pub fn grade_doc<P: Puzzle>(grade: &Grade) -> GradeDoc<'static> {
    let rules = grade
        .per_rule
        .iter()
        .map(|(&id, &n)| (Cow::Borrowed(id), n))
        .collect();
    GradeDoc {
        level: grade.rating.map(|r| Cow::Borrowed(level_of(P::LEVELS, r))),
        rating: grade.rating.map(Rating::value),
        rules,
        steps: grade.steps,
        tier: grade.hardest.map(|t| t.number()),
        tier_name: grade.hardest.map(|t| Cow::Borrowed(t.name())),
    }
}

/// A list of effects as a step's document holds it, made from the
/// trace's effects: lent and made as written (`EffectList`), or owned
/// (`Vec`) for a reader that walks the documents.
pub trait EffectsDoc<'a, P: Puzzle> {
    fn of(p: &'a P, effects: &'a [P::Effect]) -> Self;
}

impl<'a, P: Puzzle> EffectsDoc<'a, P> for EffectList<'a, P> {
    fn of(p: &'a P, effects: &'a [P::Effect]) -> Self {
        EffectList { p, effects }
    }
}

impl<'a, P: Puzzle> EffectsDoc<'a, P> for Vec<P::EffectJson> {
    fn of(p: &'a P, effects: &'a [P::Effect]) -> Self {
        effects.iter().map(|&e| p.effect_json(e)).collect()
    }
}

/// The documents of `steps`, as a reader of the trace holds them: what
/// `deduce replay` decodes, and what the step-through page walks.
pub fn step_docs<'a, P: Puzzle>(
    p: &'a P,
    steps: &'a [Step<P::Effect>],
) -> Vec<StepDoc<'a, P::PlaceJson, P::EffectJson>> {
    steps.iter().map(|step| step_doc(p, step)).collect()
}

/// What a step read.
fn premises_doc<'a, P: Puzzle, Es: EffectsDoc<'a, P>>(
    p: &'a P,
    premises: &'a Premises<P::Effect>,
) -> PremisesDoc<P::PlaceJson, Es> {
    PremisesDoc {
        givens: premises.givens.iter().map(|&g| p.anchor_json(g)).collect(),
        marks: Es::of(p, &premises.marks),
        path: premises.path.iter().map(|&g| p.anchor_json(g)).collect(),
        ways: premises.ways.iter().map(|way| Es::of(p, way)).collect(),
    }
}

fn step_doc<'a, P: Puzzle, Es: EffectsDoc<'a, P>>(
    p: &'a P,
    step: &'a Step<P::Effect>,
) -> StepDoc<'a, P::PlaceJson, P::EffectJson, Es> {
    let sub_steps = |steps: &'a [Step<P::Effect>]| steps.iter().map(|s| step_doc(p, s)).collect();
    let refutation = |assume: &P::Effect, steps, why: &'a str, broken_by| RefutationDoc {
        assume: p.effect_json(*assume),
        steps: sub_steps(steps),
        contradiction: Cow::Borrowed(why),
        contradiction_premises: Some(premises_doc(p, broken_by)),
    };
    let kind = match &step.kind {
        StepKind::Rule { rule, at } => StepKindDoc::Rule {
            rule: Cow::Borrowed(rule.id),
            at: anchor_json(p, *at),
        },
        StepKind::Hypothesis {
            assume,
            steps,
            contradiction,
            broken_by,
        } => StepKindDoc::Hypothesis(refutation(assume, steps, contradiction, broken_by)),
        StepKind::Guess {
            assume,
            steps,
            contradiction: Some(why),
            broken_by,
        } => StepKindDoc::RefutedGuess(refutation(assume, steps, why, broken_by)),
        // A guess that solved the puzzle has no steps of its own: the
        // steps after it are its branch's.
        StepKind::Guess {
            assume,
            contradiction: None,
            ..
        } => StepKindDoc::SolvedGuess {
            assume: p.effect_json(*assume),
            steps: Vec::new(),
        },
        StepKind::Forcing { cases } => StepKindDoc::Forcing {
            cases: cases.each_ref().map(|case| CaseDoc {
                assume: p.effect_json(case.assume),
                steps: sub_steps(&case.steps),
            }),
        },
    };
    StepDoc {
        kind,
        effects: Es::of(p, &step.effects),
        premises: Some(premises_doc(p, &step.premises)),
        reason: Some(Cow::Borrowed(&step.reason)),
    }
}
