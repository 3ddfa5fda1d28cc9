//! The record of a solve: steps, nested sub-traces, outcome and grade.

use std::collections::BTreeMap;

use super::tier::Tier;

/// Ids of the engine's own steps, shared by every puzzle.
pub const HYPOTHESIS: &str = "hypothesis";
pub const GUESS: &str = "guess";
pub const FORCING: &str = "forcing";

/// One of the engine's own steps as the catalog shows it: the same text
/// for every puzzle, since the engine takes these steps the same way in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineStep {
    pub id: &'static str,
    pub tier: Tier,
    pub summary: &'static str,
}

/// The engine's own steps as the catalog lists them, after each puzzle's
/// rules: cheapest first (hypothesis and forcing are tried in the same
/// rounds; guess only when those rounds find nothing).
pub const ENGINE_STEPS: [EngineStep; 3] = [
    EngineStep {
        id: HYPOTHESIS,
        tier: Tier::Hypothesis,
        summary: "When the rules are stuck, one mark is assumed and the rules run from it; a contradiction proves the opposite mark.",
    },
    EngineStep {
        id: FORCING,
        tier: Tier::Hypothesis,
        summary: "When the rules are stuck, a mark and then its opposite are assumed in turn; what the rules conclude in both cases holds.",
    },
    EngineStep {
        id: GUESS,
        tier: Tier::Guess,
        summary: "The last resort: one mark is assumed and the puzzle solved from it, backtracking to the opposite mark if that fails.",
    },
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind<E> {
    /// A named rule found `effects` by looking at one anchor.
    Rule { rule: &'static str, at: usize },
    /// Assuming `assume` led, by rules alone, to `contradiction`.
    Hypothesis {
        assume: E,
        steps: Vec<Step<E>>,
        contradiction: String,
    },
    /// Both sides of one decision were assumed in turn (`cases`, each with
    /// the sub-steps the rules took from it); neither broke a constraint,
    /// and the step's effects hold in both, so they hold.
    Forcing { cases: Vec<Case<E>> },
    /// A branch on `assume`: it either failed (`contradiction` is set and
    /// the step concludes the opposite) or solved the puzzle, in which case
    /// `steps` hold the rest of the solve.
    Guess {
        assume: E,
        steps: Vec<Step<E>>,
        contradiction: Option<String>,
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
}

impl<E> Step<E> {
    pub fn rule_id(&self) -> &'static str {
        match &self.kind {
            StepKind::Rule { rule, .. } => rule,
            StepKind::Hypothesis { .. } => HYPOTHESIS,
            StepKind::Forcing { .. } => FORCING,
            StepKind::Guess { .. } => GUESS,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Solved,
    /// The allowed rules ran out before the puzzle was finished.
    Stuck,
    /// The puzzle breaks a constraint: it has no solution.
    NoSolution(String),
}

impl Outcome {
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Solved => "solved",
            Outcome::Stuck => "stuck",
            Outcome::NoSolution(_) => "no-solution",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace<E> {
    pub steps: Vec<Step<E>>,
    pub outcome: Outcome,
}

/// How hard the trace was: the hardest tier used and the steps per rule.
/// Counts the main line and the steps of a guess that solved the puzzle,
/// not the steps inside refuted assumptions (those are the hypothesis's).
/// `coverage::rule_counts` counts those too, for whether a rule is used.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Grade {
    pub hardest: Option<Tier>,
    pub steps: usize,
    pub per_rule: BTreeMap<&'static str, usize>,
}

impl Grade {
    pub fn of<E>(steps: &[Step<E>], tier_of: &dyn Fn(&str) -> Tier) -> Grade {
        let mut grade = Grade::default();
        grade.count(steps);
        // The hardest tier from the few distinct rules, not from every step.
        grade.hardest = grade.per_rule.keys().map(|id| tier_of(id)).max();
        grade
    }

    fn count<E>(&mut self, steps: &[Step<E>]) {
        for step in steps {
            self.steps += 1;
            *self.per_rule.entry(step.rule_id()).or_default() += 1;
            if let StepKind::Guess {
                steps: branch,
                contradiction: None,
                ..
            } = &step.kind
            {
                self.count(branch);
            }
        }
    }
}
