//! The judge drawing of a grid, and the same drawing with crosses (`x`)
//! as the progress format of a partly solved grid.
//!
//! Inside a frame of `#`, dot rows and cell rows alternate. In a dot row
//! each dot shows ` ` (no line), `|` or `-` (straight through), `+` (a turn
//! or a path end), then `---` for a line to its right, ` x ` for a cross,
//! three spaces when undecided. In a cell row a vertical segment shows `|`,
//! `x` or a space, and each cell ` d ` or three spaces when it has no number.

use super::board::Clue;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    Line,
    Cross,
    Blank,
}

/// Draws a grid; `across(i, j)` and `down(i, j)` say how to draw each segment.
pub fn draw(
    rows: usize,
    cols: usize,
    clues: &[Clue],
    across: impl Fn(usize, usize) -> Ink,
    down: impl Fn(usize, usize) -> Ink,
) -> String {
    let width = 4 * cols + 5;
    let mut out = String::with_capacity((2 * rows + 5) * (width + 1));
    let hashes = "#".repeat(width);
    let empty = format!("#{}#", " ".repeat(width - 2));
    for line in [&hashes, &empty] {
        out.push_str(line);
        out.push('\n');
    }
    for i in 0..=rows {
        out.push_str("# ");
        for j in 0..=cols {
            let on = |ink: Option<Ink>| ink == Some(Ink::Line);
            let up = on((i > 0).then(|| down(i - 1, j)));
            let below = on((i < rows).then(|| down(i, j)));
            let left = on((j > 0).then(|| across(i, j - 1)));
            let right = on((j < cols).then(|| across(i, j)));
            out.push(match (up || below, left || right) {
                (false, false) => ' ',
                (true, false) if up && below => '|',
                (false, true) if left && right => '-',
                _ => '+',
            });
            if j < cols {
                out.push_str(match across(i, j) {
                    Ink::Line => "---",
                    Ink::Cross => " x ",
                    Ink::Blank => "   ",
                });
            }
        }
        out.push_str(" #\n");
        if i == rows {
            break;
        }
        out.push_str("# ");
        for j in 0..=cols {
            out.push(match down(i, j) {
                Ink::Line => '|',
                Ink::Cross => 'x',
                Ink::Blank => ' ',
            });
            if j < cols {
                match clues[i * cols + j] {
                    Some(n) => {
                        out.push(' ');
                        out.push((b'0' + n) as char);
                        out.push(' ');
                    }
                    None => out.push_str("   "),
                }
            }
        }
        out.push_str(" #\n");
    }
    for line in [&empty, &hashes] {
        out.push_str(line);
        out.push('\n');
    }
    out
}
