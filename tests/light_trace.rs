//! A recorded solve keeps a light trace (rules, anchors, effects, the
//! shape of its hypotheses, forcings and guesses) and works out premises
//! and reasons afterwards, for the steps someone reads. Explained so,
//! the trace is the one a solve that explains as it goes records, and
//! the one the golden cases hold; and explaining only the first steps
//! (as a hint does) explains them as the whole trace does.

use crate::common;

use std::path::Path;

use deduce::engine::{Selection, Solver, Step, StepKind, Trace, explain_steps, explain_trace};
use deduce::io::PuzzleIo;
use deduce::puzzles::{nurikabe::Nurikabe, pixel::Pixel, slink::Slink, sudominoku::SuDominoKu};
use deduce::wire::givens::Givens;
use deduce::wire::json::write_trace;

use common::golden::{cases, extra_args};
use common::read;

/// Every step of `steps`, and of the steps inside them, in order.
fn every_step<E>(steps: &[Step<E>]) -> Vec<&Step<E>> {
    let mut out = Vec::new();
    for step in steps {
        out.push(step);
        match &step.kind {
            StepKind::Rule { .. } => {}
            StepKind::Hypothesis { steps, .. } | StepKind::Guess { steps, .. } => {
                out.extend(every_step(steps))
            }
            StepKind::Forcing { cases } => {
                cases.iter().for_each(|c| out.extend(every_step(&c.steps)))
            }
        }
    }
    out
}

/// Checks the golden cases of one puzzle; returns the ids of the engine
/// steps (hypothesis, forcing, guess) their traces hold.
fn check_kind<P: PuzzleIo + Givens>(kind: &str) -> Vec<&'static str> {
    let solver = Solver::<P>::new(&Selection::all::<P>(), true);
    let explaining = Solver::<P>::new(&Selection::all::<P>(), true).explaining();
    let mut engine_steps = Vec::new();
    for input in cases(kind, 4) {
        let name = input.display().to_string();
        let items = P::parse_batch(&read(&input), false).items;
        let start = items.into_iter().next().unwrap().unwrap();
        let mut end = start.clone();
        let light = solver.solve(&mut end);
        assert!(
            light.steps.iter().any(|s| s.unexplained.is_some()),
            "{name}: the recorded trace is light"
        );
        let mut full = light.clone();
        explain_trace(&start, &mut full);
        let as_it_goes = explaining.solve(&mut start.clone());
        assert!(
            full == as_it_goes,
            "{name}: explained afterwards as it goes"
        );
        let explained = every_step(&full.steps);
        assert!(
            explained.iter().all(|s| s.unexplained.is_none()),
            "{name}: every step, nested ones too, is explained"
        );
        engine_steps.extend(
            explained
                .iter()
                .map(|s| s.rule_id())
                .filter(|id| P::rules().iter().all(|r| r.record().id != *id)),
        );
        if extra_args(&input).is_empty() {
            same_as_golden(&start, &full, &end, &input);
        }
        same_when_stopped::<P>(&start, &light, &name);
        for count in 1..=light.steps.len() {
            let mut some = light.clone();
            explain_steps(&start, &mut some.steps, count);
            assert_eq!(
                some.steps[..count],
                full.steps[..count],
                "{name}: the first {count} steps explained alone"
            );
        }
    }
    engine_steps
}

/// A recorded solve told to stop after `count` steps (as a hint stops
/// after one) takes the first `count` steps of the whole solve, and stops
/// there unless they are not yet standing (under a guess that may fail):
/// tried at the start and after each hypothesis, forcing or guess.
fn same_when_stopped<P: PuzzleIo + Givens>(start: &P, whole: &Trace<P::Effect>, name: &str) {
    let engine_step = |s: &Step<P::Effect>| !matches!(s.kind, StepKind::Rule { .. });
    let counts = std::iter::once(1).chain(
        (0..whole.steps.len())
            .filter(|&i| engine_step(&whole.steps[i]))
            .flat_map(|i| [i + 1, i + 2]),
    );
    for count in counts.filter(|&c| c <= whole.steps.len()) {
        let stopping = Solver::<P>::new(&Selection::all::<P>(), true).stopping_after(count);
        let stopped = stopping.solve(&mut start.clone());
        assert!(
            stopped.steps.len() >= count && stopped.steps[..count] == whole.steps[..count],
            "{name}: a solve stopped after {count} steps took the whole solve's first {count}"
        );
        // The rules run to a standstill before it stops, but no round of
        // hypotheses after that does.
        let held_guess = whole.steps[..count].iter().any(|s| {
            matches!(
                &s.kind,
                StepKind::Guess {
                    contradiction: None,
                    ..
                }
            )
        });
        let rounds_after = stopped.steps.len() < whole.steps.len()
            && whole.steps[stopped.steps.len()..].iter().any(engine_step);
        let engine_steps_after = whole.steps[count..].iter().any(engine_step);
        assert!(
            held_guess || !engine_steps_after || rounds_after,
            "{name}: a solve stopped after {count} steps went on to the end"
        );
    }
}

/// The trace, explained, written as `solve --json` writes it, is the
/// golden case's.
fn same_as_golden<P: PuzzleIo + Givens>(
    start: &P,
    trace: &Trace<P::Effect>,
    end: &P,
    input: &Path,
) {
    let mut json = String::from("[\n");
    write_trace(start, trace, end, &mut json);
    json.push_str("\n]\n");
    let golden = read(&input.with_extension("json"));
    assert!(json == golden, "{}: not the golden trace", input.display());
}

fn check_all<P: PuzzleIo + Givens>(kind: &str) {
    let engine_steps = check_kind::<P>(kind);
    assert!(
        engine_steps.contains(&"hypothesis"),
        "{kind}: the cases hold a hypothesis, explained from its sub-steps ({engine_steps:?})"
    );
}

#[test]
fn slink_light_traces_explain_as_the_golden_ones() {
    check_all::<Slink>("slink");
}

#[test]
fn nurikabe_light_traces_explain_as_the_golden_ones() {
    check_all::<Nurikabe>("nurikabe");
}

#[test]
fn pixel_light_traces_explain_as_the_golden_ones() {
    check_all::<Pixel>("pixel");
}

#[test]
fn sudominoku_light_traces_explain_as_the_golden_ones() {
    check_all::<SuDominoKu>("sudominoku");
}
