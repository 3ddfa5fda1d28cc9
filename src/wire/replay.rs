//! Replay: re-derive every step of a JSON trace with its named rule on the
//! state before it, then check the final grid with the puzzle's verifier.
//! Nothing the trace says is trusted; only the givens are taken from it.
//! The main line's steps come one at a time (`replay_stream` reads them
//! as it goes), so a trace of millions of steps is never held whole.

use std::borrow::Cow;
use std::cell::Cell;

use serde::Serialize;

use super::givens::Givens;
use super::json::grade_doc;
use super::replay_premises::{check_engine_premises, check_rule_premises};
use super::replay_stream::{Failure, replay_as_read};
use super::trace_json::{
    CaseDoc, FORMAT, OutcomeDoc, READS_VERSIONS, RefutationDoc, StepDoc, StepKindDoc, TraceHead,
    VERSION,
};
use crate::engine::derived::Derived;
use crate::engine::engine_steps::{FORCING, GUESS, HYPOTHESIS, NESTED_HYPOTHESIS};
use crate::engine::premise_check::PremiseCheck;
use crate::engine::puzzle::{Anchor, AnyRule, Puzzle, derive_new};
use crate::engine::rule_record::RuleRecord;
use crate::engine::selection::Selection;
use crate::engine::trace::Grade;
use crate::engine::whole_grid::{AnchorJson, anchor_from_json, run_anchor};
use crate::engine::words::{anchor_text, effect_text};
use crate::error::{Error, ErrorKind, Place};
use crate::io::PuzzleIo;

pub(super) type StepDocOf<'a, P> = StepDoc<'a, <P as Puzzle>::PlaceJson, <P as Puzzle>::EffectJson>;
type RefutationDocOf<'a, P> =
    RefutationDoc<'a, <P as Puzzle>::PlaceJson, <P as Puzzle>::EffectJson>;
type CaseDocOf<'a, P> = CaseDoc<'a, <P as Puzzle>::PlaceJson, <P as Puzzle>::EffectJson>;

/// Not a trace this version can read (exit 2).
fn unreadable(why: impl Into<String>) -> Error {
    Error::new(ErrorKind::BadInput, why)
}

/// A well-formed trace that does not hold up (exit 1).
fn refused(why: impl Into<String>) -> Error {
    Error::new(ErrorKind::Refused, why)
}

/// A reading error of `serde_json`: its words, and its line and column in
/// the trace's own text (the caller knows where that text stands).
fn unreadable_json(context: &str, error: &serde_json::Error) -> Error {
    let text = error.to_string();
    let words = match text.rfind(" at line ") {
        Some(end) if error.line() > 0 => &text[..end],
        _ => &text,
    };
    unreadable(format!("{context}{words}")).at(Place::default().at(error.line(), error.column()))
}

/// Reads the puzzle kind of a trace, so the caller can pick the puzzle
/// (and so the types of its places and effects).
pub fn trace_kind(trace: &str) -> Result<&str, Error> {
    let head: TraceHead =
        serde_json::from_str(trace).map_err(|e| unreadable_json("not a deduce trace: ", &e))?;
    if head.format != Some(FORMAT) {
        return Err(unreadable(format!(
            "not a deduce trace (no \"format\": \"{FORMAT}\")"
        )));
    }
    match head.version {
        Some(version) if READS_VERSIONS.contains(&version) => {}
        Some(other) => {
            return Err(unreadable(format!(
                "trace version {other} is not known (this deduce reads versions 1 to {VERSION})"
            )));
        }
        None => return Err(unreadable("the trace has no version")),
    }
    head.puzzle
        .and_then(|p| p.kind)
        .ok_or_else(|| unreadable("the trace names no puzzle kind"))
}

/// The version a trace says it has, for a message.
fn version_of(trace: &str) -> String {
    serde_json::from_str::<TraceHead>(trace)
        .ok()
        .and_then(|h| h.version)
        .map_or_else(|| VERSION.to_string(), |v| v.to_string())
}

/// Replays one trace, reading it as it goes; on success, what `deduce
/// solve` printed for it as puzzle number `index`.
pub fn replay<P: PuzzleIo + Givens>(trace: &str, index: usize) -> Result<Replayed, Error> {
    let at_step = Cell::new(0);
    replay_as_read::<P>(trace, index, &at_step).map_err(|failure| match failure {
        Failure::Refused(error) => error,
        Failure::Unreadable(error) => {
            let at = match at_step.get() {
                0 => String::new(),
                n => format!("step {n}: "),
            };
            let context = format!(
                "not a {} trace of version {}: {at}",
                P::KIND,
                version_of(trace)
            );
            unreadable_json(&context, &error)
        }
    })
}

/// What a replay found: what `solve` printed, and the outcome the trace
/// claimed and replay confirmed.
pub struct Replayed {
    /// What `solve` printed on standard output.
    pub output: String,
    pub solved: bool,
    /// What `solve` reported instead of an answer ("no solution: why"),
    /// if it did.
    pub unsolved: Option<String>,
}

/// How a step ended its list of steps (a step that leaves it open for
/// more has none).
pub(super) enum Ended {
    /// A constraint broke: seen by the step's rule (`by_rule`), or on
    /// making its effects. The list must end here.
    Broken { why: String, by_rule: bool },
    /// A version-2 guess whose branch solved the puzzle: its steps were
    /// the rest of the solve, so the list must end here.
    SolvedBranch,
}

impl Ended {
    /// The refusal for a step that ended its list, yet more followed.
    fn more_follow(&self, label: &str, rule: &str) -> Error {
        let why = match self {
            Ended::Broken { why, by_rule: true } => {
                format!("it reaches a contradiction ({why}) and yet more steps follow")
            }
            Ended::Broken { why, .. } => {
                format!("it breaks a constraint ({why}) and yet more steps follow")
            }
            Ended::SolvedBranch => {
                "a guess whose branch solved the puzzle must be the last step".to_string()
            }
        };
        refused(format!("step {label} ({rule}): {why}"))
    }

    /// The contradiction a list of steps ended in, if any.
    fn broken(self) -> Option<String> {
        match self {
            Ended::Broken { why, .. } => Some(why),
            Ended::SolvedBranch => None,
        }
    }
}

/// What every step's replay needs besides the grid.
pub(super) struct Context<P: PuzzleIo + Givens> {
    /// The trace's version.
    version: u64,
    /// Checks premises (versions 2 on); version 1 traces carry none.
    premises: Option<PremiseCheck<P>>,
    /// A guess that solved the puzzle is one step, the branch after it
    /// (version 3 on).
    flat_guesses: bool,
    /// The looks the rule steps before belong to, in the list being
    /// replayed: a step of the same rule at the same place may be
    /// another finding of them.
    look: Option<Look<P::Effect>>,
    /// Each rule and engine step the steps use, with the label of the
    /// first step that does: each must be among those the trace allowed.
    used: Vec<(&'static str, String)>,
    /// The grade of the main line's steps, as the writer grades them.
    grade: Grade,
}

/// Looks of a rule at a place, one after another, which the solver
/// writes as a step per finding, each made in turn: what the rule found
/// on the states before each of those steps. A later finding is still a
/// consequence of the grid (it only gained marks since), though the
/// rule, run again, may see it no longer: on a grid with no solution,
/// the first finding may contradict it (in row 5, 3 fits only r5c7; 6
/// fits only r5c7).
struct Look<E> {
    rule: &'static str,
    at: Anchor,
    found: Vec<E>,
}

/// Replays a trace's main line, one step at a time, then judges its claim.
pub(super) struct Replayer<P: PuzzleIo + Givens> {
    state: P,
    context: Context<P>,
    /// The givens already break a constraint: no step may follow.
    broken_givens: Option<String>,
    /// Main-line steps replayed.
    count: usize,
    /// The step that ended the main line, with its label and rule.
    ended: Option<(String, String, Ended)>,
}

impl<P: PuzzleIo + Givens> Replayer<P> {
    /// Ready to replay a trace of `version` on the givens `puzzle`.
    pub fn new(givens: &P::GivensJson, version: u64) -> Result<Self, Error> {
        let state = P::from_givens_json(givens).map_err(unreadable)?;
        let broken_givens = state.broken_givens().map(|broken| broken.0.clone());
        let context = Context {
            version,
            premises: (version >= 2).then(|| PremiseCheck::new(&state)),
            flat_guesses: version >= 3,
            look: None,
            used: Vec::new(),
            grade: Grade::default(),
        };
        Ok(Replayer {
            state,
            context,
            broken_givens,
            count: 0,
            ended: None,
        })
    }

    /// Replays the next main-line step.
    pub fn step(&mut self, step: &StepDocOf<'_, P>) -> Result<(), Error> {
        if let Some(broken) = &self.broken_givens {
            return Err(refused(format!(
                "the givens already break a rule ({broken}), yet the trace has steps"
            )));
        }
        if let Some((label, rule, ended)) = &self.ended {
            return Err(ended.more_follow(label, rule));
        }
        self.count += 1;
        let label = self.count.to_string();
        let ended = replay_step(&mut self.state, step, &label, &mut self.context, true)?;
        if let Some(ended) = ended {
            self.ended = Some((label, step.rule().to_string(), ended));
        }
        Ok(())
    }

    /// After the last step: the trace's claim (`outcome`), checked, and
    /// its final `state`, if it gives one, compared with the grid reached.
    /// On success, what `solve` printed for it as puzzle number `index`.
    pub fn finish(
        mut self,
        outcome: &OutcomeDoc<'_>,
        recorded: Option<&[Cow<'_, str>]>,
        allowed: Option<&[Cow<'_, str>]>,
        index: usize,
    ) -> Result<Replayed, Error> {
        let ended = match self.broken_givens.take() {
            Some(broken) => Some(broken),
            None => self.ended.take().and_then(|(_, _, ended)| ended.broken()),
        };
        let context = &self.context;
        let allowed = check_allowed::<P>(context, allowed)?;
        let state = &self.state;
        let claim = outcome.result.as_ref();
        let mut unsolved = None;
        // What `detail` must say: why there is no solution, or why the
        // search gave up; nothing otherwise.
        let mut detail = None;
        let output = match (claim, ended) {
            ("solved", None) => {
                if !state.is_complete() {
                    return Err(refused(format!(
                        "after the last step the grid is not finished: a step is missing\n{}",
                        state.progress_text()
                    )));
                }
                state
                    .check_complete()
                    .map_err(|c| refused(format!("the finished grid is wrong: {}", c.0)))?;
                state
                    .judge_output(index)
                    .map_err(|why| refused(format!("the verifier rejects the final grid: {why}")))?
            }
            ("stuck", None) => {
                super::replay_stuck::check_stuck(state, allowed.as_ref())?;
                state.stuck_output(index)
            }
            ("gave-up", None) => {
                let why = super::replay_stuck::check_gave_up(state, allowed.as_ref())?;
                unsolved = Some(format!("gave up: {why}"));
                detail = Some(why);
                String::new()
            }
            ("no-solution", Some(why)) => {
                unsolved = Some(format!("no solution: {why}"));
                detail = Some(why);
                String::new()
            }
            (claim, Some(why)) => {
                return Err(refused(format!(
                    "the last step breaks a constraint ({why}), but the trace claims '{claim}'"
                )));
            }
            (claim, None) => {
                return Err(refused(format!(
                    "the trace claims '{claim}', but its steps end with no contradiction"
                )));
            }
        };
        if outcome.detail.as_deref() != detail.as_deref() {
            return Err(refused(format!(
                "the trace's outcome says {}, but its steps give {}",
                json_text(&outcome.detail),
                json_text(&detail)
            )));
        }
        if let Some(recorded) = recorded {
            same_grid(state, recorded)?;
        }
        check_grade::<P>(context, outcome)?;
        Ok(Replayed {
            output,
            solved: claim == "solved",
            unsolved,
        })
    }
}

/// What the trace says its solve allowed (version 3 on; an older trace
/// has no `allowed`); every step it holds must be of a rule it names.
fn check_allowed<P: PuzzleIo + Givens>(
    context: &Context<P>,
    allowed: Option<&[Cow<'_, str>]>,
) -> Result<Option<Selection>, Error> {
    let Some(ids) = allowed else {
        return Ok(None);
    };
    if context.version < 3 {
        return Err(no_allowed_in(context.version));
    }
    let selection = super::replay_stuck::allowed_selection::<P>(ids)?;
    let names = selection.ids::<P>();
    match context.used.iter().find(|(id, _)| !names.contains(id)) {
        Some((id, label)) => Err(refused(format!(
            "step {label} ({id}): the trace's 'allowed' does not name its rule"
        ))),
        None => Ok(Some(selection)),
    }
}

/// The refusal of `allowed` in a trace of a version before it.
pub(super) fn no_allowed_in(version: u64) -> Error {
    unreadable(format!(
        "a trace of version {version} has no \"allowed\" (version 3 added it)"
    ))
}

/// The grade the trace states must be that of its steps (before version
/// 3, a grade had no level and no rating).
fn check_grade<P: PuzzleIo + Givens>(
    context: &Context<P>,
    outcome: &OutcomeDoc<'_>,
) -> Result<(), Error> {
    let Some(stated) = &outcome.grade else {
        return Ok(());
    };
    let mut graded = grade_doc::<P>(&context.grade);
    if context.version < 3 {
        (graded.level, graded.rating) = (None, None);
    }
    if *stated != graded {
        return Err(refused(format!(
            "the trace's grade {} is not that of its steps, {}",
            json_text(stated),
            json_text(&graded)
        )));
    }
    Ok(())
}

/// The grid replay reached must be the trace's final state, line by line.
fn same_grid<P: PuzzleIo + Givens>(state: &P, recorded: &[Cow<'_, str>]) -> Result<(), Error> {
    let replayed = state.progress_text();
    if let Some(n) = replayed
        .lines()
        .zip(recorded.iter())
        .position(|(a, b)| a != b)
    {
        return Err(refused(format!(
            "the replayed grid differs from the trace's final state at its line {}",
            n + 1
        )));
    }
    if replayed.lines().count() != recorded.len() {
        return Err(refused(
            "the replayed grid differs in size from the trace's final state",
        ));
    }
    Ok(())
}

/// A piece of a trace as the file has it, for a message: its JSON, keys
/// sorted (as a `Value` prints them).
pub(super) fn json_text<T: Serialize>(doc: &T) -> String {
    serde_json::to_value(doc).map_or_else(|e| e.to_string(), |v| v.to_string())
}

/// Replays a list of steps on `state`. `Ok(Some(why))` when the last step
/// broke a constraint (what a hypothesis or a refuted guess must reach).
fn replay_steps<P: PuzzleIo + Givens>(
    state: &mut P,
    steps: &[StepDocOf<'_, P>],
    prefix: &str,
    context: &mut Context<P>,
    graded: bool,
) -> Result<Option<String>, Error> {
    // A list's first step is no later finding of a look before it.
    context.look = None;
    for (i, step) in steps.iter().enumerate() {
        let label = format!("{prefix}{}", i + 1);
        match replay_step(state, step, &label, context, graded)? {
            None => {}
            Some(ended) if i + 1 < steps.len() => {
                return Err(ended.more_follow(&label, step.rule()));
            }
            Some(ended) => return Ok(ended.broken()),
        }
    }
    Ok(None)
}

/// Replays one step, labelled `label` (`3`, `3.2`), on `state`; how it
/// ended its list, if it did. A `graded` step counts in the grade.
fn replay_step<P: PuzzleIo + Givens>(
    state: &mut P,
    step: &StepDocOf<'_, P>,
    label: &str,
    context: &mut Context<P>,
    graded: bool,
) -> Result<Option<Ended>, Error> {
    if let Some(record) = record_of::<P>(step) {
        if !context.used.iter().any(|(id, _)| *id == record.id) {
            context.used.push((record.id, label.to_string()));
        }
        if graded {
            context.grade.count(record);
        }
    }
    if context.premises.is_none() && step.premises.is_some() {
        return Err(unreadable(format!(
            "step {label}: a trace of version {} has no \"premises\" (version 2 added them)",
            context.version
        )));
    }
    if step.is_assumption() {
        context.look = None;
    }
    let ended = replay_one(state, step, label, context);
    if step.is_assumption() {
        context.look = None;
    }
    ended
}

/// The record of the rule or engine step that takes `step`, if its rule
/// is one.
fn record_of<P: PuzzleIo + Givens>(step: &StepDocOf<'_, P>) -> Option<&'static RuleRecord> {
    match &step.kind {
        StepKindDoc::Rule { rule, .. } => find_rule::<P>(rule).map(|r| r.record()),
        StepKindDoc::Hypothesis(_) if step.rule() == NESTED_HYPOTHESIS.id => {
            Some(&NESTED_HYPOTHESIS)
        }
        StepKindDoc::Hypothesis(_) => Some(&HYPOTHESIS),
        StepKindDoc::RefutedGuess(_) | StepKindDoc::SolvedGuess { .. } => Some(&GUESS),
        StepKindDoc::Forcing { .. } => Some(&FORCING),
    }
}

/// `replay_step`, once the step is counted.
fn replay_one<P: PuzzleIo + Givens>(
    state: &mut P,
    step: &StepDocOf<'_, P>,
    label: &str,
    context: &mut Context<P>,
) -> Result<Option<Ended>, Error> {
    let rule = step.rule();
    let refuse = |why: String| refused(format!("step {label} ({rule}): {why}"));
    let effects = read_effects(state, &step.effects).map_err(refuse)?;
    match &step.kind {
        StepKindDoc::Rule { rule: id, at } => {
            let (found, at) = rule_and_place(state, id, at).map_err(refuse)?;
            // A rule step that decides nothing sees a contradiction, and it
            // ends its (sub-)trace.
            let contradiction = if effects.is_empty() {
                context.look = None;
                Some(check_rule_contradiction(state, found, at).map_err(refuse)?)
            } else {
                check_rule_step(state, found, at, &effects, &mut context.look).map_err(refuse)?;
                None
            };
            if let Some(check) = &mut context.premises {
                let premises = step.premises.as_ref();
                check_rule_premises(state, check, premises, found, at, &effects).map_err(refuse)?;
            }
            if let Some(why) = contradiction {
                return Ok(Some(Ended::Broken { why, by_rule: true }));
            }
        }
        // Only a rule that sees a contradiction decides nothing.
        _ if effects.is_empty() => return Err(refuse("it decides nothing".into())),
        StepKindDoc::SolvedGuess { assume, steps } if context.flat_guesses => {
            return apply_solved_guess(state, assume, steps, &effects, label).map_err(refuse);
        }
        StepKindDoc::SolvedGuess { assume, steps } => {
            // The branch ends the trace, so the guess's premises are
            // checked before it.
            if let Some(check) = &mut context.premises {
                check_engine_premises(state, check, step).map_err(refuse)?;
            }
            return replay_solved_branch(state, assume, steps, &effects, label, context)
                .map_err(refuse_nested(label, rule));
        }
        // An engine step's sub-steps are replayed first (a fault there is
        // the more telling), then what it lists is checked against them.
        StepKindDoc::Hypothesis(refutation) => {
            check_assumption(state, refutation, &effects, label, false, context)
                .map_err(refuse_nested(label, rule))?
        }
        StepKindDoc::RefutedGuess(refutation) => {
            check_assumption(state, refutation, &effects, label, true, context)
                .map_err(refuse_nested(label, rule))?
        }
        StepKindDoc::Forcing { cases } => check_forcing(state, cases, &effects, label, context)
            .map_err(refuse_nested(label, rule))?,
    }
    if let Some(check) = context.premises.as_mut().filter(|_| step.is_assumption()) {
        check_engine_premises(state, check, step).map_err(refuse)?;
    }
    let mut touched = Vec::new();
    for effect in effects {
        if let Err(broken) = state.apply(effect, &mut touched) {
            return Ok(Some(Ended::Broken {
                why: broken.0,
                by_rule: false,
            }));
        }
    }
    Ok(None)
}

/// Errors from a nested replay already name their step; others get ours.
fn refuse_nested(label: &str, rule: &str) -> impl Fn(Error) -> Error {
    let prefix = format!("step {label} ({rule}): ");
    move |mut error| {
        if error.kind == ErrorKind::Refused && !error.message.starts_with("step ") {
            error.message.insert_str(0, &prefix);
        }
        error
    }
}

pub(super) fn read_effects<P: PuzzleIo + Givens>(
    state: &P,
    effects: &[P::EffectJson],
) -> Result<Vec<P::Effect>, String> {
    effects
        .iter()
        .map(|json| read_effect(state, json))
        .collect()
}

fn read_effect<P: PuzzleIo + Givens>(state: &P, json: &P::EffectJson) -> Result<P::Effect, String> {
    state
        .effect_from_json(json)
        .ok_or_else(|| format!("effect {} cannot be read", json_text(json)))
}

fn find_rule<P: PuzzleIo + Givens>(id: &str) -> Option<&'static dyn AnyRule<P>> {
    let id = P::renamed_rules()
        .iter()
        .find(|(old, _)| *old == id)
        .map_or(id, |(_, new)| new);
    P::rules().iter().copied().find(|r| r.record().id == id)
}

/// The rule a step names, and where it runs to find the step: its place,
/// or the whole grid for a rule that looks at it whole (its steps name a
/// narrower place, where their reason is).
pub(super) fn rule_and_place<P: PuzzleIo + Givens>(
    state: &P,
    id: &str,
    at: &AnchorJson<P::PlaceJson>,
) -> Result<(&'static dyn AnyRule<P>, Anchor), String> {
    let found = find_rule::<P>(id).ok_or_else(|| "no rule has this id".to_string())?;
    let place = anchor_from_json(state, at)
        .map(|place| run_anchor(state, found, place))
        .filter(|place| found.anchors(state).contains(place))
        .ok_or_else(|| format!("'at' is not a place this rule looks at: {}", json_text(at)))?;
    Ok((found, place))
}

/// A rule step that decides nothing: the rule must see a contradiction at
/// its place; its reason is returned.
fn check_rule_contradiction<P: PuzzleIo + Givens>(
    state: &P,
    found: &dyn AnyRule<P>,
    at: Anchor,
) -> Result<String, String> {
    let mut derived = Derived::new();
    derive_new(found, state, at, &mut derived);
    derived.broken().map(|c| c.0.clone()).ok_or_else(|| {
        format!(
            "it decides nothing, yet the rule sees no contradiction at {}",
            anchor_text(state, at)
        )
    })
}

/// A rule step's effects follow from its rule at its place: on the state
/// before it, or, for a later finding of the look before it (`look`), on
/// the state before that look. The step begins a look when it is none's.
fn check_rule_step<P: PuzzleIo + Givens>(
    state: &P,
    found: &dyn AnyRule<P>,
    at: Anchor,
    effects: &[P::Effect],
    look: &mut Option<Look<P::Effect>>,
) -> Result<(), String> {
    let rule = found.record().id;
    let mut derived = Derived::new();
    derive_new(found, state, at, &mut derived);
    let earlier = look
        .as_ref()
        .filter(|look| look.rule == rule && look.at == at)
        .map(|look| &look.found[..]);
    let begins_look = earlier.is_none();
    for &effect in effects {
        // An effect that already holds is no step; one that contradicts
        // the state may be what the rule derives (the contradiction a
        // hypothesis reaches), so it is judged like any other.
        if state.holds(effect) {
            return Err(format!("{} holds already", effect_text(state, effect)));
        }
        if !derived.contains(&effect) && !earlier.is_some_and(|found| found.contains(&effect)) {
            let finds = if derived.is_empty() {
                "nothing".to_string()
            } else {
                derived
                    .iter()
                    .map(|&e| effect_text(state, e))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(format!(
                "{} does not follow from the rule at {} (it finds {finds} there)",
                effect_text(state, effect),
                anchor_text(state, at)
            ));
        }
    }
    // What the rule finds now joins what it found before in this run of
    // looks: the solver looks again at the same place after a finding,
    // and takes that look's findings in turn too.
    let mut found = look.take().map(|look| look.found).unwrap_or_default();
    if begins_look {
        found.clear();
    }
    for &effect in derived.iter() {
        if !found.contains(&effect) {
            found.push(effect);
        }
    }
    *look = Some(Look { rule, at, found });
    Ok(())
}

fn read_assumption<P: PuzzleIo + Givens>(
    state: &P,
    assume: &P::EffectJson,
) -> Result<P::Effect, String> {
    let assume = state
        .effect_from_json(assume)
        .ok_or("its assumption cannot be read")?;
    if !state.is_open(assume) {
        return Err(format!(
            "it assumes {}, which is already decided",
            effect_text(state, assume)
        ));
    }
    Ok(assume)
}

/// A hypothesis, or a refuted guess: assuming `assume` on a copy, its
/// sub-steps must end in a contradiction, and the step concludes the
/// opposite. A hypothesis may use rules only; a guess may branch again.
fn check_assumption<P: PuzzleIo + Givens>(
    state: &P,
    step: &RefutationDocOf<'_, P>,
    effects: &[P::Effect],
    label: &str,
    may_branch: bool,
    context: &mut Context<P>,
) -> Result<(), Error> {
    let assume = read_assumption(state, &step.assume).map_err(refused)?;
    if effects != [state.negate(assume)] {
        return Err(refused(format!(
            "it must conclude exactly {}",
            effect_text(state, state.negate(assume))
        )));
    }
    let sub = &step.steps;
    if !may_branch {
        no_guess(sub, label)?;
    }
    let mut trial = state.clone();
    if trial.apply(assume, &mut Vec::new()).is_err() {
        return if sub.is_empty() {
            Ok(())
        } else {
            Err(refused(
                "the assumption breaks a constraint at once, yet sub-steps follow",
            ))
        };
    }
    let ended = replay_steps(&mut trial, sub, &format!("{label}."), context, false)?;
    let broken = ended.is_some() || (trial.is_complete() && trial.check_complete().is_err());
    if !broken {
        return Err(refused(format!(
            "assuming {}, the sub-steps reach no contradiction",
            effect_text(state, assume)
        )));
    }
    Ok(())
}

/// The sub-steps of a hypothesis: rules, or hypotheses and forcing steps
/// (a nested hypothesis, whose id the reading checked), but no guess,
/// which would make it a search.
fn no_guess<A, E>(sub: &[StepDoc<'_, A, E>], label: &str) -> Result<(), Error> {
    let guess = |s: &StepDoc<'_, A, E>| {
        matches!(
            s.kind,
            StepKindDoc::RefutedGuess(_) | StepKindDoc::SolvedGuess { .. }
        )
    };
    match sub.iter().position(guess) {
        Some(n) => Err(refused(format!(
            "step {label}.{} nests a \"{}\" inside a hypothesis",
            n + 1,
            sub[n].rule()
        ))),
        None => Ok(()),
    }
}

/// Sub-steps that must be named rules: an assumption inside a hypothesis
/// or a forcing case would be a search, which only a guess may hold.
fn rules_only<A, E>(sub: &[StepDoc<'_, A, E>], label: &str, within: &str) -> Result<(), Error> {
    match sub.iter().position(StepDoc::is_assumption) {
        Some(n) => Err(refused(format!(
            "step {label}.{} nests a \"{}\" inside {within}",
            n + 1,
            sub[n].rule()
        ))),
        None => Ok(()),
    }
}

/// A forcing step: two cases, a decision and its opposite, each assumed on
/// a copy and followed by rule steps that hold up; every effect of the
/// step must hold at the end of both.
fn check_forcing<P: PuzzleIo + Givens>(
    state: &P,
    cases: &[CaseDocOf<'_, P>; 2],
    effects: &[P::Effect],
    label: &str,
    context: &mut Context<P>,
) -> Result<(), Error> {
    let [first, second] = cases;
    let assume = read_assumption(state, &first.assume).map_err(refused)?;
    if read_assumption(state, &second.assume).map_err(refused)? != state.negate(assume) {
        return Err(refused(format!(
            "its second case must assume {}",
            effect_text(state, state.negate(assume))
        )));
    }
    if let Some(&done) = effects.iter().find(|&&e| state.holds(e)) {
        return Err(refused(format!(
            "{} holds already",
            effect_text(state, done)
        )));
    }
    for (n, case) in cases.iter().enumerate() {
        let case_label = format!("{label}.{}", n + 1);
        let assume = read_assumption(state, &case.assume).map_err(refused)?;
        rules_only(&case.steps, &case_label, "a forcing case")?;
        let mut trial = state.clone();
        let ended = match trial.apply(assume, &mut Vec::new()) {
            Err(broken) => Some(broken.0),
            Ok(()) => replay_steps(
                &mut trial,
                &case.steps,
                &format!("{case_label}."),
                context,
                false,
            )?,
        };
        if let Some(why) = ended {
            return Err(refused(format!(
                "assuming {} breaks a constraint ({why}): that is a hypothesis, not a case",
                effect_text(state, assume)
            )));
        }
        if let Some(&missing) = effects.iter().find(|&&e| !trial.holds(e)) {
            return Err(refused(format!(
                "assuming {}, the sub-steps do not reach {}",
                effect_text(state, assume),
                effect_text(state, missing)
            )));
        }
    }
    Ok(())
}

/// A version-2 guess whose branch solved the puzzle: the branch's steps
/// are the rest of the solve, so it ends its list and leaves the grid
/// finished.
fn replay_solved_branch<P: PuzzleIo + Givens>(
    state: &mut P,
    assume: &P::EffectJson,
    sub: &[StepDocOf<'_, P>],
    effects: &[P::Effect],
    label: &str,
    context: &mut Context<P>,
) -> Result<Option<Ended>, Error> {
    let assume = read_assumption(state, assume).map_err(refused)?;
    if effects != [assume] {
        return Err(refused(format!(
            "a solved branch concludes exactly {}",
            effect_text(state, assume)
        )));
    }
    state
        .apply(assume, &mut Vec::new())
        .map_err(|c| refused(format!("the guess breaks a constraint: {}", c.0)))?;
    // A version-2 branch's steps are the rest of the main line.
    match replay_steps(state, sub, &format!("{label}."), context, true)? {
        Some(why) => Err(refused(format!(
            "the branch claims a solution but ends in a contradiction ({why})"
        ))),
        None => Ok(Some(Ended::SolvedBranch)),
    }
}

/// A version-3 guess whose branch solved the puzzle: a choice, made on
/// the main line, that the steps after it follow from.
fn apply_solved_guess<P: PuzzleIo + Givens>(
    state: &mut P,
    assume: &P::EffectJson,
    sub: &[StepDocOf<'_, P>],
    effects: &[P::Effect],
    label: &str,
) -> Result<Option<Ended>, String> {
    if label.contains('.') {
        return Err(
            "a guess whose branch solved the puzzle stands only on the main line".to_string(),
        );
    }
    if !sub.is_empty() {
        return Err(
            "a guess whose branch solved the puzzle has no sub-steps: the steps after it are its branch's"
                .to_string(),
        );
    }
    let assume = read_assumption(state, assume)?;
    if effects != [assume] {
        return Err(format!(
            "a solved branch concludes exactly {}",
            effect_text(state, assume)
        ));
    }
    match state.apply(assume, &mut Vec::new()) {
        Ok(()) => Ok(None),
        Err(broken) => Ok(Some(Ended::Broken {
            why: broken.0,
            by_rule: false,
        })),
    }
}
