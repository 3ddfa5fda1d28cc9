//! What one rule finds at one place: effects, or that the state cannot be
//! completed; and, while a trace is recorded, why: each group of effects
//! with what the rule read to reach it (its premises) and a reason in
//! words.

use super::puzzle::{Anchor, Contradiction};

/// What a step read: the givens (clue places) and the decided marks that
/// made its rule fire. Replay checks that they suffice: the rule, run on
/// the givens and these marks alone, reaches the step's effects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Premises<E> {
    pub givens: Vec<Anchor>,
    pub marks: Vec<E>,
}

impl<E> Default for Premises<E> {
    fn default() -> Self {
        Premises {
            givens: Vec::new(),
            marks: Vec::new(),
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

impl<E: PartialEq + Copy> Finding<E> {
    fn new(end: usize) -> Self {
        Finding {
            end,
            place: None,
            premises: Premises::default(),
            reason: String::new(),
        }
    }

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

/// What one rule finds at one place: effects, or that the state cannot be
/// completed. A rule that sees a contradiction says so directly, rather
/// than deriving something whose application happens to fail: the trace
/// then names the rule and its reason.
///
/// While a trace is recorded (`Derived::recording`), the rule also says
/// why, with `explain` after each group of effects it pushed for one
/// reason (or after `refute`). Otherwise `explain` does nothing and costs
/// nothing: judge output never gathers premises.
#[derive(Debug)]
pub struct Derived<E> {
    effects: Vec<E>,
    broken: Option<Contradiction>,
    /// Kept only while recording.
    findings: Option<Vec<Finding<E>>>,
    /// Why the contradiction holds, while recording.
    broken_why: Option<Finding<E>>,
}

impl<E> Default for Derived<E> {
    fn default() -> Self {
        Derived {
            effects: Vec::new(),
            broken: None,
            findings: None,
            broken_why: None,
        }
    }
}

impl<E: PartialEq + Copy> Derived<E> {
    /// Effects only, as judge output needs.
    pub fn new() -> Self {
        Derived::default()
    }

    /// Effects with their reasons and premises, as a trace needs.
    pub fn recording() -> Self {
        Derived {
            findings: Some(Vec::new()),
            ..Derived::default()
        }
    }

    /// True when the rule should say why (`explain` would keep it).
    #[inline]
    pub fn explaining(&self) -> bool {
        self.findings.is_some()
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
    #[inline]
    pub fn explain(&mut self, why: impl FnOnce(&mut Finding<E>)) {
        if self.findings.is_some() {
            self.explain_recorded(why);
        }
    }

    #[cold]
    #[inline(never)]
    fn explain_recorded(&mut self, why: impl FnOnce(&mut Finding<E>)) {
        let Some(findings) = &mut self.findings else {
            return;
        };
        let start = findings.last().map_or(0, |f| f.end);
        let end = self.effects.len();
        if end > start {
            let mut finding = Finding::new(end);
            why(&mut finding);
            findings.push(finding);
        } else if self.broken.is_some() && self.broken_why.is_none() {
            let mut finding = Finding::new(end);
            why(&mut finding);
            self.broken_why = Some(finding);
        }
    }

    /// Why the contradiction holds, if the rule said.
    pub fn broken_why(&self) -> Option<&Finding<E>> {
        self.broken_why.as_ref()
    }

    /// Keeps only the contradiction: a step that reaches one decides
    /// nothing.
    #[inline]
    pub fn clear_effects(&mut self) {
        self.effects.clear();
        if self.findings.is_some() {
            self.clear_findings();
        }
    }

    /// Called for every rule at every place it looks: kept to a few
    /// instructions when nothing is recorded.
    #[inline]
    pub fn clear(&mut self) {
        self.effects.clear();
        if self.broken.is_some() {
            self.broken = None;
        }
        if self.findings.is_some() {
            self.clear_findings();
            self.broken_why = None;
        }
    }

    #[cold]
    fn clear_findings(&mut self) {
        if let Some(findings) = &mut self.findings {
            findings.clear();
        }
    }

    /// Keeps the effects `keep` accepts, each once (the first time it is
    /// found: rules may reach one conclusion twice from two sides of a
    /// pattern); a finding left with no effect goes.
    #[inline(never)]
    pub fn retain_new(&mut self, keep: impl FnMut(&E) -> bool) {
        if self.findings.is_none() {
            // Judge output's path: the effects alone.
            self.effects.retain(keep);
            dedup_in_order(&mut self.effects);
        } else {
            self.retain_new_findings(keep);
        }
    }

    #[inline(never)]
    fn retain_new_findings(&mut self, mut keep: impl FnMut(&E) -> bool) {
        let mut kept = 0;
        let mut read = 0;
        let mut shrink = |until: usize, effects: &mut Vec<E>| {
            while read < until {
                let effect = effects[read];
                if keep(&effect) && !effects[..kept].contains(&effect) {
                    effects[kept] = effect;
                    kept += 1;
                }
                read += 1;
            }
            kept
        };
        if let Some(findings) = &mut self.findings {
            for finding in findings.iter_mut() {
                finding.end = shrink(finding.end, &mut self.effects);
            }
            let mut start = 0;
            findings.retain(|f| {
                let nonempty = f.end > start;
                start = f.end;
                nonempty
            });
        }
        let total = self.effects.len();
        let kept = shrink(total, &mut self.effects);
        self.effects.truncate(kept);
    }

    /// The effects, grouped by finding, each with its finding. Effects no
    /// `explain` covered come last, with an unexplained finding. Empty
    /// unless recording.
    pub fn findings(&self) -> Vec<(&[E], Finding<E>)> {
        let Some(findings) = &self.findings else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut start = 0;
        for finding in findings {
            out.push((&self.effects[start..finding.end], finding.clone()));
            start = finding.end;
        }
        if start < self.effects.len() {
            out.push((&self.effects[start..], Finding::unexplained()));
        }
        out
    }
}

/// Removes repeated effects, keeping the first of each.
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

/// The effects, read as a list.
impl<E> std::ops::Deref for Derived<E> {
    type Target = [E];
    fn deref(&self) -> &[E] {
        &self.effects
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn findings_split_the_effects_and_survive_filtering() {
        let mut out: Derived<u8> = Derived::recording();
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
    fn a_finding_left_empty_goes() {
        let mut out: Derived<u8> = Derived::recording();
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
        let mut out: Derived<u8> = Derived::recording();
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
        assert!(out.findings().is_empty());
    }
}
