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

pub mod coverage;
pub mod findings;
pub mod hint;
pub mod io;
pub mod json;
pub mod progress;
pub mod replay;
pub mod text;
pub mod uniqueness;

pub use io::PuzzleIo;
