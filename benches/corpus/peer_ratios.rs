//! `peers/ratios`: deduce against the other solvers, per puzzle, on the
//! corpus puzzles `corpus/peers/*.tsv` timed them on: Simon Tatham's Loopy
//! (Slitherlink) and Mosaic (Fill-a-Pix) solvers, semiexp's Nurikabe
//! solver. deduce's time is judge output (solve, verify, draw) in this
//! process, start-up left out as the peers' is; the ratio is deduce's
//! time over the peer's, on the puzzles the peer finished. Per set: how
//! many, the median and largest ratio, how many over 2, the worst puzzle,
//! and the median cost of recording the trace (recorded / judge output).
//!
//! The peers' times were taken on another day on this kind of machine;
//! deduce's are taken now, so a ratio moves with the machine's load.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use deduce::io::PuzzleIo;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::wire::givens::Givens;

use super::{Mode, solver_for, time_one};

/// One puzzle a peer was timed on.
struct PeerRow {
    set: String,
    /// The corpus file holding the puzzle, and its place there from 0.
    file: String,
    index: usize,
    name: String,
    /// `RxC`, to check the puzzle found is the one the peer was timed on.
    size: String,
    /// The peer's solve, in seconds, when it finished the puzzle.
    peer: Option<f64>,
}

/// The rows of a peers file, by its header's column names: `finished`
/// says whether the peer's status column means it finished.
fn rows(
    text: &str,
    status: &str,
    seconds: &str,
    finished: &str,
    locate: impl Fn(&str, &str) -> (String, usize),
) -> Vec<PeerRow> {
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).expect(name);
    let (set, puzzle, size) = (column("set"), column("puzzle"), column("size"));
    let (status, seconds) = (column(status), column(seconds));
    lines
        .map(|line| line.split('\t').collect::<Vec<_>>())
        .filter(|fields| fields.len() == header.len())
        .map(|fields| {
            let (file, index) = locate(fields[set], fields[puzzle]);
            let peer = (fields[status] == finished)
                .then(|| fields[seconds].parse().ok())
                .flatten();
            PeerRow {
                set: fields[set].to_string(),
                file,
                index,
                name: fields[puzzle].to_string(),
                size: fields[size].to_string(),
                peer,
            }
        })
        .collect()
}

/// The time of one judge-output solve of `puzzle` in `mode`: runs enough
/// times to last 20 ms (once when one run takes longer), best of three
/// such rounds.
fn seconds_per_solve<P: PuzzleIo + Givens>(puzzle: &P, mode: Mode) -> f64 {
    let solver = solver_for::<P>(mode);
    let once = time_one(&solver, puzzle, mode).0;
    if once > Duration::from_millis(200) {
        return once.as_secs_f64();
    }
    let runs =
        (Duration::from_millis(20).as_nanos() / once.as_nanos().max(1)).clamp(1, 2000) as u32;
    (0..3)
        .map(|_| {
            let started = Instant::now();
            for _ in 0..runs {
                std::hint::black_box(time_one(&solver, puzzle, mode));
            }
            started.elapsed().as_secs_f64() / f64::from(runs)
        })
        .fold(f64::INFINITY, f64::min)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    match values.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => values[n / 2],
        n => (values[n / 2 - 1] + values[n / 2]) / 2.0,
    }
}

/// Times deduce on every row the peer finished and prints a line per set.
fn compare<P: PuzzleIo + Givens>(
    puzzle_name: &str,
    peer_name: &str,
    corpus: &Path,
    rows: &[PeerRow],
) {
    let mut files: BTreeMap<&str, Vec<Option<P>>> = BTreeMap::new();
    let mut sets: BTreeMap<&str, Vec<(f64, f64, &str)>> = BTreeMap::new();
    for row in rows {
        // A time of zero is below the peer's clock: no ratio.
        let Some(peer) = row.peer.filter(|&s| s > 0.0) else {
            continue;
        };
        let puzzles = files.entry(&row.file).or_insert_with(|| {
            let text = std::fs::read_to_string(corpus.join(&row.file)).expect("corpus file");
            P::parse_batch(&text, false)
                .items
                .into_iter()
                .map(Result::ok)
                .collect()
        });
        let Some(Some(puzzle)) = puzzles
            .get(row.index)
            .filter(|p| p.as_ref().is_some_and(|p| p.size_text() == row.size))
        else {
            println!("  {} ({}): not in {}", row.name, row.size, row.file);
            continue;
        };
        let judge = seconds_per_solve(puzzle, Mode::JudgeOnly);
        if std::env::var_os("PEERS_EACH").is_some() {
            println!(
                "  {} {:.1} us / {:.1} us",
                row.name,
                judge * 1e6,
                peer * 1e6
            );
        }
        let recorded = seconds_per_solve(puzzle, Mode::TraceRecorded);
        sets.entry(&row.set)
            .or_default()
            .push((judge / peer, recorded / judge, &row.name));
    }
    println!(
        "peers/ratios {puzzle_name}: deduce's judge output / {peer_name}'s solve, per puzzle it finished"
    );
    println!(
        "  {:<22} {:>6} {:>8} {:>8} {:>6}  {:<28} {:>9}",
        "set", "count", "median", "largest", "over 2", "worst", "recorded"
    );
    for (set, results) in &sets {
        let mut ratios: Vec<f64> = results.iter().map(|r| r.0).collect();
        let mut recorded: Vec<f64> = results.iter().map(|r| r.1).collect();
        let worst = results
            .iter()
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map_or("", |r| r.2);
        let largest = ratios.iter().copied().fold(0.0, f64::max);
        let over = ratios.iter().filter(|&&r| r > 2.0).count();
        println!(
            "  {:<22} {:>6} {:>7.2}x {:>7.2}x {:>6}  {:<28} {:>8.2}x",
            set,
            ratios.len(),
            median(&mut ratios),
            largest,
            over,
            worst,
            median(&mut recorded)
        );
    }
}

pub fn run(corpus: &Path) {
    let peers = |name: &str| std::fs::read_to_string(corpus.join("peers").join(name));
    // `janko-full-12` is the 12th puzzle timed of `slink/janko-full.in`,
    // which the peers timed every 5th of (their README): its 56th.
    let sampled = |set: &str, puzzle: &str| {
        let every = match set {
            "janko-full" => 5,
            "janko-blank-small" => 4,
            _ => 1,
        };
        let n: usize = puzzle
            .rsplit('-')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        (format!("slink/{set}.in"), n.saturating_sub(1) * every)
    };
    match peers("slink.tsv") {
        Ok(text) => {
            let rows = rows(&text, "tatham_status", "tatham_solve_s", "solved", sampled);
            compare::<Slink>("slink", "Loopy", corpus, &rows);
        }
        Err(e) => println!("peers/ratios slink: {e}"),
    }
    match peers("pixel.tsv") {
        Ok(text) => {
            // One puzzle per file: `gen-L0-20x20` is `pixel/gen-L0-20x20.in`.
            let locate = |_: &str, puzzle: &str| (format!("pixel/{puzzle}.in"), 0);
            let rows = rows(&text, "tatham_status", "tatham_solve_s", "solved", locate);
            compare::<Pixel>("pixel", "Mosaic", corpus, &rows);
        }
        Err(e) => println!("peers/ratios pixel: {e}"),
    }
    match peers("nurikabe.tsv") {
        Ok(text) => {
            // `001_102_4x4` is the first puzzle of its set's file.
            let locate = |set: &str, puzzle: &str| {
                let n: usize = puzzle
                    .split('_')
                    .next()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0);
                (format!("nurikabe/{set}.in"), n.saturating_sub(1))
            };
            let rows = rows(&text, "semiexp_status", "semiexp_solve_s", "ok", locate);
            compare::<Nurikabe>("nurikabe", "semiexp", corpus, &rows);
        }
        Err(e) => println!("peers/ratios nurikabe: {e}"),
    }
}
