//! The progress format: a partly solved grid a person can read and type.
//! Seventeen lines of seventeen characters. Lines 1, 3, ..., 17 hold the
//! cells (a digit, or `.` while open) with, between two cells of a row,
//! `-` for a domino joining them, `|` for a wall (no domino) or a space
//! while undecided. Lines 2, 4, ..., 16 hold, under each cell, `|` for a
//! domino joining it to the cell below, `-` for a wall, or a space. A
//! digit walled in on every side is one of the nine singles; a domino
//! whose two digits are shown is kept as given.

use crate::error::InputError;
use crate::io::progress_marks::{Progress, apply_marks};

use super::geometry::geometry;
use super::givens::{CELLS, Givens, Placed, SIDE};
use super::state::{Link, Mark, SuDominoKu};

const WIDTH: usize = 2 * SIDE - 1;

/// The character for `edge`, drawn between its two cells.
fn edge_char(state: &SuDominoKu, edge: usize, across: bool) -> char {
    match (state.link(edge), across) {
        (Link::Open, _) => ' ',
        (Link::Joined, true) | (Link::Cut, false) => '-',
        (Link::Joined, false) | (Link::Cut, true) => '|',
    }
}

pub fn write(state: &SuDominoKu) -> String {
    let g = geometry();
    let edge_between = |a: usize, b: usize| {
        g.edge_between(a, b)
            .expect("cells side by side share an edge")
    };
    let mut out = String::new();
    for r in 0..SIDE {
        for c in 0..SIDE {
            let cell = r * SIDE + c;
            out.push(if state.is_placed(cell) {
                char::from(b'0' + state.digit(cell))
            } else {
                '.'
            });
            if c + 1 < SIDE {
                out.push(edge_char(state, edge_between(cell, cell + 1), true));
            }
        }
        out.push('\n');
        if r + 1 < SIDE {
            let mut line = String::new();
            for c in 0..SIDE {
                let cell = r * SIDE + c;
                line.push(edge_char(state, edge_between(cell, cell + SIDE), false));
                if c + 1 < SIDE {
                    line.push(' ');
                }
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out
}

/// What one line's characters say, before the state is built.
struct Drawn {
    digits: [Option<u8>; CELLS],
    /// Per edge: `Some(true)` a domino, `Some(false)` a wall.
    links: Vec<Option<bool>>,
}

pub fn read(text: &str) -> Result<Progress<SuDominoKu>, InputError> {
    let drawn = read_drawing(text)?;
    let g = geometry();
    let walled = |cell: usize| {
        g.cell_edges[cell]
            .iter()
            .all(|&e| drawn.links[e] == Some(false))
    };
    let mut singles = [usize::MAX; 9];
    for cell in 0..CELLS {
        if let (Some(d), true) = (drawn.digits[cell], walled(cell)) {
            let slot = &mut singles[d as usize - 1];
            if *slot != usize::MAX {
                return Err(at_cell(cell, format!("a second single {d}")));
            }
            *slot = cell;
        }
    }
    if let Some(d) = singles.iter().position(|&c| c == usize::MAX) {
        return Err(InputError::new(
            1,
            1,
            format!(
                "no single {}: a single is a digit walled in on every side",
                d + 1
            ),
        ));
    }
    let mut dominoes = Vec::new();
    for (edge, &[a, b]) in g.edges.iter().enumerate() {
        if let (Some(true), Some(u), Some(v)) =
            (drawn.links[edge], drawn.digits[a], drawn.digits[b])
        {
            dominoes.push(Placed {
                halves: [(a, u), (b, v)],
            });
        }
    }
    let state = givens_that_hold(dominoes, singles)?;
    let edges = drawn.links.iter().enumerate().filter_map(|(edge, link)| {
        link.map(|joined| {
            let mark = Mark::Edge {
                edge: edge as u8,
                joined,
            };
            let (line, column) = place_of(g.edges[edge][0]);
            (mark, line, column)
        })
    });
    let digits = drawn.digits.iter().enumerate().filter_map(|(cell, digit)| {
        digit.map(|digit| {
            let mark = Mark::Digit {
                cell: cell as u8,
                digit,
                holds: true,
            };
            let (line, column) = place_of(cell);
            (mark, line, column)
        })
    });
    let marks: Vec<_> = edges.chain(digits).collect();
    Ok(apply_marks(state, marks, |s, m, t| s.set(m, t)))
}

/// The puzzle the drawing's singles and whole dominoes give. A domino
/// shown whole may be a person's mark as well as a given, so one that
/// breaks a rule with the singles and the dominoes before it is left out:
/// its digits are read as marks, and the one that breaks the rule is the
/// mistake `hint` and `check` name, where it stands. Singles that break
/// a rule among themselves give no puzzle to start from.
fn givens_that_hold(dominoes: Vec<Placed>, singles: [usize; 9]) -> Result<SuDominoKu, InputError> {
    let all = SuDominoKu::new(Givens {
        dominoes: dominoes.clone(),
        singles,
    });
    if all.broken().is_none() {
        return Ok(all);
    }
    let with = |dominoes: Vec<Placed>| SuDominoKu::new(Givens { dominoes, singles });
    let alone = with(Vec::new());
    if let Some(broken) = alone.broken() {
        return Err(InputError::new(1, 1, broken.0.clone()));
    }
    let mut kept = Vec::with_capacity(dominoes.len());
    let mut state = alone;
    for domino in dominoes {
        kept.push(domino);
        let trial = with(kept.clone());
        if trial.broken().is_some() {
            kept.pop();
        } else {
            state = trial;
        }
    }
    Ok(state)
}

/// The cell's place (line, column) in the drawing.
fn place_of(cell: usize) -> (usize, usize) {
    (2 * (cell / SIDE) + 1, 2 * (cell % SIDE) + 1)
}

/// An error at the cell's place in the drawing.
fn at_cell(cell: usize, message: String) -> InputError {
    let (line, column) = place_of(cell);
    InputError::new(line, column, message)
}

fn read_drawing(text: &str) -> Result<Drawn, InputError> {
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() != 2 * SIDE - 1 {
        return Err(InputError::new(
            lines.len().min(2 * SIDE - 1) + 1,
            1,
            format!(
                "expected {} lines (cells and the lines between them), found {}",
                2 * SIDE - 1,
                lines.len()
            ),
        ));
    }
    let g = geometry();
    let mut drawn = Drawn {
        digits: [None; CELLS],
        links: vec![None; g.edges.len()],
    };
    let edge_between = |a: usize, b: usize| {
        g.edge_between(a, b)
            .expect("cells side by side share an edge")
    };
    for (index, line) in lines.iter().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        if chars.len() > WIDTH {
            return Err(InputError::new(
                index + 1,
                WIDTH + 1,
                "the line is too long",
            ));
        }
        let at = |col: usize| chars.get(col).copied().unwrap_or(' ');
        let r = index / 2;
        for c in 0..SIDE {
            let cell = r * SIDE + c;
            let column = 2 * c + 1;
            if index % 2 == 0 {
                drawn.digits[cell] = match at(2 * c) {
                    '.' => None,
                    d @ '1'..='9' => Some(d as u8 - b'0'),
                    other => {
                        return Err(InputError::new(
                            index + 1,
                            column,
                            format!("expected a digit 1 to 9 or '.', found '{other}'"),
                        ));
                    }
                };
                if c + 1 < SIDE {
                    drawn.links[edge_between(cell, cell + 1)] =
                        link(at(2 * c + 1), '-', '|', index + 1, column + 1)?;
                }
            } else {
                drawn.links[edge_between(cell, cell + SIDE)] =
                    link(at(2 * c), '|', '-', index + 1, column)?;
            }
        }
    }
    Ok(drawn)
}

fn link(
    ch: char,
    domino: char,
    wall: char,
    line: usize,
    column: usize,
) -> Result<Option<bool>, InputError> {
    match ch {
        ' ' => Ok(None),
        c if c == domino => Ok(Some(true)),
        c if c == wall => Ok(Some(false)),
        other => Err(InputError::new(
            line,
            column,
            format!(
                "expected '{domino}' (a domino), '{wall}' (a wall) or a space, found '{other}'"
            ),
        )),
    }
}
