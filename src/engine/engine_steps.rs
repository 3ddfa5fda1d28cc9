//! The engine's own steps, shared by every puzzle: hypothesis, forcing and
//! guess. Each has one page for the engine, `rules/engine/<id>.md`, saying
//! how the engine takes it; a puzzle may add a section of its own
//! (`rules/<puzzle>/<id>.md`: its candidates, its examples).

use super::rule_record::RuleRecord;

pub static HYPOTHESIS: RuleRecord = crate::record_of!(
    "engine",
    "hypothesis",
    Hypothesis,
    "When the rules are stuck, one mark is assumed and the rules run from it; a contradiction proves the opposite mark."
);

pub static FORCING: RuleRecord = crate::record_of!(
    "engine",
    "forcing",
    Hypothesis @ 4.5,
    "When the rules are stuck, a mark and then its opposite are assumed in turn; what the rules conclude in both cases holds."
);

pub static NESTED_HYPOTHESIS: RuleRecord = crate::record_of!(
    "engine",
    "nested-hypothesis",
    Hypothesis @ 4.8,
    "When hypotheses and forcing find nothing, one mark is assumed and the rules, hypotheses and forcing run from it; a contradiction proves the opposite mark."
);

pub static GUESS: RuleRecord = crate::record_of!(
    "engine",
    "guess",
    Guess,
    "The last resort: one mark is assumed and the puzzle solved from it, backtracking to the opposite mark if that fails."
);

/// The engine's steps as the catalog lists them, after each puzzle's
/// rules: cheapest first (hypothesis and forcing are tried in the same
/// rounds; a nested hypothesis when those rounds find nothing; guess only
/// when that finds nothing either).
pub static ENGINE_STEPS: [&RuleRecord; 4] = [&HYPOTHESIS, &FORCING, &NESTED_HYPOTHESIS, &GUESS];

/// A puzzle's own sections of the engine steps' pages, where it has any.
#[derive(Clone, Copy, Debug, Default)]
pub struct EngineSections {
    pub hypothesis: Option<&'static str>,
    pub forcing: Option<&'static str>,
    pub nested_hypothesis: Option<&'static str>,
    pub guess: Option<&'static str>,
}

impl EngineSections {
    /// The puzzle's section for `step`, one of `ENGINE_STEPS`.
    pub fn of(&self, step: &RuleRecord) -> Option<&'static str> {
        if std::ptr::eq(step, &HYPOTHESIS) {
            self.hypothesis
        } else if std::ptr::eq(step, &FORCING) {
            self.forcing
        } else if std::ptr::eq(step, &NESTED_HYPOTHESIS) {
            self.nested_hypothesis
        } else if std::ptr::eq(step, &GUESS) {
            self.guess
        } else {
            None
        }
    }
}

/// `engine_sections!("slink"; hypothesis: "hypothesis", guess: "guess")`:
/// the puzzle's sections, each field read from `rules/<puzzle>/<file>.md`
/// when the crate is compiled (the file is named by the step's id).
#[macro_export]
#[doc(hidden)]
macro_rules! engine_sections {
    ($puzzle:literal; $($step:ident: $file:literal),* $(,)?) => {{
        let mut sections = $crate::engine::EngineSections::default();
        $(sections.$step = Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/rules/",
            $puzzle,
            "/",
            $file,
            ".md"
        )));)*
        sections
    }};
}
