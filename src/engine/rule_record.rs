//! A rule's one declaration: its id, tier, summary, page and where it is
//! defined. A rule's file declares it once with `rule_record!`; the
//! catalog, the trace, grading and the pages all read this record, so an
//! id or a tier is written in one place only.

use super::rating::Rating;
use super::tier::Tier;

#[derive(Debug, PartialEq, Eq)]
pub struct RuleRecord {
    /// The puzzle whose rule this is (its `Puzzle::KIND`), or `engine` for
    /// the engine's own steps (hypothesis, forcing, guess).
    pub puzzle: &'static str,
    /// Kebab-case noun naming the pattern; also the stem of its page.
    pub id: &'static str,
    pub tier: Tier,
    /// How hard it is for a person (`rating.rs`): its tier's number unless
    /// the declaration says `Tier @ 1.4`.
    pub rating: Rating,
    /// One line for the catalog.
    pub summary: &'static str,
    /// The page `rules/<puzzle>/<id>.md`, compiled in.
    pub page: &'static str,
    /// Where the rule is declared: a source file of the crate and a line.
    pub file: &'static str,
    pub line: u32,
}

/// Declares a rule's record inside its `impl Rule<P>`: the puzzle (the
/// folder of its page), id, tier (with `@ 1.4`, a rating other than the
/// tier's) and summary; with `; Puzzle::method`,
/// also `anchors`, from the puzzle's method giving the range of anchors
/// the rule looks at, or with `; Puzzle::whole_grid` the engine's one anchor for
/// the whole grid. The page is `rules/<puzzle>/<id>.md`, read when the
/// crate is compiled: a missing page is a compile error.
#[macro_export]
#[doc(hidden)]
macro_rules! rule_record {
    ($puzzle:literal, $id:literal, $tier:ident $(@ $rating:literal)?, $summary:literal; $kind:ident :: whole_grid) => {
        $crate::rule_record!($puzzle, $id, $tier $(@ $rating)?, $summary);
        fn anchors(&self, puzzle: &$kind) -> std::ops::Range<$crate::engine::Anchor> {
            $crate::engine::whole_grid(puzzle)
        }
    };
    ($puzzle:literal, $id:literal, $tier:ident $(@ $rating:literal)?, $summary:literal; $kind:ident :: $anchors:ident) => {
        $crate::rule_record!($puzzle, $id, $tier $(@ $rating)?, $summary);
        fn anchors(&self, puzzle: &$kind) -> std::ops::Range<$crate::engine::Anchor> {
            puzzle.$anchors()
        }
    };
    ($puzzle:literal, $id:literal, $tier:ident $(@ $rating:literal)?, $summary:literal) => {
        fn record(&self) -> &'static $crate::engine::RuleRecord {
            static RECORD: $crate::engine::RuleRecord =
                $crate::record_of!($puzzle, $id, $tier $(@ $rating)?, $summary);
            &RECORD
        }
    };
}

/// The `RuleRecord` of a rule or an engine step, its page read from
/// `rules/<puzzle>/<id>.md` and its place from where this is written.
#[macro_export]
#[doc(hidden)]
macro_rules! record_of {
    ($puzzle:literal, $id:literal, $tier:ident @ $rating:literal, $summary:literal) => {
        $crate::engine::RuleRecord {
            rating: $crate::engine::Rating::from_decimal($rating),
            ..$crate::record_of!($puzzle, $id, $tier, $summary)
        }
    };
    ($puzzle:literal, $id:literal, $tier:ident, $summary:literal) => {
        $crate::engine::RuleRecord {
            puzzle: $puzzle,
            id: $id,
            tier: $crate::engine::Tier::$tier,
            rating: $crate::engine::Rating::of_tier($crate::engine::Tier::$tier),
            summary: $summary,
            page: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/rules/",
                $puzzle,
                "/",
                $id,
                ".md"
            )),
            file: file!(),
            line: line!(),
        }
    };
}

/// A puzzle's rule list, in tier order: `rule_list!(Pixel; full_window::FullWindow, ...)`
/// declares each rule's module (its file) and the static `ALL` that
/// `Puzzle::rules` gives, so a new rule is its file, its page and one line
/// here.
#[macro_export]
#[doc(hidden)]
macro_rules! rule_list {
    ($puzzle:ty; $($module:ident :: $rule:ident),+ $(,)?) => {
        $(mod $module;)+

        /// The puzzle's rules by tier and rating, least first.
        pub static ALL: &[&dyn $crate::engine::AnyRule<$puzzle>] = &[$(&$module::$rule),+];
    };
}
