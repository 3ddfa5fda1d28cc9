//! Why each recorded step holds: the steps a rule's findings make, with
//! their premises made minimal, and what a hypothesis, forcing or guess
//! read from the state before it. Only a recorded trace asks.

use super::super::derived::{Derived, Explained, Finding, Premises};
use super::super::fast_hash::FastSet;
use super::super::premise_check::PremiseCheck;
use super::super::puzzle::{Anchor, AnyRule, Puzzle};
use super::super::trace::{Case, Step, StepKind};
use super::super::whole_grid::looks_at_whole_grid;
use super::super::words::{anchor_text, effect_text};

/// The steps of one look of `rule` at `at`, from what it found there
/// with why: the step of the contradiction it saw, or a step per
/// finding, in order, each at the finding's place when the rule looks at
/// the whole grid; only the first `count` findings, since the look takes
/// no more (a whole-grid rule's look takes its first, and the rest, each
/// costly to explain, are found again later on a grid that has changed).
pub(super) fn look_steps<P: Puzzle>(
    puzzle: &P,
    rule: &dyn AnyRule<P>,
    at: Anchor,
    found: &mut Explained<P::Effect>,
    check: &mut PremiseCheck<P>,
    count: usize,
) -> Vec<Step<P::Effect>> {
    if found.broken().is_some() {
        return vec![refuting_step(puzzle, rule, at, found, check)];
    }
    let mut steps = Vec::new();
    // The effects of the findings before, for the ways of a later one.
    let mut before: Vec<&[P::Effect]> = Vec::new();
    for (effects, mut finding) in found.take_findings().into_iter().take(count) {
        if !before.is_empty() && !finding.premises.ways.is_empty() {
            keep_ways_that_hold(puzzle, before.concat(), &mut finding);
        }
        steps.push(rule_step(puzzle, rule, at, effects, finding, check));
        before.push(effects);
    }
    steps
}

/// The ways a finding names were found on the grid the rule looked at;
/// its step comes after the findings before it in the same look (an
/// island's after another's), and a way that goes against what they
/// decided is no case there. The step's words name the ways as the rule
/// saw them, so if any does, none is drawn.
#[cold]
fn keep_ways_that_hold<P: Puzzle>(
    puzzle: &P,
    before: Vec<P::Effect>,
    finding: &mut Finding<P::Effect>,
) {
    let mut state = puzzle.clone();
    for effect in before {
        let _ = state.apply(effect, &mut Vec::new());
    }
    let holds = |way: &Vec<P::Effect>| way.iter().all(|&m| state.holds(m) || state.is_open(m));
    if !finding.premises.ways.iter().all(holds) {
        finding.premises.ways.clear();
    }
}

/// The step of a rule that sees a contradiction at `at`.
fn refuting_step<P: Puzzle>(
    puzzle: &P,
    rule: &dyn AnyRule<P>,
    at: Anchor,
    found: &Explained<P::Effect>,
    check: &mut PremiseCheck<P>,
) -> Step<P::Effect> {
    let finding = found
        .broken_why()
        .cloned()
        .unwrap_or_else(Finding::unexplained);
    let mut step = rule_step(puzzle, rule, at, &[], finding, check);
    if step.reason.is_empty()
        && let Some(broken) = found.broken()
    {
        step.reason = broken.0.clone();
    }
    step
}

fn rule_step<P: Puzzle>(
    puzzle: &P,
    rule: &dyn AnyRule<P>,
    at: Anchor,
    effects: &[P::Effect],
    finding: Finding<P::Effect>,
    check: &mut PremiseCheck<P>,
) -> Step<P::Effect> {
    let place = match finding.place {
        Some(place) if looks_at_whole_grid(puzzle, rule) => place,
        _ => at,
    };
    let explained = finding.is_explained();
    let mut reason = finding.reason;
    let mut place = place;
    let mut premises = finding.premises;
    if explained {
        debug_assert!(
            premises.marks.iter().all(|&m| puzzle.holds(m)),
            "{} @ {}: a premise does not hold",
            rule.record().id,
            anchor_text(puzzle, at)
        );
        // A mark the givens make is read as the givens that make it (the 5
        // at r1c1, not r1c2 not 5); the step names the givens its rule
        // needs besides its marks, and then the marks it needs on them.
        premises.marks.retain(|&m| !check.base().holds(m));
        // A rule whose every named given and mark is needed has nothing to
        // drop; a contradiction it sees may read more than it needs.
        // Its account is trusted in release (debug builds and
        // `tests/premises.rs` check it).
        // A chain's account, kept to see whether the premises end up
        // other than it (below).
        let account = rule
            .one_finding_a_look()
            .then(|| (premises.givens.clone(), premises.marks.len()));
        let minimal = rule.premises_minimal() && !effects.is_empty();
        let trusted = minimal && cfg!(not(debug_assertions));
        premises.givens = check.needed_givens(
            rule,
            at,
            &premises.givens,
            &premises.marks,
            effects,
            trusted,
        );
        let enough = trusted || {
            let named = check.on_givens(&premises.givens);
            if minimal {
                named.reaches(rule, at, &premises.marks, effects)
            } else {
                named.minimize(rule, at, &mut premises.marks, effects)
            }
        };
        // A chain (a rule whose look takes one finding) whose premises
        // are not its account's (marks dropped, a given added or
        // dropped): its words may argue from what is not a premise. The
        // rule, run on the premises alone, makes the chain again from
        // them. Its links hold on the grid as it is too; a pattern's
        // counts made there would not ("among its 9 undecided cells"
        // where the grid shows 5), so other rules keep their words.
        let differs = account.is_some_and(|(givens, marks)| {
            premises.givens != givens || premises.marks.len() < marks
        });
        if enough
            && differs
            && let Some(account) =
                check.account_on(rule, at, &premises.givens, &premises.marks, effects)
        {
            reason = account.reason;
            premises.path = account.premises.path;
            if let Some(there) = account.place
                && looks_at_whole_grid(puzzle, rule)
            {
                place = there;
            }
        }
        debug_assert!(
            enough,
            "{} @ {}: its premises do not suffice for {}",
            rule.record().id,
            anchor_text(puzzle, at),
            effects
                .iter()
                .map(|&e| effect_text(puzzle, e))
                .collect::<Vec<_>>()
                .join(", ")
        );
        if !enough {
            premises.marks = all_marks(puzzle, check.base());
            premises.givens = check.givens().to_vec();
        }
    } else {
        // A rule that says nothing of why read, at most, everything.
        premises.marks = all_marks(puzzle, check.base());
        premises.givens = check.givens().to_vec();
    }
    Step {
        kind: StepKind::Rule {
            rule: rule.record(),
            at: place,
        },
        effects: effects.to_vec(),
        premises,
        reason,
        unexplained: None,
    }
}

/// Every mark of `puzzle` that the givens alone do not make.
fn all_marks<P: Puzzle>(puzzle: &P, base: &P) -> Vec<P::Effect> {
    let mut marks = Vec::new();
    puzzle.marks(&mut marks);
    marks.retain(|&m| !base.holds(m));
    marks
}

/// What the steps after an assumption read from the state before it
/// (`puzzle`): their premises that held there already.
fn outside_premises<'s, P: Puzzle>(
    puzzle: &P,
    steps: impl IntoIterator<Item = &'s Step<P::Effect>>,
) -> Premises<P::Effect> {
    held_premises(puzzle, steps.into_iter().map(|step| &step.premises))
}

/// All of `lists` joined as `Premises::join` joins them, each given and
/// mark once where it first appears, keeping the marks that hold on
/// `puzzle`. With sets of what is in: the sub-steps of a hypothesis read
/// hundreds of marks, and `join`'s search of the list for each would cost
/// as many times over.
fn held_premises<'s, P: Puzzle>(
    puzzle: &P,
    lists: impl IntoIterator<Item = &'s Premises<P::Effect>>,
) -> Premises<P::Effect> {
    let mut premises = Premises::default();
    let mut givens = FastSet::default();
    let mut marks = FastSet::default();
    for list in lists {
        let new_givens = list.givens.iter().filter(|&&g| givens.insert(g));
        premises.givens.extend(new_givens);
        let new_marks = list.marks.iter().filter(|&&m| marks.insert(m));
        premises.marks.extend(new_marks);
    }
    premises.marks.retain(|&m| puzzle.holds(m));
    premises
}

/// What the contradiction that ends the sub-steps from `assume` read: the
/// premises of a rule that saw it, or else a minimal set of the marks
/// before the effect whose making broke a constraint (found by trying:
/// a puzzle's constraint checks say what broke, not what they read).
pub(super) fn broken_by<P: Puzzle>(
    puzzle: &P,
    assume: P::Effect,
    steps: &[Step<P::Effect>],
    check: &mut PremiseCheck<P>,
) -> Premises<P::Effect> {
    if let Some(last) = steps.last()
        && last.effects.is_empty()
    {
        return last.premises.clone();
    }
    let made: Vec<P::Effect> = std::iter::once(assume)
        .chain(steps.iter().flat_map(|s| s.effects.iter().copied()))
        .collect();
    let mut state = puzzle.clone();
    let mut touched = Vec::new();
    let failing = made
        .iter()
        .position(|&e| state.apply(e, &mut touched).is_err());
    let marks = match failing {
        Some(index) => {
            // The step that broke is made whole, after what it broke
            // against, as replay makes it: its own effects are not read.
            let start = step_start(steps, index);
            let mut before = puzzle.clone();
            for &e in &made[..start] {
                let _ = before.apply(e, &mut touched);
            }
            let candidates = all_marks(&before, check.base());
            let mut likely = made[..start].to_vec();
            for step in steps {
                likely.extend_from_slice(&step.premises.marks);
            }
            check.contradiction_premises(&candidates, &likely, &made[start..=index])
        }
        // The grid was finished and broke a global constraint: that
        // reads the whole grid.
        None => all_marks(&state, check.base()),
    };
    Premises {
        marks,
        ..Premises::default()
    }
}

/// Where, in the assumption followed by the effects of `steps`, the
/// effects of the step that made the one at `index` begin (0 for the
/// assumption itself).
fn step_start<E>(steps: &[Step<E>], index: usize) -> usize {
    let mut start = 1;
    for step in steps {
        let end = start + step.effects.len();
        if index < end {
            return start;
        }
        start = end;
    }
    0
}

/// A hypothesis, or a refuted guess: what it read from before it, and
/// the reason in words.
pub(super) fn refuted_why<P: Puzzle>(
    puzzle: &P,
    assume: P::Effect,
    steps: &[Step<P::Effect>],
    contradiction: &str,
    broken_by: &Premises<P::Effect>,
    verb: &str,
) -> (Premises<P::Effect>, String) {
    // What the steps read from before, then what the contradiction did.
    let lists = steps.iter().map(|step| &step.premises);
    let premises = held_premises(puzzle, lists.chain([broken_by]));
    let after = match steps.len() {
        0 => "at once".to_string(),
        1 => "after 1 step".to_string(),
        n => format!("after {n} steps"),
    };
    let reason = format!(
        "{verb} {}: {after}, {contradiction}; so {}",
        effect_text(puzzle, assume),
        effect_text(puzzle, puzzle.negate(assume))
    );
    (premises, reason)
}

/// A forcing step: what its cases read from before it, and its reason.
pub(super) fn forcing_why<P: Puzzle>(
    puzzle: &P,
    cases: &[Case<P::Effect>],
    effects: &[P::Effect],
) -> (Premises<P::Effect>, String) {
    let premises = outside_premises(puzzle, cases.iter().flat_map(|c| &c.steps));
    let sides: Vec<String> = cases
        .iter()
        .map(|c| effect_text(puzzle, c.assume))
        .collect();
    let agreed: Vec<String> = effects.iter().map(|&e| effect_text(puzzle, e)).collect();
    let reason = format!(
        "whether {}, the rules reach {}",
        sides.join(" or "),
        agreed.join(", ")
    );
    (premises, reason)
}

/// The sub-steps from `assume` that its contradiction needs: walking back
/// from the last, a step stays when a later kept one, or the
/// contradiction, reads one of its effects. Kept only if the shorter list
/// holds up on its own (each step's premises hold, its rule still finds
/// it, and the contradiction is still met): making a mark may decide
/// others, which no step lists as its effect.
pub(super) fn needed_steps<P: Puzzle>(
    puzzle: &P,
    assume: P::Effect,
    steps: Vec<Step<P::Effect>>,
    broken_by: &Premises<P::Effect>,
) -> Vec<Step<P::Effect>> {
    if steps.len() < 2 {
        return steps;
    }
    let mut needed: Vec<P::Effect> = broken_by.marks.clone();
    let mut keep = vec![false; steps.len()];
    for (i, step) in steps.iter().enumerate().rev() {
        if i + 1 == steps.len() || step.effects.iter().any(|e| needed.contains(e)) {
            keep[i] = true;
            needed.extend(step.premises.marks.iter().copied());
        }
    }
    if keep.iter().all(|&k| k) {
        return steps;
    }
    let kept: Vec<Step<P::Effect>> = steps
        .iter()
        .zip(&keep)
        .filter(|&(_, &k)| k)
        .map(|(s, _)| s.clone())
        .collect();
    if holds_up(puzzle, assume, &kept) {
        kept
    } else {
        steps
    }
}

/// Whether `steps`, taken in order after `assume`, each hold (premises
/// that hold, and for a rule's step, the rule finds it) and end in a
/// contradiction.
fn holds_up<P: Puzzle>(puzzle: &P, assume: P::Effect, steps: &[Step<P::Effect>]) -> bool {
    let mut state = puzzle.clone();
    let mut touched = Vec::new();
    if state.apply(assume, &mut touched).is_err() {
        return false;
    }
    let mut found = Derived::new();
    for (i, step) in steps.iter().enumerate() {
        let last = i + 1 == steps.len();
        if !step.premises.marks.iter().all(|&m| state.holds(m)) {
            return false;
        }
        let StepKind::Rule { rule: record, at } = &step.kind else {
            // A hypothesis or forcing step inside a nested hypothesis
            // holds wherever the marks it read from before it hold: its
            // own sub-steps are made from those.
            for &effect in &step.effects {
                if state.apply(effect, &mut touched).is_err() {
                    return last;
                }
            }
            continue;
        };
        let Some(rule) = P::rules()
            .iter()
            .find(|r| std::ptr::eq(r.record(), *record))
        else {
            return false;
        };
        let run_at = super::super::whole_grid::run_anchor(&state, *rule, *at);
        super::super::puzzle::derive_new(*rule, &state, run_at, &mut found);
        if found.broken().is_some() {
            return last && step.effects.is_empty();
        }
        if !step.effects.iter().all(|e| found.contains(e)) {
            return false;
        }
        for &effect in &step.effects {
            if state.apply(effect, &mut touched).is_err() {
                return last;
            }
        }
    }
    state.is_complete() && state.check_complete().is_err()
}
