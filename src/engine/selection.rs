//! Which rules the solver may use: `--rules` and `--max-tier`.

use super::engine_steps::{FORCING, GUESS, HYPOTHESIS, NESTED_HYPOTHESIS};
use super::puzzle::{AnyRule, Puzzle};
use super::rating::{Rating, level_named};
use super::tier::Tier;

#[derive(Clone, Debug)]
pub struct Selection {
    /// One flag per entry of `P::rules()`.
    pub enabled: Vec<bool>,
    pub hypothesis: bool,
    /// Both sides of a decision assumed in turn, keeping what they agree
    /// on; tried in the same rounds as hypotheses.
    pub forcing: bool,
    /// A hypothesis whose trial may take hypotheses and forcing steps of
    /// its own; tried when a round of those finds nothing.
    pub nested: bool,
    pub guess: bool,
}

impl Selection {
    pub fn all<P: Puzzle>() -> Selection {
        Selection {
            enabled: vec![true; P::rules().len()],
            hypothesis: true,
            forcing: true,
            nested: true,
            guess: true,
        }
    }

    /// What the selection allows, as `--rules` names it: the rule ids in
    /// catalog order, then the engine's steps allowed.
    pub fn ids<P: Puzzle>(&self) -> Vec<&'static str> {
        let rules = P::rules().iter().zip(&self.enabled);
        let engine = [
            (HYPOTHESIS.id, self.hypothesis),
            (FORCING.id, self.forcing),
            (NESTED_HYPOTHESIS.id, self.nested),
            (GUESS.id, self.guess),
        ];
        rules
            .filter(|&(_, &on)| on)
            .map(|(rule, _)| rule.record().id)
            .chain(engine.into_iter().filter(|&(_, on)| on).map(|(id, _)| id))
            .collect()
    }

    /// Only rules of tiers up to `max`.
    pub fn up_to<P: Puzzle>(mut self, max: Tier) -> Selection {
        for (flag, rule) in self.enabled.iter_mut().zip(P::rules()) {
            *flag &= rule.record().tier <= max;
        }
        self.hypothesis &= HYPOTHESIS.tier <= max;
        self.forcing &= FORCING.tier <= max;
        self.nested &= NESTED_HYPOTHESIS.tier <= max;
        self.guess &= GUESS.tier <= max;
        self
    }

    /// Parses a comma-separated list of rule ids, named sets, `all`,
    /// `hypothesis`, `forcing`, `nested-hypothesis` and `guess`, the names of the tiers below
    /// them (`basic`: every basic rule), as `--max-tier` takes them, and
    /// the puzzle's levels as `grade` names them (`tricky`: every rule
    /// rated in that level's band).
    pub fn parse<P: Puzzle>(list: &str) -> Result<Selection, String> {
        let rules = P::rules();
        let mut selection = Selection {
            enabled: vec![false; rules.len()],
            hypothesis: false,
            forcing: false,
            nested: false,
            guess: false,
        };
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            selection.enable::<P>(name)?;
        }
        Ok(selection)
    }

    fn enable<P: Puzzle>(&mut self, name: &str) -> Result<(), String> {
        match name {
            "all" => *self = Selection::all::<P>(),
            _ if name == HYPOTHESIS.id => self.hypothesis = true,
            _ if name == FORCING.id => self.forcing = true,
            _ if name == NESTED_HYPOTHESIS.id => self.nested = true,
            _ if name == GUESS.id => self.guess = true,
            _ => {
                if let Some(tier) = tier_named(name) {
                    for rule in P::rules().iter().filter(|r| r.record().tier == tier) {
                        self.enable_rule::<P>(*rule);
                    }
                } else if let Some((_, from, to)) = level_named(P::LEVELS, name) {
                    // A level as `grade` names it: the rules rated in its
                    // band, the engine's steps among them.
                    let within = |rating: Rating| from <= rating && to.is_none_or(|to| rating < to);
                    for rule in P::rules().iter().filter(|r| within(r.record().rating)) {
                        self.enable_rule::<P>(*rule);
                    }
                    self.hypothesis |= within(HYPOTHESIS.rating);
                    self.forcing |= within(FORCING.rating);
                    self.nested |= within(NESTED_HYPOTHESIS.rating);
                    self.guess |= within(GUESS.rating);
                } else if let Some((_, members)) =
                    P::rule_sets().iter().find(|(set, _)| *set == name)
                {
                    for member in *members {
                        self.enable_rule::<P>(*member);
                    }
                } else if let Some(rule) = P::rules().iter().find(|r| r.record().id == name) {
                    self.enable_rule::<P>(*rule);
                } else {
                    return Err(format!(
                        "unknown rule or rule set '{name}' for {} (see `deduce rules {}`)",
                        P::KIND,
                        P::KIND
                    ));
                }
            }
        }
        Ok(())
    }

    fn enable_rule<P: Puzzle>(&mut self, rule: &'static dyn AnyRule<P>) {
        let record = rule.record();
        if let Some(index) = P::rules()
            .iter()
            .position(|r| std::ptr::eq(r.record(), record))
        {
            self.enabled[index] = true;
        }
    }

    pub fn rules<P: Puzzle>(&self) -> impl Iterator<Item = &'static dyn AnyRule<P>> + '_ {
        P::rules()
            .iter()
            .zip(&self.enabled)
            .filter(|(_, on)| **on)
            .map(|(rule, _)| *rule)
    }
}

/// The tier `name` names, among those whose rules are the puzzle's own
/// (hypothesis and guess are the engine's steps, named as such).
fn tier_named(name: &str) -> Option<Tier> {
    [Tier::Basic, Tier::Intermediate, Tier::Advanced]
        .into_iter()
        .find(|t| t.name() == name)
}
