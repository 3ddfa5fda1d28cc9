//! The solve loop: rules by tier from a queue of touched places, then a
//! hypothesis, then a guess, each recorded as a step.
//!
//! How a run of the rules goes (which tiers, whether the costly rules
//! run, whether steps are kept) is a value handed to it, a `Mode`; the
//! solver itself holds only its rules, its settings and memory reused
//! from one solve to the next.

mod explain;
mod fast_hash;
mod probe;
mod propagate;

use std::cell::RefCell;

use super::derived::{Derived, Explained, Premises};
use super::premise_check::PremiseCheck;
use super::puzzle::{Anchor, AnyRule, Contradiction, Puzzle};
use super::queue::DirtyQueue;
use super::selection::Selection;
use super::tier::Tier;
use super::trace::{Outcome, Step, StepKind, Trace};
use probe::Probe;
use propagate::{Mode, apply_step, rule_masks};

pub(crate) use propagate::derive_new;

/// The rules of one tier.
struct TierRules<P: Puzzle> {
    tier: Tier,
    rules: Vec<&'static dyn AnyRule<P>>,
    /// A bit for each of `rules` that is `costly`.
    costly: u64,
}

pub struct Solver<P: Puzzle> {
    tiers: Vec<TierRules<P>>,
    hypothesis: bool,
    forcing: bool,
    guess: bool,
    /// Keep the steps; judge output alone does not need them.
    record: bool,
    /// Memory for one solve, kept for the next.
    workspace: RefCell<Workspace<P>>,
}

/// Buffers a solve works in. Kept between solves: a batch of small
/// puzzles would otherwise spend much of its time allocating them, and
/// between calls within a solve: hypotheses propagate hundreds of times.
struct Workspace<P: Puzzle> {
    /// One queue per tier.
    queues: Vec<DirtyQueue>,
    /// Per tier, per anchor: a bit for each rule relevant there.
    relevance: Vec<Vec<u64>>,
    /// What a rule found at one anchor.
    found: Derived<P::Effect>,
    /// The same, with why, while recording.
    explained: Explained<P::Effect>,
    /// Where premises are made minimal, while recording.
    premises: Option<PremiseCheck<P>>,
    /// The anchors its effects touched.
    touched: Vec<Anchor>,
    /// The state a hypothesis trial works on.
    trial_state: Option<P>,
}

/// One solve under way: the solver's rules and settings, its workspace,
/// and where the next round of hypotheses starts.
struct Search<'s, P: Puzzle> {
    solver: &'s Solver<P>,
    work: &'s mut Workspace<P>,
    /// Where in the candidate list the last hypothesis was found: the next
    /// round starts there, since the candidates before it were just tried.
    probe_start: usize,
}

/// Where the solve ended, before it is turned into an outcome.
enum Status {
    Solved,
    Stuck,
}

/// Which anchors to look at first.
enum Dirty {
    All,
    Some(Vec<Anchor>),
}

/// Whether the state being solved lies under a guess: hypothesis rounds
/// there run fewer passes (see `Search::probe`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    Top,
    UnderGuess,
}

impl<P: Puzzle> Solver<P> {
    pub fn new(selection: &Selection, record: bool) -> Self {
        let tiers = [Tier::Basic, Tier::Intermediate, Tier::Advanced]
            .into_iter()
            .map(|tier| {
                let of_tier = || {
                    selection
                        .rules::<P>()
                        .filter(move |r| r.record().tier == tier)
                };
                let rules: Vec<_> = of_tier().collect();
                let costly = rules
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r.costly())
                    .fold(0u64, |bits, (i, _)| bits | 1 << i);
                TierRules {
                    tier,
                    rules,
                    costly,
                }
            })
            .filter(|t| !t.rules.is_empty())
            .collect();
        Solver {
            tiers,
            hypothesis: selection.hypothesis,
            forcing: selection.forcing,
            guess: selection.guess,
            record,
            workspace: RefCell::new(Workspace {
                queues: Vec::new(),
                relevance: Vec::new(),
                found: Derived::new(),
                explained: Explained::recording(),
                premises: None,
                touched: Vec::new(),
                trial_state: None,
            }),
        }
    }

    /// Solves `puzzle` in place and returns the trace (empty of steps when
    /// not recording).
    pub fn solve(&self, puzzle: &mut P) -> Trace<P::Effect> {
        if let Some(Contradiction(why)) = puzzle.broken_givens() {
            let outcome = Outcome::NoSolution(why.clone());
            return Trace {
                steps: Vec::new(),
                outcome,
            };
        }
        let mut workspace = self.workspace.borrow_mut();
        let mut search = Search::new(self, &mut workspace, puzzle);
        let mut steps = Vec::new();
        let outcome = match search.run(puzzle, &mut steps, Dirty::All, Depth::Top) {
            Ok(Status::Solved) => Outcome::Solved,
            Ok(Status::Stuck) => Outcome::Stuck,
            Err(Contradiction(why)) => Outcome::NoSolution(why),
        };
        Trace { steps, outcome }
    }
}

impl<'s, P: Puzzle> Search<'s, P> {
    /// Ready to solve `puzzle`: each tier's queue admits only the anchors
    /// where some rule of the tier is relevant. Worked out once per puzzle
    /// (it depends on the givens only), since a round of hypotheses
    /// propagates hundreds of times on one grid.
    fn new(solver: &'s Solver<P>, work: &'s mut Workspace<P>, puzzle: &P) -> Self {
        let anchors = super::whole_grid::all_anchors(puzzle);
        let tiers = solver.tiers.len();
        work.queues.resize_with(tiers, || DirtyQueue::new(0));
        work.relevance.resize_with(tiers, Vec::new);
        let buffers = work.relevance.iter_mut().zip(work.queues.iter_mut());
        for (tier, (masks, queue)) in solver.tiers.iter().zip(buffers) {
            rule_masks(tier, puzzle, anchors, masks);
            queue.admit(masks.iter().map(|&m| m != 0));
        }
        work.premises = solver.record.then(|| PremiseCheck::new(puzzle));
        Search {
            solver,
            work,
            probe_start: 0,
        }
    }

    fn run(
        &mut self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        mut dirty: Dirty,
        depth: Depth,
    ) -> Result<Status, Contradiction> {
        let mode = Mode::every_rule(self.solver.record);
        let mut touched = Vec::new();
        loop {
            self.propagate(puzzle, steps, mode, dirty, None)?;
            if puzzle.is_complete() {
                puzzle.check_complete()?;
                return Ok(Status::Solved);
            }
            touched.clear();
            let mut guess = None;
            if self.solver.hypothesis || self.solver.forcing {
                match self.probe(puzzle, depth) {
                    Probe::Found(step) => {
                        apply_step(puzzle, step, steps, mode, &mut touched)?;
                        dirty = Dirty::Some(std::mem::take(&mut touched));
                        continue;
                    }
                    Probe::Nothing { best_guess } => guess = best_guess,
                }
            }
            if !self.solver.guess {
                return Ok(Status::Stuck);
            }
            let Some(assume) = guess.or_else(|| first_open_candidate(puzzle)) else {
                return Ok(Status::Stuck);
            };
            let mut branch = puzzle.clone();
            let mut branch_steps = Vec::new();
            let result = branch.apply(assume, &mut touched).and_then(|()| {
                let dirty = Dirty::Some(std::mem::take(&mut touched));
                self.run(&mut branch, &mut branch_steps, dirty, Depth::UnderGuess)
            });
            match result {
                Ok(Status::Solved) => {
                    if mode.record {
                        let (premises, reason) =
                            explain::solved_guess_why(&*puzzle, assume, &branch_steps);
                        steps.push(Step {
                            kind: StepKind::Guess {
                                assume,
                                steps: branch_steps,
                                contradiction: None,
                                broken_by: Premises::default(),
                            },
                            effects: vec![assume],
                            premises,
                            reason,
                        });
                    }
                    *puzzle = branch;
                    return Ok(Status::Solved);
                }
                // A guess always makes progress, so a branch cannot stall;
                // should a puzzle's candidates run dry, report it as stuck.
                Ok(Status::Stuck) => return Ok(Status::Stuck),
                Err(Contradiction(why)) => {
                    let opposite = puzzle.negate(assume);
                    let mut step = Step::new(
                        StepKind::Guess {
                            assume,
                            steps: Vec::new(),
                            contradiction: None,
                            broken_by: Premises::default(),
                        },
                        vec![opposite],
                    );
                    let mut broken_by = Premises::default();
                    if mode.record {
                        let check = self.work.premises.as_mut().expect("recording");
                        broken_by = explain::broken_by(puzzle, assume, &branch_steps, check);
                        (step.premises, step.reason) = explain::refuted_why(
                            puzzle,
                            assume,
                            &branch_steps,
                            &why,
                            &broken_by,
                            "try",
                        );
                    }
                    step.kind = StepKind::Guess {
                        assume,
                        steps: branch_steps,
                        contradiction: Some(why),
                        broken_by,
                    };
                    apply_step(puzzle, step, steps, mode, &mut touched)?;
                    dirty = Dirty::Some(std::mem::take(&mut touched));
                }
            }
        }
    }
}

fn first_open_candidate<P: Puzzle>(puzzle: &P) -> Option<P::Effect> {
    let mut candidates = Vec::new();
    puzzle.candidates(&mut candidates);
    candidates.into_iter().find(|e| puzzle.is_open(*e))
}
