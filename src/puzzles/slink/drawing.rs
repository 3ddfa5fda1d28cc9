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
    // Bytes, every one of them ASCII: pushed without encoding each.
    let mut out = Vec::with_capacity((2 * rows + 5) * (width + 1));
    let frame = |out: &mut Vec<u8>, edge: u8| {
        out.push(b'#');
        out.resize(out.len() + width - 2, edge);
        out.extend_from_slice(b"#\n");
    };
    frame(&mut out, b'#');
    frame(&mut out, b' ');
    for i in 0..=rows {
        out.extend_from_slice(b"# ");
        for j in 0..=cols {
            let on = |ink: Option<Ink>| ink == Some(Ink::Line);
            let up = on((i > 0).then(|| down(i - 1, j)));
            let below = on((i < rows).then(|| down(i, j)));
            let left = on((j > 0).then(|| across(i, j - 1)));
            let right = on((j < cols).then(|| across(i, j)));
            out.push(match (up || below, left || right) {
                (false, false) => b' ',
                (true, false) if up && below => b'|',
                (false, true) if left && right => b'-',
                _ => b'+',
            });
            if j < cols {
                out.extend_from_slice(match across(i, j) {
                    Ink::Line => b"---",
                    Ink::Cross => b" x ",
                    Ink::Blank => b"   ",
                });
            }
        }
        out.extend_from_slice(b" #\n");
        if i == rows {
            break;
        }
        out.extend_from_slice(b"# ");
        for j in 0..=cols {
            out.push(match down(i, j) {
                Ink::Line => b'|',
                Ink::Cross => b'x',
                Ink::Blank => b' ',
            });
            if j < cols {
                match clues[i * cols + j] {
                    Some(n) => out.extend_from_slice(&[b' ', b'0' + n, b' ']),
                    None => out.extend_from_slice(b"   "),
                }
            }
        }
        out.extend_from_slice(b" #\n");
    }
    frame(&mut out, b' ');
    frame(&mut out, b'#');
    String::from_utf8(out).expect("the drawing is ASCII")
}
