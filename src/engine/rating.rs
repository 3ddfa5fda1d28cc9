//! How hard a rule is for a person, as a number: `1.0` for a count at one
//! cell, up to `5.0` for a guess. Each rule declares its rating (by
//! default its tier's number); the solver takes the least rated rule that
//! applies, so the rating of a trace's hardest step is the least that a
//! solve of the puzzle needs, which is the puzzle's rating. A puzzle kind
//! names bands of ratings as levels (`Puzzle::LEVELS`).

use std::fmt;

use super::tier::Tier;

/// A rating in tenths (`Rating(14)` is 1.4): exact, ordered and hashable,
/// so that grouping rules by it is the same on every machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rating(pub u8);

impl Rating {
    /// What a rule of `tier` rates unless it says otherwise.
    pub const fn of_tier(tier: Tier) -> Rating {
        Rating(tier as u8 * 10)
    }

    /// A rating written as a decimal in a rule's declaration (`1.4`).
    pub const fn from_decimal(value: f64) -> Rating {
        Rating((value * 10.0 + 0.5) as u8)
    }

    /// The number, for JSON.
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// A band of ratings with a name: from `from` up to the next band's.
pub struct Level {
    pub from: Rating,
    pub name: &'static str,
}

/// The levels most puzzles use: one per tier.
pub const TIER_LEVELS: &[Level] = &[
    Level {
        from: Rating(10),
        name: "easy",
    },
    Level {
        from: Rating(20),
        name: "medium",
    },
    Level {
        from: Rating(30),
        name: "hard",
    },
    Level {
        from: Rating(40),
        name: "expert",
    },
    Level {
        from: Rating(50),
        name: "extreme",
    },
];

/// The ratings of the level named `name`: from its start up to the next
/// level's start (`None`: no end), and the tier it starts in. A level
/// name stands for a difficulty wherever a tier is named.
pub fn level_named(levels: &'static [Level], name: &str) -> Option<(Tier, Rating, Option<Rating>)> {
    let at = levels.iter().position(|l| l.name == name)?;
    let from = levels[at].from;
    let tier = Tier::ALL
        .into_iter()
        .rev()
        .find(|&t| Rating::of_tier(t) <= from)
        .unwrap_or(Tier::Basic);
    Some((tier, from, levels.get(at + 1).map(|l| l.from)))
}

/// The name of the band `rating` falls in (the first band's when below).
pub fn level_of(levels: &'static [Level], rating: Rating) -> &'static str {
    levels
        .iter()
        .rev()
        .find(|l| l.from <= rating)
        .or(levels.first())
        .map_or("", |l| l.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_read_as_decimals_and_fall_in_their_band() {
        assert_eq!(Rating::from_decimal(1.4), Rating(14));
        assert_eq!(Rating::from_decimal(3.5).to_string(), "3.5");
        assert_eq!(Rating::of_tier(Tier::Advanced), Rating(30));
        assert_eq!(level_of(TIER_LEVELS, Rating(29)), "medium");
        assert_eq!(level_of(TIER_LEVELS, Rating(30)), "hard");
        assert_eq!(level_of(TIER_LEVELS, Rating(5)), "easy");
        assert_eq!(level_of(TIER_LEVELS, Rating(55)), "extreme");
    }

    #[test]
    fn a_level_name_gives_its_tier_and_ratings() {
        assert_eq!(
            level_named(TIER_LEVELS, "hard"),
            Some((Tier::Advanced, Rating(30), Some(Rating(40))))
        );
        assert_eq!(
            level_named(TIER_LEVELS, "extreme"),
            Some((Tier::Guess, Rating(50), None))
        );
        assert_eq!(level_named(TIER_LEVELS, "tricky"), None);
    }
}
