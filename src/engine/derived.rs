//! What one rule finds at one place: effects, or that the state cannot be
//! completed; and, while a trace is recorded, why: each group of effects
//! with what the rule read to reach it (its premises) and a reason in
//! words.

use std::hash::Hash;

use super::fast_hash::FastSet;
use super::puzzle::{Anchor, Contradiction};

/// What a step read: the givens (clue places) and the decided marks that
/// made its rule fire. Replay checks that they suffice: the rule, run on
/// the givens and these marks alone, reaches the step's effects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Premises<E> {
    pub givens: Vec<Anchor>,
    pub marks: Vec<E>,
    /// The places a chain of reasoning passes through, in order, for a
    /// person to follow it (a rule that names each link): nothing is read
    /// there beyond `givens` and `marks`, so no check holds it to anything.
    pub path: Vec<Anchor>,
    /// The cases a rule that tries them all found possible, when there
    /// are few (`FEW_WAYS`), each as the marks it would make: what was
    /// tried, for a person to see one after another. Nothing is read from
    /// them either.
    pub ways: Vec<Vec<E>>,
}

/// The most cases a step names and shows one by one: a person compares a
/// few, and past that the count says enough.
pub const FEW_WAYS: usize = 6;

impl<E> Default for Premises<E> {
    fn default() -> Self {
        Premises {
            givens: Vec::new(),
            marks: Vec::new(),
            path: Vec::new(),
            ways: Vec::new(),
        }
    }
}

impl<E: PartialEq + Copy> Premises<E> {
    pub fn is_empty(&self) -> bool {
        self.givens.is_empty() && self.marks.is_empty()
    }

    /// Adds what `other` holds that `self` does not, in order.
    pub fn join(&mut self, other: &Premises<E>) {
        join_new(&mut self.givens, &other.givens);
        join_new(&mut self.marks, &other.marks);
    }
}

fn join_new<T: PartialEq + Copy>(list: &mut Vec<T>, more: &[T]) {
    for &item in more {
        if !list.contains(&item) {
            list.push(item);
        }
    }
}

/// One group of effects a rule found for one reason: where the reason
/// is, what it read, and the reason in words. A rule fills it in through
/// `Derived::explain`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding<E> {
    /// The finding's effects end here in the rule's list (they start
    /// where the previous finding's end).
    end: usize,
    /// Where a person would look, for a rule that looks at the whole grid
    /// (the island, the region); a rule that looks at one place is shown
    /// there, and this is not set.
    pub place: Option<Anchor>,
    pub premises: Premises<E>,
    /// The reason, specific to this finding: "the 3 at r1c1 still lacks
    /// 2 cells, and r1c4 is 3 steps from it". Empty when the rule gave
    /// none.
    pub reason: String,
}

impl<E> Finding<E> {
    fn new(end: usize) -> Self {
        Finding {
            end,
            place: None,
            premises: Premises::default(),
            reason: String::new(),
        }
    }
}

impl<E: PartialEq + Copy> Finding<E> {
    /// A finding the rule said nothing about.
    pub fn unexplained() -> Self {
        Finding::new(0)
    }

    /// A rule of the whole grid names the place its reason is about.
    pub fn at(&mut self, place: Anchor) -> &mut Self {
        self.place = Some(place);
        self
    }

    /// The rule read the clue at `place`.
    pub fn given(&mut self, place: Anchor) -> &mut Self {
        join_new(&mut self.premises.givens, &[place]);
        self
    }

    /// The rule read these clues.
    pub fn givens(&mut self, places: impl IntoIterator<Item = Anchor>) -> &mut Self {
        places.into_iter().for_each(|p| {
            self.given(p);
        });
        self
    }

    /// The rule read this decided mark (an effect that holds).
    pub fn mark(&mut self, mark: E) -> &mut Self {
        join_new(&mut self.premises.marks, &[mark]);
        self
    }

    /// The rule read these decided marks.
    pub fn marks(&mut self, marks: impl IntoIterator<Item = E>) -> &mut Self {
        marks.into_iter().for_each(|m| {
            self.mark(m);
        });
        self
    }

    /// The rule's reasoning passes through `place` (a link of a chain).
    pub fn passes(&mut self, place: Anchor) -> &mut Self {
        join_new(&mut self.premises.path, &[place]);
        self
    }

    /// One of the few cases the rule found possible: the marks it would
    /// make.
    pub fn way(&mut self, marks: impl IntoIterator<Item = E>) -> &mut Self {
        self.premises.ways.push(marks.into_iter().collect());
        self
    }

    /// The reason in words.
    pub fn say(&mut self, reason: impl Into<String>) -> &mut Self {
        self.reason = reason.into();
        self
    }

    /// The rule said why (a finding the engine made up for effects no
    /// `explain` covered has no reason and no premises).
    pub fn is_explained(&self) -> bool {
        !self.reason.is_empty() || !self.premises.is_empty()
    }
}

/// Where a rule's explanations go: nowhere for judge output (`NoWhy`);
/// for a recorded trace, only where each finding's effects end
/// (`Outline`: the steps they make, their premises and reasons worked
/// out later, for the steps someone reads); or kept in full with the
/// effects they explain (`Findings`), for those. Each rule is compiled
/// once for each, so that judge output carries no trace of explaining:
/// `explain` and `explaining` are constants there.
pub trait Why<E>: Default {
    /// Whether the rule says why: it then groups its effects by finding,
    /// as a recorded trace's steps are made of them.
    const KEEPS: bool;
    /// Keeps a finding for the effects up to `end` pushed since the last
    /// one, or, with none and a contradiction (`broken`), why that
    /// holds; `why` fills it in, if its words are kept.
    fn keep(&mut self, end: usize, broken: bool, why: impl FnOnce(&mut Finding<E>));
    /// Where the first finding's effects end, when findings are kept.
    fn first_end(&self) -> Option<usize>;
    /// Forgets the findings of effects (not why a contradiction holds).
    fn clear_findings(&mut self);
    /// Forgets everything, for the next place a rule looks at.
    fn clear(&mut self);
    /// Keeps the effects `keep` accepts, each once, and the findings
    /// still left with one.
    fn retain_new(&mut self, effects: &mut Vec<E>, keep: impl FnMut(&E) -> bool)
    where
        E: Eq + Hash + Copy;
    /// `found` as a light recorded trace's, if it is one (to take the
    /// ends of its findings from).
    fn outlined(found: &mut Derived<E, Self>) -> Option<&mut Outlined<E>>;
    /// `found` with why, if it is that (to take its findings from).
    fn explained(found: &mut Derived<E, Self>) -> Option<&mut Explained<E>>;
}

/// Judge output: nothing is kept.
#[derive(Debug, Default)]
pub struct NoWhy;

impl<E> Why<E> for NoWhy {
    const KEEPS: bool = false;
    #[inline(always)]
    fn keep(&mut self, _: usize, _: bool, _: impl FnOnce(&mut Finding<E>)) {}
    #[inline(always)]
    fn first_end(&self) -> Option<usize> {
        None
    }
    #[inline(always)]
    fn clear_findings(&mut self) {}
    #[inline(always)]
    fn clear(&mut self) {}
    #[inline(always)]
    fn retain_new(&mut self, effects: &mut Vec<E>, keep: impl FnMut(&E) -> bool)
    where
        E: Eq + Hash + Copy,
    {
        effects.retain(keep);
        dedup_in_order(effects);
    }
    #[inline(always)]
    fn outlined(_: &mut Derived<E, Self>) -> Option<&mut Outlined<E>> {
        None
    }
    #[inline(always)]
    fn explained(_: &mut Derived<E, Self>) -> Option<&mut Explained<E>> {
        None
    }
}

/// A light recorded trace: where each finding's effects end, and no
/// words. The rule groups its effects as when it explains them (it is
/// told it explains), so the steps are those an explained trace has.
#[derive(Debug, Default)]
pub struct Outline {
    ends: Vec<usize>,
}

impl<E> Why<E> for Outline {
    const KEEPS: bool = true;
    #[inline(always)]
    fn keep(&mut self, end: usize, _: bool, _: impl FnOnce(&mut Finding<E>)) {
        if end > self.ends.last().map_or(0, |&e| e) {
            self.ends.push(end);
        }
    }
    #[inline(always)]
    fn first_end(&self) -> Option<usize> {
        self.ends.first().copied()
    }
    #[inline(always)]
    fn clear_findings(&mut self) {
        self.ends.clear();
    }
    #[inline(always)]
    fn clear(&mut self) {
        self.ends.clear();
    }
    fn retain_new(&mut self, effects: &mut Vec<E>, keep: impl FnMut(&E) -> bool)
    where
        E: Eq + Hash + Copy,
    {
        retain_grouped(&mut self.ends, effects, keep);
    }
    #[inline(always)]
    fn outlined(found: &mut Derived<E, Self>) -> Option<&mut Outlined<E>> {
        Some(found)
    }
    #[inline(always)]
    fn explained(_: &mut Derived<E, Self>) -> Option<&mut Explained<E>> {
        None
    }
}

/// A recorded trace's findings in full: each finding, and why the
/// contradiction holds.
#[derive(Debug)]
pub struct Findings<E> {
    list: Vec<Finding<E>>,
    broken_why: Option<Finding<E>>,
}

impl<E> Default for Findings<E> {
    fn default() -> Self {
        Findings {
            list: Vec::new(),
            broken_why: None,
        }
    }
}

impl<E> Why<E> for Findings<E> {
    const KEEPS: bool = true;
    #[cold]
    #[inline(never)]
    fn keep(&mut self, end: usize, broken: bool, why: impl FnOnce(&mut Finding<E>)) {
        let start = self.list.last().map_or(0, |f| f.end);
        if end > start {
            let mut finding = Finding::new(end);
            why(&mut finding);
            self.list.push(finding);
        } else if broken && self.broken_why.is_none() {
            let mut finding = Finding::new(end);
            why(&mut finding);
            self.broken_why = Some(finding);
        }
    }
    #[inline(always)]
    fn first_end(&self) -> Option<usize> {
        self.list.first().map(|f| f.end)
    }
    fn clear_findings(&mut self) {
        self.list.clear();
    }
    #[inline(always)]
    fn clear(&mut self) {
        self.list.clear();
        self.broken_why = None;
    }
    fn retain_new(&mut self, effects: &mut Vec<E>, keep: impl FnMut(&E) -> bool)
    where
        E: Eq + Hash + Copy,
    {
        retain_grouped(&mut self.list, effects, keep);
    }
    #[inline(always)]
    fn outlined(_: &mut Derived<E, Self>) -> Option<&mut Outlined<E>> {
        None
    }
    #[inline(always)]
    fn explained(found: &mut Derived<E, Self>) -> Option<&mut Explained<E>> {
        Some(found)
    }
}

/// What one rule finds at one place: effects, or that the state cannot be
/// completed. A rule that sees a contradiction says so directly, rather
/// than deriving something whose application happens to fail: the trace
/// then names the rule and its reason.
///
/// While a trace is recorded (`Explained`), the rule also says why, with
/// `explain` after each group of effects it pushed for one reason (or
/// after `refute`). For judge output (`Derived<E>`, with `NoWhy`),
/// `explain` compiles to nothing: judge output never gathers premises.
#[derive(Debug)]
pub struct Derived<E, W: Why<E> = NoWhy> {
    effects: Vec<E>,
    broken: Option<Contradiction>,
    why: W,
}

/// What a rule finds, with why, as an explained step needs.
pub type Explained<E> = Derived<E, Findings<E>>;

/// What a rule finds, grouped by finding, as a light recorded trace
/// needs.
pub type Outlined<E> = Derived<E, Outline>;

impl<E, W: Why<E>> Default for Derived<E, W> {
    fn default() -> Self {
        Derived {
            effects: Vec::new(),
            broken: None,
            why: W::default(),
        }
    }
}

impl<E: PartialEq + Copy> Derived<E> {
    /// Effects only, as judge output needs.
    pub fn new() -> Self {
        Derived::default()
    }
}

impl<E: PartialEq + Copy> Explained<E> {
    /// Effects with their reasons and premises, as a trace needs.
    pub fn recording() -> Self {
        Derived::default()
    }

    /// Why the contradiction holds, if the rule said.
    pub fn broken_why(&self) -> Option<&Finding<E>> {
        self.why.broken_why.as_ref()
    }

    /// The effects, grouped by finding, each with its finding. Effects no
    /// `explain` covered come last, with an unexplained finding.
    pub fn findings(&self) -> Vec<(&[E], Finding<E>)> {
        group(&self.effects, self.why.list.iter().cloned())
    }

    /// `findings`, taking each finding out rather than copying it: for
    /// the step made of it, once the rule is done.
    pub fn take_findings(&mut self) -> Vec<(&[E], Finding<E>)> {
        // Drained, not taken: the list keeps its memory for the next rule.
        group(&self.effects, self.why.list.drain(..))
    }
}

impl<E: PartialEq + Copy> Outlined<E> {
    /// Effects grouped by finding, as a light recorded trace needs.
    pub fn outlining() -> Self {
        Derived::default()
    }

    /// The effects, a slice per finding, in order. Effects no `explain`
    /// covered come last, as one more.
    pub fn groups(&self) -> impl Iterator<Item = &[E]> {
        let total = self.effects.len();
        let covered = self.why.ends.last().copied().unwrap_or(0);
        let rest = (covered < total).then_some(total);
        let mut start = 0;
        self.why.ends.iter().copied().chain(rest).map(move |end| {
            let group = &self.effects[start..end];
            start = end;
            group
        })
    }
}

/// The effects split at each finding's end, each part with its finding;
/// effects past the last one with an unexplained finding.
fn group<E: PartialEq + Copy>(
    effects: &[E],
    list: impl Iterator<Item = Finding<E>>,
) -> Vec<(&[E], Finding<E>)> {
    let mut out = Vec::new();
    let mut start = 0;
    for finding in list {
        let end = finding.end;
        out.push((&effects[start..end], finding));
        start = end;
    }
    if start < effects.len() {
        out.push((&effects[start..], Finding::unexplained()));
    }
    out
}

impl<E: Eq + Hash + Copy, W: Why<E>> Derived<E, W> {
    /// True when the rule should say why (`explain` would keep it): a
    /// constant, false for judge output.
    #[inline(always)]
    pub fn explaining(&self) -> bool {
        W::KEEPS
    }

    /// The effects of the first finding (all of them when findings are
    /// not kept, or none was made).
    pub fn first_finding(&self) -> &[E] {
        let end = self.why.first_end().unwrap_or(self.effects.len());
        &self.effects[..end]
    }

    #[inline]
    pub fn push(&mut self, effect: E) {
        self.effects.push(effect);
    }

    #[inline]
    pub fn extend(&mut self, effects: impl IntoIterator<Item = E>) {
        self.effects.extend(effects);
    }

    /// The state cannot be completed, for the reason given; effects found
    /// so far no longer matter.
    #[inline]
    pub fn refute(&mut self, why: String) {
        self.broken.get_or_insert(Contradiction(why));
    }

    #[inline]
    pub fn broken(&self) -> Option<&Contradiction> {
        self.broken.as_ref()
    }

    /// Says why the effects pushed since the last `explain` hold (or, with
    /// none pushed after a `refute`, why the contradiction does): `why`
    /// fills in the place, the premises and the reason. Runs `why` only
    /// while recording, so the words cost nothing otherwise.
    #[inline(always)]
    pub fn explain(&mut self, why: impl FnOnce(&mut Finding<E>)) {
        let end = self.effects.len();
        let broken = self.broken.is_some();
        if W::KEEPS {
            self.why.keep(end, broken, why);
        }
    }

    /// Keeps only the contradiction: a step that reaches one decides
    /// nothing.
    #[inline]
    pub fn clear_effects(&mut self) {
        self.effects.clear();
        self.why.clear_findings();
    }

    /// Called for every rule at every place it looks: kept to a few
    /// instructions when nothing is recorded.
    #[inline]
    pub fn clear(&mut self) {
        self.effects.clear();
        if self.broken.is_some() {
            self.broken = None;
        }
        self.why.clear();
    }

    /// Keeps the effects `keep` accepts, each once (the first time it is
    /// found: rules may reach one conclusion twice from two sides of a
    /// pattern); a finding left with no effect goes.
    #[inline(never)]
    pub fn retain_new(&mut self, keep: impl FnMut(&E) -> bool) {
        self.why.retain_new(&mut self.effects, keep);
    }
}

/// Where a group of effects ends in its rule's list: a finding's, or in
/// a light trace its end alone.
trait GroupEnd {
    fn end_mut(&mut self) -> &mut usize;
}

impl GroupEnd for usize {
    fn end_mut(&mut self) -> &mut usize {
        self
    }
}

impl<E> GroupEnd for Finding<E> {
    fn end_mut(&mut self) -> &mut usize {
        &mut self.end
    }
}

/// Keeps the effects `keep` accepts, each once, moving each group's end
/// with them; a group left with no effect goes.
fn retain_grouped<E: Eq + Hash + Copy, G: GroupEnd>(
    groups: &mut Vec<G>,
    effects: &mut Vec<E>,
    mut keep: impl FnMut(&E) -> bool,
) {
    let mut kept = 0;
    let mut read = 0;
    let mut seen = Seen::default();
    let mut shrink = |until: usize, effects: &mut Vec<E>| {
        while read < until {
            let effect = effects[read];
            if keep(&effect) && seen.first_time(&effects[..kept], effect) {
                effects[kept] = effect;
                kept += 1;
            }
            read += 1;
        }
        kept
    };
    for group in groups.iter_mut() {
        let end = group.end_mut();
        *end = shrink(*end, effects);
    }
    let mut start = 0;
    groups.retain_mut(|g| {
        let end = *g.end_mut();
        let nonempty = end > start;
        start = end;
        nonempty
    });
    let total = effects.len();
    let kept = shrink(total, effects);
    effects.truncate(kept);
}

/// Removes repeated effects, keeping the first of each.
fn dedup_in_order<E: Eq + Hash + Copy>(list: &mut Vec<E>) {
    let mut kept = 0;
    let mut seen = Seen::default();
    for i in 0..list.len() {
        if seen.first_time(&list[..kept], list[i]) {
            list[kept] = list[i];
            kept += 1;
        }
    }
    list.truncate(kept);
}

/// Whether an effect is new to the effects kept so far. A rule mostly
/// finds a handful, best searched in place; one that finds thousands (a
/// closed loop crosses every other segment) would make that quadratic,
/// so past a few dozen the kept ones go into a set, made only then.
struct Seen<E> {
    set: Option<FastSet<E>>,
}

impl<E> Default for Seen<E> {
    fn default() -> Self {
        Seen { set: None }
    }
}

impl<E: Eq + Hash + Copy> Seen<E> {
    const SEARCHED: usize = 32;

    /// True when `effect` is not among `kept`, the effects kept so far,
    /// every one of which was asked about here in order.
    fn first_time(&mut self, kept: &[E], effect: E) -> bool {
        if kept.len() < Self::SEARCHED {
            return !kept.contains(&effect);
        }
        self.set
            .get_or_insert_with(|| kept.iter().copied().collect())
            .insert(effect)
    }
}

/// The effects, read as a list.
impl<E, W: Why<E>> std::ops::Deref for Derived<E, W> {
    type Target = [E];
    fn deref(&self) -> &[E] {
        &self.effects
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first of each effect, in order, by the plain definition.
    fn first_of_each(list: &[u16]) -> Vec<u16> {
        let mut out = Vec::new();
        for &e in list {
            if !out.contains(&e) {
                out.push(e);
            }
        }
        out
    }

    #[test]
    fn repeated_effects_are_dropped_in_order_however_many_are_found() {
        for len in [0, 5, 32, 33, 300, 3000] {
            let list: Vec<u16> = (0..len).map(|i| ((i * 37) % 211) as u16).collect();
            let mut derived = Derived::<u16>::new();
            derived.extend(list.iter().copied());
            derived.retain_new(|_| true);
            assert_eq!(derived.to_vec(), first_of_each(&list), "{len} effects");
            let mut explained = Explained::<u16>::recording();
            explained.extend(list.iter().copied());
            explained.explain(|_| {});
            explained.retain_new(|&e| e % 3 != 0);
            let kept: Vec<u16> = first_of_each(&list)
                .into_iter()
                .filter(|e| e % 3 != 0)
                .collect();
            assert_eq!(explained.to_vec(), kept, "{len} effects, recorded");
        }
    }

    #[test]
    fn findings_split_the_effects_and_survive_filtering() {
        let mut out: Explained<u8> = Explained::recording();
        out.extend([1, 2, 3]);
        out.explain(|f| {
            f.given(7).say("first");
        });
        out.extend([2, 4]);
        out.explain(|f| {
            f.mark(9).say("second");
        });
        out.push(5);
        out.retain_new(|e| *e != 1);
        let found = out.findings();
        let groups: Vec<(Vec<u8>, &str)> = found
            .iter()
            .map(|(e, f)| (e.to_vec(), f.reason.as_str()))
            .collect();
        assert_eq!(
            groups,
            vec![(vec![2, 3], "first"), (vec![4], "second"), (vec![5], "")]
        );
        assert!(!found[2].1.is_explained());
        assert_eq!(&*out, &[2, 3, 4, 5]);
    }

    #[test]
    fn findings_taken_are_the_findings_and_leave_none_behind() {
        let mut out: Explained<u8> = Explained::recording();
        out.extend([1, 2]);
        out.explain(|f| {
            f.mark(7).say("first");
        });
        out.push(3);
        let copied: Vec<(Vec<u8>, String)> = out
            .findings()
            .into_iter()
            .map(|(e, f)| (e.to_vec(), f.reason))
            .collect();
        let taken: Vec<(Vec<u8>, String)> = out
            .take_findings()
            .into_iter()
            .map(|(e, f)| (e.to_vec(), f.reason))
            .collect();
        assert_eq!(taken, copied);
        assert_eq!(
            taken.len(),
            2,
            "the explained pair and the unexplained rest"
        );
        let left: Vec<String> = out.findings().into_iter().map(|(_, f)| f.reason).collect();
        assert_eq!(left, vec![String::new()], "only the effects are left");
    }

    #[test]
    fn a_finding_left_empty_goes() {
        let mut out: Explained<u8> = Explained::recording();
        out.push(1);
        out.explain(|f| {
            f.say("held already");
        });
        out.push(2);
        out.explain(|f| {
            f.say("new");
        });
        out.retain_new(|e| *e != 1);
        let found = out.findings();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].1.reason, "new");
    }

    #[test]
    fn explain_after_refute_says_why_the_contradiction_holds() {
        let mut out: Explained<u8> = Explained::recording();
        out.refute("broken".into());
        out.explain(|f| {
            f.mark(3).say("because");
        });
        assert_eq!(out.broken_why().map(|f| f.reason.as_str()), Some("because"));
    }

    #[test]
    fn without_recording_explain_runs_nothing() {
        let mut out: Derived<u8> = Derived::new();
        out.push(1);
        out.explain(|_| panic!("explain ran while not recording"));
        assert!(!out.explaining());
        assert_eq!(&*out, &[1]);
    }
}
