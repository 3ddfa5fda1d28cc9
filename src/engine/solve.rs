//! The solve loop: rules by tier from a queue of touched places, then a
//! hypothesis, then a guess, each recorded as a step.

use super::puzzle::{Anchor, Contradiction, Puzzle, Rule};
use super::queue::DirtyQueue;
use super::selection::Selection;
use super::tier::Tier;
use super::trace::{Outcome, Step, StepKind, Trace};

/// The rules of one tier, split by how the engine finds where to look.
struct TierRules<P: Puzzle> {
    local: Vec<&'static dyn Rule<P>>,
    scan: Vec<&'static dyn Rule<P>>,
}

pub struct Solver<P: Puzzle> {
    tiers: Vec<TierRules<P>>,
    hypothesis: bool,
    guess: bool,
    /// Keep the steps; judge output alone does not need them.
    record: bool,
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

impl<P: Puzzle> Solver<P> {
    pub fn new(selection: &Selection, record: bool) -> Self {
        let tiers = [Tier::Basic, Tier::Intermediate, Tier::Advanced]
            .into_iter()
            .map(|tier| {
                let of_tier = || selection.rules::<P>().filter(move |r| r.tier() == tier);
                TierRules {
                    local: of_tier().filter(|r| !r.scan()).collect(),
                    scan: of_tier().filter(|r| r.scan()).collect(),
                }
            })
            .filter(|t| !t.local.is_empty() || !t.scan.is_empty())
            .collect();
        Solver {
            tiers,
            hypothesis: selection.hypothesis,
            guess: selection.guess,
            record,
        }
    }

    /// Solves `puzzle` in place and returns the trace (empty of steps when
    /// not recording).
    pub fn solve(&self, puzzle: &mut P) -> Trace<P::Effect> {
        let mut steps = Vec::new();
        let outcome = match self.run(puzzle, &mut steps, Dirty::All) {
            Ok(Status::Solved) => Outcome::Solved,
            Ok(Status::Stuck) => Outcome::Stuck,
            Err(Contradiction(why)) => Outcome::NoSolution(why),
        };
        Trace { steps, outcome }
    }

    fn run(
        &self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        mut dirty: Dirty,
    ) -> Result<Status, Contradiction> {
        let mut touched = Vec::new();
        loop {
            self.propagate(puzzle, steps, dirty)?;
            if puzzle.is_complete() {
                puzzle.check_complete()?;
                return Ok(Status::Solved);
            }
            touched.clear();
            if self.hypothesis {
                if let Some(step) = self.find_hypothesis(puzzle) {
                    self.apply_step(puzzle, step, steps, &mut touched)?;
                    dirty = Dirty::Some(std::mem::take(&mut touched));
                    continue;
                }
            }
            if !self.guess {
                return Ok(Status::Stuck);
            }
            let Some(assume) = first_open_candidate(puzzle) else {
                return Ok(Status::Stuck);
            };
            let mut branch = puzzle.clone();
            let mut branch_steps = Vec::new();
            let result = branch.apply(assume, &mut touched).and_then(|()| {
                self.run(
                    &mut branch,
                    &mut branch_steps,
                    Dirty::Some(std::mem::take(&mut touched)),
                )
            });
            match result {
                Ok(Status::Solved) => {
                    *puzzle = branch;
                    self.record_step(
                        steps,
                        StepKind::Guess {
                            assume,
                            steps: branch_steps,
                            contradiction: None,
                        },
                        vec![assume],
                    );
                    return Ok(Status::Solved);
                }
                // A guess always makes progress, so a branch cannot stall;
                // should a puzzle's candidates run dry, report it as stuck.
                Ok(Status::Stuck) => return Ok(Status::Stuck),
                Err(Contradiction(why)) => {
                    let opposite = puzzle.negate(assume);
                    let step = Step {
                        kind: StepKind::Guess {
                            assume,
                            steps: branch_steps,
                            contradiction: Some(why),
                        },
                        effects: vec![opposite],
                    };
                    self.apply_step(puzzle, step, steps, &mut touched)?;
                    dirty = Dirty::Some(std::mem::take(&mut touched));
                }
            }
        }
    }

    /// Tries each candidate: assume it, run the rules; the first that
    /// breaks a constraint yields a step concluding its opposite.
    fn find_hypothesis(&self, puzzle: &P) -> Option<Step<P::Effect>> {
        let mut candidates = Vec::new();
        puzzle.candidates(&mut candidates);
        let mut touched = Vec::new();
        for assume in candidates {
            if !puzzle.is_open(assume) {
                continue;
            }
            let mut trial = puzzle.clone();
            let mut trial_steps = Vec::new();
            touched.clear();
            let result = trial.apply(assume, &mut touched).and_then(|()| {
                self.propagate(
                    &mut trial,
                    &mut trial_steps,
                    Dirty::Some(std::mem::take(&mut touched)),
                )
                .and_then(|()| {
                    if trial.is_complete() {
                        trial.check_complete()
                    } else {
                        Ok(())
                    }
                })
            });
            if let Err(Contradiction(why)) = result {
                return Some(Step {
                    kind: StepKind::Hypothesis {
                        assume,
                        steps: trial_steps,
                        contradiction: why,
                    },
                    effects: vec![puzzle.negate(assume)],
                });
            }
        }
        None
    }

    /// Runs the rules until none finds anything. Each tier's queue is
    /// drained before the next is looked at, and every step sends the
    /// search back to the cheapest tier.
    fn propagate(
        &self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        dirty: Dirty,
    ) -> Result<(), Contradiction> {
        let anchors = puzzle.anchor_count();
        let mut queues: Vec<DirtyQueue> = self
            .tiers
            .iter()
            .map(|_| DirtyQueue::new(anchors))
            .collect();
        let initial: Vec<Anchor> = match dirty {
            Dirty::All => (0..anchors).collect(),
            Dirty::Some(list) => list,
        };
        for queue in &mut queues {
            initial.iter().for_each(|&at| queue.push(at));
        }
        // Per scan rule: where its next sweep starts, and how many steps had
        // been taken when a whole sweep last found nothing.
        let mut sweeps: Vec<Vec<(Anchor, Option<usize>)>> = self
            .tiers
            .iter()
            .map(|t| vec![(0, None); t.scan.len()])
            .collect();
        let mut taken = 0usize;
        let mut found = Vec::new();
        let mut touched = Vec::new();
        'restart: loop {
            for (tier_index, tier) in self.tiers.iter().enumerate() {
                while let Some(at) = queues[tier_index].pop() {
                    for rule in &tier.local {
                        if !rule.anchors(puzzle).contains(&at) {
                            continue;
                        }
                        if self.derive(*rule, puzzle, at, &mut found) {
                            queues[tier_index].push_front(at);
                            self.apply_found(puzzle, *rule, at, &found, steps, &mut touched)?;
                            taken += 1;
                            for queue in &mut queues {
                                touched.iter().for_each(|&a| queue.push(a));
                            }
                            continue 'restart;
                        }
                    }
                }
                for (scan_index, rule) in tier.scan.iter().enumerate() {
                    let (cursor, idle_at) = &mut sweeps[tier_index][scan_index];
                    if *idle_at == Some(taken) {
                        continue;
                    }
                    let range = rule.anchors(puzzle);
                    if range.is_empty() {
                        continue;
                    }
                    let start = (*cursor).clamp(range.start, range.end - 1);
                    let order = (start..range.end).chain(range.start..start);
                    let mut hit = None;
                    for at in order {
                        if self.derive(*rule, puzzle, at, &mut found) {
                            hit = Some(at);
                            break;
                        }
                    }
                    match hit {
                        None => *idle_at = Some(taken),
                        Some(at) => {
                            *cursor = at;
                            self.apply_found(puzzle, *rule, at, &found, steps, &mut touched)?;
                            taken += 1;
                            for queue in &mut queues {
                                touched.iter().for_each(|&a| queue.push(a));
                            }
                            continue 'restart;
                        }
                    }
                }
            }
            return Ok(());
        }
    }

    /// Runs one rule at one anchor; true when it found something new.
    fn derive(
        &self,
        rule: &dyn Rule<P>,
        puzzle: &P,
        at: Anchor,
        found: &mut Vec<P::Effect>,
    ) -> bool {
        found.clear();
        rule.derive(puzzle, at, found);
        found.retain(|e| !puzzle.holds(*e));
        dedup_in_order(found);
        !found.is_empty()
    }

    fn apply_found(
        &self,
        puzzle: &mut P,
        rule: &dyn Rule<P>,
        at: Anchor,
        found: &[P::Effect],
        steps: &mut Vec<Step<P::Effect>>,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        touched.clear();
        let step = Step {
            kind: StepKind::Rule {
                rule: rule.id(),
                at,
            },
            effects: found.to_vec(),
        };
        self.apply_step(puzzle, step, steps, touched)
    }

    /// Records the step first, so that a step which breaks a constraint is
    /// the last one of its (sub-)trace, then applies its effects.
    fn apply_step(
        &self,
        puzzle: &mut P,
        step: Step<P::Effect>,
        steps: &mut Vec<Step<P::Effect>>,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        let effects = step.effects.clone();
        self.record_step(steps, step.kind, step.effects);
        for effect in effects {
            puzzle.apply(effect, touched)?;
        }
        Ok(())
    }

    fn record_step(
        &self,
        steps: &mut Vec<Step<P::Effect>>,
        kind: StepKind<P::Effect>,
        effects: Vec<P::Effect>,
    ) {
        if self.record {
            steps.push(Step { kind, effects });
        }
    }
}

fn first_open_candidate<P: Puzzle>(puzzle: &P) -> Option<P::Effect> {
    let mut candidates = Vec::new();
    puzzle.candidates(&mut candidates);
    candidates.into_iter().find(|e| puzzle.is_open(*e))
}

/// Removes repeated effects, keeping the first of each: rules may reach the
/// same conclusion twice from two sides of a pattern.
pub(crate) fn dedup_in_order<E: PartialEq + Copy>(list: &mut Vec<E>) {
    let mut kept = 0;
    for i in 0..list.len() {
        if !list[..kept].contains(&list[i]) {
            list[kept] = list[i];
            kept += 1;
        }
    }
    list.truncate(kept);
}
