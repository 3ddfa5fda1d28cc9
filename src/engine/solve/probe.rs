//! Rounds of hypotheses: assume each candidate in turn, run the rules, and
//! keep what a contradiction or the agreement of both sides proves.

use super::super::derived::Premises;
use super::super::fast_hash::{FastMap, FastSet};
use super::super::puzzle::{Contradiction, Puzzle};
use super::super::tier::Tier;
use super::super::trace::{Case, Step, StepKind, Unexplained};
use super::near::keep_near;
use super::propagate::{Mode, Pass};
use super::{Depth, Dirty, Search};

/// What a round of hypotheses found: a step (a refuted assumption, or what
/// both sides of a decision agree on), or else the candidate that decided
/// the most when assumed, the best one to guess.
pub(super) enum Probe<E> {
    Found(Box<Step<E>>),
    Nothing { best_guess: Option<E> },
}

impl<P: Puzzle> Search<'_, P> {
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
    /// everything. Under a guess only the second pass runs: a search
    /// mostly meets rounds that find nothing, where the others would only
    /// add cost.
    ///
    /// Under a guess, and inside a nested hypothesis, a round tries only
    /// the candidates near what changed since the round before, where the
    /// puzzle says what is near (`keep_near`), starting with the first of
    /// them. Inside a nested hypothesis every pass runs, as on the main
    /// line: its solve is read.
    pub(super) fn probe(&mut self, puzzle: &P, depth: Depth) -> Probe<P::Effect> {
        let mut candidates = Vec::new();
        puzzle.candidates(&mut candidates);
        let near_only = depth != Depth::Top && keep_near(puzzle, &self.fresh, &mut candidates);
        let probe = if near_only {
            // The place a whole round starts at is for whole rounds.
            let whole_start = std::mem::replace(&mut self.probe_start, 0);
            let probe = self.probe_passes(puzzle, &candidates, depth);
            self.probe_start = whole_start;
            probe
        } else {
            self.probe_passes(puzzle, &candidates, depth)
        };
        // A round that found something stopped there, and did not try
        // the candidates after it: the changes stay fresh until a round
        // has tried them all and found nothing.
        if matches!(probe, Probe::Nothing { .. }) {
            self.fresh.clear();
        }
        probe
    }

    /// The passes of a round over `candidates` (see `probe`).
    fn probe_passes(
        &mut self,
        puzzle: &P,
        candidates: &[P::Effect],
        depth: Depth,
    ) -> Probe<P::Effect> {
        let groups = &self.solver.groups;
        let cheap = groups.iter().filter(|t| t.tier < Tier::Advanced).count();
        let any_costly = groups.iter().any(|t| t.costly != 0);
        let mut passes = Vec::with_capacity(3);
        if cheap > 0 && cheap < groups.len() && depth != Depth::UnderGuess {
            passes.push(Pass {
                groups: cheap,
                costly: true,
            });
        }
        if any_costly {
            passes.push(Pass {
                groups: usize::MAX,
                costly: false,
            });
        }
        if !any_costly || depth != Depth::UnderGuess {
            passes.push(Pass::EVERY_RULE);
        }
        let mut probe = Probe::Nothing { best_guess: None };
        for (index, &pass) in passes.iter().enumerate() {
            // Only the last pass's guess is taken.
            let guess = self.solver.guess && index + 1 == passes.len();
            probe = self.probe_round(puzzle, candidates, pass, guess);
            if matches!(probe, Probe::Found(_)) {
                break;
            }
        }
        probe
    }

    /// One pass of a round over every candidate, with the rules of `pass`;
    /// when it finds nothing, the candidate to guess if `guess`.
    fn probe_round(
        &mut self,
        puzzle: &P,
        candidates: &[P::Effect],
        pass: Pass,
        guess: bool,
    ) -> Probe<P::Effect> {
        // The trials of this pass start from a fresh copy of `puzzle`.
        match &mut self.work.trial_state {
            Some(trial) => trial.clone_from(puzzle),
            empty => *empty = Some(puzzle.clone()),
        }
        let quiet = Mode::of(pass, false);
        let mut decided: Vec<(P::Effect, usize)> = Vec::new();
        // What assumptions that led nowhere implied. Assuming one of those
        // leads nowhere either (the rules are monotone: its consequences are
        // among the ones already reached without contradiction), so it is
        // not tried again this round.
        let mut implied: FastSet<P::Effect> = FastSet::default();
        // What each assumption that held up implied, for forcing.
        let mut outcomes: FastMap<P::Effect, Vec<P::Effect>> = FastMap::default();
        let mut log = Vec::new();
        // The first assumption whose trial finished the grid, and the grid
        // held: guessing it is guessing an answer.
        let mut solving = None;
        let start = self.probe_start.min(candidates.len());
        let order = (start..candidates.len()).chain(0..start);
        for position in order {
            let assume = candidates[position];
            if !puzzle.is_open(assume) || implied.contains(&assume) {
                continue;
            }
            if !self.solver.spend_trial() {
                // A nested hypothesis's budget is spent: it gives up.
                return Probe::Nothing { best_guess: None };
            }
            log.clear();
            match self.trial(puzzle, assume, &mut Vec::new(), quiet, &mut log) {
                Ok(held) => {
                    decided.push((assume, held.decided));
                    if held.finished && solving.is_none() {
                        solving = Some(assume);
                    }
                    implied.extend(log.iter().copied());
                    if !self.solver.forcing {
                        continue;
                    }
                    let other = puzzle.negate(assume);
                    if let Some(seen) = outcomes.get(&other)
                        && let Some(step) = self.forced(puzzle, pass, (other, seen), (assume, &log))
                    {
                        self.probe_start = position;
                        return Probe::Found(Box::new(step));
                    }
                    outcomes.insert(assume, log.clone());
                }
                Err(_) if !self.solver.hypothesis => {}
                Err(Contradiction(why)) => {
                    self.probe_start = position;
                    // A recorded solve keeps the shortest refutation of
                    // the pass; judge output, the first.
                    let (assume, why) = if self.record {
                        let first = (position, why);
                        let (shortest, why) = self.shortest_refutation(
                            puzzle,
                            candidates,
                            start,
                            pass,
                            first,
                            &mut implied,
                        );
                        (candidates[shortest], why)
                    } else {
                        (assume, why)
                    };
                    return Probe::Found(Box::new(self.refutation(puzzle, assume, why, pass)));
                }
            }
        }
        Probe::Nothing {
            best_guess: guess
                .then(|| solving.or_else(|| best_guess(puzzle, &decided)))
                .flatten(),
        }
    }

    /// The hypothesis that refutes `assume`, whose quiet trial with the
    /// rules of `pass` broke (`why`): recorded again with its steps when
    /// the solve records.
    fn refutation(
        &mut self,
        puzzle: &P,
        assume: P::Effect,
        why: String,
        pass: Pass,
    ) -> Step<P::Effect> {
        let (steps, contradiction) = if self.record {
            let mut steps = Vec::new();
            let loud = Mode::of(pass, true);
            let why = self
                .trial(puzzle, assume, &mut steps, loud, &mut Vec::new())
                .err()
                .map_or(why, |c| c.0);
            (steps, why)
        } else {
            (Vec::new(), why)
        };
        self.hypothesis_step(puzzle, assume, steps, contradiction)
    }

    /// The step concluding the opposite of `assume` on `puzzle`, which
    /// `steps` (from the assumption) refute with `contradiction`. Every
    /// sub-step is kept: which of them the contradiction needs is worked
    /// out with their premises, when someone reads the step.
    pub(super) fn hypothesis_step(
        &mut self,
        puzzle: &P,
        assume: P::Effect,
        steps: Vec<Step<P::Effect>>,
        contradiction: String,
    ) -> Step<P::Effect> {
        let kind = StepKind::Hypothesis {
            assume,
            steps,
            contradiction,
            broken_by: Premises::default(),
        };
        let effects = vec![puzzle.negate(assume)];
        let mut step = Step::light(kind, effects, Unexplained::EngineStep);
        self.explain_now(puzzle, &mut step);
        step
    }

    /// The forcing step from two assumptions, one the negation of the
    /// other, that both held up in `pass`, each given with what it
    /// implied: the effects both imply, if any. Each case's sub-steps are
    /// recorded up to the last one that decides something the step
    /// concludes.
    fn forced(
        &mut self,
        puzzle: &P,
        pass: Pass,
        (first_assume, first): (P::Effect, &[P::Effect]),
        (second_assume, second): (P::Effect, &[P::Effect]),
    ) -> Option<Step<P::Effect>> {
        let agreed: FastSet<P::Effect> = second.iter().copied().collect();
        let effects: Vec<P::Effect> = first
            .iter()
            .copied()
            .filter(|e| agreed.contains(e))
            .collect();
        if effects.is_empty() {
            return None;
        }
        let mut case = |assume: P::Effect| {
            let mut steps = Vec::new();
            if self.record {
                // Held up once, holds up again: the rules are deterministic.
                let loud = Mode::of(pass, true);
                let _ = self.trial(puzzle, assume, &mut steps, loud, &mut Vec::new());
                let last = steps
                    .iter()
                    .rposition(|s| s.effects.iter().any(|e| effects.contains(e)));
                steps.truncate(last.map_or(0, |i| i + 1));
            }
            Case { assume, steps }
        };
        let cases = [case(first_assume), case(second_assume)];
        let kind = StepKind::Forcing { cases };
        let mut step = Step::light(kind, effects, Unexplained::EngineStep);
        self.explain_now(puzzle, &mut step);
        Some(step)
    }

    /// Assumes `assume` on a copy and runs the rules of `mode`: what they
    /// decided, or the contradiction they reached.
    pub(super) fn trial(
        &mut self,
        puzzle: &P,
        assume: P::Effect,
        steps: &mut Vec<Step<P::Effect>>,
        mode: Mode,
        log: &mut Vec<P::Effect>,
    ) -> Result<Held, Contradiction> {
        // One scratch copy serves every trial of a round: it starts the
        // round as a copy of `puzzle` (see `probe_round`) and each trial
        // puts it back (`restore`), which a puzzle may do by undoing only
        // what the trial changed. It leaves the workspace while the rules
        // run in it, which use the rest of the workspace.
        let mut trial = self
            .work
            .trial_state
            .take()
            .unwrap_or_else(|| puzzle.clone());
        self.looks = 0;
        self.cut_short = false;
        let result = self.trial_on(&mut trial, assume, steps, mode, log);
        trial.restore(puzzle);
        self.work.trial_state = Some(trial);
        result
    }

    fn trial_on(
        &mut self,
        trial: &mut P,
        assume: P::Effect,
        steps: &mut Vec<Step<P::Effect>>,
        mode: Mode,
        log: &mut Vec<P::Effect>,
    ) -> Result<Held, Contradiction> {
        let decided = match self.quick_trial(trial, assume, mode, log) {
            Some(result) => result.map(|()| log.len())?,
            None => {
                let mut touched = Vec::new();
                trial.apply(assume, &mut touched)?;
                self.propagate(trial, steps, mode, Dirty::Some(touched), Some(log))?
            }
        };
        let finished = trial.is_complete();
        if finished {
            trial.check_complete()?;
        }
        Ok(Held { decided, finished })
    }
}

impl<P: Puzzle> Search<'_, P> {
    /// The puzzle's own quicker trial (`Puzzle::quick_trial`), for judge
    /// output and a pass that runs every rule of its tiers; None when it
    /// has none. `log` starts empty, so its length is what was decided.
    fn quick_trial(
        &self,
        trial: &mut P,
        assume: P::Effect,
        mode: Mode,
        log: &mut Vec<P::Effect>,
    ) -> Option<Result<(), Contradiction>> {
        let solver = self.solver;
        let groups = &solver.groups[..mode.pass.groups.min(solver.groups.len())];
        let whole = mode.pass.costly || groups.iter().all(|t| t.costly == 0);
        // A run that counts or limits its looks goes through the queues.
        if mode.record || !whole || !log.is_empty() || mode.looks != usize::MAX {
            return None;
        }
        // A pass ends where a tier does (`probe`): the tiers it reaches
        // are the ones it runs whole.
        let last = groups.last().map_or(Tier::Basic, |g| g.tier);
        let rules_of = |tier: Tier| solver.rules_up_to(tier, last);
        trial.quick_trial(&rules_of, assume, log)
    }
}

/// An assumption whose trial held up.
pub(super) struct Held {
    /// How many effects the rules decided under it.
    decided: usize,
    /// They finished the grid, and it held: the assumption leads to an
    /// answer.
    finished: bool,
}

/// The candidate to branch on: the one whose two sides, assumed in turn,
/// decided the most (as look-ahead SAT solvers choose), the earliest on a
/// tie. Either way the branch then settles much of the grid.
fn best_guess<P: Puzzle>(puzzle: &P, decided: &[(P::Effect, usize)]) -> Option<P::Effect> {
    // Looked up by effect, not searched for: a round on a large open grid
    // decides tens of thousands of candidates.
    let mut counts: FastMap<P::Effect, usize> = FastMap::default();
    for &(effect, count) in decided {
        counts.entry(effect).or_insert(count);
    }
    let count_of = |e: P::Effect| counts.get(&e).copied();
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
    // Of the two sides, the one the puzzle names first; else the one that
    // decided less first: it leaves more room, so it is the likelier to
    // hold a solution.
    best.map(|(e, _)| {
        let other = puzzle.negate(e);
        match (puzzle.guessed_first(e), puzzle.guessed_first(other)) {
            (true, false) => e,
            (false, true) => other,
            _ => match (count_of(e), count_of(other)) {
                (Some(mine), Some(theirs)) if theirs < mine => other,
                _ => e,
            },
        }
    })
}
