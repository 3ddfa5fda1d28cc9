//! The puzzle-agnostic engine: rules in tiers, steps, traces, the solve
//! loop, text and JSON forms of a trace, and replay.

pub mod derived;
pub mod engine_steps;
pub mod generate;
mod group_queues;
#[cfg(test)]
pub mod head_start_check;
pub mod premise_check;
pub mod puzzle;
pub mod queue;
pub mod rating;
pub mod rule_record;
pub mod selection;
pub mod solve;
pub mod tier;
pub mod trace;
pub mod whole_grid;

pub use derived::{Derived, Explained, Finding, Findings, NoWhy, Outline, Outlined, Premises, Why};
pub use engine_steps::{ENGINE_STEPS, EngineSections, FORCING, GUESS, HYPOTHESIS};
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

pub mod catalog;
pub mod cell_json;
pub mod drawing;
pub mod io;
pub mod json;
pub mod json_layout;
pub mod picture;
pub mod progress_marks;
pub mod replay;
mod replay_premises;
pub mod replay_stream;
mod replay_stuck;
pub mod text;
pub mod trace_json;
mod trace_step_wire;

pub use io::PuzzleIo;
