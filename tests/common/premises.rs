//! The premise checks run for every puzzle, on the steps of a recorded
//! solve: every step has a reason and a place narrower than the grid;
//! every premise holds before its step, every given premise is a given;
//! a rule's premises suffice (the rule, on the givens and marks they name
//! alone, every other given weakened, reaches every effect of the step,
//! or its contradiction) and are minimal (without any one of them, given
//! or mark, it misses something); an engine
//! step's sub-steps read nothing from before it that it does not list.

use std::collections::BTreeMap;

use deduce::engine::premise_check::{MINIMIZED_AT_MOST, PremiseCheck};
use deduce::engine::whole_grid::{looks_at_whole_grid, run_anchor};
use deduce::engine::words::{anchor_text, effect_text};
use deduce::engine::{AnyRule, Premises, Puzzle, Selection, Solver, Step, StepKind, explain_trace};
use deduce::io::PuzzleIo;

/// What the checks found over many solves.
#[derive(Default)]
pub struct Report {
    pub steps: usize,
    pub failures: Vec<String>,
    /// Per rule id: steps, premises in all, the most premises of a step.
    pub premise_counts: BTreeMap<&'static str, (usize, usize, usize)>,
}

impl Report {
    /// Fails naming the first failures, if any.
    pub fn assert_clean(&self) {
        assert!(
            self.failures.is_empty(),
            "{} of {} steps fail the premise checks:\n{}",
            self.failures.len(),
            self.steps,
            self.failures
                .iter()
                .take(20)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

/// Solves every puzzle of `text` with recording and checks its steps.
pub fn check_batch<P: PuzzleIo>(text: &str, label: &str, limit: usize, report: &mut Report) {
    let solver = Solver::<P>::new(&Selection::all::<P>(), true);
    for (n, item) in P::parse_batch(text, false)
        .items
        .into_iter()
        .take(limit)
        .enumerate()
    {
        let Ok(mut puzzle) = item else { continue };
        let start = puzzle.clone();
        let mut trace = solver.solve(&mut puzzle);
        explain_trace(&start, &mut trace);
        let mut check = PremiseCheck::new(&start);
        let mut state = start;
        walk(
            &mut state,
            &trace.steps,
            &format!("{label} #{}", n + 1),
            &mut check,
            report,
        );
    }
}

fn find_rule<P: Puzzle>(id: &str) -> &'static dyn AnyRule<P> {
    P::rules()
        .iter()
        .copied()
        .find(|r| r.record().id == id)
        .unwrap_or_else(|| panic!("no rule {id}"))
}

fn walk<P: Puzzle>(
    state: &mut P,
    steps: &[Step<P::Effect>],
    label: &str,
    check: &mut PremiseCheck<P>,
    report: &mut Report,
) {
    let mut touched = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        let here = format!("{label} step {} ({})", i + 1, step.rule_id());
        report.steps += 1;
        let mut fail = |why: String| report.failures.push(format!("{here}: {why}"));
        if step.reason.trim().is_empty() {
            fail("no reason".into());
        }
        for &mark in &step.premises.marks {
            if !state.holds(mark) {
                fail(format!(
                    "premise {} does not hold",
                    effect_text(state, mark)
                ));
            }
        }
        for &given in &step.premises.givens {
            if !state.is_given(given) {
                fail(format!(
                    "premise {} is not a given",
                    anchor_text(state, given)
                ));
            }
        }
        match &step.kind {
            StepKind::Rule { rule, at } => {
                if let Err(why) = one_finding(rule.id, &step.reason) {
                    fail(why);
                }
                let read: Vec<String> = step
                    .premises
                    .marks
                    .iter()
                    .map(|&m| effect_text(state, m))
                    .collect();
                if let Err(why) = chain_clauses(&step.reason, &read, step.premises.path.len()) {
                    fail(why);
                }
                let rule = find_rule::<P>(rule.id);
                check_rule_step(state, rule, *at, step, check, &mut fail);
                let count = step.premises.marks.len() + step.premises.givens.len();
                let entry = report.premise_counts.entry(rule.record().id).or_default();
                *entry = (entry.0 + 1, entry.1 + count, entry.2.max(count));
            }
            StepKind::Hypothesis {
                assume, steps: sub, ..
            }
            | StepKind::Guess {
                assume,
                steps: sub,
                contradiction: Some(_),
                ..
            } => {
                let unlisted = unlisted_premises(state, &step.premises, sub.iter());
                unlisted.into_iter().for_each(&mut fail);
                let mut trial = state.clone();
                if trial.apply(*assume, &mut touched).is_ok() {
                    walk(&mut trial, sub, &format!("{here}."), check, report);
                }
            }
            StepKind::Guess {
                assume, steps: sub, ..
            } => {
                let _ = state.apply(*assume, &mut touched);
                walk(state, sub, &format!("{here}."), check, report);
                return;
            }
            StepKind::Forcing { cases } => {
                let all = cases.iter().flat_map(|c| c.steps.iter());
                let unlisted = unlisted_premises(state, &step.premises, all);
                unlisted.into_iter().for_each(&mut fail);
                for (n, case) in cases.iter().enumerate() {
                    let mut trial = state.clone();
                    if trial.apply(case.assume, &mut touched).is_ok() {
                        let case_label = format!("{here}.{}.", n + 1);
                        walk(&mut trial, &case.steps, &case_label, check, report);
                    }
                }
            }
        }
        for &effect in &step.effects {
            if state.apply(effect, &mut touched).is_err() {
                return;
            }
        }
    }
}

/// The rules that find one pattern at a time (a corner, a partner clue,
/// a side, a single, a pair, a lock), each with the words their reason
/// says once per pattern: one step, one reason.
const ONE_PATTERN_WORDS: &[(&str, &str)] = &[
    ("one-closed-corner", " corner is closed"),
    ("two-closed-corner", " leaves it at "),
    ("three-closed-corner", " corner is closed"),
    ("one-entered-corner", "a line arrives at "),
    ("two-entered-corner", "a line arrives at "),
    ("three-entered-corner", "a line arrives at "),
    ("three-one-diagonal", "it touches "),
    ("adjacent-threes", " shares a side with "),
    ("diagonal-threes", " touch at one dot"),
    ("colour-sides", " of the loop"),
    ("hidden-single", " fits only "),
    ("hidden-pair", " fit only "),
    ("naked-pair", " can hold only "),
    ("locked-candidates", " fits only in "),
];

/// A step of a rule that finds one pattern at a time tells of exactly one
/// pattern: a reason that tells of two joins findings that should be
/// steps of their own.
fn one_finding(rule: &str, reason: &str) -> Result<(), String> {
    let Some(&(_, words)) = ONE_PATTERN_WORDS.iter().find(|(id, _)| *id == rule) else {
        return Ok(());
    };
    match reason.matches(words).count() {
        1 if !reason.contains("; ") => Ok(()),
        n => Err(format!(
            "its reason tells of {n} patterns ('{words}'), not one: {reason}"
        )),
    }
}

/// A chain's words (a reason of numbered clauses, one a line): numbered
/// from 1 in order, each reading only clauses before it, each mark it
/// names among the premise marks (`read`, in words: "r1c4 left cross"),
/// and as many places named as the step's path holds.
fn chain_clauses(reason: &str, read: &[String], path: usize) -> Result<(), String> {
    if !reason.starts_with("(1) ") {
        return Ok(());
    }
    let mut places = std::collections::BTreeSet::new();
    for (n, clause) in reason.lines().enumerate() {
        let number = format!("({}) ", n + 1);
        let Some(rest) = clause.strip_prefix(&number) else {
            return Err(format!(
                "clause {} is not numbered {number}: {clause}",
                n + 1
            ));
        };
        let (head, _) = rest
            .split_once(": ")
            .ok_or(format!("no ': ' in {clause}"))?;
        let (head, marks) = head.split_once(", with ").unwrap_or((head, ""));
        let (place, from) = head.split_once(", from ").unwrap_or((head, ""));
        places.insert(place.to_string());
        for k in from
            .split([',', ' '])
            .filter(|w| !w.is_empty() && *w != "and")
        {
            let k: usize = k.trim_matches(['(', ')']).parse().unwrap_or(usize::MAX);
            if k > n {
                return Err(format!("clause {} reads ({k}), not before it", n + 1));
            }
        }
        // "r1c4 left and r1c4 top lines, r2c3 top, r3c3 left and r4c4 top
        // crossed": names gather until one ends with what they are.
        let mut names: Vec<&str> = Vec::new();
        for part in marks.split(", ").filter(|p| !p.is_empty()) {
            let ending = [
                (" a line", "line"),
                (" lines", "line"),
                (" crossed", "cross"),
            ]
            .into_iter()
            .find_map(|(end, how)| part.strip_suffix(end).map(|last| (last, how)));
            let Some((last, how)) = ending else {
                names.push(part);
                continue;
            };
            names.extend(last.split(" and "));
            for name in names.drain(..) {
                let said = format!("{name} {how}");
                if !read.contains(&said) {
                    return Err(format!(
                        "clause {} names {said}, not a premise ({})",
                        n + 1,
                        read.join(", ")
                    ));
                }
            }
        }
        if !names.is_empty() {
            return Err(format!("clause {} reads '{marks}'", n + 1));
        }
    }
    if places.len() != path {
        return Err(format!(
            "its clauses name {} places, its path holds {path}",
            places.len()
        ));
    }
    Ok(())
}

fn check_rule_step<P: Puzzle>(
    state: &P,
    rule: &dyn AnyRule<P>,
    at: usize,
    step: &Step<P::Effect>,
    check: &mut PremiseCheck<P>,
    fail: &mut impl FnMut(String),
) {
    if looks_at_whole_grid(state, rule) && at == state.anchor_count() {
        fail("its place is the whole grid".into());
    }
    let run_at = run_anchor(state, rule, at);
    let (givens, marks) = (&step.premises.givens, &step.premises.marks);
    let weakens = check.weakens_givens();
    let mut reaches = |givens: &[usize], marks: &[P::Effect]| {
        check
            .on_givens(givens)
            .rule_reaches(rule, run_at, marks, &step.effects)
    };
    if let Err(why) = reaches(givens, marks) {
        fail(format!("the premises do not suffice: {}", why.0));
        return;
    }
    // A puzzle that cannot weaken its givens names those its rules name.
    if givens.len() <= MINIMIZED_AT_MOST && weakens {
        for i in 0..givens.len() {
            let mut fewer = givens.clone();
            let dropped = fewer.remove(i);
            if reaches(&fewer, marks).is_ok() {
                fail(format!(
                    "not minimal: the rule does without the given at {}",
                    deduce::engine::words::anchor_text(state, dropped)
                ));
                return;
            }
        }
    }
    if marks.len() > MINIMIZED_AT_MOST {
        return;
    }
    for i in 0..marks.len() {
        let mut fewer = marks.clone();
        let dropped = fewer.remove(i);
        if reaches(givens, &fewer).is_ok() {
            fail(format!(
                "not minimal: the rule does without {}",
                effect_text(state, dropped)
            ));
            return;
        }
    }
}

/// The sub-steps' premises that held before the engine step and that it
/// does not list.
fn unlisted_premises<'s, P: Puzzle>(
    state: &P,
    listed: &Premises<P::Effect>,
    sub: impl Iterator<Item = &'s Step<P::Effect>>,
) -> Vec<String> {
    let mut out = Vec::new();
    for step in sub {
        for &mark in &step.premises.marks {
            if state.holds(mark) && !listed.marks.contains(&mark) {
                out.push(format!(
                    "a sub-step reads {}, which the step does not list",
                    effect_text(state, mark)
                ));
            }
        }
    }
    out
}
