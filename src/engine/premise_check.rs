//! Whether a step's premises suffice: its rule, run on the givens and
//! marks they name alone (every other given weakened to what says
//! nothing, everything else undecided), must reach every effect of the
//! step, or its contradiction. The solver asks it to make premises small;
//! replay asks it to refuse premises that do not hold up.

use super::derived::{Derived, Explained, Finding, Outlined};
use super::fast_hash::FastMap;
use super::puzzle::{Anchor, AnyRule, Contradiction, Puzzle};
use super::quick_explain::quick_explain;
use super::words::effect_text;

/// Premises up to this many marks are made minimal by the solver: a
/// local pattern's few. Beyond, each try runs a rule of the whole grid
/// again, and the rule's own account of what bounds its conclusion is
/// kept as it gave it.
pub const MINIMIZED_AT_MOST: usize = 32;

/// A contradiction's premises are searched for among at most this many
/// likely marks; beyond, they are given as found, unsearched.
pub const SEARCHED_AT_MOST: usize = 64;

/// How many states on fewer givens a check keeps, the most recently used.
const WEAKENED_KEPT: usize = 256;

/// The givens-only state premises are checked on, and a copy to work in.
pub struct PremiseCheck<P: Puzzle> {
    base: P,
    scratch: P,
    found: Derived<P::Effect>,
    /// What a rule whose look takes one finding found, by finding: kept
    /// so as not to reallocate.
    outlined: Outlined<P::Effect>,
    /// Anchors the marks touch: not read, kept so as not to reallocate.
    touched: Vec<Anchor>,
    /// The places of the givens `base` holds, in order.
    givens: Vec<Anchor>,
    /// The checks on the givens steps named (sorted), each with when it
    /// was last used, kept for the next that names the same: the steps
    /// of one place mostly do, and a weakened state costs a grid to
    /// build. The least recently used goes when there are too many.
    named: FastMap<Vec<Anchor>, (u64, PremiseCheck<P>)>,
    /// Counts the uses of `named`, for the time of last use.
    uses: u64,
    /// Whether the puzzle weakens its givens, once asked.
    weakens: Option<bool>,
}

/// How premises fall short, before it is put in words.
enum Miss<E> {
    /// They cannot all hold together.
    Contradictory(Contradiction),
    /// The step is a contradiction the rule does not see.
    NoContradiction,
    /// The step makes effects, and the rule sees a contradiction instead.
    SeesContradiction,
    /// The rule does not reach this effect of the step.
    Effect(E),
    /// The rule reaches the effects, but not as one finding.
    Apart,
}

/// Whether a finding made `made`: `effects`, no fewer and no more.
fn just<E: PartialEq>(made: &[E], effects: &[E]) -> bool {
    made.len() == effects.len() && effects.iter().all(|e| made.contains(e))
}

/// Why premises do not suffice, for a person.
#[derive(Debug, PartialEq, Eq)]
pub struct Insufficient(pub String);

impl<P: Puzzle> PremiseCheck<P> {
    /// Checks premises against the givens of `puzzle`.
    pub fn new(puzzle: &P) -> Self {
        let givens = (0..puzzle.anchor_count())
            .filter(|&at| puzzle.is_given(at))
            .collect();
        Self::on(puzzle.givens_only(), givens)
    }

    /// Checks premises against `base` as it is, which holds the givens
    /// at `givens`.
    fn on(base: P, givens: Vec<Anchor>) -> Self {
        PremiseCheck {
            scratch: base.clone(),
            base,
            found: Derived::new(),
            outlined: Outlined::outlining(),
            touched: Vec::new(),
            givens,
            named: FastMap::default(),
            uses: 0,
            weakens: None,
        }
    }

    pub fn base(&self) -> &P {
        &self.base
    }

    /// The places of every given.
    pub fn givens(&self) -> &[Anchor] {
        &self.givens
    }

    /// The places of `places` that hold givens, each once, in order.
    fn given_places(&self, places: &[Anchor]) -> Vec<Anchor> {
        let mut givens: Vec<Anchor> = places
            .iter()
            .copied()
            .filter(|&at| self.base.is_given(at))
            .collect();
        givens.sort_unstable();
        givens.dedup();
        givens
    }

    /// Whether the puzzle's givens can be weakened one by one, so that
    /// premises are checked on the givens they name alone.
    pub fn weakens_givens(&mut self) -> bool {
        let base = &self.base;
        *self
            .weakens
            .get_or_insert_with(|| base.with_givens_at(&[]).is_some())
    }

    /// The check on the givens at `givens` alone, every other given
    /// weakened (`Puzzle::with_givens_at`): what a step that names these
    /// givens must suffice on. Places that hold no given are left out; a
    /// puzzle that cannot weaken its givens is checked on all of them.
    pub fn on_givens(&mut self, givens: &[Anchor]) -> &mut PremiseCheck<P> {
        let keep = self.given_places(givens);
        if keep.len() == self.givens.len() {
            return self;
        }
        self.uses += 1;
        if !self.named.contains_key(&keep) {
            let Some(base) = self.base.with_givens_at(&keep) else {
                return self;
            };
            if self.named.len() == WEAKENED_KEPT
                && let Some(oldest) = self
                    .named
                    .iter()
                    .min_by_key(|(_, (used, _))| *used)
                    .map(|(givens, _)| givens.clone())
            {
                self.named.remove(&oldest);
            }
            let check = PremiseCheck::on(base, keep.clone());
            self.named.insert(keep.clone(), (0, check));
        }
        let (used, check) = self.named.get_mut(&keep).expect("just made");
        *used = self.uses;
        check
    }

    /// The givens a step must name: the fewest, of those `named` by its
    /// rule and then of the rest, on which `rule` at `at`, with `marks`,
    /// reaches `effects` (each needed, up to `MINIMIZED_AT_MOST` of them;
    /// more are kept as found), in the order of their places. A rule's
    /// own account may leave out a given its pattern reads through (a
    /// 0 beside a chain) or name one it does without. Every given when
    /// even all of them do not suffice; those `named`, as named, for a
    /// puzzle that cannot weaken its givens. `named_needed`: the rule says
    /// each given it names is needed and names all it reads
    /// (`Rule::premises_minimal`), so they are kept as named.
    pub fn needed_givens(
        &mut self,
        rule: &dyn AnyRule<P>,
        at: Anchor,
        named: &[Anchor],
        marks: &[P::Effect],
        effects: &[P::Effect],
        named_needed: bool,
    ) -> Vec<Anchor> {
        let mut kept = self.given_places(named);
        if !self.weakens_givens() {
            return named.to_vec();
        }
        let reach = |check: &mut Self, givens: &[Anchor]| {
            check.on_givens(givens).reaches(rule, at, marks, effects)
        };
        // A rule whose account is minimal is trusted to name what it read
        // (`tests/premises.rs` and debug builds hold it to that): no state
        // is weakened to its givens to see.
        if named_needed {
            return kept;
        }
        let named_reach = reach(self, &kept);
        if !named_reach {
            let others: Vec<Anchor> = self
                .givens
                .iter()
                .copied()
                .filter(|g| kept.binary_search(g).is_err())
                .collect();
            let every = self.givens.clone();
            if !reach(self, &every) {
                return every;
            }
            quick_explain(&mut kept, false, &others, &mut |part| reach(self, part));
            kept.sort_unstable();
        }
        if kept.len() <= MINIMIZED_AT_MOST {
            let mut i = kept.len();
            while i > 0 {
                i -= 1;
                let dropped = kept.remove(i);
                if !reach(self, &kept) {
                    kept.insert(i, dropped);
                }
            }
        }
        kept
    }

    /// The givens with `marks` made true, or the contradiction that
    /// making them true meets.
    pub fn reduced(&mut self, marks: &[P::Effect]) -> Result<&P, Contradiction> {
        self.scratch.restore(&self.base);
        for &mark in marks {
            if !self.scratch.holds(mark) {
                self.touched.clear();
                self.scratch.apply(mark, &mut self.touched)?;
            }
        }
        Ok(&self.scratch)
    }

    /// The rule's own account of `effects` (or, with none, of its
    /// contradiction) when it runs at `at` on the givens at `givens` and
    /// `marks` alone: words and a chain's path that name nothing else.
    /// None when it does not reach them there as one finding of just
    /// those (as `miss` asks of a rule whose look takes one finding).
    pub fn account_on(
        &mut self,
        rule: &dyn AnyRule<P>,
        at: Anchor,
        givens: &[Anchor],
        marks: &[P::Effect],
        effects: &[P::Effect],
    ) -> Option<Finding<P::Effect>> {
        let check = self.on_givens(givens);
        let state = check.reduced(marks).ok()?;
        let mut found: Explained<P::Effect> = Explained::recording();
        super::puzzle::derive_new(rule, state, at, &mut found);
        if effects.is_empty() {
            return found.broken_why().cloned();
        }
        found
            .take_findings()
            .into_iter()
            .find(|(made, _)| just(made, effects))
            .map(|(_, finding)| finding)
            .filter(Finding::is_explained)
    }

    /// Whether `rule`, run at `at` on the givens plus `marks`, reaches every
    /// one of `effects`, or, with none, a contradiction.
    pub fn rule_reaches(
        &mut self,
        rule: &dyn AnyRule<P>,
        at: Anchor,
        marks: &[P::Effect],
        effects: &[P::Effect],
    ) -> Result<(), Insufficient> {
        let miss = match self.miss(rule, at, marks, effects) {
            None => return Ok(()),
            Some(miss) => miss,
        };
        Err(Insufficient(match miss {
            Miss::Contradictory(broken) => {
                format!("the premises cannot all hold together ({})", broken.0)
            }
            Miss::NoContradiction => "on the premises alone the rule sees no contradiction".into(),
            Miss::Apart => {
                "on the premises alone the rule reaches the step's effects only apart, not as one finding".into()
            }
            Miss::SeesContradiction => {
                "on the premises alone the rule sees a contradiction, not the step's effects".into()
            }
            // A name reads the grid alone, the same in every state.
            Miss::Effect(missed) => format!(
                "on the premises alone the rule misses {}",
                effect_text(&self.base, missed)
            ),
        }))
    }

    /// `rule_reaches` without the words: minimizing tries many sets that
    /// fall short and only asks whether they do.
    pub fn reaches(
        &mut self,
        rule: &dyn AnyRule<P>,
        at: Anchor,
        marks: &[P::Effect],
        effects: &[P::Effect],
    ) -> bool {
        self.miss(rule, at, marks, effects).is_none()
    }

    /// What `rule`, run at `at` on the givens plus `marks`, falls short
    /// of, if anything.
    fn miss(
        &mut self,
        rule: &dyn AnyRule<P>,
        at: Anchor,
        marks: &[P::Effect],
        effects: &[P::Effect],
    ) -> Option<Miss<P::Effect>> {
        let mut found = std::mem::take(&mut self.found);
        let mut outlined = std::mem::take(&mut self.outlined);
        // Marks the givens make already (none, most often: a mark tried
        // without the only other one) leave the givens as they are: the
        // rule reads them where they are kept, with no copy to make.
        let on_givens = marks.iter().all(|&m| self.base.holds(m));
        let reduced = if on_givens {
            Ok(&self.base)
        } else {
            self.reduced(marks)
        };
        let miss = match reduced {
            Err(broken) => Some(Miss::Contradictory(broken)),
            // A rule whose look takes one finding must reach the effects
            // as one finding of just those: its account of them is one
            // chain, and the words made on the premises alone must tell
            // them all and no more.
            Ok(state) if rule.one_finding_a_look() && !effects.is_empty() => {
                super::puzzle::derive_new(rule, state, at, &mut outlined);
                if outlined.broken().is_some() {
                    Some(Miss::SeesContradiction)
                } else if outlined.groups().any(|group| just(group, effects)) {
                    None
                } else {
                    Some(
                        effects
                            .iter()
                            .find(|e| !outlined.contains(e))
                            .map_or(Miss::Apart, |&missed| Miss::Effect(missed)),
                    )
                }
            }
            Ok(state) => {
                super::puzzle::derive_new(rule, state, at, &mut found);
                // A contradiction follows from premises that cannot hold
                // together, and so would anything: a step that makes
                // effects must be reached by them, not by that.
                if found.broken().is_some() {
                    (!effects.is_empty()).then_some(Miss::SeesContradiction)
                } else if effects.is_empty() {
                    Some(Miss::NoContradiction)
                } else {
                    effects
                        .iter()
                        .find(|e| !found.contains(e))
                        .map(|&missed| Miss::Effect(missed))
                }
            }
        };
        self.found = found;
        self.outlined = outlined;
        miss
    }

    /// Drops from `marks` every mark the rule does without, one at a time
    /// from the last, pass after pass until a pass drops none, so that
    /// what is left is minimal: without any one of them the rule misses
    /// an effect (only up to `MINIMIZED_AT_MOST` marks; more are checked,
    /// and kept). The passes repeat because a rule that stops at the
    /// first of its patterns to fire may need a mark only while another
    /// is there. False, leaving `marks` as it was, when they do not
    /// suffice to begin with.
    pub fn minimize(
        &mut self,
        rule: &dyn AnyRule<P>,
        at: Anchor,
        marks: &mut Vec<P::Effect>,
        effects: &[P::Effect],
    ) -> bool {
        if marks.len() > MINIMIZED_AT_MOST {
            return self.reaches(rule, at, marks, effects);
        }
        self.minimize_fully(rule, at, marks, effects)
    }

    /// `minimize` with no bound on how many marks it tries to drop: for a
    /// rule that reads widely and knows its own account is loose.
    pub fn minimize_fully(
        &mut self,
        rule: &dyn AnyRule<P>,
        at: Anchor,
        marks: &mut Vec<P::Effect>,
        effects: &[P::Effect],
    ) -> bool {
        if !self.reaches(rule, at, marks, effects) {
            return false;
        }
        // The marks below the lowest one a pass dropped were each tried,
        // after that drop, without the very marks the next pass would try
        // them without, and were needed: until the next pass drops one,
        // trying them again would only say so again.
        let mut tried_below = 0;
        loop {
            let mut lowest_dropped = None;
            let mut i = marks.len();
            while i > 0 {
                i -= 1;
                if i < tried_below && lowest_dropped.is_none() {
                    break;
                }
                let dropped = marks.remove(i);
                if self.reaches(rule, at, marks, effects) {
                    lowest_dropped = Some(i);
                } else {
                    marks.insert(i, dropped);
                }
            }
            match lowest_dropped {
                None => return true,
                Some(lowest) => tried_below = lowest,
            }
        }
    }

    /// Whether `broken` (applied in order after `marks`) breaks a
    /// constraint, on the givens plus `marks`: what a contradiction met on
    /// applying a step reads. A complete state that fails its global check
    /// counts too.
    pub fn breaks(&mut self, marks: &[P::Effect], broken: &[P::Effect]) -> bool {
        if self.reduced(marks).is_err() {
            return true;
        }
        for &effect in broken {
            self.touched.clear();
            if self.scratch.apply(effect, &mut self.touched).is_err() {
                return true;
            }
        }
        self.scratch.is_complete() && self.scratch.check_complete().is_err()
    }

    /// A small subset of `candidates` on which applying `broken` still
    /// breaks a constraint (QuickXplain: about k·log(n/k) tries for k
    /// premises among n candidates), or all of them if even they do not.
    ///
    /// `likely` are the candidates worth trying first (what the steps
    /// before the contradiction read and found): when they suffice, the
    /// search runs among them alone, a fraction of the cost.
    pub fn contradiction_premises(
        &mut self,
        candidates: &[P::Effect],
        likely: &[P::Effect],
        broken: &[P::Effect],
    ) -> Vec<P::Effect> {
        if self.breaks(&[], broken) {
            return Vec::new();
        }
        let likely: Vec<P::Effect> = likely
            .iter()
            .copied()
            .filter(|m| candidates.contains(m))
            .collect();
        let candidates = if self.breaks(&likely, broken) {
            if likely.len() > SEARCHED_AT_MOST {
                return likely;
            }
            &likely[..]
        } else {
            // Not among the likely ones: every mark, as read (a search
            // among all of them costs more than the rest of the solve).
            return candidates.to_vec();
        };
        let mut kept = Vec::new();
        quick_explain(&mut kept, false, candidates, &mut |part| {
            self.breaks(part, broken)
        });
        kept
    }
}
