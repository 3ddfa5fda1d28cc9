//! Solves the shared corpus sets and prints puzzles per second and the
//! median time per puzzle size, in four modes: the solve alone (as peers'
//! solvers are timed); judge output (solve, verify, draw); with the trace
//! recorded; with the trace recorded and written out as the `--explain`
//! text and the JSON trace.
//!
//! Each puzzle is timed alone, best of three runs (one run when it takes
//! over a second).
//!
//! `nurikabe/peers-side-by-side` lists each puzzle of `nurikabe/peers`
//! with deduce's solve time (best of five) next to the times
//! `peers.times` gives for the other solvers.
//!
//! `cargo bench --bench corpus [-- FILTER]` where FILTER picks sets whose
//! name contains it (e.g. `slink`, `blank-small`). `replay/memory` gives
//! replay's peak memory against the size of the trace it reads;
//! `peers/ratios` deduce's time over the other solvers', per puzzle;
//! `sparse` the open grids with few or no clues; `ratings` (that name
//! alone) the puzzles per rating of every set, with the share solved by
//! rules alone and Loopy's labels against the rating.
//!
//! The corpus has no fully clued grid larger than 18x20, so the set
//! `slink/full-from-medium` numbers every cell of the medium set's answers
//! (up to 30x40), made here from `janko-blank-medium.out`: it shows how the
//! fully clued solve grows with size; and `slink/full-generated` numbers
//! every cell around random loops of 20x20 and 50x50, the sizes peers are
//! measured at (made here from a fixed seed).

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use deduce::engine::{Outcome, Selection, Solver};
use deduce::io::PuzzleIo;
use deduce::io::text::explain;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;
use deduce::style::Style;
use deduce::wire::givens::Givens;
use deduce::wire::json::write_trace;
use random::Lcg;

#[path = "corpus/page_timing.rs"]
mod page_timing;
#[path = "corpus/peer_ratios.rs"]
mod peer_ratios;
#[path = "corpus/pixel_baseline.rs"]
mod pixel_baseline;
#[path = "corpus/pixel_mosaic_class.rs"]
mod pixel_mosaic_class;
#[path = "corpus/pixel_side_by_side.rs"]
mod pixel_side_by_side;
#[path = "../tests/common/random.rs"]
mod random;
#[path = "corpus/ratings.rs"]
mod ratings;
#[path = "corpus/replay_memory.rs"]
mod replay_memory;
#[path = "corpus/sparse.rs"]
mod sparse;
#[path = "../tests/common/tau_b.rs"]
mod tau_b;

const SETS: &[(&str, &str)] = &[
    ("slink/janko-full", "slink/janko-full.in"),
    ("slink/janko-blank-small", "slink/janko-blank-small.in"),
    ("slink/janko-blank-medium", "slink/janko-blank-medium.in"),
];

const SUDOMINOKU_SETS: &[(&str, &str)] = &[
    ("sudominoku/foxtreme", "sudominoku/foxtreme.in"),
    ("sudominoku/gen", "sudominoku/gen.in"),
];

const NURIKABE_SETS: &[(&str, &str)] = &[
    ("nurikabe/janko-judge", "nurikabe/janko-judge.in"),
    ("nurikabe/peers", "nurikabe/peers.in"),
    (
        "nurikabe/janko-general-small",
        "nurikabe/janko-general-small.in",
    ),
    (
        "nurikabe/janko-general-medium",
        "nurikabe/janko-general-medium.in",
    ),
    (
        "nurikabe/janko-general-large",
        "nurikabe/janko-general-large.in",
    ),
];

fn main() {
    let filter = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .unwrap_or_default();
    let pages = "page/slink-50x50";
    if pages.contains(&filter) {
        let generated = generated_fully_clued();
        let big = generated.split("50 50\n").nth(1).expect("a 50x50 puzzle");
        page_timing::run::<Slink>(pages, &format!("50 50\n{big}0 0\n"));
    }
    if "replay/memory".contains(&filter) {
        for side in [300, 1000] {
            let text = replay_memory::pixel_fully_clued(side, 7);
            let name = format!("replay/memory pixel {side}x{side}");
            replay_memory::run("pixel", &name, &text);
        }
        let text = fully_clued_loops(&[(120, 1..=1)]);
        replay_memory::run("slink", "replay/memory slink 120x120", &text);
    }
    if "sparse".contains(&filter) {
        sparse::run();
    }
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    if !corpus.is_dir() {
        println!(
            "corpus not found at {}: nothing to measure",
            corpus.display()
        );
        return;
    }
    if "peers/ratios".contains(&filter) {
        peer_ratios::run(&corpus);
    }
    if filter == "ratings" {
        ratings::run(&corpus);
        return;
    }
    measure_sets::<Slink>(SETS, &corpus, &filter);
    measure_sets::<Nurikabe>(NURIKABE_SETS, &corpus, &filter);
    measure_sets::<SuDominoKu>(SUDOMINOKU_SETS, &corpus, &filter);
    // The pixel corpus holds one puzzle per file: gen-s* up to 10x10,
    // janko-* from 15x15 to 45x40, gen-L* from 20x20 to 100x100.
    for (name, prefix) in [
        ("pixel/gen-small", "gen-s"),
        ("pixel/janko", "janko-"),
        ("pixel/gen-large", "gen-L"),
    ] {
        if name.contains(&filter) {
            measure::<Pixel>(name, &pixel_side_by_side::corpus_text(&corpus, prefix));
        }
    }
    if "pixel/side-by-side".contains(&filter) {
        let puzzles = pixel_side_by_side::corpus_puzzles(&corpus);
        pixel_side_by_side::run("pixel/side-by-side", &puzzles);
    }
    if "pixel/mosaic-class".contains(&filter) {
        pixel_side_by_side::run("pixel/mosaic-class", &pixel_mosaic_class::puzzles());
    }
    let peers = "nurikabe/peers-side-by-side";
    if peers.contains(&filter) {
        side_by_side_with_peers(&corpus);
    }
    let derived = "slink/full-from-medium";
    if derived.contains(&filter) {
        let answers = std::fs::read_to_string(corpus.join("slink/janko-blank-medium.out"))
            .expect("corpus file");
        measure::<Slink>(derived, &fully_clued(&answers));
    }
    let generated = "slink/full-generated";
    if generated.contains(&filter) {
        measure::<Slink>(generated, &generated_fully_clued());
    }
}

/// Measures each of `sets` whose name contains `filter`.
fn measure_sets<P: PuzzleIo + Givens>(sets: &[(&str, &str)], corpus: &Path, filter: &str) {
    for (name, file) in sets.iter().filter(|(name, _)| name.contains(filter)) {
        let text = std::fs::read_to_string(corpus.join(file)).expect("corpus file");
        measure::<P>(name, &text);
    }
}

/// A random loop on a `size` x `size` grid, as the region it encloses:
/// grown cell by cell from the middle, never leaving a hole and never
/// letting two region cells meet only at a corner (the loop would touch
/// itself there). A fixed linear congruential generator keeps it the same
/// every run.
fn random_region(size: usize, seed: u64) -> Vec<bool> {
    let mut random = Lcg::new(seed);
    let mut next = move |bound: usize| random.below(bound);
    let at = |r: usize, c: usize| r * size + c;
    let mut inside = vec![false; size * size];
    inside[at(size / 2, size / 2)] = true;
    let target = size * size / 2;
    let mut count = 1;
    let mut tries = 0;
    while count < target && tries < 200 * size * size {
        tries += 1;
        let (r, c) = (next(size), next(size));
        if inside[at(r, c)] {
            continue;
        }
        let beside = [(0, 1), (2, 1), (1, 0), (1, 2)].iter().any(|&(dr, dc)| {
            r + dr >= 1
                && c + dc >= 1
                && r + dr - 1 < size
                && c + dc - 1 < size
                && inside[at(r + dr - 1, c + dc - 1)]
        });
        if !beside {
            continue;
        }
        inside[at(r, c)] = true;
        if pinched(&inside, size, r, c) || has_hole(&inside, size) {
            inside[at(r, c)] = false;
        } else {
            count += 1;
        }
    }
    inside
}

/// Whether (r, c), which may lie outside the `size` x `size` grid, is in
/// the region.
fn inside_at(inside: &[bool], size: usize, r: isize, c: isize) -> bool {
    r >= 0
        && c >= 0
        && (r as usize) < size
        && (c as usize) < size
        && inside[r as usize * size + c as usize]
}

/// Two region cells meeting only at a corner of (r, c)'s 2x2 blocks.
fn pinched(inside: &[bool], size: usize, r: usize, c: usize) -> bool {
    let get = |r: isize, c: isize| inside_at(inside, size, r, c);
    let (r, c) = (r as isize, c as isize);
    [(-1, -1), (-1, 0), (0, -1), (0, 0)]
        .iter()
        .any(|&(dr, dc)| {
            let (a, b, x, y) = (
                get(r + dr, c + dc),
                get(r + dr + 1, c + dc + 1),
                get(r + dr, c + dc + 1),
                get(r + dr + 1, c + dc),
            );
            (a && b && !x && !y) || (x && y && !a && !b)
        })
}

/// Some outside cell cannot reach the grid's edge.
fn has_hole(inside: &[bool], size: usize) -> bool {
    let mut seen = vec![false; size * size];
    let mut stack: Vec<usize> = (0..size * size)
        .filter(|&i| {
            !inside[i]
                && (i / size == 0 || i % size == 0 || i / size == size - 1 || i % size == size - 1)
        })
        .collect();
    stack.iter().for_each(|&i| seen[i] = true);
    while let Some(i) = stack.pop() {
        let (r, c) = (i / size, i % size);
        let around = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (nr, nc) in around {
            if nr < size && nc < size && !inside[nr * size + nc] && !seen[nr * size + nc] {
                seen[nr * size + nc] = true;
                stack.push(nr * size + nc);
            }
        }
    }
    (0..size * size).any(|i| !inside[i] && !seen[i])
}

/// Judge input numbering every cell around random loops.
fn generated_fully_clued() -> String {
    fully_clued_loops(&[(20, 1..=5), (50, 1..=5)])
}

/// Judge input numbering every cell around random loops, `size` x `size`
/// for each seed.
fn fully_clued_loops(sizes: &[(usize, std::ops::RangeInclusive<u64>)]) -> String {
    let mut input = String::new();
    for (size, seeds) in sizes.iter().cloned() {
        for seed in seeds {
            let inside = random_region(size, seed);
            let cell = |r: isize, c: isize| inside_at(&inside, size, r, c);
            input.push_str(&format!("{size} {size}\n"));
            for r in 0..size as isize {
                let row: Vec<String> = (0..size as isize)
                    .map(|c| {
                        let around = [
                            cell(r - 1, c),
                            cell(r + 1, c),
                            cell(r, c - 1),
                            cell(r, c + 1),
                        ];
                        around
                            .iter()
                            .filter(|&&n| n != cell(r, c))
                            .count()
                            .to_string()
                    })
                    .collect();
                input.push_str(&row.join(" "));
                input.push('\n');
            }
        }
    }
    input.push_str("0 0\n");
    input
}

/// Judge input numbering every cell of the answers in a slink judge output.
fn fully_clued(answers: &str) -> String {
    let mut input = String::new();
    let mut drawings: Vec<String> = Vec::new();
    for line in answers.lines() {
        if line.chars().all(|c| c.is_ascii_digit()) {
            drawings.push(String::new());
        } else if let Some(drawing) = drawings.last_mut() {
            drawing.push_str(line);
            drawing.push('\n');
        }
    }
    for drawing in drawings {
        let answer = Slink::from_progress(&drawing)
            .expect("a judge drawing")
            .answer();
        input.push_str(&format!("{} {}\n", answer.rows, answer.cols));
        for r in 0..answer.rows {
            let row: Vec<String> = (0..answer.cols)
                .map(|c| {
                    let sides = [
                        answer.across(r, c),
                        answer.across(r + 1, c),
                        answer.down(r, c),
                        answer.down(r, c + 1),
                    ];
                    sides.iter().filter(|&&x| x).count().to_string()
                })
                .collect();
            input.push_str(&row.join(" "));
            input.push('\n');
        }
    }
    input.push_str("0 0\n");
    input
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    SolveOnly,
    JudgeOnly,
    TraceRecorded,
    TraceWritten,
}

/// The solver for `mode`, built once for a set as `deduce solve` builds
/// one for a whole input.
fn solver_for<P: PuzzleIo>(mode: Mode) -> Solver<P> {
    let record = matches!(mode, Mode::TraceRecorded | Mode::TraceWritten);
    Solver::<P>::new(&Selection::all::<P>(), record)
}

/// Times one solve of `puzzle` by `solver` (from `solver_for(mode)`),
/// including the judge output (verified).
fn time_one<P: PuzzleIo + Givens>(solver: &Solver<P>, puzzle: &P, mode: Mode) -> (Duration, bool) {
    let started = Instant::now();
    let mut state = puzzle.clone();
    let trace = solver.solve(&mut state);
    if mode == Mode::SolveOnly {
        return (started.elapsed(), trace.outcome == Outcome::Solved);
    }
    let output = state.judge_output(1);
    let ok = trace.outcome == Outcome::Solved && output.is_ok();
    if mode == Mode::TraceWritten {
        let text = explain(puzzle, 1, &trace, Style::PLAIN, false);
        let mut json = String::new();
        write_trace(puzzle, &trace, &state, &mut json);
        std::hint::black_box((text, json));
    }
    let _ = std::hint::black_box(output);
    (started.elapsed(), ok)
}

fn measure<P: PuzzleIo + Givens>(name: &str, text: &str) {
    let puzzles: Vec<P> = P::parse_batch(text, false)
        .items
        .into_iter()
        .filter_map(Result::ok)
        .collect();
    for mode in [
        Mode::SolveOnly,
        Mode::JudgeOnly,
        Mode::TraceRecorded,
        Mode::TraceWritten,
    ] {
        let solver = solver_for::<P>(mode);
        let mut by_size: BTreeMap<(usize, String), Vec<Duration>> = BTreeMap::new();
        let mut total = Duration::ZERO;
        let mut failed = 0;
        let mut each = Vec::new();
        for (case, puzzle) in puzzles.iter().enumerate() {
            // The best of three runs: this shared machine's noise only adds.
            // A solve of over a second is timed once: noise is small beside it.
            let first = time_one(&solver, puzzle, mode);
            let (elapsed, ok) = if first.0 > Duration::from_secs(1) {
                first
            } else {
                (0..2)
                    .map(|_| time_one(&solver, puzzle, mode))
                    .chain([first])
                    .min_by_key(|(t, _)| *t)
                    .unwrap()
            };
            failed += usize::from(!ok);
            total += elapsed;
            each.push((elapsed, case + 1));
            let size = puzzle.size_text();
            let cells = size
                .split('x')
                .map(|n| n.parse::<usize>().unwrap_or(0))
                .product();
            by_size.entry((cells, size)).or_default().push(elapsed);
        }
        let mode = match mode {
            Mode::SolveOnly => "solve only",
            Mode::JudgeOnly => "judge output only",
            Mode::TraceRecorded => "trace recorded",
            Mode::TraceWritten => "trace written as text and JSON",
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
        let over = |limit_ms: f64| {
            by_size
                .values()
                .flatten()
                .filter(|t| t.as_secs_f64() * 1e3 > limit_ms)
                .count()
        };
        println!(
            "  over 1 ms: {}, over 10 ms: {}, over 1 s: {}",
            over(1.0),
            over(10.0),
            over(1000.0)
        );
        // The slowest cases by number (1-based, in file order), so a slow
        // puzzle can be found and profiled alone.
        each.sort_by(|a, b| b.cmp(a));
        let slowest: Vec<String> = each
            .iter()
            .take(5)
            .map(|(t, case)| format!("case {case} {:.3} ms", t.as_secs_f64() * 1e3))
            .collect();
        println!("  slowest: {}", slowest.join(", "));
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

/// Each peers puzzle: deduce's solve alone (best of five) beside the
/// fastest peer's time from `peers.times`, and the ratio.
fn side_by_side_with_peers(corpus: &Path) {
    let read = |name: &str| std::fs::read_to_string(corpus.join(name)).expect("corpus file");
    let puzzles: Vec<Nurikabe> = Nurikabe::parse_batch(&read("nurikabe/peers.in"), false)
        .items
        .into_iter()
        .filter_map(Result::ok)
        .collect();
    let ids = read("nurikabe/peers.ids");
    let times = read("nurikabe/peers.times");
    println!("nurikabe/peers-side-by-side (solve only, best of 5):");
    println!(
        "  {:<28} {:>6} {:>10} {:>10} {:>10} {:>7}",
        "puzzle", "size", "deduce", "semiexp", "stl", "semiexp/deduce"
    );
    let solver = solver_for::<Nurikabe>(Mode::SolveOnly);
    for (puzzle, id) in puzzles.iter().zip(ids.lines()) {
        let name = id.trim_end_matches(".txt");
        let best = (0..5)
            .map(|_| time_one(&solver, puzzle, Mode::SolveOnly).0)
            .min()
            .unwrap_or_default();
        let ms = best.as_secs_f64() * 1e3;
        // `name size 2.0 ms 42.4 ms 1.00 s`: value and unit pairs.
        let row: Vec<&str> = times
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .map(|l| l.split_whitespace().collect())
            .unwrap_or_default();
        let peer_ms = |at: usize| -> Option<f64> {
            let value: f64 = row.get(at)?.parse().ok()?;
            match *row.get(at + 1)? {
                "ms" => Some(value),
                "s" => Some(value * 1e3),
                _ => None,
            }
        };
        let (semiexp, stl) = (peer_ms(2), peer_ms(4));
        let shown = |t: Option<f64>| t.map_or("?".to_string(), |t| format!("{t:.2} ms"));
        println!(
            "  {:<28} {:>6} {:>7.2} ms {:>10} {:>10} {:>7}",
            name,
            puzzle.size_text(),
            ms,
            shown(semiexp),
            shown(stl),
            semiexp.map_or("?".to_string(), |t| format!("{:.1}x", t / ms))
        );
    }
}
