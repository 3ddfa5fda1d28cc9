//! The puzzle-agnostic engine: rules in tiers, steps, traces, the solve
//! loop, text and JSON forms of a trace, and replay.

pub mod puzzle;
pub mod queue;
pub mod selection;
pub mod solve;
pub mod tier;
pub mod trace;

pub use puzzle::{Anchor, Contradiction, Derived, Puzzle, Rule};
pub use selection::Selection;
pub use solve::Solver;
pub use tier::Tier;
pub use trace::{Grade, Outcome, Step, StepKind, Trace};

/// The descriptive methods of a rule, from its id, tier and summary; with
/// `; Puzzle::method`, also `anchors`, from the puzzle's method giving the
/// range of anchors the rule looks at.
#[macro_export]
macro_rules! rule_meta {
    ($id:literal, $tier:ident, $summary:literal; $puzzle:ident :: $anchors:ident) => {
        $crate::rule_meta!($id, $tier, $summary);
        fn anchors(&self, puzzle: &$puzzle) -> std::ops::Range<$crate::engine::Anchor> {
            puzzle.$anchors()
        }
    };
    ($id:literal, $tier:ident, $summary:literal) => {
        fn id(&self) -> &'static str {
            $id
        }
        fn tier(&self) -> $crate::engine::Tier {
            $crate::engine::Tier::$tier
        }
        fn summary(&self) -> &'static str {
            $summary
        }
    };
}

/// The pages of `rules/<puzzle>/`, as `PuzzleIo::rule_pages` gives them:
/// `rule_pages!("pixel"; "full-window", ...)` names the puzzle's own rules,
/// and the pages of the engine's steps (hypothesis, forcing, guess), which
/// every puzzle has, follow. Each page is read by `include_str!` when the
/// crate is compiled: a listed page that is missing is a compile error,
/// and a test checks that no page of the directory is left unlisted.
#[macro_export]
macro_rules! rule_pages {
    ($puzzle:literal; $($id:literal),+ $(,)?) => {
        &[
            $($crate::rule_pages!(@page $puzzle, $id),)+
            // The ids of `trace::ENGINE_STEPS`, spelled out because
            // `concat!` takes only literals.
            $crate::rule_pages!(@page $puzzle, "hypothesis"),
            $crate::rule_pages!(@page $puzzle, "forcing"),
            $crate::rule_pages!(@page $puzzle, "guess"),
        ]
    };
    (@page $puzzle:literal, $id:literal) => {
        (
            $id,
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/rules/",
                $puzzle,
                "/",
                $id,
                ".md"
            )),
        )
    };
}

pub mod catalog;
pub mod cell_json;
pub mod coverage;
pub mod findings;
pub mod hint;
pub mod io;
pub mod json;
mod json_layout;
pub mod progress;
pub mod replay;
pub mod text;
pub mod trace_json;
pub mod uniqueness;

pub use io::PuzzleIo;
