//! A puzzle's rule catalog: its rules in tier order, then the engine's own
//! steps, each entry the rule's record with what the puzzle adds to it.

use std::fmt::Write;

use super::puzzle_io::PuzzleIo;
use crate::engine::engine_steps::ENGINE_STEPS;
use crate::engine::rule_record::RuleRecord;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogEntry {
    /// The puzzle's `KIND` (`pixel`); for an engine step too, whose record
    /// belongs to every puzzle.
    pub puzzle: &'static str,
    pub record: &'static RuleRecord,
    /// A hypothesis round tries its assumptions without this rule first.
    pub costly: bool,
    /// The puzzle's named rule sets that hold this rule.
    pub sets: Vec<&'static str>,
    /// The puzzle's section of an engine step's page, if it has one.
    pub section: Option<&'static str>,
}

impl CatalogEntry {
    /// The page as `deduce explain` prints it: its title, a header built
    /// from the record (tier, sets, where it is defined), the page, and
    /// the puzzle's section.
    pub fn page(&self) -> String {
        let record = self.record;
        let (title, rest) = record.page.split_once('\n').unwrap_or((record.page, ""));
        let mut page = format!("{title}\n\nTier: {}; rated {}", record.tier, record.rating);
        if self.costly {
            page.push_str("; costly: a hypothesis round tries its assumptions without it first");
        }
        page.push('.');
        for set in &self.sets {
            let _ = write!(page, " In the rule set `{set}`.");
        }
        let _ = writeln!(page, "\nDefined in `{}:{}`.", record.file, record.line);
        page.push_str(rest);
        if let Some(section) = self.section {
            page.push('\n');
            page.push_str(section);
        }
        page
    }
}

/// Every entry of `P`'s catalog, in the order of `P::rules()`, then
/// hypothesis, forcing and guess.
pub fn catalog<P: PuzzleIo>() -> Vec<CatalogEntry> {
    let sections = P::engine_sections();
    let rules = P::rules().iter().map(|rule| {
        let sets = P::rule_sets()
            .iter()
            .filter(|(_, members)| {
                members
                    .iter()
                    .any(|member| std::ptr::eq(member.record(), rule.record()))
            })
            .map(|(name, _)| *name)
            .collect();
        CatalogEntry {
            puzzle: P::KIND,
            record: rule.record(),
            costly: rule.costly(),
            sets,
            section: None,
        }
    });
    let engine_steps = ENGINE_STEPS.iter().map(|&step| CatalogEntry {
        puzzle: P::KIND,
        record: step,
        costly: false,
        sets: Vec::new(),
        section: sections.of(step),
    });
    rules.chain(engine_steps).collect()
}
