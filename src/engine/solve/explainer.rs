//! A light recorded trace explained afterwards: the state before each
//! step rebuilt by making the steps before it again, and the step's rule
//! run there with why, or its hypothesis, forcing or guess explained from
//! its sub-steps, as a solve that explains as it goes does (it uses the
//! same `Explainer`). Only the steps someone reads are asked for: grading
//! needs none of it.

use super::super::derived::Explained;
use super::super::premise_check::PremiseCheck;
use super::super::puzzle::derive_new;
use super::super::puzzle::{AnyRule, Puzzle};
use super::super::trace::{Step, StepKind, Trace, Unexplained};
use super::explain;

/// Works out the premises and reasons of every step of `trace`, a trace
/// recorded from `start`.
pub fn explain_trace<P: Puzzle>(start: &P, trace: &mut Trace<P::Effect>) {
    explain_steps(start, &mut trace.steps, usize::MAX);
}

/// Works out the premises and reasons of the first `count` of `steps`
/// (and of the rest of the look of a rule the last of them is in),
/// recorded from `start`: a hint shows one step.
pub fn explain_steps<P: Puzzle>(start: &P, steps: &mut [Step<P::Effect>], count: usize) {
    Explainer::new(start).steps(&mut start.clone(), steps, count);
}

/// What explaining works with: where premises are made minimal, what a
/// rule found with why, and the anchors effects touch (not read).
pub(super) struct Explainer<P: Puzzle> {
    pub check: PremiseCheck<P>,
    found: Explained<P::Effect>,
    touched: Vec<usize>,
}

impl<P: Puzzle> Explainer<P> {
    /// Explains steps of a trace recorded from `start`.
    pub fn new(start: &P) -> Self {
        Explainer {
            check: PremiseCheck::new(start),
            found: Explained::recording(),
            touched: Vec::new(),
        }
    }

    /// Explains the first `count` of `steps`, taken from `state`, which
    /// ends after them.
    fn steps(&mut self, state: &mut P, steps: &mut [Step<P::Effect>], count: usize) {
        let mut index = 0;
        while index < steps.len().min(count) {
            let taken = match steps[index].unexplained {
                Some(Unexplained::FirstOfLook) => self.look(state, &mut steps[index..]),
                Some(Unexplained::EngineStep) => {
                    self.engine_step(state, &mut steps[index]);
                    1
                }
                Some(Unexplained::SameLook) => {
                    unreachable!("a later step of a look follows its first")
                }
                None => 1,
            };
            for step in &steps[index..index + taken] {
                self.make(state, &step.effects);
            }
            index += taken;
        }
    }

    /// Makes `effects` on `state`, up to one that breaks a constraint
    /// (the last step of a trace or sub-trace may).
    fn make(&mut self, state: &mut P, effects: &[P::Effect]) {
        for &effect in effects {
            if state.apply(effect, &mut self.touched).is_err() {
                break;
            }
        }
        self.touched.clear();
    }

    /// Explains the steps of one look of a rule, the first of `steps`
    /// and those of the same look after it, from `state` before them all:
    /// the rule is run again there, with why, and each finding explains
    /// its step. Returns how many steps that was.
    fn look(&mut self, state: &P, steps: &mut [Step<P::Effect>]) -> usize {
        let StepKind::Rule { rule: record, at } = steps[0].kind else {
            unreachable!("a look is a rule's");
        };
        let same_look = steps[1..]
            .iter()
            .take_while(|s| s.unexplained == Some(Unexplained::SameLook))
            .count();
        let rule = rule_of::<P>(record);
        derive_new(rule, state, at, &mut self.found);
        let count = same_look + 1;
        let explained =
            explain::look_steps(state, rule, at, &mut self.found, &mut self.check, count);
        let looked = &mut steps[..=same_look];
        // Rules are pure: run on the same state, a rule finds what it
        // found when the trace was recorded.
        assert!(
            explained.len() >= looked.len()
                && looked
                    .iter()
                    .zip(&explained)
                    .all(|(a, b)| a.effects == b.effects),
            "{} found other effects when run again at {at}",
            record.id
        );
        for (step, explained) in looked.iter_mut().zip(explained) {
            *step = explained;
        }
        looked.len()
    }

    /// Explains a hypothesis, forcing or refuted guess taken from `state`
    /// (unless it is explained already: a guess that held is):
    /// its sub-steps first, each from its assumption, then what it read
    /// from `state` and why, as `explain` works them out.
    pub fn engine_step(&mut self, state: &P, step: &mut Step<P::Effect>) {
        let Step {
            kind,
            effects,
            premises,
            reason,
            unexplained,
        } = step;
        match kind {
            StepKind::Hypothesis {
                assume,
                steps,
                contradiction,
                broken_by,
            } => {
                self.sub_steps(state, *assume, steps);
                *broken_by = explain::broken_by(state, *assume, steps, &mut self.check);
                *steps = explain::needed_steps(state, *assume, std::mem::take(steps), broken_by);
                (*premises, *reason) = explain::refuted_why(
                    state,
                    *assume,
                    steps,
                    contradiction,
                    broken_by,
                    "suppose",
                );
            }
            StepKind::Guess {
                assume,
                steps,
                contradiction: Some(contradiction),
                broken_by,
            } => {
                self.sub_steps(state, *assume, steps);
                *broken_by = explain::broken_by(state, *assume, steps, &mut self.check);
                (*premises, *reason) =
                    explain::refuted_why(state, *assume, steps, contradiction, broken_by, "try");
            }
            StepKind::Forcing { cases } => {
                for case in cases.iter_mut() {
                    self.sub_steps(state, case.assume, &mut case.steps);
                }
                (*premises, *reason) = explain::forcing_why(state, cases, effects);
            }
            StepKind::Guess { .. } => return,
            StepKind::Rule { .. } => unreachable!("a rule's step is a look's"),
        }
        *unexplained = None;
    }

    /// Explains `steps`, taken after assuming `assume` on `state`, if a
    /// solve that explained as it went has not.
    fn sub_steps(&mut self, state: &P, assume: P::Effect, steps: &mut [Step<P::Effect>]) {
        if steps.iter().all(|s| s.unexplained.is_none()) {
            return;
        }
        let mut trial = state.clone();
        if trial.apply(assume, &mut self.touched).is_ok() {
            self.touched.clear();
            self.steps(&mut trial, steps, usize::MAX);
        }
        self.touched.clear();
    }
}

/// The rule whose record `record` is.
fn rule_of<P: Puzzle>(
    record: &'static super::super::rule_record::RuleRecord,
) -> &'static dyn AnyRule<P> {
    *P::rules()
        .iter()
        .find(|r| std::ptr::eq(r.record(), record))
        .expect("a trace's rule is one of its puzzle's")
}
