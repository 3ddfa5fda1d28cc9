//! The proof a generated puzzle passes before it is printed: read back
//! from its text by the ordinary reader, solved by the ordinary solver
//! with every rule, its answer passed by the verifier, its grade the one
//! asked, the rules asked for used, and no second answer found by the
//! uniqueness search.

use std::fmt;

use crate::engine::{Grade, Outcome, PuzzleIo, Selection, Solver, Tier};
use crate::tools::uniqueness::other_answers;

/// Why a puzzle failed its proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Flaw {
    /// Its grade is another tier (`None`: no step at all).
    Graded(Option<Tier>),
    /// It does not use this rule.
    Lacks(&'static str),
    /// What should not happen to a puzzle made from an answer: its text
    /// does not read back, it is not solved, the verifier refuses the
    /// answer, or a second answer exists.
    Broken(String),
}

impl fmt::Display for Flaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Flaw::Graded(Some(tier)) => write!(f, "graded {}", tier.name()),
            Flaw::Graded(None) => write!(f, "solved without a step"),
            Flaw::Lacks(rule) => write!(f, "does not use {rule}"),
            Flaw::Broken(why) => f.write_str(why),
        }
    }
}

/// Proves `text` (one puzzle's judge input, with the batch's end line):
/// its grade, or its flaw. `solver` is a recording solver with every rule.
pub fn prove<P: PuzzleIo>(
    text: &str,
    tier: Tier,
    rules: &[&'static str],
    solver: &Solver<P>,
) -> Result<Grade, Flaw> {
    let broken = |why: String| Err(Flaw::Broken(why));
    let mut batch = P::parse_batch(text, false);
    if batch.items.len() != 1 || batch.trailing.is_some() {
        return broken("its text does not read back as one puzzle".into());
    }
    let start = match batch.items.remove(0) {
        Ok(puzzle) => puzzle,
        Err(error) => return broken(format!("its text does not read back: {error}")),
    };
    let mut answer = start.clone();
    let trace = solver.solve(&mut answer);
    if trace.outcome != Outcome::Solved {
        return broken(format!("the solver ends {}", trace.outcome.name()));
    }
    if let Err(why) = answer.judge_output(1) {
        return broken(format!("the verifier refuses its answer: {why}"));
    }
    let grade = Grade::of(&trace.steps);
    if grade.hardest != Some(tier) {
        return Err(Flaw::Graded(grade.hardest));
    }
    if let Some(rule) = rules.iter().find(|r| !grade.per_rule.contains_key(*r)) {
        return Err(Flaw::Lacks(rule));
    }
    match other_answers(&start, &trace.steps, &answer) {
        Ok(others) if others.different.is_none() => Ok(grade),
        Ok(_) => broken("it has a second answer".into()),
        Err(why) => broken(format!("its trace does not replay: {}", why.0)),
    }
}

/// A recording solver with every rule, for `prove`.
pub fn proving_solver<P: PuzzleIo>() -> Solver<P> {
    Solver::new(&Selection::all::<P>(), true)
}
