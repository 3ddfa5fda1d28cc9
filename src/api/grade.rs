//! Grading: per puzzle, the hardest tier and the rating it needs, each
//! rule's steps, whether it needed hypotheses or guesses, and whether its
//! answer is unique (where not, where a second answer differs).

use serde::Serialize;

use crate::engine::rating::level_of;
use crate::engine::words::{counted, effect_text, rule_order};
use crate::engine::{FORCING, GUESS, HYPOTHESIS, NESTED_HYPOTHESIS, Rating, Tier};
use crate::engine::{Grade, Outcome, Selection, Solver};
use crate::error::Error;
use crate::formats::detect::{Format, read_batch};
use crate::io::PuzzleIo;
use crate::puzzles::PuzzleKind;
use crate::tools::uniqueness::{differences, other_answers};

use super::read::{Named, each_puzzle};

/// Differences shown between two answers; the count says how many more.
const SHOWN: usize = 8;

/// What grading found for one puzzle. Serialized as `deduce grade --json`
/// writes each report (its fields in that order, which is sorted).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GradeReport {
    /// Where another answer differs: this answer's marks and the other's;
    /// `None` when the answer is unique or not known.
    pub differences: Option<Differences>,
    /// The input's name.
    pub file: String,
    /// Whether the solve needed a guess.
    pub guess: bool,
    /// How many steps have the puzzle's rating.
    pub hard_steps: usize,
    /// Whether the solve needed a hypothesis (nested or not) or forcing.
    pub hypothesis: bool,
    /// The puzzle kind's name (`slink`).
    pub kind: &'static str,
    /// The name of the rating's band (`easy`), `None` with no steps.
    pub level: Option<&'static str>,
    /// `solved`, `stuck`, `no-solution` or `gave-up`.
    pub outcome: &'static str,
    /// The puzzle's number in its input, from 1.
    pub puzzle: usize,
    /// The puzzle's rating (`1.4`): its hardest step's.
    pub rating: Option<f64>,
    /// Steps per rule, in catalog order.
    pub rules: Vec<RuleSteps>,
    /// The same as `differences`, for an answer the judge reads alike.
    pub same_reading: Option<Differences>,
    /// `8x8`.
    pub size: String,
    /// How many steps the solve took.
    pub steps: usize,
    /// The hardest tier's number (`2`), `None` with no steps.
    pub tier: Option<u8>,
    /// The hardest tier's name (`intermediate`).
    pub tier_name: Option<&'static str>,
    /// Whether the answer is unique; `None` when the puzzle was not solved.
    pub unique: Option<bool>,
    #[serde(skip)]
    hardest: Option<Tier>,
    #[serde(skip)]
    rated: Option<Rating>,
}

/// A rule and how many steps of it a solve took.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleSteps {
    /// The rule's id.
    pub id: &'static str,
    /// Its steps.
    pub steps: usize,
}

/// Where two answers differ: the marks each has that the other has not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Differences {
    /// The other answer's marks.
    pub other: Vec<String>,
    /// This answer's marks.
    pub this: Vec<String>,
}

/// Grades every puzzle of `input` (in `from`, or the format it looks
/// like); a puzzle that cannot be read is an error in its place.
///
/// ```
/// use deduce::{Named, PuzzleKind};
///
/// let text = "3 3\n1.1\n...\n1.1\n0 0\n";
/// let reports = deduce::grade(PuzzleKind::Nurikabe, Named::new(text), None);
/// let report = reports[0].as_ref().unwrap();
/// assert_eq!(report.unique, Some(true));
/// assert_eq!(report.tier_name, Some("basic"));
/// ```
pub fn grade<'a>(
    kind: PuzzleKind,
    input: impl Into<Named<'a>>,
    from: Option<Format>,
) -> Vec<Result<GradeReport, Error>> {
    let input = input.into();
    crate::with_puzzle!(kind, P => {
        let solver = Solver::<P>::new(&Selection::all::<P>(), true);
        let batch = read_batch::<P>(input.text, false, from);
        each_puzzle(batch, input.name, |number, start| {
            Ok(grade_puzzle(&solver, &start, number, input.name))
        })
    })
}

/// Grades puzzle `number` of the input `file`, `start`, with `solver`
/// (every rule, recording the steps).
pub(crate) fn grade_puzzle<P: PuzzleIo>(
    solver: &Solver<P>,
    start: &P,
    number: usize,
    file: &str,
) -> GradeReport {
    let mut state = start.clone();
    let trace = solver.solve(&mut state);
    let grade = Grade::of(&trace.steps);
    let rules = rule_order::<P>()
        .filter_map(|rule| {
            grade
                .per_rule
                .get(rule.id)
                .map(|&steps| RuleSteps { id: rule.id, steps })
        })
        .collect();
    let others = match trace.outcome {
        Outcome::Solved => other_answers(start, &trace.steps, &state).ok(),
        _ => None,
    };
    let marks = |other: &P| -> Differences {
        let (mine, theirs) = differences(&state, other);
        let text =
            |list: Vec<P::Effect>| list.into_iter().map(|e| effect_text(&state, e)).collect();
        Differences {
            this: text(mine),
            other: text(theirs),
        }
    };
    let used = |id: &str| grade.per_rule.contains_key(id);
    GradeReport {
        differences: others
            .as_ref()
            .and_then(|o| o.different.as_ref())
            .map(&marks),
        file: file.to_string(),
        guess: used(GUESS.id),
        hard_steps: grade.hard_steps,
        hypothesis: [HYPOTHESIS.id, FORCING.id, NESTED_HYPOTHESIS.id]
            .into_iter()
            .any(used),
        kind: P::KIND,
        level: grade.rating.map(|r| level_of(P::LEVELS, r)),
        outcome: trace.outcome.name(),
        puzzle: number,
        rating: grade.rating.map(Rating::value),
        rules,
        same_reading: others
            .as_ref()
            .and_then(|o| o.same_reading.as_ref())
            .map(&marks),
        size: state.size_text(),
        steps: grade.steps,
        tier: grade.hardest.map(|t| t.number()),
        tier_name: grade.hardest.map(|t| t.name()),
        unique: others.as_ref().map(|o| o.different.is_none()),
        hardest: grade.hardest,
        rated: grade.rating,
    }
}

impl GradeReport {
    /// The report as `deduce grade` prints it for a person.
    pub fn text(&self) -> String {
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let mut text = format!("puzzle {}: {} {}\n", self.puzzle, self.kind, self.size);
        text.push_str(&format!("  outcome: {}\n", self.outcome));
        if let Some(tier) = self.hardest {
            text.push_str(&format!("  hardest tier: {tier}\n"));
        }
        if let Some(rating) = self.rated {
            text.push_str(&format!(
                "  rating: {rating} ({}; {} rated {rating})\n",
                self.level.unwrap_or(""),
                counted(self.hard_steps, "step", "steps")
            ));
        }
        text.push_str(&format!(
            "  needed a hypothesis or forcing: {}; a guess: {}\n",
            yes_no(self.hypothesis),
            yes_no(self.guess)
        ));
        let counted: Vec<String> = self
            .rules
            .iter()
            .map(|rule| format!("{} {}", rule.id, rule.steps))
            .collect();
        text.push_str(&format!(
            "  steps: {} ({})\n",
            self.steps,
            counted.join(", ")
        ));
        text.push_str(&match (self.unique, &self.differences) {
            (Some(true), _) => "  unique: yes\n".to_string(),
            (Some(false), Some(found)) => {
                format!("  unique: no; another answer {}\n", differ(found))
            }
            _ => "  unique: not known (the puzzle was not solved)\n".to_string(),
        });
        if let Some(found) = &self.same_reading {
            text.push_str(&format!(
                "  another answer reads the same (the judge output is equal) and {}\n",
                differ(found)
            ));
        }
        text
    }

    /// Whether the puzzle was solved.
    pub fn solved(&self) -> bool {
        self.outcome == Outcome::Solved.name()
    }
}

/// `differs in 2 places: this one has ..., the other ...`
fn differ(found: &Differences) -> String {
    format!(
        "differs in {} places: this one has {}, the other {}",
        found.this.len(),
        shortened(&found.this),
        shortened(&found.other)
    )
}

/// The first `SHOWN` marks, and how many more.
fn shortened(marks: &[String]) -> String {
    let mut text = marks
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if marks.len() > SHOWN {
        text.push_str(&format!(" and {} more", marks.len() - SHOWN));
    }
    text
}
