//! Which rules a solve used, and how often, for finding rules that never
//! fire over a collection (`deduce coverage`) and for a puzzle's own rule
//! counts.
//!
//! Unlike the grade, which counts what a reader follows on the main line,
//! these counts go into every assumption: the steps of a hypothesis, of each
//! forcing case and of every guess, refuted or not. A rule that fires only
//! inside assumptions still earns its place in the catalog.

use std::collections::BTreeMap;

use crate::engine::puzzle::Puzzle;
use crate::engine::rating::Rating;
use crate::engine::tier::Tier;
use crate::engine::trace::{Step, StepKind};
use crate::engine::words::rule_order;
use crate::tools::cheaper::Cheaper;

/// Steps per rule id.
pub type RuleCounts = BTreeMap<&'static str, usize>;

/// Steps per rule id in `steps` and, at every depth, their sub-steps.
pub fn rule_counts<E>(steps: &[Step<E>]) -> RuleCounts {
    let mut counts = RuleCounts::new();
    add_rule_counts(steps, &mut counts);
    counts
}

fn add_rule_counts<E>(steps: &[Step<E>], counts: &mut RuleCounts) {
    for step in steps {
        *counts.entry(step.rule_id()).or_default() += 1;
        for inner in nested_steps(step) {
            add_rule_counts(inner, counts);
        }
    }
}

/// How many premises (givens and marks) one rule's steps read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PremiseUse {
    pub steps: usize,
    pub total: usize,
    pub most: usize,
}

impl PremiseUse {
    /// The mean premises per step.
    pub fn mean(&self) -> f64 {
        if self.steps == 0 {
            0.0
        } else {
            self.total as f64 / self.steps as f64
        }
    }
}

/// Premise counts per rule id in `steps` and, at every depth, their
/// sub-steps.
pub fn premise_counts<E>(steps: &[Step<E>], into: &mut BTreeMap<&'static str, PremiseUse>) {
    for step in steps {
        let count = step.premises.givens.len() + step.premises.marks.len();
        let entry = into.entry(step.rule_id()).or_default();
        entry.steps += 1;
        entry.total += count;
        entry.most = entry.most.max(count);
        for inner in nested_steps(step) {
            premise_counts(inner, into);
        }
    }
}

/// The step lists held inside a step: a hypothesis's or a guess's one
/// list, a forcing step's one per case, a rule's none.
fn nested_steps<E>(step: &Step<E>) -> impl Iterator<Item = &[Step<E>]> {
    let (single, cases) = match &step.kind {
        StepKind::Rule { .. } => (None, &[][..]),
        StepKind::Hypothesis { steps, .. } | StepKind::Guess { steps, .. } => {
            (Some(steps.as_slice()), &[][..])
        }
        StepKind::Forcing { cases } => (None, cases.as_slice()),
    };
    single
        .into_iter()
        .chain(cases.iter().map(|case| case.steps.as_slice()))
}

/// How much one rule was used over a collection.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RuleUse {
    /// Puzzles whose solve used the rule at least once.
    pub puzzles: usize,
    /// Its steps over all of them.
    pub steps: usize,
}

/// One rule's line of a coverage report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoverageRow {
    pub id: &'static str,
    pub tier: Tier,
    pub rating: Rating,
    pub uses: RuleUse,
    /// Its steps of the main line a less rated rule would have taken.
    pub cheaper: usize,
}

/// Rule uses summed over the solves of a collection.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    uses: BTreeMap<&'static str, RuleUse>,
    premises: BTreeMap<&'static str, PremiseUse>,
    cheaper: BTreeMap<&'static str, usize>,
}

impl Coverage {
    /// Adds one puzzle's counts (from `rule_counts`).
    pub fn add(&mut self, counts: &RuleCounts) {
        for (&id, &steps) in counts {
            let uses = self.uses.entry(id).or_default();
            uses.puzzles += 1;
            uses.steps += steps;
        }
    }

    /// Adds one puzzle's steps a less rated rule would have taken.
    pub fn add_cheaper(&mut self, steps: &[Cheaper]) {
        for step in steps {
            *self.cheaper.entry(step.rule).or_default() += 1;
        }
    }

    /// Adds what one puzzle's steps read.
    pub fn add_premises<E>(&mut self, steps: &[Step<E>]) {
        premise_counts(steps, &mut self.premises);
    }

    /// What the steps of rule `id` read, over the collection.
    pub fn premises(&self, id: &str) -> PremiseUse {
        self.premises.get(id).copied().unwrap_or_default()
    }

    /// Every rule of `P`, used or not, in catalog order, the engine's
    /// own steps last.
    pub fn rows<P: Puzzle>(&self) -> Vec<CoverageRow> {
        rule_order::<P>()
            .map(|rule| CoverageRow {
                id: rule.id,
                tier: rule.tier,
                rating: rule.rating,
                uses: self.uses.get(rule.id).copied().unwrap_or_default(),
                cheaper: self.cheaper.get(rule.id).copied().unwrap_or_default(),
            })
            .collect()
    }

    /// The rules of `P` no solve used, in catalog order.
    pub fn never_used<P: Puzzle>(&self) -> Vec<&'static str> {
        rule_order::<P>()
            .map(|rule| rule.id)
            .filter(|id| !self.uses.contains_key(id))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Premises;
    use crate::engine::trace::Case;

    /// A step of a made-up rule `id`.
    fn rule(id: &'static str) -> Step<u8> {
        let record = Box::leak(Box::new(crate::engine::RuleRecord {
            puzzle: "test",
            id,
            tier: Tier::Basic,
            rating: crate::engine::Rating::of_tier(Tier::Basic),
            summary: "",
            page: "",
            file: file!(),
            line: line!(),
        }));
        let kind = StepKind::Rule {
            rule: record,
            at: 0,
        };
        Step::new(kind, vec![1])
    }

    fn hypothesis(steps: Vec<Step<u8>>) -> Step<u8> {
        let kind = StepKind::Hypothesis {
            assume: 1,
            steps,
            contradiction: "broken".to_string(),
            broken_by: Premises::default(),
        };
        Step::new(kind, vec![2])
    }

    fn forcing(cases: [Vec<Step<u8>>; 2]) -> Step<u8> {
        let cases = cases.map(|steps| Case { assume: 1, steps });
        Step::new(StepKind::Forcing { cases }, vec![3])
    }

    fn refuted_guess(steps: Vec<Step<u8>>) -> Step<u8> {
        let kind = StepKind::Guess {
            assume: 1,
            steps,
            contradiction: Some("broken".to_string()),
            broken_by: Premises::default(),
        };
        Step::new(kind, vec![4])
    }

    #[test]
    fn steps_inside_assumptions_are_counted_at_every_depth() {
        let steps = vec![
            rule("a"),
            hypothesis(vec![rule("b"), rule("a")]),
            forcing([vec![rule("c")], vec![rule("c"), rule("b")]]),
            refuted_guess(vec![rule("d"), hypothesis(vec![rule("e")])]),
        ];
        let counts = rule_counts(&steps);
        let expected: RuleCounts = [
            ("a", 2),
            ("b", 2),
            ("c", 2),
            ("d", 1),
            ("e", 1),
            ("hypothesis", 2),
            ("forcing", 1),
            ("guess", 1),
        ]
        .into_iter()
        .collect();
        assert_eq!(counts, expected);
    }

    #[test]
    fn a_rule_used_twice_in_one_puzzle_counts_one_puzzle() {
        let mut coverage = Coverage::default();
        coverage.add(&rule_counts(&[rule("a"), rule("a")]));
        coverage.add(&rule_counts(&[rule("a")]));
        assert_eq!(
            coverage.uses["a"],
            RuleUse {
                puzzles: 2,
                steps: 3
            }
        );
    }

    #[test]
    fn rows_list_every_rule_in_catalog_order_and_never_used_the_rest() {
        use crate::puzzles::pixel::Pixel;
        let mut coverage = Coverage::default();
        coverage.add(&rule_counts(&[rule("tight-window"), rule("guess")]));
        let rows = coverage.rows::<Pixel>();
        let ids: Vec<&str> = rows.iter().map(|row| row.id).collect();
        let order: Vec<&str> = rule_order::<Pixel>().map(|rule| rule.id).collect();
        assert_eq!(ids, order);
        assert_eq!(rows.last().unwrap().tier, Tier::Guess);
        let never = coverage.never_used::<Pixel>();
        assert!(!never.contains(&"tight-window") && !never.contains(&"guess"));
        assert_eq!(never.len(), rows.len() - 2);
    }
}
