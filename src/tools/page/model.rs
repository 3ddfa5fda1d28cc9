//! What the step-through page knows of one solve: the grid's items as
//! the puzzle starts, and per step its words, the items it read and
//! decided, and how the items' states change (a diff, so that nothing is
//! repeated per step). Hypotheses, forcing and guesses carry their cases,
//! each with its assumption and sub-steps, drawn on the assumed grid.

use serde::Serialize;

use crate::engine::Premises;
use crate::engine::trace::{Case, Inside, Step, StepKind, Trace};
use crate::engine::words::{anchor_text, effect_text};
use crate::io::PuzzleIo;
use crate::io::drawing::Drawing;

#[derive(Serialize)]
pub struct SolveDoc {
    /// One state per item as the puzzle starts.
    pub start: Vec<u8>,
    pub steps: Vec<StepDoc>,
}

#[derive(Serialize)]
pub struct StepDoc {
    /// The step's number as the text names it (`12`, `12.3`, `12.1.3`).
    pub n: String,
    pub rule: &'static str,
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
    pub sub: Option<SubDoc>,
}

/// The inside of a hypothesis, forcing step or guess.
#[derive(Serialize)]
pub struct SubDoc {
    pub kind: &'static str,
    pub cases: Vec<CaseDoc>,
    /// How it ends: the contradiction reached, `solved`, or for forcing
    /// what both cases agree on.
    pub end: String,
    /// What the contradiction read.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub br: Vec<usize>,
}

#[derive(Serialize)]
pub struct CaseDoc {
    /// The assumption, in words, and its items.
    pub assume: String,
    pub ai: Vec<usize>,
    /// How the items change when it is assumed.
    pub a: Vec<u32>,
    pub steps: Vec<StepDoc>,
}

/// The page's account of `trace`, solved from `start`.
pub fn solve_doc<P: PuzzleIo>(start: &P, trace: &Trace<P::Effect>) -> SolveDoc {
    let mut states = Vec::new();
    start.item_states(&mut states);
    let mut walk = Walk {
        puzzle: start,
        scratch: Vec::new(),
    };
    let mut state = start.clone();
    let mut shown = states.clone();
    let steps = walk.steps(&trace.steps, "", &mut state, &mut shown);
    SolveDoc {
        start: states,
        steps,
    }
}

/// The drawing's items that `premises` name.
pub fn premise_items<P: PuzzleIo>(puzzle: &P, premises: &Premises<P::Effect>) -> Vec<usize> {
    let mut items = Vec::new();
    for &at in &premises.givens {
        puzzle.given_items(at, &mut items);
    }
    for &mark in &premises.marks {
        puzzle.effect_items(mark, &mut items);
    }
    items.sort_unstable();
    items.dedup();
    items
}

/// The drawing's items that `effects` are about.
pub fn effect_item_list<P: PuzzleIo>(puzzle: &P, effects: &[P::Effect]) -> Vec<usize> {
    let mut items = Vec::new();
    for &e in effects {
        puzzle.effect_items(e, &mut items);
    }
    items.sort_unstable();
    items.dedup();
    items
}

/// The items' states of `state`, with every item drawn.
pub fn states_of<P: PuzzleIo>(state: &P, drawing: &Drawing) -> Vec<u8> {
    let mut states = Vec::new();
    state.item_states(&mut states);
    states.resize(drawing.items.len(), 0);
    states
}

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
        steps: &[Step<P::Effect>],
        prefix: &str,
        state: &mut P,
        shown: &mut [u8],
    ) -> Vec<StepDoc> {
        let mut docs = Vec::with_capacity(steps.len());
        for (i, step) in steps.iter().enumerate() {
            let n = format!("{prefix}{}", i + 1);
            let sub = match step.inside() {
                None => None,
                Some(Inside::Refuted(refuted)) => {
                    let prefix = format!("{n}.");
                    let case = self.case(*refuted.assume, refuted.steps, &prefix, state, shown);
                    Some(SubDoc {
                        kind: step.rule_id(),
                        cases: vec![case],
                        end: format!("contradiction: {}", refuted.contradiction),
                        br: premise_items(state, refuted.broken_by),
                    })
                }
                Some(Inside::Cases(cases)) => {
                    let docs = cases
                        .iter()
                        .enumerate()
                        .map(|(k, Case { assume, steps })| {
                            let prefix = format!("{n}.{}.", k + 1);
                            self.case(*assume, steps, &prefix, state, shown)
                        })
                        .collect();
                    let agreed: Vec<String> = step
                        .effects
                        .iter()
                        .map(|&e| effect_text(self.puzzle, e))
                        .collect();
                    Some(SubDoc {
                        kind: step.rule_id(),
                        cases: docs,
                        end: format!("both cases agree: {}", agreed.join(", ")),
                        br: Vec::new(),
                    })
                }
            };
            let rd = premise_items(state, &step.premises);
            let dc = effect_item_list(state, &step.effects);
            let mut touched = Vec::new();
            for &effect in &step.effects {
                let _ = state.apply(effect, &mut touched);
            }
            let d = self.diff(state, shown);
            docs.push(StepDoc {
                n,
                rule: step.rule_id(),
                at: place_text(self.puzzle, step),
                why: step.reason.clone(),
                fx: step
                    .effects
                    .iter()
                    .map(|&e| effect_text(self.puzzle, e))
                    .collect(),
                rd,
                dc,
                d,
                sub,
            });
        }
        docs
    }

    /// One case: `assume` on a copy of `state`, then its sub-steps.
    fn case(
        &mut self,
        assume: P::Effect,
        steps: &[Step<P::Effect>],
        prefix: &str,
        state: &P,
        shown: &[u8],
    ) -> CaseDoc {
        let mut trial = state.clone();
        let mut trial_shown = shown.to_vec();
        let _ = trial.apply(assume, &mut Vec::new());
        let a = self.diff(&trial, &mut trial_shown);
        let ai = effect_item_list(&trial, &[assume]);
        let steps = self.steps(steps, prefix, &mut trial, &mut trial_shown);
        CaseDoc {
            assume: effect_text(self.puzzle, assume),
            ai,
            a,
            steps,
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

/// Where a step is, in words: its rule's place, or for the engine's
/// steps the assumption.
fn place_text<P: PuzzleIo>(puzzle: &P, step: &Step<P::Effect>) -> String {
    match &step.kind {
        StepKind::Rule { at, .. } => anchor_text(puzzle, *at),
        StepKind::Hypothesis { assume, .. } | StepKind::Guess { assume, .. } => {
            format!("assume {}", effect_text(puzzle, *assume))
        }
        StepKind::Forcing { cases } => cases
            .iter()
            .map(|c| effect_text(puzzle, c.assume))
            .collect::<Vec<_>>()
            .join(" or "),
    }
}
