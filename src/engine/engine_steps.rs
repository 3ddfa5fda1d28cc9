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

pub static GUESS: RuleRecord = crate::record_of!(
    "engine",
    "guess",
    Guess,
    "The last resort: one mark is assumed and the puzzle solved from it, backtracking to the opposite mark if that fails."
);

/// The engine's steps as the catalog lists them, after each puzzle's
/// rules: cheapest first (hypothesis and forcing are tried in the same
/// rounds; guess only when those rounds find nothing).
pub static ENGINE_STEPS: [&RuleRecord; 3] = [&HYPOTHESIS, &FORCING, &GUESS];

/// A puzzle's own sections of the engine steps' pages, where it has any.
#[derive(Clone, Copy, Debug, Default)]
pub struct EngineSections {
    pub hypothesis: Option<&'static str>,
    pub forcing: Option<&'static str>,
    pub guess: Option<&'static str>,
}

impl EngineSections {
    /// The puzzle's section for `step`, one of `ENGINE_STEPS`.
    pub fn of(&self, step: &RuleRecord) -> Option<&'static str> {
        if std::ptr::eq(step, &HYPOTHESIS) {
            self.hypothesis
        } else if std::ptr::eq(step, &FORCING) {
            self.forcing
        } else if std::ptr::eq(step, &GUESS) {
            self.guess
        } else {
            None
        }
    }
}

/// `engine_sections!("slink"; hypothesis, guess)`: the puzzle's sections,
/// each read from `rules/<puzzle>/<step>.md` when the crate is compiled.
#[macro_export]
#[doc(hidden)]
macro_rules! engine_sections {
    ($puzzle:literal; $($step:ident),* $(,)?) => {{
        let mut sections = $crate::engine::EngineSections::default();
        $(sections.$step = Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/rules/",
            $puzzle,
            "/",
            stringify!($step),
            ".md"
        )));)*
        sections
    }};
}
