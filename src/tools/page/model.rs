//! What the step-through page knows of one solve: the grid's items as
//! the puzzle starts, and per step its words, the items it read and
//! decided, and how the items' states change (a diff, so that nothing is
//! repeated per step). Hypotheses, forcing and guesses carry their cases,
//! each with its assumption and sub-steps, drawn on the assumed grid; a
//! rule's step that names the few ways it tried carries them as cases
//! with no sub-steps.

use serde::Serialize;

use crate::engine::Premises;
use crate::engine::puzzle::{Anchor, Puzzle};
use crate::engine::trace::Trace;
use crate::engine::whole_grid::anchor_from_json;
use crate::engine::words::{anchor_text, effect_text};
use crate::io::PuzzleIo;
use crate::io::drawing::Drawing;
use crate::wire::json::step_docs;
use crate::wire::trace_json::{PremisesDoc, StepDoc, StepKindDoc};

#[derive(Serialize)]
pub struct SolveDoc {
    /// One state per item as the puzzle starts.
    pub start: Vec<u8>,
    pub steps: Vec<PageStep>,
}

#[derive(Serialize)]
pub struct PageStep {
    /// The step's number as the text names it (`12`, `12.3`, `12.1.3`).
    pub n: String,
    pub rule: String,
    /// Its place, in words (`r3c4`).
    pub at: String,
    /// Its reason.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub why: String,
    /// Its effects, in words.
    pub fx: Vec<String>,
    /// The items it read, and those it decided.
    pub rd: Vec<usize>,
    pub dc: Vec<usize>,
    /// How the items change: item, state, item, state...
    pub d: Vec<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sub: Option<PageSub>,
}

/// The inside of a hypothesis, forcing step or guess.
#[derive(Serialize)]
pub struct PageSub {
    pub kind: String,
    pub cases: Vec<PageCase>,
    /// How it ends: the contradiction reached, `solved`, or for forcing
    /// what both cases agree on.
    pub end: String,
    /// What the contradiction read.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub br: Vec<usize>,
}

#[derive(Serialize)]
pub struct PageCase {
    /// The assumption, in words, and its items.
    pub assume: String,
    pub ai: Vec<usize>,
    /// How the items change when it is assumed.
    pub a: Vec<u32>,
    pub steps: Vec<PageStep>,
}

/// The page's account of `trace`, solved from `start`: a walk over the
/// trace's documents as `deduce replay` reads them (`wire::trace_json`).
pub fn solve_doc<P: PuzzleIo>(start: &P, trace: &Trace<P::Effect>) -> SolveDoc {
    let mut states = Vec::new();
    start.item_states(&mut states);
    let mut walk = Walk {
        puzzle: start,
        scratch: Vec::new(),
    };
    let mut state = start.clone();
    let mut shown = states.clone();
    let steps = walk.steps(&step_docs(start, &trace.steps), "", &mut state, &mut shown);
    SolveDoc {
        start: states,
        steps,
    }
}

/// The drawing's items that `premises` name.
pub fn premise_items<P: PuzzleIo>(puzzle: &P, premises: &Premises<P::Effect>) -> Vec<usize> {
    items_read(puzzle, &premises.givens, &premises.marks, &premises.path)
}

/// The drawing's items of the givens at `givens`, of `marks` and of the
/// places of a chain's `path`.
fn items_read<P: PuzzleIo>(
    puzzle: &P,
    givens: &[Anchor],
    marks: &[P::Effect],
    path: &[Anchor],
) -> Vec<usize> {
    let mut items = Vec::new();
    for &at in givens {
        puzzle.given_items(at, &mut items);
    }
    for &at in path {
        puzzle.place_items(at, &mut items);
    }
    for &mark in marks {
        puzzle.effect_items(mark, &mut items);
    }
    items.sort_unstable();
    items.dedup();
    items
}

/// The drawing's items that `effects` are about.
pub fn effect_item_list<P: PuzzleIo>(puzzle: &P, effects: &[P::Effect]) -> Vec<usize> {
    items_read(puzzle, &[], effects, &[])
}

/// The items' states of `state`, with every item drawn.
pub fn states_of<P: PuzzleIo>(state: &P, drawing: &Drawing) -> Vec<u8> {
    let mut states = Vec::new();
    state.item_states(&mut states);
    states.resize(drawing.items.len(), 0);
    states
}

/// A step's document as the page reads it.
type Doc<'a, P> = StepDoc<'a, <P as Puzzle>::PlaceJson, <P as Puzzle>::EffectJson>;

struct Walk<'p, P: PuzzleIo> {
    /// The puzzle as given, for the words.
    puzzle: &'p P,
    scratch: Vec<u8>,
}

impl<P: PuzzleIo> Walk<'_, P> {
    /// The steps, numbered after `prefix`, taken on `state` (left as they
    /// leave it); `shown` holds its items' states and follows it.
    fn steps(
        &mut self,
        steps: &[Doc<'_, P>],
        prefix: &str,
        state: &mut P,
        shown: &mut [u8],
    ) -> Vec<PageStep> {
        let mut docs = Vec::with_capacity(steps.len());
        for (i, step) in steps.iter().enumerate() {
            let n = format!("{prefix}{}", i + 1);
            let effects = self.effects(&step.effects);
            let sub = match &step.kind {
                StepKindDoc::Rule { .. } => self.ways(step, &effects, state, shown),
                StepKindDoc::SolvedGuess { .. } => None,
                StepKindDoc::Hypothesis(refuted) | StepKindDoc::RefutedGuess(refuted) => {
                    let prefix = format!("{n}.");
                    let case = self.case(&refuted.assume, &refuted.steps, &prefix, state, shown);
                    Some(PageSub {
                        kind: step.rule().to_string(),
                        cases: vec![case],
                        end: format!("contradiction: {}", refuted.contradiction),
                        br: self.premise_items(state, refuted.contradiction_premises.as_ref()),
                    })
                }
                StepKindDoc::Forcing { cases } => {
                    let docs = cases
                        .iter()
                        .enumerate()
                        .map(|(k, case)| {
                            let prefix = format!("{n}.{}.", k + 1);
                            self.case(&case.assume, &case.steps, &prefix, state, shown)
                        })
                        .collect();
                    Some(PageSub {
                        kind: step.rule().to_string(),
                        cases: docs,
                        end: format!("both cases agree: {}", self.texts(&effects).join(", ")),
                        br: Vec::new(),
                    })
                }
            };
            let rd = self.premise_items(state, step.premises.as_ref());
            let dc = effect_item_list(state, &effects);
            let mut touched = Vec::new();
            for &effect in &effects {
                let _ = state.apply(effect, &mut touched);
            }
            let d = self.diff(state, shown);
            docs.push(PageStep {
                n,
                rule: step.rule().to_string(),
                at: self.place_text(step),
                why: step.reason.as_deref().unwrap_or_default().to_string(),
                fx: self.texts(&effects),
                rd,
                dc,
                d,
                sub,
            });
        }
        docs
    }

    /// The cases a rule's step tried and found possible, when it names
    /// them: each drawn on a copy of `state`, with no sub-steps; they end
    /// in what all of them agree on, the step's effects.
    fn ways(
        &mut self,
        step: &Doc<'_, P>,
        effects: &[P::Effect],
        state: &P,
        shown: &[u8],
    ) -> Option<PageSub> {
        let ways = &step.premises.as_ref()?.ways;
        if ways.is_empty() {
            return None;
        }
        let cases = ways
            .iter()
            .map(|way| self.assumed(&self.effects(way), state, shown).0)
            .collect();
        Some(PageSub {
            kind: "ways".to_string(),
            cases,
            end: format!(
                "all {} ways agree: {}",
                ways.len(),
                self.texts(effects).join(", ")
            ),
            br: Vec::new(),
        })
    }

    /// One case: `assume` on a copy of `state`, then its sub-steps.
    fn case(
        &mut self,
        assume: &P::EffectJson,
        steps: &[Doc<'_, P>],
        prefix: &str,
        state: &P,
        shown: &[u8],
    ) -> PageCase {
        let assume = self.effects(std::slice::from_ref(assume));
        let (mut case, mut trial, mut trial_shown) = self.assumed(&assume, state, shown);
        case.steps = self.steps(steps, prefix, &mut trial, &mut trial_shown);
        case
    }

    /// A case with no sub-steps yet: `marks` made on a copy of `state`,
    /// and that copy with its items' states.
    fn assumed(&mut self, marks: &[P::Effect], state: &P, shown: &[u8]) -> (PageCase, P, Vec<u8>) {
        let mut trial = state.clone();
        let mut trial_shown = shown.to_vec();
        for &mark in marks {
            let _ = trial.apply(mark, &mut Vec::new());
        }
        let case = PageCase {
            assume: self.texts(marks).join(", "),
            ai: effect_item_list(&trial, marks),
            a: self.diff(&trial, &mut trial_shown),
            steps: Vec::new(),
        };
        (case, trial, trial_shown)
    }

    /// The effects of a document: the page's trace is written by deduce,
    /// so each reads back (replay checks that it does, on every trace).
    fn effects(&self, json: &[P::EffectJson]) -> Vec<P::Effect> {
        json.iter()
            .filter_map(|e| self.puzzle.effect_from_json(e))
            .collect()
    }

    /// The effects, in words.
    fn texts(&self, effects: &[P::Effect]) -> Vec<String> {
        effects
            .iter()
            .map(|&e| effect_text(self.puzzle, e))
            .collect()
    }

    /// The drawing's items that a document's premises name.
    fn premise_items(
        &self,
        state: &P,
        premises: Option<&PremisesDoc<P::PlaceJson, Vec<P::EffectJson>>>,
    ) -> Vec<usize> {
        let Some(premises) = premises else {
            return Vec::new();
        };
        let places = |list: &[P::PlaceJson]| -> Vec<Anchor> {
            list.iter()
                .filter_map(|at| self.puzzle.anchor_from_json(at))
                .collect()
        };
        items_read(
            state,
            &places(&premises.givens),
            &self.effects(&premises.marks),
            &places(&premises.path),
        )
    }

    /// Where a step is, in words: its rule's place, or for the engine's
    /// steps the assumption.
    fn place_text(&self, step: &Doc<'_, P>) -> String {
        let assumed =
            |assume: &P::EffectJson| self.texts(&self.effects(std::slice::from_ref(assume)));
        match &step.kind {
            StepKindDoc::Rule { at, .. } => anchor_from_json(self.puzzle, at)
                .map(|at| anchor_text(self.puzzle, at))
                .unwrap_or_default(),
            StepKindDoc::Hypothesis(refuted) | StepKindDoc::RefutedGuess(refuted) => {
                format!("assume {}", assumed(&refuted.assume).concat())
            }
            StepKindDoc::SolvedGuess { assume, .. } => {
                format!("assume {}", assumed(assume).concat())
            }
            StepKindDoc::Forcing { cases } => cases
                .iter()
                .map(|c| assumed(&c.assume).concat())
                .collect::<Vec<_>>()
                .join(" or "),
        }
    }

    /// How `state`'s items differ from `shown` (item, state pairs), and
    /// `shown` brought up to date.
    fn diff(&mut self, state: &P, shown: &mut [u8]) -> Vec<u32> {
        state.item_states(&mut self.scratch);
        let mut d = Vec::new();
        for (i, (&now, was)) in self.scratch.iter().zip(shown.iter_mut()).enumerate() {
            if now != *was {
                d.push(i as u32);
                d.push(now as u32);
                *was = now;
            }
        }
        d
    }
}
