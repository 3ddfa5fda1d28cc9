//! A puzzle's rule catalog: its rules in order, then the engine's own
//! steps, each with its tier, one-line summary and compiled page.

use super::io::PuzzleIo;
use super::tier::Tier;
use super::trace::ENGINE_STEPS;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CatalogEntry {
    /// The puzzle's `KIND` (`pixel`).
    pub puzzle: &'static str,
    pub id: &'static str,
    pub tier: Tier,
    pub summary: &'static str,
    /// The rule's page, exactly as `rules/<puzzle>/<id>.md` holds it;
    /// `None` only if the page was left out of `rule_pages!` (a test
    /// checks that none is).
    pub page: Option<&'static str>,
}

/// Every entry of `P`'s catalog, in the order of `P::rules()`, then
/// hypothesis, forcing and guess.
pub fn catalog<P: PuzzleIo>() -> Vec<CatalogEntry> {
    let rules = P::rules()
        .iter()
        .map(|rule| (rule.id(), rule.tier(), rule.summary()));
    let engine_steps = ENGINE_STEPS
        .iter()
        .map(|step| (step.id, step.tier, step.summary));
    rules
        .chain(engine_steps)
        .map(|(id, tier, summary)| CatalogEntry {
            puzzle: P::KIND,
            id,
            tier,
            summary,
            page: page_of::<P>(id),
        })
        .collect()
}

fn page_of<P: PuzzleIo>(id: &str) -> Option<&'static str> {
    P::rule_pages()
        .iter()
        .find(|(page_id, _)| *page_id == id)
        .map(|(_, text)| *text)
}
