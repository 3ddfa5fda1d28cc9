//! What a puzzle gives the engine: its state, its effects, its rules.
//!
//! The engine knows nothing of grids. A puzzle names its places by *anchors*
//! (plain indices it defines: cells, dots, units...), and its decisions by
//! *effects* (a segment is a line, a cell is water, a digit is removed...).
//! Every effect has a negation, which is what lets one hypothesis and one
//! guess serve all puzzles.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::Range;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::derived::{Derived, Explained, Findings, NoWhy, Outline, Outlined, Why};
use super::rating::{Level, TIER_LEVELS};
use super::rule_record::RuleRecord;
use super::tier::Tier;

/// Index of a place a rule looks at; its meaning belongs to the puzzle.
pub type Anchor = usize;

/// The state cannot be completed: a constraint is broken. The text says
/// which one, for a person ("dot r3c4 tl would have 3 lines").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contradiction(pub String);

pub trait Puzzle: Clone + Sized + 'static {
    /// One decision. `Copy` and small: the solver moves many of them.
    type Effect: Copy + Eq + Hash + Debug;
    /// The JSON form of a place in a trace (`{"cell":[3,4]}`); serde
    /// writes and reads it.
    type PlaceJson: Serialize + DeserializeOwned;
    /// The JSON form of an effect in a trace.
    type EffectJson: Serialize + DeserializeOwned;

    /// The puzzle's name on the command line and in traces (`slink`).
    const KIND: &'static str;

    /// Every rule of this puzzle in the order the solver tries them: by
    /// tier, and within a tier by rating, least first (a test checks the
    /// order). The one list that names the puzzle's rules.
    /// Hypothesis, forcing and guess are the engine's and are not listed.
    fn rules() -> &'static [&'static dyn AnyRule<Self>];

    /// The names of the bands of ratings a puzzle's grade reports
    /// (`rating.rs`), lowest first.
    const LEVELS: &'static [Level] = TIER_LEVELS;

    /// Old rule ids and the ids they became, so that old traces replay.
    fn renamed_rules() -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// Named sets of rules accepted by `--rules` (e.g. `slink-fifteen`).
    fn rule_sets() -> &'static [(&'static str, &'static [&'static dyn AnyRule<Self>])] {
        &[]
    }

    /// How many places of its own the puzzle names (anchors
    /// `0..anchor_count()`); the engine adds the whole grid after them
    /// (`whole_grid`), with its name and JSON form.
    fn anchor_count(&self) -> usize;
    /// Writes one of the puzzle's own places as a person reads it: `r3c4`, `r3c4 tl`. Into a
    /// buffer, since a trace names thousands (`text::anchor_text` makes
    /// a `String` of it).
    fn write_anchor_text(&self, at: Anchor, out: &mut String);
    /// One of the puzzle's own places as a trace's JSON holds it.
    fn anchor_json(&self, at: Anchor) -> Self::PlaceJson;
    /// The place a trace's JSON names, if it is one of this state's.
    fn anchor_from_json(&self, json: &Self::PlaceJson) -> Option<Anchor>;

    /// Writes the effect as a person reads it: `r3c4 top line`
    /// (`text::effect_text` makes a `String` of it).
    fn write_effect_text(&self, effect: Self::Effect, out: &mut String);
    /// The effect as a trace's JSON holds it.
    fn effect_json(&self, effect: Self::Effect) -> Self::EffectJson;
    /// The effect a trace's JSON names, if it is one of this state's.
    fn effect_from_json(&self, json: &Self::EffectJson) -> Option<Self::Effect>;
    /// True for the "filling" kind of effect (a line, a black cell, a
    /// digit placed), false for the excluding kind; used for colour only.
    fn effect_is_positive(&self, effect: Self::Effect) -> bool;

    /// The effect is already true in this state.
    fn holds(&self, effect: Self::Effect) -> bool;
    /// The thing the effect decides is still undecided.
    fn is_open(&self, effect: Self::Effect) -> bool;
    /// Makes the effect true. Pushes the anchors whose rules may now find
    /// something new. Fails when a constraint breaks.
    fn apply(
        &mut self,
        effect: Self::Effect,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction>;
    /// Makes `self` equal to `original` again, where `self` is a copy of
    /// `original` changed since only by `apply`. A puzzle whose state is
    /// large may undo just those changes; the default copies it whole.
    fn restore(&mut self, original: &Self) {
        self.clone_from(original);
    }

    /// The effect that holds exactly when `effect` does not.
    fn negate(&self, effect: Self::Effect) -> Self::Effect;

    /// `effect` is of the kind this puzzle guesses before its negation,
    /// whatever their trials decided (see `solve::probe`): a wrong first
    /// side costs its whole refutation, so a puzzle whose wrong guesses
    /// of one kind show sooner says so here. By default no kind is.
    fn guessed_first(&self, _effect: Self::Effect) -> bool {
        false
    }

    /// Whether the guess search runs rounds of hypotheses under a guess,
    /// as it does before the first (see `solve::probe`). A round there
    /// costs a trial of every open candidate at every node of the search;
    /// a puzzle whose rules settle a guess well enough that the wrong ones
    /// show soon anyway says no, and guesses its first open candidate.
    fn looks_ahead_under_guess(&self) -> bool {
        true
    }

    /// What the givens themselves break (two Nurikabe numbers side by
    /// side), found when the state was made from them. The engine asks
    /// once, before any rule runs (solve, replay, hints), so `apply` and
    /// `check_complete` need not ask again.
    fn broken_givens(&self) -> Option<&Contradiction> {
        None
    }

    /// Judge output's head start: the state taken straight to where the
    /// rules of its first tiers stop together (`rules_of` gives the
    /// selection's rules of a tier), when the puzzle has a quicker way
    /// there than the solver's queues; the last tier whose every selected
    /// rule now finds nothing, when it got there. Only for rules that
    /// stop at the same state whatever order they run in: the solver's
    /// first run of those tiers reaches that state before any higher tier
    /// looks, so going on from it, the solver ends as it would have from
    /// the start, and its rules of those tiers need not look again until
    /// something changes. On a contradiction the state is left as it
    /// was, and None: the solver then meets it itself and says why in its
    /// own words.
    fn head_start(&mut self, _rules_of: RulesOfTier<'_, Self>) -> Option<Tier> {
        None
    }

    /// Judge output's hypothesis trial, the quicker way `head_start`
    /// takes: `assume` made, and the rules `rules_of` gives (all of the
    /// tiers a pass of the round runs) taken to where they stop together,
    /// what they decided appended to `log`; or the contradiction they
    /// met. None when the puzzle has no quicker way for those rules (the
    /// solver's queues then run them). What they decide together does not
    /// depend on the order, so the round decides as it would have.
    fn quick_trial(
        &mut self,
        _rules_of: RulesOfTier<'_, Self>,
        _assume: Self::Effect,
        _log: &mut Vec<Self::Effect>,
    ) -> Option<Result<(), Contradiction>> {
        None
    }

    /// Nothing is left undecided.
    fn is_complete(&self) -> bool;
    /// A complete state may still break a global constraint the local
    /// checks of `apply` cannot see.
    fn check_complete(&self) -> Result<(), Contradiction>;
    /// Every decision taken in this state, each once, as the effect that
    /// holds (`r3c4 black`, not also what follows from it): what a
    /// person's progress file says, for hints to check against an answer.
    fn decided(&self, out: &mut Vec<Self::Effect>);

    /// Every mark that holds, so that `givens_only` with these applied is
    /// this state again: what a contradiction's premises are looked for
    /// among. `decided` is enough unless the puzzle keeps exclusions that
    /// no decision implies (Su-Domino-Ku's removed candidates).
    fn marks(&self, out: &mut Vec<Self::Effect>) {
        self.decided(out);
    }

    /// The same puzzle with its givens alone, nothing decided: where
    /// premises are checked to suffice.
    fn givens_only(&self) -> Self;
    /// `givens_only` with only the givens at `keep` (sorted places where
    /// `is_given` holds) as they are, and every other given weakened to
    /// what says nothing of its number (a clue gone, an island's number
    /// hidden): a state whose solutions include every solution of the
    /// puzzle, where a step's premises are checked to suffice, so that a
    /// given its rule needs and the step does not name is missed. None,
    /// the default, for a puzzle whose givens cannot be weakened one by
    /// one: its steps name the givens their rules name.
    fn with_givens_at(&self, _keep: &[Anchor]) -> Option<Self> {
        None
    }
    /// A given (a clue, a pre-placed digit) stands at `at`: what a
    /// step's given premises must be.
    fn is_given(&self, at: Anchor) -> bool;

    /// Effects worth assuming, most promising first, for hypothesis and guess.
    fn candidates(&self, out: &mut Vec<Self::Effect>);

    /// True when every decision still open is free: no constraint reads
    /// it, so any choice fits and changes nothing else (a Fill-a-Pix cell
    /// no clue sees). `out` then gets, for each, the choice the search
    /// would guess for it (a round of hypotheses finds nothing there, so
    /// the guess is its first candidate), and judge output takes them all
    /// at once instead of a guess and a round apiece, each round as long
    /// as the grid. False, the default, while anything else is open.
    fn free_choices(&self, _out: &mut Vec<Self::Effect>) -> bool {
        false
    }

    /// Where `effect` decides something, as a place of the puzzle's own,
    /// for a puzzle whose rules each look only close to where they stand
    /// (see `near`); None, the default, when they reach across the grid.
    fn place(&self, _effect: Self::Effect) -> Option<Anchor> {
        None
    }

    /// The places (those `place` gives) close enough to `at` that an
    /// assumption there begins its trial reading what a change at `at`
    /// changed. Under a guess, a round of hypotheses tries only the
    /// assumptions near what changed since the round before, which found
    /// nothing: elsewhere the grid each trial reads is the same, and so
    /// would its trial be, unless it runs a long way.
    fn near(&self, _at: Anchor, _out: &mut Vec<Anchor>) {}
}

/// A deduction rule, as its file writes it. The engine holds rules as
/// `dyn AnyRule`, which every `Rule` is.
pub trait Rule<P: Puzzle>: Sync {
    /// The rule's one declaration (id, tier, summary, page), written in
    /// its file with `rule_record!`.
    fn record(&self) -> &'static RuleRecord;
    /// Searches so widely that a hypothesis round first tries its
    /// assumptions without it, and with it only if that finds nothing.
    fn costly(&self) -> bool {
        false
    }
    /// The givens and marks the rule's explanation of a conclusion names
    /// are each needed, as it gives them: without any one the rule would
    /// not fire (a count that is exactly met), and they are all it read.
    /// A recorded step then keeps them as they are: the solver neither
    /// searches for fewer (it still does for a contradiction the rule
    /// sees) nor, in release builds, checks on a state weakened to them
    /// that they suffice. `tests/premises.rs` holds every rule's recorded
    /// steps to sufficient and minimal premises, these rules' included.
    fn premises_minimal(&self) -> bool {
        false
    }
    /// A recorded look takes only the rule's first finding: its later
    /// ones may no longer follow once the first is made (a rule of the
    /// whole grid whose findings rest on one shared search, which the
    /// first may break), and the next look finds them again if they do.
    /// Replay checks each step on the state its predecessor left.
    fn one_finding_a_look(&self) -> bool {
        false
    }
    /// The anchors this rule looks at.
    fn anchors(&self, puzzle: &P) -> Range<Anchor>;
    /// Whether the rule could ever find something at `at`, judging only by
    /// what never changes (the givens). The solver asks once per puzzle and
    /// then looks for the rule only where it is relevant; `derive` must
    /// find nothing where this is false.
    fn relevant(&self, _puzzle: &P, _at: Anchor) -> bool {
        true
    }
    /// Every effect this rule justifies at `at`, leaving out those that
    /// already hold, or the contradiction it sees there (`out.refute`).
    /// Pure: reads the state, never changes it.
    ///
    /// A rule that keeps something between calls (a cache of what it
    /// found, working memory) keeps it in the state, never in a static or
    /// a thread-local, so that it goes with the state it describes. The
    /// state invalidates a cache whenever its content changes (`apply`,
    /// `restore`, `clone_from`), so `derive` stays pure as far as the
    /// trace is concerned: its effects and contradictions depend on the
    /// state's content alone, cached or not.
    ///
    /// `out` is either judge output's, which keeps no explanation, or a
    /// recorded trace's: the rule is compiled for each (see `AnyRule`).
    fn derive(&self, puzzle: &P, at: Anchor, out: &mut Derived<P::Effect, impl Why<P::Effect>>);
}

/// The selection's rules of one tier, least rated first (none when it has
/// none of that tier): what `Puzzle::head_start` may run.
pub type RulesOfTier<'a, P> = &'a dyn Fn(Tier) -> &'a [&'static dyn AnyRule<P>];

/// A rule as the engine holds it: its `derive` compiled for judge
/// output, where every `explain` is gone, for a light recorded trace,
/// where `explain` only marks where a finding ends, and for a step
/// explained in full. Implemented for every `Rule`.
pub trait AnyRule<P: Puzzle>: Sync {
    fn record(&self) -> &'static RuleRecord;
    fn costly(&self) -> bool;
    fn premises_minimal(&self) -> bool;
    fn one_finding_a_look(&self) -> bool;
    fn anchors(&self, puzzle: &P) -> Range<Anchor>;
    fn relevant(&self, puzzle: &P, at: Anchor) -> bool;
    /// Sets `bit` in `masks[at]` for every anchor where the rule is
    /// relevant. One call per rule and puzzle, compiled for each rule, so
    /// that `relevant` is a direct call.
    fn mark_relevant(&self, puzzle: &P, masks: &mut [u64], bit: u64);
    /// `Rule::derive` for judge output.
    fn derive(&self, puzzle: &P, at: Anchor, out: &mut Derived<P::Effect>);
    /// `Rule::derive` for a light recorded trace: effects by finding.
    fn derive_outlined(&self, puzzle: &P, at: Anchor, out: &mut Outlined<P::Effect>);
    /// `Rule::derive` for an explained step, with why.
    fn derive_explained(&self, puzzle: &P, at: Anchor, out: &mut Explained<P::Effect>);
}

impl<P: Puzzle, R: Rule<P>> AnyRule<P> for R {
    fn record(&self) -> &'static RuleRecord {
        Rule::record(self)
    }
    fn costly(&self) -> bool {
        Rule::costly(self)
    }
    fn premises_minimal(&self) -> bool {
        Rule::premises_minimal(self)
    }
    fn one_finding_a_look(&self) -> bool {
        Rule::one_finding_a_look(self)
    }
    fn anchors(&self, puzzle: &P) -> Range<Anchor> {
        Rule::anchors(self, puzzle)
    }
    fn relevant(&self, puzzle: &P, at: Anchor) -> bool {
        Rule::relevant(self, puzzle, at)
    }
    fn mark_relevant(&self, puzzle: &P, masks: &mut [u64], bit: u64) {
        for at in Rule::anchors(self, puzzle) {
            if Rule::relevant(self, puzzle, at) {
                masks[at] |= bit;
            }
        }
    }
    fn derive(&self, puzzle: &P, at: Anchor, out: &mut Derived<P::Effect, NoWhy>) {
        Rule::derive(self, puzzle, at, out)
    }
    fn derive_outlined(&self, puzzle: &P, at: Anchor, out: &mut Outlined<P::Effect>) {
        Rule::derive(self, puzzle, at, out)
    }
    fn derive_explained(&self, puzzle: &P, at: Anchor, out: &mut Explained<P::Effect>) {
        Rule::derive(self, puzzle, at, out)
    }
}

impl<P: Puzzle> dyn AnyRule<P> {
    /// The same rule: each rule has one record.
    pub fn is(&self, other: &dyn AnyRule<P>) -> bool {
        std::ptr::eq(self.record(), other.record())
    }
}

/// Runs a rule into any kind of `Derived`: the engine's code that runs
/// rules is written once for all.
pub trait RunsRules<P: Puzzle>: Why<P::Effect> {
    fn run(rule: &dyn AnyRule<P>, puzzle: &P, at: Anchor, out: &mut Derived<P::Effect, Self>);
}

impl<P: Puzzle> RunsRules<P> for NoWhy {
    #[inline(always)]
    fn run(rule: &dyn AnyRule<P>, puzzle: &P, at: Anchor, out: &mut Derived<P::Effect>) {
        rule.derive(puzzle, at, out)
    }
}

impl<P: Puzzle> RunsRules<P> for Outline {
    #[inline(always)]
    fn run(rule: &dyn AnyRule<P>, puzzle: &P, at: Anchor, out: &mut Outlined<P::Effect>) {
        rule.derive_outlined(puzzle, at, out)
    }
}

impl<P: Puzzle> RunsRules<P> for Findings<P::Effect> {
    #[inline(always)]
    fn run(rule: &dyn AnyRule<P>, puzzle: &P, at: Anchor, out: &mut Explained<P::Effect>) {
        rule.derive_explained(puzzle, at, out)
    }
}

/// Runs one rule at one anchor, keeping only effects that do not hold yet,
/// each once; true when it found something new or a contradiction. The
/// solver, replay's checks and the rule pages all see a rule through
/// this; it stands beside the rules, not in the solver, so that replay
/// re-derives a step without the solver.
#[inline]
pub fn derive_new<P: Puzzle, W: RunsRules<P>>(
    rule: &dyn AnyRule<P>,
    puzzle: &P,
    at: Anchor,
    found: &mut Derived<P::Effect, W>,
) -> bool {
    found.clear();
    W::run(rule, puzzle, at, found);
    if found.broken().is_some() {
        found.clear_effects();
        return true;
    }
    if found.is_empty() {
        return false;
    }
    found.retain_new(|e| !puzzle.holds(*e));
    !found.is_empty()
}
