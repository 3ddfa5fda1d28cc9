//! Time per generated puzzle, per puzzle, size and tier: what
//! `deduce generate` costs, proof included (each puzzle is read back,
//! solved, graded and searched for a second answer before it counts).
//!
//! `cargo bench --bench generate [-- FILTER]`, FILTER a part of a row's
//! name (`slink`, `30x30`, `hypothesis`). Seeds are fixed, so a run
//! makes the same puzzles each time; a row reports the median and the
//! slowest puzzle and the draws per puzzle.

use std::time::Instant;

use deduce::engine::Tier;
use deduce::io::generate::{Generate, Keep, Order, Rng, Symmetry};
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;
use deduce::tools::generate::make;

const TIERS: [Tier; 4] = [
    Tier::Basic,
    Tier::Intermediate,
    Tier::Advanced,
    Tier::Hypothesis,
];

fn main() {
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    println!("| puzzle | size | tier | puzzles | median | slowest | tries each |");
    println!("|---|---|---|---|---|---|---|");
    let run = |name: &str,
               size: usize,
               tier: Tier,
               count: u64,
               bench: fn(&Order, u64) -> (f64, usize)| {
        let row = format!("{name} {size}x{size} {}", tier.name());
        if filter.as_ref().is_some_and(|f| !row.contains(f.as_str())) {
            return;
        }
        let order = Order {
            rows: size,
            cols: size,
            tier,
            keep: Keep::Fewest,
            symmetry: Symmetry::None,
            largest: None,
            rules: Vec::new(),
            tries: 1000,
            ratings: None,
        };
        let mut times = Vec::new();
        let mut tries = 0;
        for seed in 0..count {
            let (seconds, t) = bench(&order, seed);
            times.push(seconds);
            tries += t;
        }
        times.sort_by(f64::total_cmp);
        println!(
            "| {name} | {size}x{size} | {} | {count} | {} | {} | {:.1} |",
            tier.name(),
            shown(times[times.len() / 2]),
            shown(times[times.len() - 1]),
            tries as f64 / count as f64
        );
    };
    for tier in TIERS {
        for (size, count) in [(10, 10), (20, 4), (30, 2)] {
            run("slink", size, tier, count, timed::<Slink>);
            run("pixel", size, tier, count, timed::<Pixel>);
        }
        for (size, count) in [(10, 10), (15, 4)] {
            run("nurikabe", size, tier, count, timed::<Nurikabe>);
        }
        if tier != Tier::Advanced {
            run("sudominoku", 9, tier, 10, timed::<SuDominoKu>);
        }
    }
}

/// One puzzle made from `seed`: seconds, and draws taken.
fn timed<P: Generate>(order: &Order, seed: u64) -> (f64, usize) {
    let start = Instant::now();
    let mut rng = Rng::for_puzzle(seed, 0);
    match make::<P>(order, &mut rng, &mut || {}) {
        Ok(made) => (start.elapsed().as_secs_f64(), made.tries),
        Err(_) => panic!("seed {seed}: no puzzle in {} tries", order.tries),
    }
}

fn shown(seconds: f64) -> String {
    if seconds < 1.0 {
        format!("{:.0} ms", seconds * 1000.0)
    } else {
        format!("{seconds:.1} s")
    }
}
