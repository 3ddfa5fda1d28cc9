//! Kendall's tau-b: how far two rankings of the same items agree, from 1
//! (the same order) to -1 (reversed), with ties allowed in both. It says
//! how well the rating orders puzzles another grader has labelled (the
//! Tatham tests, and the benchmark, which includes this file).

/// Tau-b of `x` and `y` (the same length), ties counted as its definition
/// counts them: concordant less discordant pairs, over the geometric mean
/// of the pairs not tied in each list. 0 when either list is all ties.
pub fn tau_b(x: &[f64], y: &[f64]) -> f64 {
    assert_eq!(x.len(), y.len(), "two rankings of the same items");
    let (mut concordant, mut discordant, mut tied_x, mut tied_y) = (0i64, 0i64, 0i64, 0i64);
    for i in 0..x.len() {
        for j in i + 1..x.len() {
            let (dx, dy) = (x[i] - x[j], y[i] - y[j]);
            match (dx == 0.0, dy == 0.0) {
                (true, true) => {}
                (true, false) => tied_x += 1,
                (false, true) => tied_y += 1,
                _ if (dx > 0.0) == (dy > 0.0) => concordant += 1,
                _ => discordant += 1,
            }
        }
    }
    let pairs = (concordant + discordant) as f64;
    let untied = ((pairs + tied_x as f64) * (pairs + tied_y as f64)).sqrt();
    if untied == 0.0 {
        0.0
    } else {
        (concordant - discordant) as f64 / untied
    }
}

/// Tau-b over the items labelled `low` or `low + 1` alone: how well the
/// ratings part two neighbouring labels.
pub fn between_labels(label: &[f64], rating: &[f64], low: usize) -> f64 {
    let (l, r): (Vec<f64>, Vec<f64>) = label
        .iter()
        .zip(rating)
        .filter(|(l, _)| **l == low as f64 || **l == (low + 1) as f64)
        .map(|(l, r)| (*l, *r))
        .unzip();
    tau_b(&l, &r)
}
