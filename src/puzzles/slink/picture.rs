//! The grid for `--explain --grid`: dots `+`, lines, crosses `x` and clues,
//! with row and column numbers, and the segments and clues a step read
//! (`[---]`, `[x]`, `[3]`) and decided (`(---)`, `(x)`) marked, and the
//! places a chain passed through: its dots `*`, its cells without a
//! number `[ ]`.
//!
//! Each column is six characters wide so that a vertical segment has room
//! for its brackets as a horizontal one does: in a cell row, three for
//! the segment and three for the cell; in a dot row, the dot and five for
//! the segment to its right.

use crate::engine::Premises;
use crate::io::picture::{Highlight, push_marked};
use crate::style::Style;

use super::grid::Seg;
use super::state::{Mark, SegMark, Slink};

pub fn picture(p: &Slink, read: &Premises<SegMark>, decided: &[SegMark], style: Style) -> String {
    let grid = &p.board.grid;
    let highlight = |seg: Seg| {
        let mut how = Highlight::Plain;
        if read.marks.iter().any(|m| m.seg == seg) {
            how = how.and(Highlight::Read);
        }
        if decided.iter().any(|m| m.seg == seg) {
            how = how.and(Highlight::Decided);
        }
        how
    };
    let label = grid.rows.to_string().len();
    let mut out = " ".repeat(label + 1);
    for c in 0..grid.cols {
        out.push_str(&format!("{:>6}", format!("{}  ", c + 1)));
    }
    out.push('\n');
    for i in 0..=grid.rows {
        out.push_str(&" ".repeat(label + 1));
        for j in 0..=grid.cols {
            let dot = p.dot_anchors().start + grid.dot(i, j);
            out.push(if read.path.contains(&dot) { '*' } else { '+' });
            if j < grid.cols {
                let seg = grid.h(i, j);
                let (line, cross) = ("---", "x");
                match (p.mark(seg), highlight(seg)) {
                    (Mark::Line, Highlight::Plain) => out.push_str("-----"),
                    (Mark::Line, how) => push_marked(&mut out, line, 3, how, style),
                    (Mark::Cross, how) => {
                        out.push(' ');
                        push_marked(&mut out, cross, 1, how, style);
                        out.push(' ');
                    }
                    (Mark::Unknown, _) => out.push_str("     "),
                }
            }
        }
        out.push('\n');
        if i == grid.rows {
            break;
        }
        out.push_str(&format!("{:>label$}", i + 1));
        for j in 0..=grid.cols {
            let seg = grid.v(i, j);
            let glyph = match p.mark(seg) {
                Mark::Line => "|",
                Mark::Cross => "x",
                Mark::Unknown => " ",
            };
            push_marked(&mut out, glyph, 1, highlight(seg), style);
            if j < grid.cols {
                let cell = grid.cell(i, j);
                let text = p
                    .board
                    .clue(cell)
                    .map_or(" ".to_string(), |n| n.to_string());
                let how = if read.givens.contains(&cell) || read.path.contains(&cell) {
                    Highlight::Read
                } else {
                    Highlight::Plain
                };
                push_marked(&mut out, &text, 1, how, style);
            }
        }
        out.push('\n');
    }
    out
}
