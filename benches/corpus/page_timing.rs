//! The step-through page of big solves: its size in bytes, and the time
//! the browser takes to draw one step (mean and most, over every step of
//! the main line, stepped through one by one), as the page measures it in
//! headless Chromium (`#report&bench`). Needs `chromium`; says so and
//! skips without it.

use std::process::Command;

use deduce::engine::{Selection, Solver};
use deduce::io::PuzzleIo;
use deduce::tools::page::{Entry, page};

/// Measures the page of the first puzzle of `text`.
pub fn run<P: PuzzleIo>(name: &str, text: &str) {
    let Some(Ok(start)) = P::parse_batch(text, false).items.into_iter().next() else {
        println!("{name}: no puzzle");
        return;
    };
    let mut solved = start.clone();
    let trace = Solver::<P>::new(&Selection::all::<P>(), true).solve(&mut solved);
    let steps = trace.steps.len();
    let size = start.size_text();
    let html = page(&[Entry {
        title: name.to_string(),
        start,
        trace,
    }]);
    let path = std::env::temp_dir().join("deduce-page-bench.html");
    std::fs::write(&path, &html).expect("page written");
    let url = format!("file://{}#report&bench", path.display());
    let output = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--dump-dom",
            &url,
        ])
        .output();
    let Ok(output) = output else {
        println!(
            "{name}: chromium is not installed: page size {} bytes",
            html.len()
        );
        return;
    };
    let dom = String::from_utf8_lossy(&output.stdout);
    let report = dom
        .split("<pre id=\"report\">")
        .nth(1)
        .and_then(|r| r.split("</pre>").next())
        .map(|r| r.replace("&quot;", "\""))
        .unwrap_or_default();
    let value: serde_json::Value = serde_json::from_str(&report).unwrap_or_default();
    println!(
        "{name}: {size}, {steps} steps: page {} bytes; a step draws in {:.2} ms on average, {:.1} ms at most ({} steps drawn)",
        html.len(),
        value["msMean"].as_f64().unwrap_or(f64::NAN),
        value["msMax"].as_f64().unwrap_or(f64::NAN),
        value["renders"]
    );
}
