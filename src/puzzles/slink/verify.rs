//! The independent check of a finished Slitherlink answer. It shares no
//! code with the state or the rules: it takes plain line flags and checks
//! the puzzle's definition directly (clue counts, dot degrees, one loop).
//! Places are named in the words every message uses (`engine::words`).

use crate::engine::words::{cell_name, counted};

/// An answer as plain flags. `across[i * cols + j]`: the line from dot
/// (i, j) to dot (i, j + 1), for i in 0..=rows. `down[i * (cols + 1) + j]`:
/// from dot (i, j) to dot (i + 1, j), for i in 0..rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub rows: usize,
    pub cols: usize,
    pub across: Vec<bool>,
    pub down: Vec<bool>,
}

impl Answer {
    pub fn across(&self, i: usize, j: usize) -> bool {
        self.across[i * self.cols + j]
    }
    pub fn down(&self, i: usize, j: usize) -> bool {
        self.down[i * (self.cols + 1) + j]
    }

    /// The lines at dot (i, j): up, down, left, right.
    fn at_dot(&self, i: usize, j: usize) -> [bool; 4] {
        [
            i > 0 && self.down(i - 1, j),
            i < self.rows && self.down(i, j),
            j > 0 && self.across(i, j - 1),
            j < self.cols && self.across(i, j),
        ]
    }
}

/// Dot (i, j) as every message names a dot: by the cell it is a corner
/// of, `r3c4 tl` (the bottom or right corner of the last row or column).
fn dot_name(i: usize, j: usize, rows: usize, cols: usize) -> String {
    let (r, vertical) = if i < rows { (i, 't') } else { (i - 1, 'b') };
    let (c, horizontal) = if j < cols { (j, 'l') } else { (j - 1, 'r') };
    format!("{} {vertical}{horizontal}", cell_name(r, c))
}

/// "1 line", "3 lines".
fn lines(count: usize) -> String {
    counted(count, "line", "lines")
}

/// `clues[r * cols + c]`: the number in the cell, if any.
pub fn verify(clues: &[Option<u8>], answer: &Answer) -> Result<(), String> {
    violations(clues, answer)
        .into_iter()
        .next()
        .map_or(Ok(()), Err)
}

/// Every rule the answer breaks: each clue with the wrong count, each dot
/// with a line count other than 0 or 2, then no loop or more than one.
pub fn violations(clues: &[Option<u8>], answer: &Answer) -> Vec<String> {
    let mut found = Vec::new();
    let (rows, cols) = (answer.rows, answer.cols);
    for r in 0..rows {
        for c in 0..cols {
            if let Some(n) = clues[r * cols + c] {
                let count = [
                    answer.across(r, c),
                    answer.across(r + 1, c),
                    answer.down(r, c),
                    answer.down(r, c + 1),
                ]
                .iter()
                .filter(|&&x| x)
                .count();
                if count != n as usize {
                    found.push(format!(
                        "{} shows {n} but has {}",
                        cell_name(r, c),
                        lines(count)
                    ));
                }
            }
        }
    }
    let mut start = None;
    let mut total = 0;
    for i in 0..=rows {
        for j in 0..=cols {
            let degree = answer.at_dot(i, j).iter().filter(|&&x| x).count();
            if degree != 0 && degree != 2 {
                let name = dot_name(i, j, rows, cols);
                found.push(format!("dot {name} has {}", lines(degree)));
            }
            if degree == 2 {
                total += 1;
                start.get_or_insert((i, j));
            }
        }
    }
    let Some(start) = start else {
        found.push("there is no loop".to_string());
        return found;
    };
    if !found.is_empty() {
        // With a dot of 1 or 3 lines there is no loop to walk.
        return found;
    }
    // Walk the loop from one dot; a single loop visits every dot of degree 2.
    let (mut previous, mut here) = (start, start);
    let mut visited = 0;
    loop {
        let [up, down, left, right] = answer.at_dot(here.0, here.1);
        let (i, j) = here;
        let next = [
            (up, (i.wrapping_sub(1), j)),
            (down, (i + 1, j)),
            (left, (i, j.wrapping_sub(1))),
            (right, (i, j + 1)),
        ]
        .into_iter()
        .find(|&(on, dot)| on && dot != previous)
        .map(|(_, dot)| dot)
        .expect("a dot of degree 2 has a way on");
        previous = here;
        here = next;
        visited += 1;
        if here == start {
            break;
        }
    }
    if visited != total {
        found.push(format!(
            "the lines form more than one loop ({visited} of {total} dots on the first)"
        ));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dots_are_named_as_everywhere_and_counts_read_right() {
        // A 1x2 grid with its 1 and 2 clues, and only its top drawn: the
        // 2 short, and the path's two ends, the last dot named by the
        // corner of the last cell.
        let answer = Answer {
            rows: 1,
            cols: 2,
            across: vec![true, true, false, false],
            down: vec![false; 3],
        };
        let found = violations(&[Some(1), Some(2)], &answer);
        assert_eq!(
            found,
            [
                "r1c2 shows 2 but has 1 line",
                "dot r1c1 tl has 1 line",
                "dot r1c2 tr has 1 line",
            ]
        );
    }
}
