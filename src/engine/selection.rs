//! Which rules the solver may use: `--rules` and `--max-tier`.

use super::puzzle::{Puzzle, Rule};
use super::tier::Tier;
use super::trace::{ENGINE_STEPS, FORCING, GUESS, HYPOTHESIS};

#[derive(Clone, Debug)]
pub struct Selection {
    /// One flag per entry of `P::rules()`.
    pub enabled: Vec<bool>,
    pub hypothesis: bool,
    /// Both sides of a decision assumed in turn, keeping what they agree
    /// on; tried in the same rounds as hypotheses.
    pub forcing: bool,
    pub guess: bool,
}

impl Selection {
    pub fn all<P: Puzzle>() -> Selection {
        Selection {
            enabled: vec![true; P::rules().len()],
            hypothesis: true,
            forcing: true,
            guess: true,
        }
    }

    /// Only rules of tiers up to `max`.
    pub fn up_to<P: Puzzle>(mut self, max: Tier) -> Selection {
        for (flag, rule) in self.enabled.iter_mut().zip(P::rules()) {
            *flag &= rule.tier() <= max;
        }
        let allowed = |id: &str| {
            ENGINE_STEPS
                .iter()
                .any(|step| step.id == id && step.tier <= max)
        };
        self.hypothesis &= allowed(HYPOTHESIS);
        self.forcing &= allowed(FORCING);
        self.guess &= allowed(GUESS);
        self
    }

    /// Parses a comma-separated list of rule ids, named sets, `all`,
    /// `hypothesis`, `forcing` and `guess`.
    pub fn parse<P: Puzzle>(list: &str) -> Result<Selection, String> {
        let rules = P::rules();
        let mut selection = Selection {
            enabled: vec![false; rules.len()],
            hypothesis: false,
            forcing: false,
            guess: false,
        };
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            selection.enable::<P>(name)?;
        }
        Ok(selection)
    }

    fn enable<P: Puzzle>(&mut self, name: &str) -> Result<(), String> {
        let rules = P::rules();
        match name {
            "all" => *self = Selection::all::<P>(),
            HYPOTHESIS => self.hypothesis = true,
            FORCING => self.forcing = true,
            GUESS => self.guess = true,
            _ => {
                if let Some((_, members)) = P::rule_sets().iter().find(|(set, _)| *set == name) {
                    for member in *members {
                        self.enable::<P>(member)?;
                    }
                } else if let Some(index) = rules.iter().position(|r| r.id() == name) {
                    self.enabled[index] = true;
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

    pub fn rules<P: Puzzle>(&self) -> impl Iterator<Item = &'static dyn Rule<P>> + '_ {
        P::rules()
            .iter()
            .zip(&self.enabled)
            .filter(|(_, on)| **on)
            .map(|(rule, _)| *rule)
    }
}
