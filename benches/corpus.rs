//! Solves the shared corpus sets and prints puzzles per second and the
//! median time per puzzle size, for judge output alone and with the trace
//! (text explanation and JSON) built as well.
//!
//! `cargo bench --bench corpus [-- FILTER]` where FILTER picks sets whose
//! name contains it (e.g. `slink`, `blank-small`).

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use deduce::engine::json::trace_json;
use deduce::engine::text::explain;
use deduce::engine::{Outcome, PuzzleIo, Selection, Solver};
use deduce::puzzles::slink::Slink;
use deduce::style::Style;

const SETS: &[(&str, &str)] = &[
    ("slink/janko-full", "slink/janko-full.in"),
    ("slink/janko-blank-small", "slink/janko-blank-small.in"),
    ("slink/janko-blank-medium", "slink/janko-blank-medium.in"),
];

fn main() {
    let filter = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .unwrap_or_default();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    if !corpus.is_dir() {
        println!(
            "corpus not found at {}: nothing to measure",
            corpus.display()
        );
        return;
    }
    for (name, file) in SETS.iter().filter(|(name, _)| name.contains(&filter)) {
        let text = std::fs::read_to_string(corpus.join(file)).expect("corpus file");
        measure::<Slink>(name, &text);
    }
}

/// Times one solve of `puzzle` (judge output alone, or with the trace).
fn time_one<P: PuzzleIo>(puzzle: &P, with_trace: bool) -> (Duration, bool) {
    let started = Instant::now();
    let selection = Selection::all::<P>();
    let solver = Solver::<P>::new(&selection, with_trace);
    let mut state = puzzle.clone();
    let trace = solver.solve(&mut state);
    let ok = trace.outcome == Outcome::Solved && state.judge_output(1).is_ok();
    if with_trace {
        let text = explain(puzzle, 1, &trace, Style::PLAIN);
        let json = serde_json::to_string(&trace_json(puzzle, &trace, &state)).unwrap();
        std::hint::black_box((text, json));
    }
    (started.elapsed(), ok)
}

fn measure<P: PuzzleIo>(name: &str, text: &str) {
    let puzzles: Vec<P> = P::parse_batch(text, false)
        .items
        .into_iter()
        .filter_map(Result::ok)
        .collect();
    for with_trace in [false, true] {
        let mut by_size: BTreeMap<(usize, String), Vec<Duration>> = BTreeMap::new();
        let mut total = Duration::ZERO;
        let mut failed = 0;
        for puzzle in &puzzles {
            let (elapsed, ok) = time_one(puzzle, with_trace);
            failed += usize::from(!ok);
            total += elapsed;
            let size = puzzle.size_text();
            let cells = size
                .split('x')
                .map(|n| n.parse::<usize>().unwrap_or(0))
                .product();
            by_size.entry((cells, size)).or_default().push(elapsed);
        }
        let mode = if with_trace {
            "with trace"
        } else {
            "judge only"
        };
        println!(
            "{name} ({mode}): {} puzzles in {:.3} s, {:.1} puzzles/s{}",
            puzzles.len(),
            total.as_secs_f64(),
            puzzles.len() as f64 / total.as_secs_f64(),
            if failed > 0 {
                format!(", {failed} NOT SOLVED")
            } else {
                String::new()
            }
        );
        for ((_, size), mut times) in by_size {
            times.sort();
            let median = times[times.len() / 2];
            let max = times[times.len() - 1];
            println!(
                "  {size:>7}: {:>4} puzzles, median {:>9.3} ms, max {:>9.3} ms",
                times.len(),
                median.as_secs_f64() * 1e3,
                max.as_secs_f64() * 1e3
            );
        }
    }
}
