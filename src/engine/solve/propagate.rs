//! Running the rules to a standstill, in the mode given, and taking the
//! steps they find.

use super::super::derived::{Derived, Why};
use super::super::puzzle::{Anchor, AnyRule, Contradiction, Puzzle, RunsRules, derive_new};
use super::super::trace::{Step, StepKind, Unexplained};
use super::explainer::Explainer;
use super::{Dirty, RuleGroup, Search, explain};

/// Which rules a run of the rules uses. A pass of a hypothesis round may
/// leave out the advanced tier or the costly rules (see `Search::probe`).
#[derive(Clone, Copy)]
pub(super) struct Pass {
    /// How many groups of rules run, cheapest first.
    pub groups: usize,
    /// The costly rules run.
    pub costly: bool,
}

impl Pass {
    pub const EVERY_RULE: Pass = Pass {
        groups: usize::MAX,
        costly: true,
    };
}

/// How one run of the rules goes: the rules it uses, whether it keeps
/// its steps, and how many looks that find something it may take.
#[derive(Clone, Copy)]
pub(super) struct Mode {
    pub pass: Pass,
    pub record: bool,
    /// Past this many looks that found something, the run stops where it
    /// is and says so (`Search::cut_short`): a round that looks for the
    /// shortest refutation tries every candidate a few looks deep first.
    pub looks: usize,
}

impl Mode {
    pub fn every_rule(record: bool) -> Mode {
        Mode::of(Pass::EVERY_RULE, record)
    }

    /// A run of the rules of `pass` to the end that counts its looks
    /// (`Search::looks`): never cut short, and never the puzzle's own
    /// quicker trial, which does not count them.
    pub fn counted(pass: Pass) -> Mode {
        Mode {
            looks: usize::MAX - 1,
            ..Mode::of(pass, false)
        }
    }

    /// A run of the rules of `pass` to the end.
    pub fn of(pass: Pass, record: bool) -> Mode {
        Mode {
            pass,
            record,
            looks: usize::MAX,
        }
    }
}

impl<P: Puzzle> Search<'_, P> {
    /// Runs the rules of `mode` until none finds anything; returns how many
    /// effects they decided. Each tier's queue is drained before the next
    /// is looked at, and every step sends the search back to the cheapest
    /// tier.
    pub(super) fn propagate(
        &mut self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        mode: Mode,
        dirty: Dirty,
        log: Option<&mut Vec<P::Effect>>,
    ) -> Result<usize, Contradiction> {
        let work = &mut *self.work;
        let queues = &mut work.queues;
        queues.clear();
        match &dirty {
            Dirty::Every { settled } => {
                let anchors = crate::engine::whole_grid::all_anchors(puzzle);
                let groups = self.solver.groups.iter().enumerate();
                let unsettled = groups
                    .filter(|(_, group)| settled.is_none_or(|tier| group.tier > tier))
                    .fold(0u64, |bits, (index, _)| bits | 1 << index);
                (0..anchors).for_each(|a| queues.push_to(unsettled, a));
            }
            Dirty::Some(list) => list.iter().for_each(|&a| queues.push_all(a)),
        }
        // Recording, a rule also groups its effects by finding, each a
        // step, and says why if the solve explains as it goes; judge
        // output never asks, and runs the rules compiled without their
        // explanations.
        if mode.record && work.explainer.is_some() {
            let mut found = std::mem::take(&mut work.explained);
            let decided = self.drain(puzzle, steps, mode, log, &mut found);
            self.work.explained = found;
            decided
        } else if mode.record {
            let mut found = std::mem::take(&mut work.outlined);
            let decided = self.drain(puzzle, steps, mode, log, &mut found);
            self.work.outlined = found;
            decided
        } else {
            let mut found = std::mem::take(&mut work.found);
            let decided = self.drain(puzzle, steps, mode, log, &mut found);
            self.work.found = found;
            decided
        }
    }

    /// Runs the queued anchors' rules until none finds anything, into
    /// `found`: judge output's or a recorded trace's.
    fn drain<W: RunsRules<P>>(
        &mut self,
        puzzle: &mut P,
        steps: &mut Vec<Step<P::Effect>>,
        mode: Mode,
        mut log: Option<&mut Vec<P::Effect>>,
        found: &mut Derived<P::Effect, W>,
    ) -> Result<usize, Contradiction> {
        let groups = &self.solver.groups;
        let work = &mut *self.work;
        let queues = &mut work.queues;
        let masks = &work.relevance;
        let touched = &mut work.touched;
        let mut decided = 0usize;
        'restart: loop {
            let active = groups.iter().enumerate().take(mode.pass.groups);
            for (tier_index, tier) in active {
                // A complete grid leaves no rule anything to decide; a
                // later group would only look again at every anchor.
                if tier_index > 0 && puzzle.is_complete() {
                    return Ok(decided);
                }
                while let Some(at) = queues.pop(tier_index) {
                    // Only the rules relevant here, in catalog order.
                    let mut mask = masks[tier_index][at];
                    if !mode.pass.costly {
                        mask &= !tier.costly;
                    }
                    while mask != 0 {
                        let rule = tier.rules[mask.trailing_zeros() as usize];
                        mask &= mask - 1;
                        if !derive_new(rule, puzzle, at, found) {
                            continue;
                        }
                        if found.broken().is_none() {
                            queues.push_front(tier_index, at);
                            touched.clear();
                            // The log gets the effects in the order they
                            // are made: the guess search makes them again
                            // so.
                            if let Some(log) = log.as_deref_mut() {
                                log.extend_from_slice(taken(rule, found));
                            }
                        }
                        let explainer = work.explainer.as_mut();
                        take_look(puzzle, rule, at, found, explainer, steps, touched)?;
                        decided += taken(rule, found).len();
                        self.looks += 1;
                        if self.looks >= mode.looks {
                            self.cut_short = true;
                            return Ok(decided);
                        }
                        touched.iter().for_each(|&a| queues.push_all(a));
                        continue 'restart;
                    }
                }
            }
            return Ok(decided);
        }
    }
}

/// The effects a look takes of what `rule` found: a recorded look of a
/// rule that takes one finding a look takes its first finding's.
fn taken<'f, P: Puzzle, W: Why<P::Effect>>(
    rule: &dyn AnyRule<P>,
    found: &'f Derived<P::Effect, W>,
) -> &'f [P::Effect] {
    if W::KEEPS && rule.one_finding_a_look() {
        found.first_finding()
    } else {
        found
    }
}

/// A light recorded trace's step of `rule` at `at`: the first of its
/// look or a later one.
fn light_rule_step<P: Puzzle>(
    rule: &dyn AnyRule<P>,
    at: Anchor,
    effects: Vec<P::Effect>,
    first: bool,
) -> Step<P::Effect> {
    let kind = StepKind::Rule {
        rule: rule.record(),
        at,
    };
    let look = if first {
        Unexplained::FirstOfLook
    } else {
        Unexplained::SameLook
    };
    Step::light(kind, effects, look)
}

/// Takes what one look of `rule` at `at` found: its steps recorded, when
/// recording (light ones, a step per finding, or the same explained by
/// `explainer`, when the solve explains as it goes), and its effects
/// made, a step at a time. The contradiction it saw, recorded as a step,
/// is returned as an error.
fn take_look<P: Puzzle, W: Why<P::Effect>>(
    puzzle: &mut P,
    rule: &dyn AnyRule<P>,
    at: Anchor,
    found: &mut Derived<P::Effect, W>,
    explainer: Option<&mut Explainer<P>>,
    steps: &mut Vec<Step<P::Effect>>,
    touched: &mut Vec<Anchor>,
) -> Result<(), Contradiction> {
    let broken = found.broken().cloned();
    if let Some(outlined) = W::outlined(found) {
        if broken.is_some() {
            steps.push(light_rule_step(rule, at, Vec::new(), true));
        }
        let groups = if rule.one_finding_a_look() {
            1
        } else {
            usize::MAX
        };
        for (index, effects) in outlined.groups().take(groups).enumerate() {
            steps.push(light_rule_step(rule, at, effects.to_vec(), index == 0));
            apply_effects(puzzle, effects, touched)?;
        }
    } else if let Some(explained) = W::explained(found) {
        let check = &mut explainer
            .expect("a solve that explains has an explainer")
            .check;
        let steps_taken = if rule.one_finding_a_look() {
            1
        } else {
            usize::MAX
        };
        for step in explain::look_steps(puzzle, rule, at, explained, check, steps_taken) {
            steps.push(step);
            let step = steps.last().expect("just pushed");
            apply_effects(puzzle, &step.effects, touched)?;
        }
    } else {
        apply_effects(puzzle, found, touched)?;
    }
    broken.map_or(Ok(()), Err)
}

/// Takes a step: records it (when the mode records) and applies its
/// effects. Recorded first, so that a step which breaks a constraint is
/// the last one of its (sub-)trace.
pub(super) fn apply_step<P: Puzzle>(
    puzzle: &mut P,
    step: Step<P::Effect>,
    steps: &mut Vec<Step<P::Effect>>,
    mode: Mode,
    touched: &mut Vec<Anchor>,
) -> Result<(), Contradiction> {
    if mode.record {
        steps.push(step);
        let step = steps.last().expect("just pushed");
        apply_effects(puzzle, &step.effects, touched)
    } else {
        apply_effects(puzzle, &step.effects, touched)
    }
}

fn apply_effects<P: Puzzle>(
    puzzle: &mut P,
    effects: &[P::Effect],
    touched: &mut Vec<Anchor>,
) -> Result<(), Contradiction> {
    for &effect in effects {
        puzzle.apply(effect, touched)?;
    }
    Ok(())
}

/// Sets `masks` to hold, for each anchor, a bit per rule of the group
/// that is relevant there.
pub(super) fn rule_masks<P: Puzzle>(
    tier: &RuleGroup<P>,
    puzzle: &P,
    anchors: usize,
    masks: &mut Vec<u64>,
) {
    assert!(tier.rules.len() <= 64, "a group holds at most 64 rules");
    masks.clear();
    masks.resize(anchors, 0);
    for (index, rule) in tier.rules.iter().enumerate() {
        rule.mark_relevant(puzzle, masks, 1 << index);
    }
}
