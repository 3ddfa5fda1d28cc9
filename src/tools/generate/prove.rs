//! The proof a generated puzzle passes before it is printed: read back
//! from its text by the ordinary reader, solved by the ordinary solver
//! with every rule, its answer passed by the verifier, its grade the one
//! asked, the rules asked for used, and no second answer found by the
//! uniqueness search.

use crate::engine::{Grade, Outcome, Selection, Solver};
use crate::io::PuzzleIo;
use crate::io::generate::{Generate, Order};
use crate::tools::uniqueness::other_answers;

/// Why a puzzle failed its proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Flaw {
    /// Its grade is another tier than the one asked.
    Graded,
    /// It does not use a rule asked for.
    Lacks,
    /// What should not happen to a puzzle made from an answer: its text
    /// does not read back, it is not solved, the verifier refuses the
    /// answer, or a second answer exists.
    Broken(String),
}

/// Proves `text` (one puzzle's judge input, without the batch's end
/// line), or finds its flaw. `solver` is a recording solver with every
/// rule.
pub fn prove<P: Generate>(text: &str, order: &Order, solver: &Solver<P>) -> Result<(), Flaw> {
    let (tier, rules) = (order.tier, &order.rules);
    let broken = |why: String| Err(Flaw::Broken(why));
    let start = P::read_back(text).map_err(Flaw::Broken)?;
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
        return Err(Flaw::Graded);
    }
    // A level asked: the rating within it too.
    if let Some((from, to)) = order.ratings
        && grade
            .rating
            .is_none_or(|r| r < from || to.is_some_and(|to| r >= to))
    {
        return Err(Flaw::Graded);
    }
    if rules.iter().any(|r| !grade.per_rule.contains_key(r)) {
        return Err(Flaw::Lacks);
    }
    match other_answers(&start, &trace.steps, &answer) {
        Ok(others) if others.different.is_none() => Ok(()),
        Ok(_) => broken("it has a second answer".into()),
        Err(why) => broken(format!("its trace does not replay: {}", why.0)),
    }
}

/// A recording solver with every rule, for `prove`.
pub fn proving_solver<P: PuzzleIo>() -> Solver<P> {
    Solver::new(&Selection::all::<P>(), true)
}
