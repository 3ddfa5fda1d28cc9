//! Whether the solver really takes the cheapest rule: for each step of a
//! trace's main line, on the state before it, does a rule rated below the
//! step's rule find one of the step's conclusions anywhere? The solver runs
//! its rules by rating and goes back to the least rated after every step,
//! so such a step means a rule was not woken where it should have looked
//! (`deduce coverage` reports them per rule).

use crate::engine::derive_new;
use crate::engine::derived::Derived;
use crate::engine::puzzle::Puzzle;
use crate::engine::trace::{Step, StepKind, Unexplained};

/// A step a less rated rule would have taken, at least in part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cheaper {
    /// Its index on the main line, from 0.
    pub step: usize,
    pub rule: &'static str,
    /// The less rated rule that finds one of its conclusions.
    pub instead: &'static str,
}

/// The steps of `steps`, solved from `start`, that a less rated rule of
/// `P` would have taken. Only named rules' steps are asked about: a
/// hypothesis is taken when no rule applies, which the replay checks.
pub fn cheaper_steps<P: Puzzle>(start: &P, steps: &[Step<P::Effect>]) -> Vec<Cheaper> {
    let mut state = start.clone();
    // The state a look of a rule began on: the steps of one look (one
    // rule at one place, one after the other) were all found there, and a
    // later one's conclusion may follow by a cheaper rule from an earlier
    // one's, which is no choice the solver made.
    let mut look_state = start.clone();
    let mut cheaper = Vec::new();
    let mut found = Derived::new();
    let mut touched = Vec::new();
    for (index, step) in steps.iter().enumerate() {
        let same_look = index > 0 && same_look(&steps[index - 1], step);
        if !same_look {
            look_state.clone_from(&state);
        }
        if let StepKind::Rule { rule, .. } = step.kind {
            let below = P::rules()
                .iter()
                .filter(|r| r.record().rating < rule.rating);
            let instead = below.copied().find(|&other| {
                other.anchors(&look_state).any(|at| {
                    found.clear();
                    derive_new(other, &look_state, at, &mut found)
                        && step.effects.iter().any(|e| found.contains(e))
                })
            });
            if let Some(other) = instead {
                cheaper.push(Cheaper {
                    step: index,
                    rule: rule.id,
                    instead: other.record().id,
                });
            }
        }
        for &effect in &step.effects {
            // A step's effects hold together; the last one of a hypothesis
            // round that ends in a contradiction has nothing after it.
            if !state.holds(effect) && state.apply(effect, &mut touched).is_err() {
                return cheaper;
            }
            touched.clear();
        }
    }
    cheaper
}

/// `step` was found in the same look as `before`: a light recorded
/// trace says so; in a trace already explained, whose steps are placed
/// at their findings, both are the same rule's at the same place.
fn same_look<E>(before: &Step<E>, step: &Step<E>) -> bool {
    match step.unexplained {
        Some(Unexplained::SameLook) => return true,
        Some(_) => return false,
        None => {}
    }
    match (&before.kind, &step.kind) {
        (StepKind::Rule { rule: a, at: x }, StepKind::Rule { rule: b, at: y }) => {
            a.id == b.id && x == y
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Selection, Solver};
    use crate::puzzles::slink::{Board, SegMark, Slink};

    /// A 3x3 grid with a 0, a 3 and a 2.
    fn start() -> Slink {
        let clues = vec![
            Some(0),
            None,
            None,
            None,
            None,
            None,
            None,
            Some(3),
            Some(2),
        ];
        Slink::new(Board::new(3, 3, clues))
    }

    /// The solver's own steps: none is one a cheaper rule would take.
    #[test]
    fn the_solver_takes_no_step_a_cheaper_rule_would() {
        let solver = Solver::<Slink>::new(&Selection::all::<Slink>(), true);
        let mut solved = start();
        let steps = solver.solve(&mut solved).steps;
        assert!(
            steps
                .iter()
                .any(|s| s.rule().rating > steps[0].rule().rating)
        );
        assert_eq!(cheaper_steps(&start(), &steps), vec![]);
    }

    /// A step of a corner rule making the 0's top a cross: `zero` would.
    #[test]
    fn a_step_a_cheaper_rule_would_take_is_found() {
        let p = start();
        let rule = Slink::rules()
            .iter()
            .find(|r| r.record().id == "one-closed-corner")
            .unwrap()
            .record();
        let top = SegMark::cross(p.board.grid.h(0, 0));
        let step = Step::new(StepKind::Rule { rule, at: 0 }, vec![top]);
        let expected = Cheaper {
            step: 0,
            rule: "one-closed-corner",
            instead: "zero",
        };
        assert_eq!(cheaper_steps(&p, &[step]), vec![expected]);
    }
}
