//! Difficulty tiers. Within each tier the rules carry a finer rating
//! (`rating.rs`); the solver always returns to the least rated rule after a
//! step, so the tier of the hardest step in a trace is the puzzle's grade and
//! the rating of the hardest step its rating.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tier {
    /// One cell or one dot, read at a glance.
    Basic = 1,
    /// A small pattern of clues and marks.
    Intermediate = 2,
    /// Reasoning over a region or the whole grid (loops, colours, reachability).
    Advanced = 3,
    /// Assume one mark, run the rules to a contradiction, conclude the opposite.
    Hypothesis = 4,
    /// Branch on a mark and backtrack: the last resort.
    Guess = 5,
}

impl Tier {
    pub const ALL: [Tier; 5] = [
        Tier::Basic,
        Tier::Intermediate,
        Tier::Advanced,
        Tier::Hypothesis,
        Tier::Guess,
    ];

    pub fn number(self) -> u8 {
        self as u8
    }

    pub fn name(self) -> &'static str {
        match self {
            Tier::Basic => "basic",
            Tier::Intermediate => "intermediate",
            Tier::Advanced => "advanced",
            Tier::Hypothesis => "hypothesis",
            Tier::Guess => "guess",
        }
    }

    /// Accepts a tier's number (1..5) or its name.
    pub fn parse(text: &str) -> Option<Tier> {
        Tier::ALL
            .into_iter()
            .find(|t| t.name() == text || t.number().to_string() == text)
    }
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.number(), self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Tier;

    #[test]
    fn tiers_parse_by_number_or_name_and_order_by_cost() {
        assert_eq!(Tier::parse("2"), Some(Tier::Intermediate));
        assert_eq!(Tier::parse("guess"), Some(Tier::Guess));
        assert_eq!(Tier::parse("6"), None);
        assert!(Tier::Basic < Tier::Advanced && Tier::Hypothesis < Tier::Guess);
        assert_eq!(Tier::Hypothesis.to_string(), "4 (hypothesis)");
    }
}
