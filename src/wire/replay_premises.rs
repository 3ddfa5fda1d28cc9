//! Replay's checks of a version-2 trace's premises: each holds before its
//! step, a rule's premises suffice for it (the rule, run on the givens and
//! marks they name alone, every other given weakened, reaches every
//! effect), and an engine step lists
//! everything its sub-steps and its contradiction read from before it.

use super::givens::Givens;
use super::replay::{StepDocOf, json_text, read_effects, rule_and_place};
use super::trace_json::{PremisesDoc, RefutationDoc, StepKindDoc};
use crate::engine::premise_check::PremiseCheck;
use crate::engine::puzzle::{Anchor, AnyRule};
use crate::engine::words::effect_text;
use crate::io::PuzzleIo;

type PremisesDocOf<P> = PremisesDoc<
    <P as crate::engine::Puzzle>::PlaceJson,
    Vec<<P as crate::engine::Puzzle>::EffectJson>,
>;
type RefutationDocOf<'a, P> = RefutationDoc<
    'a,
    <P as crate::engine::Puzzle>::PlaceJson,
    <P as crate::engine::Puzzle>::EffectJson,
>;

/// The givens and marks a premises document names: every given a given
/// of the puzzle, every mark one that holds in `state`.
fn read_premises<P: PuzzleIo + Givens>(
    state: &P,
    doc: Option<&PremisesDocOf<P>>,
    what: &str,
) -> Result<(Vec<Anchor>, Vec<P::Effect>), String> {
    let doc = doc.ok_or_else(|| format!("it has no '{what}' (a version-2 trace gives them)"))?;
    let mut givens = Vec::new();
    for json in &doc.givens {
        let given = state
            .anchor_from_json(json)
            .filter(|&at| state.is_given(at))
            .ok_or_else(|| format!("{what}: {} is not a given of the puzzle", json_text(json)))?;
        givens.push(given);
    }
    let marks = read_effects(state, &doc.marks)?;
    // A case the rule found possible cannot go against what holds.
    for way in &doc.ways {
        let way = read_effects(state, way).map_err(|e| format!("{what}: a way: {e}"))?;
        if let Some(&m) = way.iter().find(|&&m| !state.holds(m) && !state.is_open(m)) {
            return Err(format!(
                "{what}: a way has {}, which cannot hold before the step",
                effect_text(state, m)
            ));
        }
    }
    if let Some(json) = doc
        .path
        .iter()
        .find(|json| state.anchor_from_json(json).is_none())
    {
        return Err(format!(
            "{what}: {} is no place of the grid",
            json_text(json)
        ));
    }
    Ok((givens, marks))
}

fn check_marks_hold<P: PuzzleIo + Givens>(
    state: &P,
    marks: &[P::Effect],
    what: &str,
) -> Result<(), String> {
    match marks.iter().find(|&&m| !state.holds(m)) {
        Some(&m) => Err(format!(
            "{what}: {} does not hold before the step",
            effect_text(state, m)
        )),
        None => Ok(()),
    }
}

/// A rule step's premises hold, and suffice: the rule, on the givens and
/// the premise marks alone, reaches every effect (or, with none, its
/// contradiction).
pub fn check_rule_premises<P: PuzzleIo + Givens>(
    state: &P,
    check: &mut PremiseCheck<P>,
    premises: Option<&PremisesDocOf<P>>,
    rule: &dyn AnyRule<P>,
    at: Anchor,
    effects: &[P::Effect],
) -> Result<(), String> {
    let (givens, marks) = read_premises(state, premises, "premises")?;
    check_marks_hold(state, &marks, "a premise")?;
    check
        .on_givens(&givens)
        .rule_reaches(rule, at, &marks, effects)
        .map_err(|why| format!("its premises do not suffice: {}", why.0))
}

/// A hypothesis, forcing or guess: its premises hold; every mark its
/// direct sub-steps read that held before it is among them; and what its
/// contradiction read holds where the contradiction happens.
pub fn check_engine_premises<P: PuzzleIo + Givens>(
    state: &P,
    check: &mut PremiseCheck<P>,
    step: &StepDocOf<'_, P>,
) -> Result<(), String> {
    let (_, marks) = read_premises(state, step.premises.as_ref(), "premises")?;
    check_marks_hold(state, &marks, "a premise")?;
    for (n, (case, sub)) in step.sub_steps().enumerate() {
        let (_, read) = read_premises(state, sub.premises.as_ref(), "premises")?;
        if let Some(&unlisted) = read
            .iter()
            .find(|&&m| state.holds(m) && !marks.contains(&m))
        {
            let case = match case {
                0 => String::new(),
                case => format!("case {case}, "),
            };
            return Err(format!(
                "its {case}sub-step {} ({}) reads {}, which the step's premises do not list",
                n + 1,
                sub.rule(),
                effect_text(state, unlisted)
            ));
        }
    }
    if let StepKindDoc::Hypothesis(refutation) | StepKindDoc::RefutedGuess(refutation) = &step.kind
    {
        check_contradiction_premises(state, check, refutation, &marks)?;
    }
    Ok(())
}

/// What the contradiction read is either listed in the step's premises, or
/// the assumption, or found by a sub-step; and it suffices: where the
/// contradiction is met in making a step's effects (not seen by a rule,
/// whose own premises are checked), making them on the givens and these
/// marks alone breaks a constraint too.
fn check_contradiction_premises<P: PuzzleIo + Givens>(
    state: &P,
    check: &mut PremiseCheck<P>,
    step: &RefutationDocOf<'_, P>,
    listed: &[P::Effect],
) -> Result<(), String> {
    let what = "contradiction_premises";
    let (givens, read) = read_premises(state, step.contradiction_premises.as_ref(), what)?;
    // The state where the contradiction is met: the assumption and every
    // effect of the sub-steps made up to the one that broke (making a
    // mark may decide others, so this is not just the list of effects).
    let assume = state.effect_from_json(&step.assume);
    let subs = &step.steps;
    let mut met = state.clone();
    let mut touched = Vec::new();
    if let (Some(assume), false) = (assume, subs.is_empty()) {
        let _ = met.apply(assume, &mut touched);
        for sub in subs {
            for effect in read_effects(state, &sub.effects)? {
                let mut next = met.clone();
                if next.apply(effect, &mut touched).is_err() {
                    break;
                }
                met = next;
            }
        }
    }
    if let Some(&m) = read
        .iter()
        .find(|&&m| !met.holds(m) || (state.holds(m) && !listed.contains(&m)))
    {
        return Err(format!(
            "{what}: {} is neither among the step's premises nor found after its assumption",
            effect_text(state, m)
        ));
    }
    let breaking = match subs.last() {
        // A rule saw the contradiction: on the givens and marks named, it
        // must see it too.
        Some(last) if last.effects.is_empty() => {
            let StepKindDoc::Rule { rule, at } = &last.kind else {
                return Err("its last sub-step decides nothing and is no rule's".into());
            };
            let (rule, at) = rule_and_place(state, rule, at)?;
            return check
                .on_givens(&givens)
                .rule_reaches(rule, at, &read, &[])
                .map_err(|why| format!("{what} do not suffice: {}", why.0));
        }
        Some(last) => read_effects(state, &last.effects)?,
        None => assume.into_iter().collect(),
    };
    // The step that broke is made last, after what it broke against.
    let before: Vec<P::Effect> = read
        .iter()
        .copied()
        .filter(|m| !breaking.contains(m))
        .collect();
    if check.breaks(&before, &breaking) {
        Ok(())
    } else {
        Err(format!(
            "{what}: on the givens and these marks alone, the contradiction is not met"
        ))
    }
}
