//! The grid as a step leaves it, for `--explain --grid`: row and column
//! numbers, and the places the step read and decided marked so that they
//! show without colour (`[x]` read, `(x)` decided) and, on a terminal,
//! in two colours too.

use crate::engine::Puzzle;
use crate::engine::derived::Premises;
use crate::style::{Role, Style};

/// What a step did with one place of the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Highlight {
    Plain,
    /// Among the step's premises.
    Read,
    /// Among the step's effects (shown over `Read`).
    Decided,
}

impl Highlight {
    /// The stronger of two: a place both read and decided shows decided.
    pub fn and(self, other: Highlight) -> Highlight {
        self.max(other)
    }
}

/// Writes `text`, which is `width` wide, padded to `width + 2` with the
/// brackets or spaces its highlight asks for.
pub fn push_marked(out: &mut String, text: &str, width: usize, mark: Highlight, style: Style) {
    let pad = width.saturating_sub(text.chars().count());
    let body = format!("{}{text}", " ".repeat(pad));
    match mark {
        Highlight::Plain => {
            out.push(' ');
            out.push_str(&body);
            out.push(' ');
        }
        Highlight::Read => style.push(out, Role::Place, |o| {
            o.push('[');
            o.push_str(&body);
            o.push(']');
        }),
        Highlight::Decided => style.push(out, Role::Rule, |o| {
            o.push('(');
            o.push_str(&body);
            o.push(')');
        }),
    }
}

/// For a puzzle whose places are cells `0..cells` (its givens too): how
/// each cell shows, from the cells each effect is about.
pub fn cell_highlights<E: Copy>(
    cells: usize,
    read: &Premises<E>,
    decided: &[E],
    cells_of: impl Fn(E) -> [Option<usize>; 2],
) -> Vec<Highlight> {
    let mut marks = vec![Highlight::Plain; cells];
    let mut mark = |cell: usize, how: Highlight| {
        if let Some(m) = marks.get_mut(cell) {
            *m = m.and(how);
        }
    };
    read.givens.iter().for_each(|&g| mark(g, Highlight::Read));
    for &e in &read.marks {
        cells_of(e)
            .into_iter()
            .flatten()
            .for_each(|c| mark(c, Highlight::Read));
    }
    for &e in decided {
        cells_of(e)
            .into_iter()
            .flatten()
            .for_each(|c| mark(c, Highlight::Decided));
    }
    marks
}

/// A grid of cells, each shown as a short text (`#`, `.`, a clue), with
/// row numbers on the left and column numbers above.
pub fn cell_grid(
    rows: usize,
    cols: usize,
    style: Style,
    cell: impl Fn(usize, usize) -> (String, Highlight),
) -> String {
    let texts: Vec<(String, Highlight)> =
        (0..rows * cols).map(|i| cell(i / cols, i % cols)).collect();
    let width = texts
        .iter()
        .map(|(t, _)| t.chars().count())
        .chain([(cols).to_string().len()])
        .max()
        .unwrap_or(1);
    let label = rows.to_string().len();
    let mut out = String::new();
    out.push_str(&" ".repeat(label + 1));
    for c in 0..cols {
        push_marked(
            &mut out,
            &(c + 1).to_string(),
            width,
            Highlight::Plain,
            Style::PLAIN,
        );
    }
    out.push('\n');
    for r in 0..rows {
        out.push_str(&format!("{:>label$} ", r + 1));
        for c in 0..cols {
            let (text, mark) = &texts[r * cols + c];
            push_marked(&mut out, text, width, *mark, style);
        }
        out.push('\n');
    }
    out
}

/// What a puzzle gives the text picture of `--explain --grid`.
pub trait Picture: Puzzle {
    /// The grid for `--explain --grid`, with row and column numbers: the
    /// places of `read` and `decided` marked as `picture.rs` marks them.
    fn picture(
        &self,
        read: &Premises<Self::Effect>,
        decided: &[Self::Effect],
        style: Style,
    ) -> String;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_and_decided_cells_show_in_brackets_and_parentheses() {
        let grid = cell_grid(2, 3, Style::PLAIN, |r, c| {
            let mark = match (r, c) {
                (0, 1) => Highlight::Read,
                (1, 2) => Highlight::Decided,
                _ => Highlight::Plain,
            };
            ("#".to_string(), mark)
        });
        assert_eq!(grid, "   1  2  3 \n1  # [#] # \n2  #  # (#)\n");
    }
}
