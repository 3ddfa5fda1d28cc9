//! The record of a solve: steps, nested sub-traces, outcome and grade.

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::sync::Arc;

use super::derived::Premises;
use super::engine_steps::{FORCING, GUESS, HYPOTHESIS, NESTED_HYPOTHESIS};
use super::rating::Rating;
use super::rule_record::RuleRecord;
use super::tier::Tier;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind<E> {
    /// A named rule found `effects` by looking at one anchor.
    Rule {
        rule: &'static RuleRecord,
        at: usize,
    },
    /// Assuming `assume` led, by rules alone, to `contradiction`, which
    /// read `broken_by` (marks from outside the assumption or found in it).
    Hypothesis {
        assume: E,
        steps: Vec<Step<E>>,
        contradiction: String,
        broken_by: Premises<E>,
    },
    /// Both sides of one decision were assumed in turn (`cases`, each with
    /// the sub-steps the rules took from it); neither broke a constraint,
    /// and the step's effects hold in both, so they hold.
    Forcing { cases: [Case<E>; 2] },
    /// A branch on `assume`: it either failed (`contradiction` is set,
    /// `steps` lead to it, and the step concludes the opposite) or solved
    /// the puzzle: `steps` are then empty, and the steps after this one on
    /// the main line are the branch's.
    Guess {
        assume: E,
        steps: Vec<Step<E>>,
        contradiction: Option<String>,
        broken_by: Premises<E>,
    },
}

/// One side of a forcing step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case<E> {
    pub assume: E,
    pub steps: Vec<Step<E>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step<E> {
    pub kind: StepKind<E>,
    /// What the step decided, in order.
    pub effects: Vec<E>,
    /// What it read: for a rule, the givens and marks its pattern needs;
    /// for a hypothesis, forcing or guess, the marks from before it that
    /// its sub-steps and its contradiction read.
    pub premises: Premises<E>,
    /// Why, in words, specific to this step.
    pub reason: String,
    /// Set while the step is a light recorded trace's: its premises and
    /// reason are not worked out yet (`solve::explain_steps` does it).
    /// `None` once they are, and in a trace read back.
    pub unexplained: Option<Unexplained>,
}

/// What a light recorded trace leaves to work out, for the steps someone
/// reads: a solve records only what grading, coverage of rules and
/// replay's claims need, and the rest costs as much again as the solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unexplained {
    /// A rule's step, the first of those its rule made in one look at
    /// `at`, which is the anchor the rule ran at (for a rule of the whole
    /// grid, the step's place is its finding's, once explained).
    FirstOfLook,
    /// A later step of the same look as the step before.
    SameLook,
    /// A hypothesis, forcing or refuted guess: its premises and reason,
    /// and, for a hypothesis, which of its sub-steps its contradiction
    /// needs (all are kept until then).
    EngineStep,
}

impl<E> Step<E> {
    /// A step with no premises or reason yet.
    pub fn new(kind: StepKind<E>, effects: Vec<E>) -> Self {
        Step {
            kind,
            effects,
            premises: Premises::default(),
            reason: String::new(),
            unexplained: None,
        }
    }

    /// A light recorded trace's step, its premises and reason left for
    /// later.
    pub fn light(kind: StepKind<E>, effects: Vec<E>, unexplained: Unexplained) -> Self {
        Step {
            unexplained: Some(unexplained),
            ..Step::new(kind, effects)
        }
    }

    /// The record of the rule or engine step that took this step.
    pub fn rule(&self) -> &'static RuleRecord {
        match &self.kind {
            StepKind::Rule { rule, .. } => rule,
            // A hypothesis whose refutation takes hypotheses or forcing
            // steps of its own is the harder, nested kind.
            StepKind::Hypothesis { steps, .. } if steps.iter().any(Step::is_assumption) => {
                &NESTED_HYPOTHESIS
            }
            StepKind::Hypothesis { .. } => &HYPOTHESIS,
            StepKind::Forcing { .. } => &FORCING,
            StepKind::Guess { .. } => &GUESS,
        }
    }

    /// A step of the engine's own, which assumes something (not a named
    /// rule's).
    pub fn is_assumption(&self) -> bool {
        !matches!(self.kind, StepKind::Rule { .. })
    }

    pub fn rule_id(&self) -> &'static str {
        self.rule().id
    }

    /// What the step holds inside, for the walks of the step tree (the
    /// JSON trace, the text, the page): none for a rule's step, nor for a
    /// guess that solved the puzzle (the steps after it are its
    /// branch's).
    pub fn inside(&self) -> Option<Inside<'_, E>> {
        match &self.kind {
            StepKind::Rule { .. }
            | StepKind::Guess {
                contradiction: None,
                ..
            } => None,
            StepKind::Hypothesis {
                assume,
                steps,
                contradiction,
                broken_by,
            }
            | StepKind::Guess {
                assume,
                steps,
                contradiction: Some(contradiction),
                broken_by,
            } => Some(Inside::Refuted(Refuted {
                assume,
                steps,
                contradiction,
                broken_by,
            })),
            StepKind::Forcing { cases } => Some(Inside::Cases(cases)),
        }
    }
}

/// The inside of a hypothesis, a forcing step or a refuted guess.
pub enum Inside<'s, E> {
    /// A hypothesis or a refuted guess: one assumption, refuted.
    Refuted(Refuted<'s, E>),
    /// Forcing: a decision and its opposite, which agree on the step's
    /// effects.
    Cases(&'s [Case<E>; 2]),
}

/// An assumption and the steps that refute it (a hypothesis, a refuted
/// guess).
pub struct Refuted<'s, E> {
    pub assume: &'s E,
    pub steps: &'s [Step<E>],
    /// The broken constraint, for a person.
    pub contradiction: &'s str,
    /// What the contradiction read.
    pub broken_by: &'s Premises<E>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Solved,
    /// The allowed rules ran out before the puzzle was finished.
    Stuck,
    /// The puzzle breaks a constraint: it has no solution.
    NoSolution(String),
    /// The solve stopped before an answer for the reason given: a recorded
    /// guess search that nested too deeply to write down.
    GaveUp(String),
}

impl Outcome {
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Solved => "solved",
            Outcome::Stuck => "stuck",
            Outcome::NoSolution(_) => "no-solution",
            Outcome::GaveUp(_) => "gave-up",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace<E> {
    pub steps: Vec<Step<E>>,
    pub outcome: Outcome,
    /// What the solve was allowed to use (`Selection::ids`): shared with
    /// the solver, since a batch of small grids would otherwise copy it
    /// for each.
    pub allowed: Arc<[&'static str]>,
}

/// How hard the trace was: the hardest tier used, the highest rating
/// (`rating.rs`) and how many steps have it, and the steps per rule.
/// Counts the main line (where the steps of a guess that solved the
/// puzzle are), not the steps inside refuted assumptions (those are the
/// hypothesis's).
/// `coverage::rule_counts` counts those too, for whether a rule is used.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Grade {
    pub hardest: Option<Tier>,
    /// The puzzle's rating: its hardest step's, the least a solve needs,
    /// since the solver takes the least rated rule that applies.
    pub rating: Option<Rating>,
    /// The steps of that rating.
    pub hard_steps: usize,
    pub steps: usize,
    pub per_rule: BTreeMap<&'static str, usize>,
}

impl Grade {
    pub fn of<E>(steps: &[Step<E>]) -> Grade {
        let mut grade = Grade::default();
        for step in steps {
            grade.count(step.rule());
        }
        grade
    }

    /// Counts one more step, taken by `rule` (replay counts a trace's
    /// steps so as it reads them, to check the grade the trace states).
    pub fn count(&mut self, rule: &'static RuleRecord) {
        self.steps += 1;
        *self.per_rule.entry(rule.id).or_default() += 1;
        self.hardest = self.hardest.max(Some(rule.tier));
        match self.rating.cmp(&Some(rule.rating)) {
            Ordering::Less => (self.rating, self.hard_steps) = (Some(rule.rating), 1),
            Ordering::Equal => self.hard_steps += 1,
            Ordering::Greater => {}
        }
    }
}

/// How deeply refuted guesses may nest in a recorded trace, a bound of the
/// trace's form that the solver keeps and the reader counts on. Reaching it
/// takes a search that keeps failing deeper and deeper, which no puzzle
/// of a person's has needed; past it the solve gives up with a message
/// rather than write a trace too deep to read back
/// (`wire::replay_stream::MAX_DEPTH` allows for it). Judge output records
/// nothing and has no such bound.
pub const MAX_NESTING: usize = 1000;
