//! The solve loop: rules by tier and rating, least first, from a queue of
//! touched places, then a hypothesis, then a guess, each recorded as a
//! step.
//!
//! How a run of the rules goes (which tiers, whether the costly rules
//! run, whether steps are kept) is a value handed to it, a `Mode`; the
//! solver itself holds only its rules, its settings and memory reused
//! from one solve to the next.

mod explain;
mod explainer;
mod guess;
mod guide;
mod near;
mod nested;
mod probe;
mod propagate;
mod refute;
mod shortest;

use std::cell::RefCell;
use std::sync::Arc;

use super::derived::{Derived, Explained, Outlined, Premises};
use super::group_queues::GroupQueues;
use super::puzzle::{Anchor, AnyRule, Contradiction, Puzzle};
use super::selection::Selection;
use super::tier::Tier;
use super::trace::MAX_NESTING;
use super::trace::{Outcome, Step, StepKind, Trace, Unexplained};
use explainer::Explainer;
pub use explainer::{explain_steps, explain_trace};
use guess::Branches;
use probe::Probe;
use propagate::{Mode, apply_step, rule_masks};
pub use refute::refutation_step;

/// The rules of one tier and one rating, which the solver runs together:
/// a group runs only when every group before it has nothing left, so the
/// least rated rule that applies is the one taken.
#[derive(Clone)]
struct RuleGroup<P: Puzzle> {
    tier: Tier,
    rules: Vec<&'static dyn AnyRule<P>>,
    /// A bit for each of `rules` that is `costly`.
    costly: u64,
}

pub struct Solver<P: Puzzle> {
    /// By tier, then rating (a test keeps the two orders the same).
    groups: Vec<RuleGroup<P>>,
    /// The rules of each tier whole, for a puzzle's own quick runs.
    by_tier: Vec<(Tier, Vec<&'static dyn AnyRule<P>>)>,
    hypothesis: bool,
    forcing: bool,
    /// Rounds of nested hypotheses (see `nested`) before a guess.
    nested: bool,
    /// This solver runs inside a nested hypothesis's assumption.
    inside_nested: bool,
    /// How many more hypothesis trials its rounds may run: a nested
    /// hypothesis's solver has a budget (see `nested`), others none.
    trials_left: std::cell::Cell<usize>,
    guess: bool,
    /// What the selection allows, for the trace.
    allowed: Arc<[&'static str]>,
    /// How deeply refuted guesses may nest in a recorded trace.
    max_nesting: usize,
    /// A recorded search stops once it has taken this many steps that
    /// stand (none under a guess still open): a hint reads one.
    stop_after: usize,
    /// Keep the steps, as a light trace (see `Unexplained`); judge output
    /// alone does not need them.
    record: bool,
    /// Explain each recorded step as it is taken, for a consumer that
    /// reads them all: cheaper than rebuilding every state afterwards.
    explains: bool,
    /// Memory for one solve, kept for the next.
    workspace: RefCell<Workspace<P>>,
}

/// Buffers a solve works in. Kept between solves: a batch of small
/// puzzles would otherwise spend much of its time allocating them, and
/// between calls within a solve: hypotheses propagate hundreds of times.
struct Workspace<P: Puzzle> {
    /// A queue per group of rules.
    queues: GroupQueues,
    /// Per group, per anchor: a bit for each rule relevant there.
    relevance: Vec<Vec<u64>>,
    /// What a rule found at one anchor.
    found: Derived<P::Effect>,
    /// The same, grouped by finding, while recording.
    outlined: Outlined<P::Effect>,
    /// The same, with why, while explaining as the solve goes.
    explained: Explained<P::Effect>,
    /// What explains the steps, while explaining as the solve goes.
    explainer: Option<Explainer<P>>,
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
    /// Keep the steps (see `Solver::record`).
    record: bool,
    /// Judge output's answer, which a recorded search's guesses follow
    /// where it would otherwise end on another (`guide`).
    guide: Option<Box<P>>,
    /// Where in the candidate list the last hypothesis was found: the next
    /// round starts there, since the candidates before it were just tried.
    probe_start: usize,
    /// The effects made on the grid since the last round of hypotheses
    /// that found nothing (kept only when there are rounds): under a
    /// guess, the next round looks near these alone (`near`).
    fresh: Vec<P::Effect>,
    /// Looks that found something since a trial began (`Mode::looks`).
    looks: usize,
    /// A round of nested hypotheses found nothing: the solve guesses from
    /// here on rather than run another (see `nested`).
    nesting_done: bool,
    /// The last trial stopped at its limit of looks, neither broken nor
    /// at a standstill.
    cut_short: bool,
}

/// Where the solve ended, before it is turned into an outcome.
enum Status {
    Solved,
    Stuck,
    /// A recorded search nested too deeply (`trace::MAX_NESTING`).
    GaveUp(String),
    /// It took the steps it was to stop after (`Solver::stopping_after`).
    Stopped,
}

/// Where a run of the rules and hypotheses stopped.
enum Settled<E> {
    Solved,
    Stuck,
    /// As many steps as asked stand (`Solver::stopping_after`).
    Stopped,
    /// Nothing more is found, and guessing is allowed: guess this.
    Guess(E),
}

/// Which anchors to look at first.
enum Dirty {
    /// Every anchor, for every rule above the tier `settled` (all rules
    /// when None): those of that tier and below already stand still,
    /// where a head start took them.
    Every {
        settled: Option<Tier>,
    },
    Some(Vec<Anchor>),
}

/// Where a puzzle's head start left a solve.
enum HeadStart {
    /// No head start.
    None,
    /// The rules of the tiers up to this one stand still.
    Through(Tier),
    /// The grid is finished, and this is the outcome.
    Finished(Outcome),
}

/// Whether the state being solved lies under a guess: hypothesis rounds
/// there run fewer passes (see `Search::probe`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    Top,
    UnderGuess,
    /// The main line of a nested hypothesis's solve (see `nested`): its
    /// rounds look only near what its assumption changed, as under a
    /// guess, but with every pass.
    Nested,
}

impl<P: Puzzle> Workspace<P> {
    fn new() -> Self {
        Workspace {
            queues: GroupQueues::default(),
            relevance: Vec::new(),
            found: Derived::new(),
            outlined: Outlined::outlining(),
            explained: Explained::recording(),
            explainer: None,
            touched: Vec::new(),
            trial_state: None,
        }
    }
}

impl<P: Puzzle> Solver<P> {
    pub fn new(selection: &Selection, record: bool) -> Self {
        let mut kinds: Vec<_> = selection
            .rules::<P>()
            .map(|r| (r.record().tier, r.record().rating))
            .collect();
        kinds.sort();
        kinds.dedup();
        let groups = kinds
            .into_iter()
            .map(|(tier, rating)| {
                let rules: Vec<_> = selection
                    .rules::<P>()
                    .filter(|r| r.record().tier == tier && r.record().rating == rating)
                    .collect();
                let costly = rules
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r.costly())
                    .fold(0u64, |bits, (i, _)| bits | 1 << i);
                RuleGroup {
                    tier,
                    rules,
                    costly,
                }
            })
            .collect();
        let by_tier = [Tier::Basic, Tier::Intermediate, Tier::Advanced]
            .into_iter()
            .map(|tier| {
                let of_tier = selection.rules::<P>().filter(|r| r.record().tier == tier);
                (tier, of_tier.collect())
            })
            .collect();
        Solver {
            groups,
            by_tier,
            hypothesis: selection.hypothesis,
            forcing: selection.forcing,
            nested: selection.nested,
            inside_nested: false,
            trials_left: std::cell::Cell::new(usize::MAX),
            guess: selection.guess,
            allowed: selection.ids::<P>().into(),
            max_nesting: MAX_NESTING,
            stop_after: usize::MAX,
            record,
            explains: false,
            workspace: RefCell::new(Workspace::new()),
        }
    }

    /// The same solver, recording, and explaining each step as it takes
    /// it: for a trace whose every step is read (`--json`, `--explain`),
    /// which `explain_trace` would give too, at the cost of making every
    /// step again.
    pub fn explaining(mut self) -> Self {
        self.record = true;
        self.explains = true;
        self
    }

    /// The same solver, but a recorded search gives up once refuted
    /// guesses would nest more than `limit` deep (`MAX_NESTING` unless
    /// told): a trace deeper than the readers allow is never written.
    pub fn with_nesting_limit(mut self, limit: usize) -> Self {
        self.max_nesting = limit;
        self
    }

    /// The same solver, but a recorded search stops once `count` steps
    /// stand, none of them under a guess it may still take back: what
    /// comes first is found without solving the rest. Its outcome is then
    /// `GaveUp`, saying so.
    pub fn stopping_after(mut self, count: usize) -> Self {
        self.stop_after = count;
        self
    }

    /// Solves `puzzle` in place and returns the trace (empty of steps when
    /// not recording). A recorded trace is light: its steps' premises and
    /// reasons are worked out by `explain_trace` or `explain_steps`, from
    /// the puzzle as it was before the solve, for what shows them.
    pub fn solve(&self, puzzle: &mut P) -> Trace<P::Effect> {
        let mut workspace = self.workspace.borrow_mut();
        self.solve_in(puzzle, &mut workspace, self.record)
    }

    /// Solves `puzzle` in `workspace`, keeping the steps if `record`.
    fn solve_in(
        &self,
        puzzle: &mut P,
        workspace: &mut Workspace<P>,
        record: bool,
    ) -> Trace<P::Effect> {
        if let Some(Contradiction(why)) = puzzle.broken_givens() {
            let outcome = Outcome::NoSolution(why.clone());
            return Trace {
                steps: Vec::new(),
                outcome,
                allowed: Arc::clone(&self.allowed),
            };
        }
        let mut settled = None;
        if !record {
            match self.head_start(puzzle) {
                HeadStart::Finished(outcome) => {
                    return Trace {
                        steps: Vec::new(),
                        outcome,
                        allowed: Arc::clone(&self.allowed),
                    };
                }
                HeadStart::Through(tier) => settled = Some(tier),
                HeadStart::None => {}
            }
        }
        if record && self.guess {
            return self.solve_guided(puzzle, workspace);
        }
        self.search(puzzle, workspace, record, settled, None, Vec::new())
    }

    /// The search itself, from where `solve_in` left `puzzle`; `fresh` are
    /// effects made on it just before, which its first round of
    /// hypotheses looks near when it looks only near changes.
    fn search(
        &self,
        puzzle: &mut P,
        workspace: &mut Workspace<P>,
        record: bool,
        settled: Option<Tier>,
        guide: Option<Box<P>>,
        fresh: Vec<P::Effect>,
    ) -> Trace<P::Effect> {
        let mut search = Search::new(self, workspace, puzzle, record, guide);
        search.fresh = fresh;
        let mut steps = Vec::new();
        let outcome = match search.run(puzzle, &mut steps, settled) {
            Ok(Status::Solved) => Outcome::Solved,
            Ok(Status::Stuck) => Outcome::Stuck,
            Ok(Status::GaveUp(why)) => Outcome::GaveUp(why),
            Ok(Status::Stopped) => {
                Outcome::GaveUp(format!("stopped after {} steps, as asked", self.stop_after))
            }
            Err(Contradiction(why)) => Outcome::NoSolution(why),
        };
        Trace {
            steps,
            outcome,
            allowed: Arc::clone(&self.allowed),
        }
    }

    /// Judge output lets the puzzle take its first tiers as far as they
    /// go first (`Puzzle::head_start`): a grid they finish needs neither
    /// the queues nor the relevance masks, the whole cost of a small one.
    fn head_start(&self, puzzle: &mut P) -> HeadStart {
        let rules_of = |tier: Tier| self.rules_of(tier);
        let Some(through) = puzzle.head_start(&rules_of) else {
            return HeadStart::None;
        };
        if !puzzle.is_complete() {
            return HeadStart::Through(through);
        }
        HeadStart::Finished(match puzzle.check_complete() {
            Ok(()) => Outcome::Solved,
            Err(Contradiction(why)) => Outcome::NoSolution(why),
        })
    }

    /// The selected rules of `tier`.
    pub(crate) fn rules_of(&self, tier: Tier) -> &[&'static dyn AnyRule<P>] {
        self.rules_up_to(tier, Tier::Advanced)
    }

    /// The selected rules of `tier` when it is at most `last`, else none.
    fn rules_up_to(&self, tier: Tier, last: Tier) -> &[&'static dyn AnyRule<P>] {
        self.by_tier
            .iter()
            .find(|(t, _)| *t == tier && tier <= last)
            .map_or(&[], |(_, rules)| rules)
    }
}

impl<'s, P: Puzzle> Search<'s, P> {
    /// Ready to solve `puzzle`: each tier's queue admits only the anchors
    /// where some rule of the tier is relevant. Worked out once per puzzle
    /// (it depends on the givens only), since a round of hypotheses
    /// propagates hundreds of times on one grid.
    fn new(
        solver: &'s Solver<P>,
        work: &'s mut Workspace<P>,
        puzzle: &P,
        record: bool,
        guide: Option<Box<P>>,
    ) -> Self {
        let anchors = super::whole_grid::all_anchors(puzzle);
        let groups = solver.groups.len();
        work.relevance.resize_with(groups, Vec::new);
        work.relevance.truncate(groups);
        for (group, masks) in solver.groups.iter().zip(work.relevance.iter_mut()) {
            rule_masks(group, puzzle, anchors, masks);
        }
        work.queues.admit(anchors, &work.relevance);
        work.explainer = (record && solver.explains).then(|| Explainer::new(puzzle));
        Search {
            solver,
            work,
            record,
            guide,
            probe_start: 0,
            fresh: Vec::new(),
            looks: 0,
            nesting_done: false,
            cut_short: false,
        }
    }

    /// Solves `puzzle`: the rules, hypotheses when they stall, and
    /// guesses when those do, searched depth first on `Branches`. The
    /// rules of the tiers up to `settled` stand still on it already.
    fn run(
        &mut self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        settled: Option<Tier>,
    ) -> Result<Status, Contradiction> {
        let mode = Mode::every_rule(self.record);
        let mut branches = Branches::new();
        let mut dirty = Dirty::Every { settled };
        loop {
            let failure = match self.settle(puzzle, steps, mode, dirty, &mut branches) {
                Ok(Settled::Solved) => {
                    branches.close_solved(puzzle, steps, mode.record);
                    return Ok(Status::Solved);
                }
                Ok(Settled::Stuck) => {
                    branches.abandon(puzzle, steps);
                    return Ok(Status::Stuck);
                }
                Ok(Settled::Stopped) => return Ok(Status::Stopped),
                Ok(Settled::Guess(assume)) => {
                    let assume = self.steer(puzzle, assume);
                    branches.open(puzzle, assume, steps);
                    self.note_made(&[assume]);
                    let mut touched = Vec::new();
                    match puzzle.apply(assume, &mut touched) {
                        Ok(()) => {
                            dirty = Dirty::Some(touched);
                            continue;
                        }
                        Err(broken) => broken,
                    }
                }
                Err(broken) => broken,
            };
            match self.refute(puzzle, steps, mode, &mut branches, failure)? {
                Some(touched) => dirty = Dirty::Some(touched),
                None => return Ok(Status::GaveUp(too_deep(self.solver.max_nesting))),
            }
        }
    }

    /// Runs the rules, then rounds of hypotheses, until the puzzle is
    /// solved, nothing more is found, or a guess is due.
    fn settle(
        &mut self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        mode: Mode,
        mut dirty: Dirty,
        branches: &mut Branches<P>,
    ) -> Result<Settled<P::Effect>, Contradiction> {
        let depth = if !branches.is_empty() {
            Depth::UnderGuess
        } else if self.solver.inside_nested {
            Depth::Nested
        } else {
            Depth::Top
        };
        let mut touched = Vec::new();
        loop {
            if self.stops(steps, branches) {
                return Ok(Settled::Stopped);
            }
            self.propagate_noted(puzzle, steps, mode, dirty, branches)?;
            if self.stops(steps, branches) {
                return Ok(Settled::Stopped);
            }
            if puzzle.is_complete() {
                puzzle.check_complete()?;
                return Ok(Settled::Solved);
            }
            touched.clear();
            if self.solver.guess && !mode.record && take_free_choices(puzzle, branches)? {
                return Ok(Settled::Solved);
            }
            let mut guess = None;
            let looks_ahead = depth != Depth::UnderGuess || puzzle.looks_ahead_under_guess();
            if (self.solver.hypothesis || self.solver.forcing) && looks_ahead {
                match self.probe(puzzle, depth) {
                    Probe::Found(step) => {
                        if let Some(trail) = branches.trail() {
                            trail.extend_from_slice(&step.effects);
                        }
                        self.note_made(&step.effects);
                        apply_step(puzzle, *step, steps, mode, &mut touched)?;
                        dirty = Dirty::Some(std::mem::take(&mut touched));
                        continue;
                    }
                    Probe::Nothing { best_guess } => guess = best_guess,
                }
            }
            if self.nests(depth, mode)
                && let Some(step) = self.nested_round(puzzle)
            {
                self.note_made(&step.effects);
                apply_step(puzzle, step, steps, mode, &mut touched)?;
                dirty = Dirty::Some(std::mem::take(&mut touched));
                continue;
            }
            if !self.solver.guess {
                return Ok(Settled::Stuck);
            }
            // A guess always makes progress, so a branch cannot stall;
            // should a puzzle's candidates run dry, report it as stuck.
            return Ok(match guess.or_else(|| first_open_candidate(puzzle)) {
                Some(assume) => Settled::Guess(assume),
                None => Settled::Stuck,
            });
        }
    }

    /// The innermost guess's branch broke a constraint (`failure`): back
    /// on the line it was made on, the guess is a step that concludes its
    /// opposite. Returns the anchors that touched; a contradiction when no
    /// guess is open, or when the opposite fails too and no guess is left;
    /// `None` when recording and the refuted guesses nest too deeply (the
    /// search is then back before its first guess).
    fn refute(
        &mut self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        mode: Mode,
        branches: &mut Branches<P>,
        mut failure: Contradiction,
    ) -> Result<Option<Vec<Anchor>>, Contradiction> {
        loop {
            let Some((branch, branch_steps)) = branches.close_failed(puzzle, steps) else {
                return Err(failure);
            };
            let assume = branch.assume;
            let nesting = branch.nesting + 1;
            if mode.record && nesting > self.solver.max_nesting {
                branches.abandon(puzzle, steps);
                return Ok(None);
            }
            if let Some(outer) = branches.nesting_mut() {
                *outer = (*outer).max(nesting);
            }
            // Its premises and reason are worked out when someone reads
            // it (`explain_steps`).
            let kind = StepKind::Guess {
                assume,
                steps: branch_steps,
                contradiction: Some(failure.0),
                broken_by: Premises::default(),
            };
            let effects = vec![puzzle.negate(assume)];
            // The grid is back where the guess was made, after a round
            // that found nothing: what changed since is the refutation.
            self.fresh.clear();
            self.note_made(&effects);
            let mut step = Step::light(kind, effects, Unexplained::EngineStep);
            self.explain_now(puzzle, &mut step);
            if let Some(trail) = branches.trail() {
                trail.extend_from_slice(&step.effects);
            }
            let mut touched = Vec::new();
            match apply_step(puzzle, step, steps, mode, &mut touched) {
                Ok(()) => return Ok(Some(touched)),
                Err(broken) => failure = broken,
            }
        }
    }
}

impl<P: Puzzle> Search<'_, P> {
    /// Runs the rules (`propagate`), putting what they make on the trail
    /// of the guesses and among the fresh effects.
    fn propagate_noted(
        &mut self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        mode: Mode,
        dirty: Dirty,
        branches: &mut Branches<P>,
    ) -> Result<usize, Contradiction> {
        if !self.rounds() {
            return self.propagate(puzzle, steps, mode, dirty, branches.trail());
        }
        let mut fresh = std::mem::take(&mut self.fresh);
        let start = fresh.len();
        let ran = self.propagate(puzzle, steps, mode, dirty, Some(&mut fresh));
        if let Some(trail) = branches.trail() {
            trail.extend_from_slice(&fresh[start..]);
        }
        self.fresh = fresh;
        ran
    }

    /// Notes effects made on the grid for the next round of hypotheses.
    fn note_made(&mut self, effects: &[P::Effect]) {
        if self.rounds() {
            self.fresh.extend_from_slice(effects);
        }
    }

    /// Whether a recorded search has taken the steps it was to stop after,
    /// all standing: none is under a guess it may yet take back.
    fn stops(&self, steps: &[Step<P::Effect>], branches: &Branches<P>) -> bool {
        self.record && branches.is_empty() && steps.len() >= self.solver.stop_after
    }

    /// Whether the search runs rounds of hypotheses.
    fn rounds(&self) -> bool {
        self.solver.hypothesis || self.solver.forcing
    }

    /// Explains a hypothesis, forcing or refuted guess just made from
    /// `puzzle`, if the solve explains as it goes.
    fn explain_now(&mut self, puzzle: &P, step: &mut Step<P::Effect>) {
        if let Some(explainer) = self.work.explainer.as_mut() {
            explainer.engine_step(puzzle, step);
        }
    }
}

/// Why a recorded solve gave up: its refuted guesses nested more deeply
/// than `limit`.
fn too_deep(limit: usize) -> String {
    format!(
        "the guess search nests more than {limit} failed guesses inside one another; \
         deduce stops rather than record a trace that deep (judge output, without --json or \
         --explain, has no such limit)"
    )
}

/// Judge output's end of a search whose open decisions are all free
/// (`Puzzle::free_choices`): each takes the choice a guess would, and
/// since nothing reads them, every one holds and the grid is finished.
/// False, with nothing changed, while anything else is open.
fn take_free_choices<P: Puzzle>(
    puzzle: &mut P,
    branches: &mut Branches<P>,
) -> Result<bool, Contradiction> {
    let mut free = Vec::new();
    if !puzzle.free_choices(&mut free) {
        return Ok(false);
    }
    if let Some(trail) = branches.trail() {
        trail.extend_from_slice(&free);
    }
    let mut touched = Vec::new();
    for choice in free {
        puzzle.apply(choice, &mut touched)?;
        touched.clear();
    }
    if !puzzle.is_complete() {
        return Ok(false);
    }
    puzzle.check_complete()?;
    Ok(true)
}

fn first_open_candidate<P: Puzzle>(puzzle: &P) -> Option<P::Effect> {
    let mut candidates = Vec::new();
    puzzle.candidates(&mut candidates);
    candidates.into_iter().find(|e| puzzle.is_open(*e))
}
