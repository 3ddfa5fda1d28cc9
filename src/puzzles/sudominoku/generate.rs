//! Su-Domino-Ku answers for the generator: a random sudoku, then a
//! random tiling of it by the 36 dominoes and the nine single digits,
//! found by a bounded search. The placed dominoes are the clues; the
//! singles are always given, as the format has them.

use super::SuDominoKu;
use crate::io::generate::{Clues, Generate, Order, Rng, Site, Symmetry};

/// Branchings the tiling search may take before it gives up on a sudoku.
const TILING_BUDGET: usize = 20_000;

/// Sudokus one draw tries to tile (the search finds a tiling within its
/// budget for about two sudokus in three).
const SUDOKUS_PER_DRAW: usize = 8;

pub struct Tiled {
    /// Per cell, row by row, its digit 1..9.
    digits: [u8; 81],
    /// Where the single 1, 2, ..., 9 stand.
    singles: [usize; 9],
    /// The 36 dominoes' cells, each pair in reading order.
    dominoes: Vec<(usize, usize)>,
}

impl Generate for SuDominoKu {
    type Answer = Tiled;
    const BATCH_END: &'static str = "0\n";
    const CLUE_BOUNDS: (usize, usize) = (10, 35);

    fn refuse(order: &Order) -> Option<String> {
        if (order.rows, order.cols) != (9, 9) {
            return Some(format!(
                "Su-Domino-Ku is always 9x9, not {}x{}",
                order.rows, order.cols
            ));
        }
        (order.symmetry != Symmetry::None).then(|| {
            "Su-Domino-Ku's placed dominoes lie where its tiling puts them, \
             which has no symmetry to keep: use --symmetry none"
                .into()
        })
    }

    fn random_answer(_order: &Order, rng: &mut Rng) -> Option<Tiled> {
        (0..SUDOKUS_PER_DRAW).find_map(|_| {
            let digits = random_sudoku(rng);
            let mut tiling = Tiling::new(&digits);
            tiling.search(rng).then(|| tiling.tiled(digits))
        })
    }
}

impl Clues for Tiled {
    fn sites(&self) -> Vec<Site> {
        self.dominoes
            .iter()
            .map(|&(cell, _)| Site {
                cell,
                removable: true,
            })
            .collect()
    }

    fn text(&self, kept: &[bool]) -> String {
        let placed: Vec<&(usize, usize)> = self
            .dominoes
            .iter()
            .zip(kept)
            .filter_map(|(domino, &keep)| keep.then_some(domino))
            .collect();
        let mut text = format!("{}\n", placed.len());
        for &&(a, b) in &placed {
            let (u, v) = (self.digits[a], self.digits[b]);
            text.push_str(&format!("{u} {} {v} {}\n", location(a), location(b)));
        }
        let singles: Vec<String> = self.singles.iter().map(|&c| location(c)).collect();
        text.push_str(&singles.join(" "));
        text.push('\n');
        text
    }
}

/// `B3`: the row's letter and the column's digit.
fn location(cell: usize) -> String {
    format!("{}{}", (b'A' + (cell / 9) as u8) as char, cell % 9 + 1)
}

/// A random full sudoku: cells filled in reading order, each trying its
/// digits in a random order, backing up when one has none left.
fn random_sudoku(rng: &mut Rng) -> [u8; 81] {
    let mut grid = [0u8; 81];
    fill(&mut grid, 0, rng);
    grid
}

fn fill(grid: &mut [u8; 81], cell: usize, rng: &mut Rng) -> bool {
    if cell == 81 {
        return true;
    }
    let mut digits: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    rng.shuffle(&mut digits);
    for d in digits {
        if fits(grid, cell, d) {
            grid[cell] = d;
            if fill(grid, cell + 1, rng) {
                return true;
            }
        }
    }
    grid[cell] = 0;
    false
}

fn fits(grid: &[u8; 81], cell: usize, digit: u8) -> bool {
    let (r, c) = (cell / 9, cell % 9);
    let (br, bc) = (r / 3 * 3, c / 3 * 3);
    (0..9).all(|i| {
        grid[r * 9 + i] != digit
            && grid[i * 9 + c] != digit
            && grid[(br + i / 3) * 9 + bc + i % 3] != digit
    })
}

/// The search for a tiling, as an exact cover (Knuth's Algorithm X): a
/// placement covers its cells and its domino (or its digit's single),
/// and each cell, domino and single is covered once. The search always
/// branches on what has the fewest placements left, trying them in a
/// random order.
struct Tiling {
    /// Per placement, what it covers: cells 0..81, dominoes 81..117
    /// (the pair's index), singles 117..126 (the digit's).
    covers: Vec<Vec<usize>>,
    /// Per thing to cover, the placements that cover it.
    placements_of: Vec<Vec<usize>>,
    alive: Vec<bool>,
    covered: Vec<bool>,
    chosen: Vec<usize>,
    budget: usize,
}

const CELLS: usize = 81;
const PAIRS: usize = 36;
const THINGS: usize = CELLS + PAIRS + 9;

/// The index of the domino {a, b}, a < b, among the 36.
fn pair_index(a: usize, b: usize) -> usize {
    let (lo, hi) = (a.min(b), a.max(b));
    // Pairs (1,2)..(1,9), then (2,3)..: row `lo` starts after the pairs
    // of the digits below it.
    (lo - 1) * (18 - lo) / 2 + (hi - lo - 1)
}

impl Tiling {
    fn new(digits: &[u8; 81]) -> Tiling {
        let mut covers = Vec::new();
        for cell in 0..CELLS {
            let d = digits[cell] as usize;
            covers.push(vec![cell, CELLS + PAIRS + d - 1]);
            let right = (cell % 9 < 8).then_some(cell + 1);
            let below = (cell < 72).then_some(cell + 9);
            for other in [right, below].into_iter().flatten() {
                let pair = pair_index(d, digits[other] as usize);
                covers.push(vec![cell, other, CELLS + pair]);
            }
        }
        let mut placements_of = vec![Vec::new(); THINGS];
        for (p, things) in covers.iter().enumerate() {
            for &t in things {
                placements_of[t].push(p);
            }
        }
        Tiling {
            alive: vec![true; covers.len()],
            covers,
            placements_of,
            covered: vec![false; THINGS],
            chosen: Vec::new(),
            budget: TILING_BUDGET,
        }
    }

    fn search(&mut self, rng: &mut Rng) -> bool {
        let left = |t: usize| {
            self.placements_of[t]
                .iter()
                .filter(|&&p| self.alive[p])
                .count()
        };
        let Some(thing) = (0..THINGS)
            .filter(|&t| !self.covered[t])
            .min_by_key(|&t| left(t))
        else {
            return true;
        };
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let mut options: Vec<usize> = self.placements_of[thing]
            .iter()
            .copied()
            .filter(|&p| self.alive[p])
            .collect();
        rng.shuffle(&mut options);
        for p in options {
            let mut killed = Vec::new();
            for &t in &self.covers[p] {
                self.covered[t] = true;
                for &q in &self.placements_of[t] {
                    if self.alive[q] {
                        self.alive[q] = false;
                        killed.push(q);
                    }
                }
            }
            self.chosen.push(p);
            if self.search(rng) {
                return true;
            }
            self.chosen.pop();
            for &t in &self.covers[p] {
                self.covered[t] = false;
            }
            for q in killed {
                self.alive[q] = true;
            }
        }
        false
    }

    /// The singles and dominoes of the tiling found.
    fn tiled(&self, digits: [u8; 81]) -> Tiled {
        let mut singles = [0; 9];
        let mut dominoes = Vec::new();
        for &p in &self.chosen {
            match self.covers[p][..] {
                [cell, _] => singles[digits[cell] as usize - 1] = cell,
                [a, b, _] => dominoes.push((a, b)),
                _ => {}
            }
        }
        dominoes.sort_unstable();
        Tiled {
            digits,
            singles,
            dominoes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_36_pairs_have_the_36_indices() {
        let mut seen = [false; PAIRS];
        for a in 1..=9 {
            for b in a + 1..=9 {
                seen[pair_index(a, b)] = true;
                assert_eq!(pair_index(a, b), pair_index(b, a));
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn an_answer_is_a_sudoku_tiled_by_the_36_dominoes_and_nine_singles() {
        let order = Order {
            rows: 9,
            cols: 9,
            tier: crate::engine::Tier::Basic,
            keep: crate::io::generate::Keep::Fewest,
            symmetry: Symmetry::None,
            largest: None,
            rules: Vec::new(),
            tries: 1,
            ratings: None,
        };
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let Some(answer) = SuDominoKu::random_answer(&order, &mut rng) else {
                continue;
            };
            let d = &answer.digits;
            for cell in 0..81 {
                assert!(
                    fits_again(d, cell),
                    "seed {seed}: r{}c{} repeats",
                    cell / 9 + 1,
                    cell % 9 + 1
                );
            }
            let mut covered = [0; 81];
            let mut pairs = [false; PAIRS];
            for &(a, b) in &answer.dominoes {
                assert!(
                    b == a + 1 && a % 9 < 8 || b == a + 9,
                    "{a} and {b} are not side by side"
                );
                let pair = pair_index(d[a] as usize, d[b] as usize);
                assert!(!pairs[pair] && d[a] != d[b], "seed {seed}: a domino twice");
                pairs[pair] = true;
                covered[a] += 1;
                covered[b] += 1;
            }
            for (digit, &cell) in answer.singles.iter().enumerate() {
                assert_eq!(d[cell] as usize, digit + 1);
                covered[cell] += 1;
            }
            assert_eq!(answer.dominoes.len(), 36);
            assert!(covered.iter().all(|&n| n == 1), "seed {seed}: {covered:?}");
        }
    }

    /// The digit at `cell` is alone in its row, column and box.
    fn fits_again(grid: &[u8; 81], cell: usize) -> bool {
        let mut without = *grid;
        without[cell] = 0;
        fits(&without, cell, grid[cell])
    }
}
