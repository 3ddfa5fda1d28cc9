//! The puzzle-agnostic engine, its core: rules in tiers, steps, traces,
//! the solve loop, and the words steps are written in. It imports nothing
//! of the front ends: formats, explanations, pictures, the trace's JSON,
//! replay and generation are built on it (`io`, `wire`, `formats`).

pub mod bipartite;
pub mod derived;
pub mod engine_steps;
pub(crate) mod fast_hash;
mod group_queues;
#[cfg(test)]
pub mod head_start_check;
pub mod premise_check;
pub mod puzzle;
pub mod queue;
mod quick_explain;
pub mod rating;
pub mod rule_record;
pub mod selection;
pub mod solve;
pub mod tier;
pub mod trace;
pub mod whole_grid;
pub mod words;

pub use derived::{
    Derived, Explained, FEW_WAYS, Finding, Findings, NoWhy, Outline, Outlined, Premises, Why,
};
pub use engine_steps::{
    ENGINE_STEPS, EngineSections, FORCING, GUESS, HYPOTHESIS, NESTED_HYPOTHESIS,
};
pub use puzzle::{
    Anchor, AnyRule, Contradiction, Puzzle, Rule, RulesOfTier, RunsRules, derive_new,
};
pub use rating::{Level, Rating};
pub use rule_record::RuleRecord;
pub use selection::Selection;
pub use solve::{Solver, explain_steps, explain_trace};
pub use tier::Tier;
pub use trace::{Grade, Outcome, Step, StepKind, Trace};
pub use whole_grid::whole_grid;
