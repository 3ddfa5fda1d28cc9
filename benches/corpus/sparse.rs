//! `sparse`: the open grids issue 18 names, each solved once for its
//! judge output (verified): Slitherlink with no clue at all, Fill-a-Pix
//! with 40% of a random image's clues, Nurikabe whose one clue is n²-1.
//! None has a unique answer; each must still finish with one, and
//! `deduce grade` says it is not unique. Made here from fixed seeds.

use std::time::Instant;

use deduce::engine::{Outcome, Selection, Solver};
use deduce::io::PuzzleIo;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;

use super::pixel_mosaic_class::fully_numbered;
use super::random::Lcg;

pub fn run() {
    println!("sparse: judge output of open grids, one run each");
    println!(
        "  {:<34} {:>10} {:>12}  outcome",
        "puzzle", "seconds", "µs per cell"
    );
    for side in [20, 40, 60, 80, 100] {
        let text = grid_text(side, |_| ".".to_string());
        time::<Slink>(&format!("slink {side}x{side}, no clue"), &text, side);
    }
    for side in [30, 50, 100] {
        time::<Pixel>(
            &format!("pixel {side}x{side}, 40% of the clues"),
            &pixel(side),
            side,
        );
    }
    for side in [10, 20, 30, 40, 50] {
        let centre = side / 2 * side + side / 2;
        let clue = (side * side - 1).to_string();
        let text = grid_text(side, |cell| {
            if cell == centre {
                clue.clone()
            } else {
                ".".into()
            }
        });
        time::<Nurikabe>(
            &format!("nurikabe {side}x{side}, one clue n²-1"),
            &text,
            side,
        );
    }
}

/// A square judge-format grid of `side`, each cell's token from `token`.
fn grid_text(side: usize, token: impl Fn(usize) -> String) -> String {
    let mut text = format!("{side} {side}\n");
    for row in 0..side {
        let tokens: Vec<String> = (0..side).map(|col| token(row * side + col)).collect();
        text.push_str(&tokens.join(" "));
        text.push('\n');
    }
    text.push_str("0 0\n");
    text
}

/// A random image's clues with 60% of them taken away at random.
fn pixel(side: usize) -> String {
    let mut random = Lcg::new(side as u64);
    let clues = fully_numbered(side, side, &mut random);
    let mut text = format!("{side} {side}\n");
    for row in clues.chunks(side) {
        for clue in row {
            match clue {
                Some(n) if random.below(10) < 4 => text.push(char::from(b'0' + n)),
                _ => text.push('_'),
            }
        }
        text.push('\n');
    }
    text
}

fn time<P: PuzzleIo>(name: &str, text: &str, side: usize) {
    let Some(Ok(puzzle)) = P::parse_batch(text, false).items.into_iter().next() else {
        println!("  {name:<34} does not read");
        return;
    };
    let solver = Solver::<P>::new(&Selection::all::<P>(), false);
    let started = Instant::now();
    let mut state = puzzle.clone();
    let trace = solver.solve(&mut state);
    let verified = trace.outcome == Outcome::Solved && state.judge_output(1).is_ok();
    let seconds = started.elapsed().as_secs_f64();
    let per_cell = seconds * 1e6 / (side * side) as f64;
    let outcome = if verified {
        "solved, verified"
    } else {
        "NOT SOLVED"
    };
    println!("  {name:<34} {seconds:>10.3} {per_cell:>12.1}  {outcome}");
}
