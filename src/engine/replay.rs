//! Replay: re-derive every step of a JSON trace with its named rule on the
//! state before it, then check the final grid with the puzzle's verifier.
//! Nothing the trace says is trusted; only the givens are taken from it.

use serde_json::Value;

use super::engine_steps::{ENGINE_STEPS, FORCING, GUESS, HYPOTHESIS};
use super::io::PuzzleIo;
use super::json::{FORMAT, VERSION};
use super::puzzle::{Anchor, Derived, Rule};

#[derive(Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// Not a trace this version can read (exit 2).
    Unreadable(String),
    /// A well-formed trace that does not hold up (exit 1).
    Refused(String),
}

use ReplayError::{Refused, Unreadable};

/// Reads the puzzle kind of a trace, so the caller can pick the puzzle.
pub fn trace_kind(trace: &Value) -> Result<&str, ReplayError> {
    if trace.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(Unreadable(format!(
            "not a deduce trace (no \"format\": \"{FORMAT}\")"
        )));
    }
    match trace.get("version").and_then(Value::as_u64) {
        Some(VERSION) => {}
        Some(other) => {
            return Err(Unreadable(format!(
                "trace version {other} is not known (this deduce reads {VERSION})"
            )));
        }
        None => return Err(Unreadable("the trace has no version".into())),
    }
    trace
        .get("puzzle")
        .and_then(|p| p.get("kind"))
        .and_then(Value::as_str)
        .ok_or_else(|| Unreadable("the trace names no puzzle kind".into()))
}

/// Replays one trace; on success returns what `deduce solve` printed for
/// it as puzzle number `index`.
pub fn replay<P: PuzzleIo>(trace: &Value, index: usize) -> Result<String, ReplayError> {
    let givens = trace
        .get("puzzle")
        .ok_or_else(|| Unreadable("the trace has no puzzle".into()))?;
    let mut state = P::from_givens_json(givens).map_err(Unreadable)?;
    let steps = list(trace, "steps").map_err(Unreadable)?;
    let claimed = trace
        .get("outcome")
        .and_then(|o| o.get("result"))
        .and_then(Value::as_str)
        .ok_or_else(|| Unreadable("the trace has no outcome".into()))?;
    let ended = replay_steps(&mut state, steps, "")?;
    let output = match (claimed, ended) {
        ("solved", None) => {
            if !state.is_complete() {
                return Err(Refused(format!(
                    "after the last step the grid is not finished: a step is missing\n{}",
                    state.progress_text()
                )));
            }
            state
                .check_complete()
                .map_err(|c| Refused(format!("the finished grid is wrong: {}", c.0)))?;
            state
                .judge_output(index)
                .map_err(|why| Refused(format!("the verifier rejects the final grid: {why}")))?
        }
        ("stuck", None) => state.stuck_output(index),
        ("no-solution", Some(_)) => format!("{index}: no solution\n"),
        (claim, Some(why)) => {
            return Err(Refused(format!(
                "the last step breaks a constraint ({why}), but the trace claims '{claim}'"
            )));
        }
        (claim, None) => {
            return Err(Refused(format!(
                "the trace claims '{claim}', but its steps end with no contradiction"
            )));
        }
    };
    if let Some(lines) = trace.get("state").and_then(Value::as_array) {
        let replayed = state.progress_text();
        let recorded: Vec<&str> = lines.iter().filter_map(Value::as_str).collect();
        if let Some(n) = replayed
            .lines()
            .zip(recorded.iter())
            .position(|(a, b)| a != *b)
        {
            return Err(Refused(format!(
                "the replayed grid differs from the trace's final state at its line {}",
                n + 1
            )));
        }
        if replayed.lines().count() != recorded.len() {
            return Err(Refused(
                "the replayed grid differs in size from the trace's final state".into(),
            ));
        }
    }
    Ok(output)
}

fn list<'a>(value: &'a Value, key: &str) -> Result<&'a [Value], String> {
    value
        .get(key)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .ok_or_else(|| format!("'{key}' is missing or not a list"))
}

/// Replays a list of steps on `state`. `Ok(Some(why))` when the last step
/// broke a constraint (what a hypothesis or a refuted guess must reach).
fn replay_steps<P: PuzzleIo>(
    state: &mut P,
    steps: &[Value],
    prefix: &str,
) -> Result<Option<String>, ReplayError> {
    for (i, step) in steps.iter().enumerate() {
        let label = format!("{prefix}{}", i + 1);
        let rule = step
            .get("rule")
            .and_then(Value::as_str)
            .ok_or_else(|| Refused(format!("step {label} names no rule")))?;
        let refuse = |why: String| Refused(format!("step {label} ({rule}): {why}"));
        let effects = read_effects(state, step).map_err(refuse)?;
        if effects.is_empty() {
            // Only a rule that sees a contradiction decides nothing, and it
            // ends its (sub-)trace.
            let why = check_rule_contradiction(state, step, rule).map_err(refuse)?;
            if i + 1 < steps.len() {
                return Err(refuse(format!(
                    "it reaches a contradiction ({why}) and yet more steps follow"
                )));
            }
            return Ok(Some(why));
        }
        match rule {
            _ if rule == HYPOTHESIS.id => check_assumption(state, step, &effects, &label, false)
                .map_err(refuse_nested(&label, rule))?,
            _ if rule == FORCING.id => {
                check_forcing(state, step, &effects, &label).map_err(refuse_nested(&label, rule))?
            }
            _ if rule == GUESS.id => {
                if step.get("branch").and_then(Value::as_str) == Some("solved") {
                    return replay_solved_guess(
                        state,
                        step,
                        &effects,
                        &label,
                        i + 1 == steps.len(),
                    )
                    .map_err(refuse_nested(&label, rule));
                }
                check_assumption(state, step, &effects, &label, true)
                    .map_err(refuse_nested(&label, rule))?
            }
            _ => check_rule_step(state, step, rule, &effects).map_err(refuse)?,
        }
        let mut touched = Vec::new();
        for effect in effects {
            if let Err(broken) = state.apply(effect, &mut touched) {
                if i + 1 == steps.len() {
                    return Ok(Some(broken.0));
                }
                return Err(refuse(format!(
                    "it breaks a constraint ({}) and yet more steps follow",
                    broken.0
                )));
            }
        }
    }
    Ok(None)
}

/// Errors from a nested replay already name their step; others get ours.
fn refuse_nested(label: &str, rule: &str) -> impl Fn(ReplayError) -> ReplayError {
    let prefix = format!("step {label} ({rule}): ");
    move |error| match error {
        Refused(why) if why.starts_with("step ") => Refused(why),
        Refused(why) => Refused(format!("{prefix}{why}")),
        other => other,
    }
}

fn read_effects<P: PuzzleIo>(state: &P, step: &Value) -> Result<Vec<P::Effect>, String> {
    list(step, "effects")?
        .iter()
        .map(|v| {
            state
                .effect_from_json(v)
                .ok_or_else(|| format!("effect {v} cannot be read"))
        })
        .collect()
}

fn find_rule<P: PuzzleIo>(id: &str) -> Option<&'static dyn Rule<P>> {
    let id = P::renamed_rules()
        .iter()
        .find(|(old, _)| *old == id)
        .map_or(id, |(_, new)| new);
    P::rules().iter().copied().find(|r| r.record().id == id)
}

/// The rule and place a step names, checked to exist.
fn rule_and_place<P: PuzzleIo>(
    state: &P,
    step: &Value,
    rule: &str,
) -> Result<(&'static dyn Rule<P>, Anchor), String> {
    let found = find_rule::<P>(rule).ok_or_else(|| "no rule has this id".to_string())?;
    let at = step
        .get("at")
        .and_then(|v| state.anchor_from_json(v))
        .filter(|at| found.anchors(state).contains(at))
        .ok_or_else(|| {
            format!(
                "'at' is not a place this rule looks at: {}",
                step.get("at").unwrap_or(&Value::Null)
            )
        })?;
    Ok((found, at))
}

/// A rule step that decides nothing: the rule must see a contradiction at
/// its place; its reason is returned.
fn check_rule_contradiction<P: PuzzleIo>(
    state: &P,
    step: &Value,
    rule: &str,
) -> Result<String, String> {
    if is_engine_step(rule) {
        return Err("it decides nothing".into());
    }
    let (found, at) = rule_and_place(state, step, rule)?;
    let mut derived = Derived::new();
    super::solve::derive_new(found, state, at, &mut derived);
    derived.broken().map(|c| c.0.clone()).ok_or_else(|| {
        format!(
            "it decides nothing, yet the rule sees no contradiction at {}",
            state.anchor_text(at)
        )
    })
}

fn check_rule_step<P: PuzzleIo>(
    state: &P,
    step: &Value,
    rule: &str,
    effects: &[P::Effect],
) -> Result<(), String> {
    let (found, at) = rule_and_place(state, step, rule)?;
    let mut derived = Derived::new();
    super::solve::derive_new(found, state, at, &mut derived);
    for &effect in effects {
        // An effect that already holds is no step; one that contradicts
        // the state may be what the rule derives (the contradiction a
        // hypothesis reaches), so it is judged like any other.
        if state.holds(effect) {
            return Err(format!("{} holds already", state.effect_text(effect)));
        }
        if !derived.contains(&effect) {
            let finds = if derived.is_empty() {
                "nothing".to_string()
            } else {
                derived
                    .iter()
                    .map(|&e| state.effect_text(e))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(format!(
                "{} does not follow from the rule at {} (it finds {finds} there)",
                state.effect_text(effect),
                state.anchor_text(at)
            ));
        }
    }
    Ok(())
}

fn read_assumption<P: PuzzleIo>(state: &P, step: &Value) -> Result<P::Effect, String> {
    let assume = step
        .get("assume")
        .and_then(|v| state.effect_from_json(v))
        .ok_or("its assumption cannot be read")?;
    if !state.is_open(assume) {
        return Err(format!(
            "it assumes {}, which is already decided",
            state.effect_text(assume)
        ));
    }
    Ok(assume)
}

/// A hypothesis, or a refuted guess: assuming `assume` on a copy, its
/// sub-steps must end in a contradiction, and the step concludes the
/// opposite. A hypothesis may use rules only; a guess may branch again.
fn check_assumption<P: PuzzleIo>(
    state: &P,
    step: &Value,
    effects: &[P::Effect],
    label: &str,
    may_branch: bool,
) -> Result<(), ReplayError> {
    let assume = read_assumption(state, step).map_err(Refused)?;
    if effects != [state.negate(assume)] {
        return Err(Refused(format!(
            "it must conclude exactly {}",
            state.effect_text(state.negate(assume))
        )));
    }
    let sub = list(step, "steps").map_err(Refused)?;
    if !may_branch {
        rules_only(sub, label, "a hypothesis")?;
    }
    let mut trial = state.clone();
    if trial.apply(assume, &mut Vec::new()).is_err() {
        return if sub.is_empty() {
            Ok(())
        } else {
            Err(Refused(
                "the assumption breaks a constraint at once, yet sub-steps follow".into(),
            ))
        };
    }
    let ended = replay_steps(&mut trial, sub, &format!("{label}."))?;
    let broken = ended.is_some() || (trial.is_complete() && trial.check_complete().is_err());
    if !broken {
        return Err(Refused(format!(
            "assuming {}, the sub-steps reach no contradiction",
            state.effect_text(assume)
        )));
    }
    Ok(())
}

/// Sub-steps that must be named rules: an assumption inside a hypothesis
/// or a forcing case would be a search, which only a guess may hold.
fn rules_only(sub: &[Value], label: &str, within: &str) -> Result<(), ReplayError> {
    let nested = |s: &Value| {
        s.get("rule")
            .and_then(Value::as_str)
            .is_some_and(is_engine_step)
    };
    match sub.iter().position(nested) {
        Some(n) => Err(Refused(format!(
            "step {label}.{} nests a {} inside {within}",
            n + 1,
            sub[n]["rule"]
        ))),
        None => Ok(()),
    }
}

/// A forcing step: two cases, a decision and its opposite, each assumed on
/// a copy and followed by rule steps that hold up; every effect of the
/// step must hold at the end of both.
fn check_forcing<P: PuzzleIo>(
    state: &P,
    step: &Value,
    effects: &[P::Effect],
    label: &str,
) -> Result<(), ReplayError> {
    let cases = list(step, "cases").map_err(Refused)?;
    let [first, second] = cases else {
        return Err(Refused("a forcing step has exactly two cases".into()));
    };
    let assume = read_assumption(state, first).map_err(Refused)?;
    if read_assumption(state, second).map_err(Refused)? != state.negate(assume) {
        return Err(Refused(format!(
            "its second case must assume {}",
            state.effect_text(state.negate(assume))
        )));
    }
    if let Some(&done) = effects.iter().find(|&&e| state.holds(e)) {
        return Err(Refused(format!(
            "{} holds already",
            state.effect_text(done)
        )));
    }
    for (n, case) in cases.iter().enumerate() {
        let case_label = format!("{label}.{}", n + 1);
        let assume = read_assumption(state, case).map_err(Refused)?;
        let sub = list(case, "steps").map_err(Refused)?;
        rules_only(sub, &case_label, "a forcing case")?;
        let mut trial = state.clone();
        let ended = match trial.apply(assume, &mut Vec::new()) {
            Err(broken) => Some(broken.0),
            Ok(()) => replay_steps(&mut trial, sub, &format!("{case_label}."))?,
        };
        if let Some(why) = ended {
            return Err(Refused(format!(
                "assuming {} breaks a constraint ({why}): that is a hypothesis, not a case",
                state.effect_text(assume)
            )));
        }
        if let Some(&missing) = effects.iter().find(|&&e| !trial.holds(e)) {
            return Err(Refused(format!(
                "assuming {}, the sub-steps do not reach {}",
                state.effect_text(assume),
                state.effect_text(missing)
            )));
        }
    }
    Ok(())
}

/// A guess whose branch solved the puzzle: the branch's steps are the rest
/// of the solve, so it must be the last step and leave the grid finished.
fn replay_solved_guess<P: PuzzleIo>(
    state: &mut P,
    step: &Value,
    effects: &[P::Effect],
    label: &str,
    last: bool,
) -> Result<Option<String>, ReplayError> {
    let assume = read_assumption(state, step).map_err(Refused)?;
    if effects != [assume] {
        return Err(Refused(format!(
            "a solved branch concludes exactly {}",
            state.effect_text(assume)
        )));
    }
    if !last {
        return Err(Refused(
            "a guess whose branch solved the puzzle must be the last step".into(),
        ));
    }
    state
        .apply(assume, &mut Vec::new())
        .map_err(|c| Refused(format!("the guess breaks a constraint: {}", c.0)))?;
    let sub = list(step, "steps").map_err(Refused)?;
    match replay_steps(state, sub, &format!("{label}."))? {
        Some(why) => Err(Refused(format!(
            "the branch claims a solution but ends in a contradiction ({why})"
        ))),
        None => Ok(None),
    }
}

/// The id names one of the engine's own steps.
fn is_engine_step(id: &str) -> bool {
    ENGINE_STEPS.iter().any(|step| step.id == id)
}
