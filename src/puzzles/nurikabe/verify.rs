//! The Nurikabe rules, checked on a filled board: the answer checker of
//! `deduce check nurikabe`, and the solver's final verifier. It reads only
//! the board (clues and water) and shares no code with the solving rules.
//! It reports every broken rule, each with its cells, not just the first.

use std::fmt;

use crate::engine::words::cell_name;
use crate::formats::Clue;

/// A filled board: per cell its clue (if numbered: a number, or a "?"
/// whose island may have any size) and whether it is water.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filled {
    pub rows: usize,
    pub cols: usize,
    pub clues: Vec<Option<Clue>>,
    pub water: Vec<bool>,
}

/// One broken rule and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    /// A numbered cell painted as water.
    NumberUnderWater { cell: (usize, usize) },
    /// An island without a number: its cells.
    IslandWithoutNumber { cells: Vec<(usize, usize)> },
    /// An island holding more than one number: the numbered cells.
    IslandWithNumbers { numbered: Vec<(usize, usize)> },
    /// An island whose size is not its number.
    IslandSize {
        numbered: (usize, usize),
        number: u32,
        size: usize,
    },
    /// The water is not one region: the first cell and size of each part.
    WaterSplit { parts: Vec<((usize, usize), usize)> },
    /// A 2x2 block all water, by its top-left cell.
    Pool { corner: (usize, usize) },
}

fn names(cells: &[(usize, usize)]) -> String {
    cells
        .iter()
        .map(|&(r, c)| cell_name(r, c))
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::NumberUnderWater { cell } => {
                write!(f, "a number under water at {}", cell_name(cell.0, cell.1))
            }
            Violation::IslandWithoutNumber { cells } => {
                write!(f, "an island with no number at {}", names(cells))
            }
            Violation::IslandWithNumbers { numbered } => write!(
                f,
                "an island with {} numbers, at {}",
                numbered.len(),
                names(numbered)
            ),
            Violation::IslandSize {
                numbered,
                number,
                size,
            } => {
                write!(
                    f,
                    "the island of the {number} at {} has {size} cells",
                    cell_name(numbered.0, numbered.1)
                )
            }
            Violation::WaterSplit { parts } => {
                let listed: Vec<String> = parts
                    .iter()
                    .map(|&((r, c), size)| format!("{size} at {}", cell_name(r, c)))
                    .collect();
                write!(
                    f,
                    "water split into {} parts ({})",
                    parts.len(),
                    listed.join("; ")
                )
            }
            Violation::Pool { corner } => {
                write!(f, "2x2 water at {}", cell_name(corner.0, corner.1))
            }
        }
    }
}

/// Every rule the board breaks, in a fixed order: numbers under water,
/// islands in reading order, water, then pools in reading order.
pub fn violations(board: &Filled) -> Vec<Violation> {
    // The solver verifies every answer it gives (twice: as the final
    // check and for the judge output), and nearly all break nothing:
    // that is settled first without gathering any cells.
    if breaks_nothing(board) {
        return Vec::new();
    }
    all_violations(board)
}

/// Whether the board breaks no rule: `violations` would find nothing.
/// One flood per region, counting its cells and numbers, with no list
/// of cells kept.
fn breaks_nothing(board: &Filled) -> bool {
    let (rows, cols) = (board.rows, board.cols);
    let cells = rows * cols;
    if board.water.len() != cells || board.clues.len() != cells {
        return false;
    }
    let water = &board.water;
    if (0..cells).any(|c| water[c] && board.clues[c].is_some()) {
        return false;
    }
    let pool = |r: usize, c: usize| {
        let at = r * cols + c;
        water[at] && water[at + 1] && water[at + cols] && water[at + cols + 1]
    };
    if (0..rows.saturating_sub(1)).any(|r| (0..cols.saturating_sub(1)).any(|c| pool(r, c))) {
        return false;
    }
    let mut seen = vec![false; cells];
    let mut stack = Vec::new();
    let mut seas = 0;
    for start in 0..cells {
        if seen[start] {
            continue;
        }
        let kind = water[start];
        seen[start] = true;
        stack.push(start);
        // A "?" island's size is whatever it is: `number` None.
        let (mut size, mut numbers, mut number) = (0, 0, None);
        while let Some(at) = stack.pop() {
            size += 1;
            if let Some(clue) = board.clues[at] {
                numbers += 1;
                number = match clue {
                    Clue::Number(n) => Some(n as usize),
                    Clue::Hidden => None,
                };
            }
            let (r, c) = (at / cols, at % cols);
            let around = [
                (r > 0).then(|| at - cols),
                (r + 1 < rows).then(|| at + cols),
                (c > 0).then(|| at - 1),
                (c + 1 < cols).then(|| at + 1),
            ];
            for n in around.into_iter().flatten() {
                if !seen[n] && water[n] == kind {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        if kind {
            seas += 1;
            if seas > 1 {
                return false;
            }
        } else if numbers != 1 || number.is_some_and(|n| n != size) {
            return false;
        }
    }
    true
}

/// `violations` the long way: every broken rule, with its cells.
fn all_violations(board: &Filled) -> Vec<Violation> {
    let (rows, cols) = (board.rows, board.cols);
    let at = |r: usize, c: usize| r * cols + c;
    let mut found = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if board.water[at(r, c)] && board.clues[at(r, c)].is_some() {
                found.push(Violation::NumberUnderWater { cell: (r, c) });
            }
        }
    }
    let mut part = vec![usize::MAX; rows * cols];
    let mut water_parts = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if part[at(r, c)] != usize::MAX {
                continue;
            }
            let is_water = board.water[at(r, c)];
            let cells = flood(board, &mut part, (r, c), is_water);
            if is_water {
                water_parts.push(((r, c), cells.len()));
                continue;
            }
            let numbered: Vec<(usize, usize)> = cells
                .iter()
                .copied()
                .filter(|&(r, c)| board.clues[at(r, c)].is_some())
                .collect();
            match numbered.as_slice() {
                [] => found.push(Violation::IslandWithoutNumber { cells }),
                [one] => {
                    // A "?" island may have any size.
                    let Some(Clue::Number(number)) = board.clues[at(one.0, one.1)] else {
                        continue;
                    };
                    if number as usize != cells.len() {
                        found.push(Violation::IslandSize {
                            numbered: *one,
                            number,
                            size: cells.len(),
                        });
                    }
                }
                _ => found.push(Violation::IslandWithNumbers { numbered }),
            }
        }
    }
    if water_parts.len() > 1 {
        found.push(Violation::WaterSplit { parts: water_parts });
    }
    for r in 0..rows.saturating_sub(1) {
        for c in 0..cols.saturating_sub(1) {
            if [at(r, c), at(r, c + 1), at(r + 1, c), at(r + 1, c + 1)]
                .iter()
                .all(|&i| board.water[i])
            {
                found.push(Violation::Pool { corner: (r, c) });
            }
        }
    }
    found
}

/// The 4-connected cells of one kind (water or land) around `start`, in
/// reading order, labelled in `part` so that each is visited once.
fn flood(
    board: &Filled,
    part: &mut [usize],
    start: (usize, usize),
    water: bool,
) -> Vec<(usize, usize)> {
    let (rows, cols) = (board.rows, board.cols);
    let label = start.0 * cols + start.1;
    let mut cells = vec![start];
    part[label] = label;
    let mut next = 0;
    while next < cells.len() {
        let (r, c) = cells[next];
        next += 1;
        let around = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (nr, nc) in around {
            if nr < rows
                && nc < cols
                && part[nr * cols + nc] == usize::MAX
                && board.water[nr * cols + nc] == water
            {
                part[nr * cols + nc] = label;
                cells.push((nr, nc));
            }
        }
    }
    cells.sort_unstable();
    cells
}

#[cfg(test)]
mod tests {
    use super::{Clue, Filled, Violation, violations};

    fn board(rows: &[&str]) -> Filled {
        let cols = rows[0].len();
        let cells: Vec<char> = rows.iter().flat_map(|r| r.chars()).collect();
        Filled {
            rows: rows.len(),
            cols,
            clues: cells
                .iter()
                .map(|c| match c {
                    '?' => Some(Clue::Hidden),
                    c => c.to_digit(10).map(Clue::Number),
                })
                .collect(),
            water: cells.iter().map(|&c| c == '#').collect(),
        }
    }

    /// On random boards (random water, random numbers, now and then made
    /// to fit their islands), the quick check says nothing is broken
    /// exactly when the full list is empty.
    #[test]
    fn the_quick_check_agrees_with_the_full_list() {
        let mut seed = 17u64;
        let mut below = move |bound: usize| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize % bound
        };
        let mut kept = 0;
        for round in 0..3000 {
            let (rows, cols) = (1 + below(5), 1 + below(5));
            let cells = rows * cols;
            let water: Vec<bool> = (0..cells).map(|_| below(100) < 55).collect();
            let mut board = Filled {
                rows,
                cols,
                clues: vec![None; cells],
                water,
            };
            // Number each island at one of its cells with its size (most
            // rounds), or put numbers anywhere.
            if round % 4 != 0 {
                let mut part = vec![usize::MAX; cells];
                for start in 0..cells {
                    if part[start] == usize::MAX && !board.water[start] {
                        let island =
                            super::flood(&board, &mut part, (start / cols, start % cols), false);
                        let (r, c) = island[below(island.len())];
                        board.clues[r * cols + c] = Some(match below(8) {
                            0 => Clue::Number(island.len() as u32 + 1),
                            1 => Clue::Hidden,
                            _ => Clue::Number(island.len() as u32),
                        });
                    }
                }
            } else {
                for c in 0..cells {
                    if below(5) == 0 {
                        board.clues[c] = Some(match below(5) {
                            0 => Clue::Hidden,
                            n => Clue::Number(n as u32),
                        });
                    }
                }
            }
            let quick = super::breaks_nothing(&board);
            assert_eq!(quick, super::all_violations(&board).is_empty(), "{board:?}");
            kept += usize::from(quick);
        }
        assert!((300..2700).contains(&kept), "{kept}");
    }

    #[test]
    fn a_correct_board_breaks_nothing() {
        assert_eq!(violations(&board(&["3..#", "####", ".4.."])), vec![]);
    }

    #[test]
    fn every_broken_rule_is_listed_with_its_cells() {
        let found = violations(&board(&["##.", "##2", "#.#"]));
        let text: Vec<String> = found.iter().map(|v| v.to_string()).collect();
        assert_eq!(
            text,
            [
                "an island with no number at r3c2",
                "water split into 2 parts (5 at r1c1; 1 at r3c3)",
                "2x2 water at r1c1",
            ]
        );
        assert!(matches!(found[0], Violation::IslandWithoutNumber { .. }));
    }

    #[test]
    fn islands_with_two_numbers_or_the_wrong_size_are_named() {
        assert_eq!(
            violation_texts(&["12#", "#.#", "3##"]),
            [
                "an island with 2 numbers, at r1c1, r1c2",
                "the island of the 3 at r3c1 has 1 cells",
                "water split into 2 parts (4 at r1c3; 1 at r2c1)",
            ]
        );
    }

    /// What the verifier finds wrong with the board of `rows`, in words.
    fn violation_texts(rows: &[&str]) -> Vec<String> {
        violations(&board(rows))
            .iter()
            .map(|v| v.to_string())
            .collect()
    }

    /// A "?" island is right at any size, but still needs its one clue.
    #[test]
    fn a_hidden_number_takes_any_size_and_one_clue() {
        assert_eq!(violations(&board(&["?..#", "####", ".?.."])), vec![]);
        assert_eq!(violations(&board(&["?#.#", "####", ".?.."])).len(), 1);
        assert_eq!(
            violation_texts(&["??#", "###", "#.."]),
            [
                "an island with 2 numbers, at r1c1, r1c2",
                "an island with no number at r3c2, r3c3",
            ]
        );
    }
}
