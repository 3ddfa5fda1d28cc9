//! Kendall's tau-b: how far two rankings of the same items agree, from 1
//! (the same order) to -1 (reversed), with ties allowed in both. It says
//! how well the rating orders puzzles that another grader has labelled
//! (the benchmark and the tests use it on Simon Tatham's levels).

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

#[cfg(test)]
mod tests {
    use super::tau_b;

    #[test]
    fn the_same_order_is_one_and_the_reverse_minus_one() {
        assert_eq!(tau_b(&[1.0, 2.0, 3.0], &[1.0, 2.0, 3.0]), 1.0);
        assert_eq!(tau_b(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]), -1.0);
    }

    #[test]
    fn ties_count_as_defined() {
        // One tie in y: 2 concordant pairs over sqrt(3 * 2).
        let tied = tau_b(&[1.0, 2.0, 3.0], &[1.0, 2.0, 2.0]);
        assert!((tied - 2.0 / 6f64.sqrt()).abs() < 1e-12, "{tied}");
        assert_eq!(tau_b(&[1.0, 1.0], &[1.0, 2.0]), 0.0);
    }
}
