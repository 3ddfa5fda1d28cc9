//! `pixel/side-by-side`: per grid size, deduce's solve with its trace
//! recorded beside the editorial's row-major search (`pixel_baseline`) and
//! the times measured for Simon Tatham's Mosaic solver on this kind of
//! machine. The baseline gets `BASELINE_SECONDS` per puzzle; once it gives
//! up on a size, larger sizes are not tried (its search only grows with
//! the grid), and the table says so.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use deduce::io::PuzzleIo;
use deduce::puzzles::pixel::Pixel;

use super::pixel_baseline::{self, Outcome};
use super::{Mode, solver_for, time_one};

const BASELINE_SECONDS: u64 = 60;

/// Tatham's Mosaic solver, per size, in ms.
const MOSAIC_MS: &[(&str, f64)] = &[
    ("10x10", 0.05),
    ("20x20", 0.3),
    ("30x30", 1.8),
    ("50x50", 6.8),
];

/// Times `puzzles` (each with its name), the set named `name`, size by
/// size, and names the puzzles the baseline solved faster.
pub fn run(name: &str, puzzles: &[(String, Pixel)]) {
    let mut by_size: BTreeMap<(usize, String), Vec<&(String, Pixel)>> = BTreeMap::new();
    for named in puzzles {
        let key = (named.1.board.cells(), named.1.size_text());
        by_size.entry(key).or_default().push(named);
    }
    let mut slower = Vec::new();
    println!(
        "{name} (deduce: trace recorded, best of 3; baseline: one run, {BASELINE_SECONDS} s each at most):"
    );
    println!(
        "  {:>7} {:>5} {:>12} {:>12} {:>14} {:>9} {:>8} {:>9}",
        "size", "count", "deduce med", "deduce max", "baseline med", "ratio", "faster", "Mosaic"
    );
    let solver = solver_for::<Pixel>(Mode::TraceRecorded);
    let mut gave_up_at: Option<String> = None;
    for ((_, size), list) in by_size {
        let each: Vec<Duration> = list
            .iter()
            .map(|(_, p)| {
                (0..3)
                    .map(|_| time_one(&solver, p, Mode::TraceRecorded).0)
                    .min()
                    .unwrap_or_default()
            })
            .collect();
        let ours = sorted(&each);
        let ours_median = ours[ours.len() / 2].as_secs_f64() * 1e3;
        let ours_max = ours[ours.len() - 1].as_secs_f64() * 1e3;
        let (baseline, ratio, faster) = match &gave_up_at {
            Some(smaller) => (
                format!("not tried (gave up at {smaller})"),
                String::new(),
                String::new(),
            ),
            None => match baseline_times(&list) {
                Ok(times) => {
                    // Puzzle by puzzle, not only the medians.
                    let wins = each.iter().zip(&times).filter(|(o, b)| o < b).count();
                    for (((puzzle, _), ours), theirs) in list.iter().zip(&each).zip(&times) {
                        if ours >= theirs {
                            slower.push(format!(
                                "{puzzle} ({:.3} ms, baseline {:.3} ms)",
                                ours.as_secs_f64() * 1e3,
                                theirs.as_secs_f64() * 1e3
                            ));
                        }
                    }
                    let times = sorted(&times);
                    let median = times[times.len() / 2].as_secs_f64() * 1e3;
                    (
                        format!("{median:.3} ms"),
                        format!("{:.1}x", median / ours_median),
                        format!("{wins}/{}", list.len()),
                    )
                }
                Err(why) => {
                    gave_up_at = Some(size.clone());
                    (why, String::new(), String::new())
                }
            },
        };
        let mosaic = MOSAIC_MS
            .iter()
            .find(|(s, _)| *s == size)
            .map_or(String::new(), |(_, ms)| format!("{ms:.2} ms"));
        println!(
            "  {size:>7} {:>5} {ours_median:>9.3} ms {ours_max:>9.3} ms {baseline:>14} {ratio:>9} {faster:>8} {mosaic:>9}",
            list.len(),
        );
    }
    if !slower.is_empty() {
        println!(
            "  the baseline was as fast or faster on: {}",
            slower.join(", ")
        );
    }
}

fn sorted(times: &[Duration]) -> Vec<Duration> {
    let mut times = times.to_vec();
    times.sort();
    times
}

/// The baseline's time on each puzzle, each answer checked against
/// deduce's; an error when it gives up on one (or disagrees).
fn baseline_times(list: &[&(String, Pixel)]) -> Result<Vec<Duration>, String> {
    let mut times = Vec::new();
    for (_, p) in list {
        let deadline = Instant::now() + Duration::from_secs(BASELINE_SECONDS);
        let started = Instant::now();
        let outcome = pixel_baseline::solve(p.board.rows, p.board.cols, &p.board.clues, deadline);
        let elapsed = started.elapsed();
        match outcome {
            Outcome::Solved(black) => {
                let answer: String = black
                    .chunks(p.board.cols)
                    .map(|row| {
                        let mut line: String =
                            row.iter().map(|&b| if b { '1' } else { '0' }).collect();
                        line.push('\n');
                        line
                    })
                    .collect();
                let mut ours = p.clone();
                let selection = deduce::engine::Selection::all::<Pixel>();
                deduce::engine::Solver::<Pixel>::new(&selection, false).solve(&mut ours);
                if ours.judge_output(1).ok() != Some(answer) {
                    return Err("answers differ".to_string());
                }
            }
            Outcome::NoAnswer => return Err("found no answer".to_string()),
            Outcome::GaveUp => {
                return Err(format!("over {BASELINE_SECONDS} s"));
            }
        }
        times.push(elapsed);
    }
    Ok(times)
}

/// The names of the files of `corpus/pixel` starting with `prefix`, in
/// name order.
fn corpus_files(corpus: &Path, prefix: &str) -> Vec<String> {
    let mut names: Vec<_> = std::fs::read_dir(corpus.join("pixel"))
        .expect("corpus/pixel")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with(prefix) && n.ends_with(".in"))
        .collect();
    names.sort();
    names
}

fn read_corpus_file(corpus: &Path, name: &str) -> String {
    std::fs::read_to_string(corpus.join("pixel").join(name)).expect("corpus file")
}

/// Every puzzle of the files of `corpus/pixel` starting with `prefix`,
/// file by file in name order.
pub fn corpus_text(corpus: &Path, prefix: &str) -> String {
    corpus_files(corpus, prefix)
        .iter()
        .map(|n| read_corpus_file(corpus, n))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every puzzle of `corpus/pixel`, named by its file (the unreadable left
/// out).
pub fn corpus_puzzles(corpus: &Path) -> Vec<(String, Pixel)> {
    corpus_files(corpus, "")
        .into_iter()
        .flat_map(|name| {
            let text = read_corpus_file(corpus, &name);
            let stem = name.trim_end_matches(".in").to_string();
            Pixel::parse_batch(&text, false)
                .items
                .into_iter()
                .filter_map(Result::ok)
                .map(move |p| (stem.clone(), p))
        })
        .collect()
}
