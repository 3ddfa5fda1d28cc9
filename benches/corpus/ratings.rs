//! `ratings`: how hard the corpus is by deduce's rating. For each set of
//! the four puzzles: how many puzzles, the share solved without a
//! hypothesis, forcing or guess, and how many puzzles have each rating;
//! then, for the sets Simon Tatham's Loopy labels (`slink/tatham-*`),
//! label against rating and Kendall's tau-b between them (overall and
//! for each pair of neighbouring labels). Counts, not times: the numbers
//! are the same on every machine.

use std::collections::BTreeMap;
use std::path::Path;

use deduce::engine::{Grade, Rating, Selection, Solver, Tier};
use deduce::io::PuzzleIo;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;

use super::pixel_side_by_side::corpus_text;
use super::tau_b::{between_labels, tau_b};

/// What one set's solves came to.
struct Summary {
    puzzles: usize,
    by_rules_alone: usize,
    ratings: BTreeMap<Rating, usize>,
}

/// Each puzzle's rating, and whether rules alone (no hypothesis, forcing
/// or guess) solved it.
fn rate<P: PuzzleIo>(text: &str) -> Vec<(Option<Rating>, bool)> {
    let solver = Solver::<P>::new(&Selection::all::<P>(), true);
    P::parse_batch(text, false)
        .items
        .into_iter()
        .filter_map(Result::ok)
        .map(|start| {
            let mut state = start;
            let trace = solver.solve(&mut state);
            let grade = Grade::of(&trace.steps);
            let by_rules = grade.hardest.is_none_or(|t| t < Tier::Hypothesis);
            (grade.rating, by_rules && state.is_complete())
        })
        .collect()
}

fn summary(rated: &[(Option<Rating>, bool)]) -> Summary {
    let mut ratings = BTreeMap::new();
    for (rating, _) in rated {
        // A puzzle the givens finish has no step, so no rating; it counts
        // as the easiest.
        *ratings.entry(rating.unwrap_or(Rating(10))).or_default() += 1;
    }
    Summary {
        puzzles: rated.len(),
        by_rules_alone: rated.iter().filter(|(_, alone)| *alone).count(),
        ratings,
    }
}

fn print_row(name: &str, summary: &Summary) {
    let counts: Vec<String> = summary
        .ratings
        .iter()
        .map(|(rating, n)| format!("{rating}: {n}"))
        .collect();
    let share = 100.0 * summary.by_rules_alone as f64 / summary.puzzles.max(1) as f64;
    println!(
        "| {name} ({}) | {share:.0}% | {} |",
        summary.puzzles,
        counts.join(", ")
    );
}

/// Label against rating on the Tatham sets, with tau-b.
fn tatham(corpus: &Path) {
    let labels = ["Easy", "Normal", "Tricky", "Hard"];
    let mut rows = Vec::new();
    for letter in ["e", "n", "t", "h"] {
        let path = corpus.join(format!("slink/tatham-{letter}.in"));
        let Ok(text) = std::fs::read_to_string(&path) else {
            println!("{} not found: no label table", path.display());
            return;
        };
        rows.push(summary(&rate::<Slink>(&text)));
    }
    let columns: Vec<Rating> = {
        let mut all: Vec<Rating> = rows
            .iter()
            .flat_map(|s| s.ratings.keys().copied())
            .collect();
        all.sort();
        all.dedup();
        all
    };
    let heading: Vec<String> = columns.iter().map(Rating::to_string).collect();
    println!("\n| Loopy's label | {} |", heading.join(" | "));
    println!("|---|{}", "---|".repeat(columns.len()));
    let (mut label, mut rating) = (Vec::new(), Vec::new());
    for (index, (name, row)) in labels.iter().zip(&rows).enumerate() {
        let cells: Vec<String> = columns
            .iter()
            .map(|c| row.ratings.get(c).map_or(String::new(), usize::to_string))
            .collect();
        println!("| {name} | {} |", cells.join(" | "));
        for (r, n) in &row.ratings {
            label.extend(std::iter::repeat_n(index as f64, *n));
            rating.extend(std::iter::repeat_n(r.value(), *n));
        }
    }
    print!("tau-b overall {:.3}", tau_b(&label, &rating));
    for low in 0..3 {
        let apart = between_labels(&label, &rating, low);
        print!("; {}-{} {apart:.3}", labels[low], labels[low + 1]);
    }
    println!();
}

/// One judge-format file per set.
fn files<P: PuzzleIo>(corpus: &Path, kind: &str, sets: &[&str]) {
    for set in sets {
        let path = corpus.join(format!("{kind}/{set}.in"));
        match std::fs::read_to_string(&path) {
            Ok(text) => print_row(&format!("{kind} {set}"), &summary(&rate::<P>(&text))),
            Err(_) => println!("| {kind} {set} | not found | |"),
        }
    }
}

pub fn run(corpus: &Path) {
    println!("ratings: puzzles, share solved by rules alone, puzzles per rating");
    println!("| set | by rules alone | ratings: puzzles |\n|---|---|---|");
    let slink = [
        "tatham-e",
        "tatham-n",
        "tatham-t",
        "tatham-h",
        "janko-full",
        "janko-blank-small",
        "janko-blank-medium",
    ];
    files::<Slink>(corpus, "slink", &slink);
    let nurikabe = [
        "janko-judge",
        "peers",
        "janko-general-small",
        "janko-general-medium",
        "janko-general-large",
        "hard",
    ];
    files::<Nurikabe>(corpus, "nurikabe", &nurikabe);
    files::<SuDominoKu>(corpus, "sudominoku", &["gen", "foxtreme"]);
    for (name, prefix) in [
        ("gen-s*", "gen-s"),
        ("janko-*", "janko-"),
        ("gen-L*", "gen-L"),
    ] {
        let text = corpus_text(corpus, prefix);
        print_row(&format!("pixel {name}"), &summary(&rate::<Pixel>(&text)));
    }
    tatham(corpus);
}
