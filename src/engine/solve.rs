//! The solve loop: rules by tier from a queue of touched places, then a
//! hypothesis, then a guess, each recorded as a step.

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use super::puzzle::{Anchor, Contradiction, Derived, Puzzle, Rule};
use super::queue::DirtyQueue;
use super::selection::Selection;
use super::tier::Tier;
use super::trace::{Case, Outcome, Step, StepKind, Trace};

/// The rules of one tier.
struct TierRules<P: Puzzle> {
    tier: Tier,
    rules: Vec<&'static dyn Rule<P>>,
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
    /// One queue per tier, kept between calls: hypotheses propagate many
    /// times and should not allocate each time.
    queues: RefCell<Vec<DirtyQueue>>,
    /// Where in the candidate list the last hypothesis was found: the next
    /// round starts there, since the candidates before it were just tried.
    probe_start: Cell<usize>,
    /// Per tier, per anchor: a bit for each rule relevant there.
    relevance: RefCell<Vec<Vec<u64>>>,
    /// `relevance` is built for the puzzle being solved.
    relevance_ready: Cell<bool>,
    /// What `propagate` finds and touches, kept between calls.
    propagate_scratch: RefCell<(Derived<P::Effect>, Vec<Anchor>)>,
    /// The state a hypothesis trial works on.
    trial_state: RefCell<Option<P>>,
    /// How many tiers `propagate` runs: all of them, except in the first,
    /// cheap pass of a hypothesis round.
    active_tiers: Cell<usize>,
    /// `propagate` leaves out the costly rules (a pass of a hypothesis
    /// round).
    skip_costly: Cell<bool>,
    /// How many guesses the current state lies under.
    branch_depth: Cell<usize>,
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

/// What a round of hypotheses found: a step (a refuted assumption, or what
/// both sides of a decision agree on), or else the candidate that decided
/// the most when assumed, the best one to guess.
enum Probe<E> {
    Found(Step<E>),
    Nothing { best_guess: Option<E> },
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
            queues: RefCell::new(Vec::new()),
            probe_start: Cell::new(0),
            relevance: RefCell::new(Vec::new()),
            relevance_ready: Cell::new(false),
            trial_state: RefCell::new(None),
            propagate_scratch: RefCell::new((Derived::new(), Vec::new())),
            active_tiers: Cell::new(usize::MAX),
            skip_costly: Cell::new(false),
            branch_depth: Cell::new(0),
        }
    }

    /// Solves `puzzle` in place and returns the trace (empty of steps when
    /// not recording).
    pub fn solve(&self, puzzle: &mut P) -> Trace<P::Effect> {
        self.probe_start.set(0);
        self.relevance_ready.set(false);
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
            self.propagate(puzzle, steps, self.record, dirty, None)?;
            if puzzle.is_complete() {
                puzzle.check_complete()?;
                return Ok(Status::Solved);
            }
            touched.clear();
            let mut guess = None;
            if self.hypothesis || self.forcing {
                match self.probe(puzzle) {
                    Probe::Found(step) => {
                        self.apply_step(puzzle, step, steps, self.record, &mut touched)?;
                        dirty = Dirty::Some(std::mem::take(&mut touched));
                        continue;
                    }
                    Probe::Nothing { best_guess } => guess = best_guess,
                }
            }
            if !self.guess {
                return Ok(Status::Stuck);
            }
            let Some(assume) = guess.or_else(|| first_open_candidate(puzzle)) else {
                return Ok(Status::Stuck);
            };
            let mut branch = puzzle.clone();
            let mut branch_steps = Vec::new();
            self.branch_depth.set(self.branch_depth.get() + 1);
            let result = branch.apply(assume, &mut touched).and_then(|()| {
                let dirty = Dirty::Some(std::mem::take(&mut touched));
                self.run(&mut branch, &mut branch_steps, dirty)
            });
            self.branch_depth.set(self.branch_depth.get() - 1);
            match result {
                Ok(Status::Solved) => {
                    *puzzle = branch;
                    let kind = StepKind::Guess {
                        assume,
                        steps: branch_steps,
                        contradiction: None,
                    };
                    self.record_step(steps, self.record, || kind, &[assume]);
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
                    self.apply_step(puzzle, step, steps, self.record, &mut touched)?;
                    dirty = Dirty::Some(std::mem::take(&mut touched));
                }
            }
        }
    }

    /// Tries each candidate: assume it, run the rules; the first that
    /// breaks a constraint yields a step concluding its opposite. When both
    /// sides of a decision hold up but agree on some effects, those follow
    /// (forcing). Trials are not recorded; the one that yields a step is
    /// run again to record it.
    ///
    /// A round has up to three passes, each run only if the one before
    /// found nothing. The first runs only the tiers below advanced inside
    /// each assumption: most contradictions show there, at a fraction of
    /// the cost, and the simplest reason is the one a person wants to
    /// read. The second runs every tier but the costly rules; the third,
    /// everything. Inside a guess only the second pass runs: a search
    /// mostly meets rounds that find nothing, where the others would only
    /// add cost.
    fn probe(&self, puzzle: &P) -> Probe<P::Effect> {
        let mut candidates = Vec::new();
        puzzle.candidates(&mut candidates);
        let cheap = self
            .tiers
            .iter()
            .filter(|t| t.tier < Tier::Advanced)
            .count();
        let any_costly = self.tiers.iter().any(|t| t.costly != 0);
        if cheap > 0 && cheap < self.tiers.len() && self.branch_depth.get() == 0 {
            self.active_tiers.set(cheap);
            let first = self.probe_round(puzzle, &candidates);
            self.active_tiers.set(usize::MAX);
            if let Probe::Found(step) = first {
                return Probe::Found(step);
            }
        }
        if any_costly {
            self.skip_costly.set(true);
            let second = self.probe_round(puzzle, &candidates);
            self.skip_costly.set(false);
            if let Probe::Found(step) = second {
                return Probe::Found(step);
            }
            if self.branch_depth.get() > 0 {
                return second;
            }
        }
        self.probe_round(puzzle, &candidates)
    }

    /// One pass of a round over every candidate, with the active tiers.
    fn probe_round(&self, puzzle: &P, candidates: &[P::Effect]) -> Probe<P::Effect> {
        // The trials of this pass start from a fresh copy of `puzzle`.
        let mut slot = self.trial_state.borrow_mut();
        match slot.as_mut() {
            Some(trial) => trial.clone_from(puzzle),
            None => *slot = Some(puzzle.clone()),
        }
        drop(slot);
        let mut decided: Vec<(P::Effect, usize)> = Vec::new();
        // What assumptions that led nowhere implied. Assuming one of those
        // leads nowhere either (the rules are monotone: its consequences are
        // among the ones already reached without contradiction), so it is
        // not tried again this round.
        let mut implied: HashSet<P::Effect, BuildHasherDefault<FastHasher>> = HashSet::default();
        // What each assumption that held up implied, for forcing.
        let mut outcomes: HashMap<P::Effect, Vec<P::Effect>, BuildHasherDefault<FastHasher>> =
            HashMap::default();
        let mut log = Vec::new();
        let start = self.probe_start.get().min(candidates.len());
        let order = (start..candidates.len()).chain(0..start);
        for position in order {
            let assume = candidates[position];
            if !puzzle.is_open(assume) || implied.contains(&assume) {
                continue;
            }
            log.clear();
            match self.trial(puzzle, assume, &mut Vec::new(), false, &mut log) {
                Ok(count) => {
                    decided.push((assume, count));
                    implied.extend(log.iter().copied());
                    if !self.forcing {
                        continue;
                    }
                    let other = puzzle.negate(assume);
                    if let Some(step) = outcomes
                        .get(&other)
                        .and_then(|seen| self.forced(puzzle, other, seen, assume, &log))
                    {
                        self.probe_start.set(position);
                        return Probe::Found(step);
                    }
                    outcomes.insert(assume, log.clone());
                }
                Err(_) if !self.hypothesis => {}
                Err(Contradiction(why)) => {
                    self.probe_start.set(position);
                    let (steps, contradiction) = if self.record {
                        let mut steps = Vec::new();
                        let why = self
                            .trial(puzzle, assume, &mut steps, true, &mut Vec::new())
                            .err()
                            .map_or(why, |c| c.0);
                        (steps, why)
                    } else {
                        (Vec::new(), why)
                    };
                    return Probe::Found(Step {
                        kind: StepKind::Hypothesis {
                            assume,
                            steps,
                            contradiction,
                        },
                        effects: vec![puzzle.negate(assume)],
                    });
                }
            }
        }
        Probe::Nothing {
            best_guess: best_guess(puzzle, &decided),
        }
    }

    /// The forcing step from two assumptions, one the negation of the
    /// other, that both held up and implied `first` and `second`: the
    /// effects both imply, if any. Each case's sub-steps are recorded up
    /// to the last one that decides something the step concludes.
    fn forced(
        &self,
        puzzle: &P,
        first_assume: P::Effect,
        first: &[P::Effect],
        second_assume: P::Effect,
        second: &[P::Effect],
    ) -> Option<Step<P::Effect>> {
        let agreed: HashSet<P::Effect, BuildHasherDefault<FastHasher>> =
            second.iter().copied().collect();
        let effects: Vec<P::Effect> = first
            .iter()
            .copied()
            .filter(|e| agreed.contains(e))
            .collect();
        if effects.is_empty() {
            return None;
        }
        let case = |assume: P::Effect| {
            let mut steps = Vec::new();
            if self.record {
                // Held up once, holds up again: the rules are deterministic.
                let _ = self.trial(puzzle, assume, &mut steps, true, &mut Vec::new());
                let last = steps
                    .iter()
                    .rposition(|s| s.effects.iter().any(|e| effects.contains(e)));
                steps.truncate(last.map_or(0, |i| i + 1));
            }
            Case { assume, steps }
        };
        let cases = vec![case(first_assume), case(second_assume)];
        Some(Step {
            kind: StepKind::Forcing { cases },
            effects,
        })
    }

    /// Assumes `assume` on a copy and runs the rules; the number of effects
    /// they decided, or the contradiction they reached.
    fn trial(
        &self,
        puzzle: &P,
        assume: P::Effect,
        steps: &mut Vec<Step<P::Effect>>,
        record: bool,
        log: &mut Vec<P::Effect>,
    ) -> Result<usize, Contradiction> {
        // One scratch copy serves every trial of a round: it starts the
        // round as a copy of `puzzle` (see `probe_round`) and each trial
        // puts it back (`restore`), which a puzzle may do by undoing only
        // what the trial changed.
        let mut slot = self.trial_state.borrow_mut();
        let trial = slot.get_or_insert_with(|| puzzle.clone());
        let result = self.trial_on(trial, assume, steps, record, log);
        trial.restore(puzzle);
        result
    }

    fn trial_on(
        &self,
        trial: &mut P,
        assume: P::Effect,
        steps: &mut Vec<Step<P::Effect>>,
        record: bool,
        log: &mut Vec<P::Effect>,
    ) -> Result<usize, Contradiction> {
        let mut touched = Vec::new();
        trial.apply(assume, &mut touched)?;
        let count = self.propagate(trial, steps, record, Dirty::Some(touched), Some(log))?;
        if trial.is_complete() {
            trial.check_complete()?;
        }
        Ok(count)
    }

    /// Runs the rules until none finds anything; returns how many effects
    /// they decided. Each tier's queue is drained before the next is looked
    /// at, and every step sends the search back to the cheapest tier.
    fn propagate(
        &self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        record: bool,
        dirty: Dirty,
        mut log: Option<&mut Vec<P::Effect>>,
    ) -> Result<usize, Contradiction> {
        let anchors = puzzle.anchor_count();
        let mut queues = self.queues.borrow_mut();
        queues.resize_with(self.tiers.len(), || DirtyQueue::new(0));
        // Per tier and anchor, which of the tier's rules could ever
        // find something there; a queue admits only anchors with some. Built
        // once per puzzle (it depends on the givens only), since a round of
        // hypotheses propagates hundreds of times on one grid.
        // Into the last puzzle's buffers: a batch of small puzzles would
        // otherwise spend much of its time allocating them.
        let mut relevance = self.relevance.borrow_mut();
        if !self.relevance_ready.get() {
            self.relevance_ready.set(true);
            relevance.resize_with(self.tiers.len(), Vec::new);
            for ((tier, masks), queue) in self
                .tiers
                .iter()
                .zip(relevance.iter_mut())
                .zip(queues.iter_mut())
            {
                rule_masks(tier, puzzle, anchors, masks);
                queue.admit(masks.iter().map(|&m| m != 0));
            }
        }
        for queue in queues.iter_mut() {
            queue.clear();
        }
        let masks = &*relevance;
        let push = |queues: &mut [DirtyQueue], list: &[Anchor]| {
            for queue in queues.iter_mut() {
                list.iter().for_each(|&a| queue.push(a));
            }
        };
        match &dirty {
            Dirty::All => {
                for queue in queues.iter_mut() {
                    (0..anchors).for_each(|a| queue.push(a));
                }
            }
            Dirty::Some(list) => push(&mut queues, list),
        }
        let mut decided = 0usize;
        // Kept between calls, like the queues: a round propagates hundreds
        // of times.
        let mut scratch = self.propagate_scratch.borrow_mut();
        let (found, touched) = &mut *scratch;
        'restart: loop {
            let active = self.tiers.iter().enumerate().take(self.active_tiers.get());
            for (tier_index, tier) in active {
                while let Some(at) = queues[tier_index].pop() {
                    // Only the rules relevant here, in catalog order.
                    let mut mask = masks[tier_index][at];
                    if self.skip_costly.get() {
                        mask &= !tier.costly;
                    }
                    while mask != 0 {
                        let rule = tier.rules[mask.trailing_zeros() as usize];
                        mask &= mask - 1;
                        if !derive_new(rule, puzzle, at, found) {
                            continue;
                        }
                        if let Some(broken) = found.broken() {
                            let kind = || StepKind::Rule {
                                rule: rule.record(),
                                at,
                            };
                            self.record_step(steps, record, kind, &[]);
                            return Err(broken.clone());
                        }
                        queues[tier_index].push_front(at);
                        self.apply_found(puzzle, rule, at, found, steps, record, touched)?;
                        decided += found.len();
                        if let Some(log) = log.as_deref_mut() {
                            log.extend_from_slice(found);
                        }
                        push(&mut queues, touched);
                        continue 'restart;
                    }
                }
            }
            return Ok(decided);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn apply_found(
        &self,
        puzzle: &mut P,
        rule: &dyn Rule<P>,
        at: Anchor,
        found: &[P::Effect],
        steps: &mut Vec<Step<P::Effect>>,
        record: bool,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        touched.clear();
        let kind = || StepKind::Rule {
            rule: rule.record(),
            at,
        };
        self.take_step(puzzle, kind, found, steps, record, touched)
    }

    fn apply_step(
        &self,
        puzzle: &mut P,
        step: Step<P::Effect>,
        steps: &mut Vec<Step<P::Effect>>,
        record: bool,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        let Step { kind, effects } = step;
        self.take_step(puzzle, move || kind, &effects, steps, record, touched)
    }

    /// Records the step (when recording) and applies its effects. Recorded
    /// first, so that a step which breaks a constraint is the last one of
    /// its (sub-)trace; built only when recorded, so judge output alone
    /// copies nothing.
    fn take_step(
        &self,
        puzzle: &mut P,
        kind: impl FnOnce() -> StepKind<P::Effect>,
        effects: &[P::Effect],
        steps: &mut Vec<Step<P::Effect>>,
        record: bool,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        self.record_step(steps, record, kind, effects);
        for &effect in effects {
            puzzle.apply(effect, touched)?;
        }
        Ok(())
    }

    fn record_step(
        &self,
        steps: &mut Vec<Step<P::Effect>>,
        record: bool,
        kind: impl FnOnce() -> StepKind<P::Effect>,
        effects: &[P::Effect],
    ) {
        if record {
            steps.push(Step {
                kind: kind(),
                effects: effects.to_vec(),
            });
        }
    }
}

/// Sets `masks` to hold, for each anchor, a bit per rule of the tier that
/// is relevant there.
fn rule_masks<P: Puzzle>(tier: &TierRules<P>, puzzle: &P, anchors: usize, masks: &mut Vec<u64>) {
    assert!(tier.rules.len() <= 64, "a tier holds at most 64 rules");
    masks.clear();
    masks.resize(anchors, 0);
    for (index, rule) in tier.rules.iter().enumerate() {
        rule.mark_relevant(puzzle, masks, 1 << index);
    }
}

/// Runs one rule at one anchor, keeping only effects that do not hold yet,
/// each once; true when it found something new or a contradiction. The
/// solver, replay's catalog checks and the rule pages all see a rule
/// through this.
pub(crate) fn derive_new<P: Puzzle>(
    rule: &dyn Rule<P>,
    puzzle: &P,
    at: Anchor,
    found: &mut Derived<P::Effect>,
) -> bool {
    found.clear();
    rule.derive(puzzle, at, found);
    if found.broken().is_some() {
        found.clear_effects();
        return true;
    }
    if found.is_empty() {
        return false;
    }
    found.retain(|e| !puzzle.holds(*e));
    dedup_in_order(found);
    !found.is_empty()
}

fn first_open_candidate<P: Puzzle>(puzzle: &P) -> Option<P::Effect> {
    let mut candidates = Vec::new();
    puzzle.candidates(&mut candidates);
    candidates.into_iter().find(|e| puzzle.is_open(*e))
}

/// The candidate to branch on: the one whose two sides, assumed in turn,
/// decided the most (as look-ahead SAT solvers choose), the earliest on a
/// tie. Either way the branch then settles much of the grid.
fn best_guess<P: Puzzle>(puzzle: &P, decided: &[(P::Effect, usize)]) -> Option<P::Effect> {
    let count_of = |e: P::Effect| decided.iter().find(|(d, _)| *d == e).map(|(_, n)| *n);
    let mut best: Option<(P::Effect, usize)> = None;
    for &(effect, count) in decided {
        let score = match count_of(puzzle.negate(effect)) {
            Some(other) => (count + 1) * (other + 1),
            None => count + 1,
        };
        if best.is_none_or(|(_, top)| score > top) {
            best = Some((effect, score));
        }
    }
    // Of the two sides, the one that decided less first: it leaves more
    // room, so it is the likelier to hold a solution.
    best.map(|(e, _)| {
        let other = puzzle.negate(e);
        match (count_of(e), count_of(other)) {
            (Some(mine), Some(theirs)) if theirs < mine => other,
            _ => e,
        }
    })
}

/// Removes repeated effects, keeping the first of each: rules may reach the
/// same conclusion twice from two sides of a pattern.
fn dedup_in_order<E: PartialEq + Copy>(list: &mut Vec<E>) {
    let mut kept = 0;
    for i in 0..list.len() {
        if !list[..kept].contains(&list[i]) {
            list[kept] = list[i];
            kept += 1;
        }
    }
    list.truncate(kept);
}

/// A multiply-and-rotate hasher for the small, trusted keys of a probe round
/// (effects): the default hasher resists attacks that cannot happen here
/// and costs several times more.
#[derive(Default)]
struct FastHasher(u64);

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.write_u64(b as u64));
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64);
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}
