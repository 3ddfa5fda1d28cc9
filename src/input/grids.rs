//! Batches of grids in the form the judges share: a `rows cols` header and
//! the grid's rows, again and again. A damaged puzzle spoils only itself:
//! the reading picks up where the next puzzle starts, and every puzzle a
//! person would count stays one item of the batch, so the puzzles after a
//! damaged one keep their numbers.

use crate::error::{Batch, InputError};

use super::{Lines, NotWhole, end_column, number, tokens, whole};

/// How a batch of grids ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BatchEnd {
    /// At `0 0`, which must be there.
    Marker,
    /// At the end of the input, or at `0 0`.
    Input,
    /// After this many grids, counted before them; `0 0` is no end.
    Count(usize),
}

/// The sizes a batch's `rows cols` headers may give, and how it ends.
#[derive(Clone, Copy, Debug)]
pub struct Sizes {
    pub min: usize,
    pub max: usize,
    pub end: BatchEnd,
}

impl Sizes {
    fn has_end_marker(self) -> bool {
        !matches!(self.end, BatchEnd::Count(_))
    }

    fn is_end_marker(self, line: &str) -> bool {
        self.has_end_marker()
            && matches!(tokens(line).as_slice(), [a, b] if a.text == "0" && b.text == "0")
    }

    fn complete(self, grids: usize) -> bool {
        matches!(self.end, BatchEnd::Count(count) if grids >= count)
    }

    /// What is expected where a header stands, for an error.
    fn expected_header(self) -> &'static str {
        match self.end {
            BatchEnd::Marker => "the next 'rows cols' or '0 0'",
            BatchEnd::Input => "the next 'rows cols' or the end of the input",
            BatchEnd::Count(_) => "the next 'rows cols'",
        }
    }
}

/// Reads a batch of grids from `text`: a `rows cols` header within
/// `sizes`, the grid read by `read_grid`, again and again, until the batch
/// ends. A bad grid, or a header that cannot be read, is kept as an error
/// and the next puzzle read (see `read_grids`).
pub fn read_grid_batch<T>(
    text: &str,
    sizes: Sizes,
    read_grid: impl FnMut(&mut Lines<'_>, usize, usize) -> Result<T, InputError>,
) -> Batch<T> {
    if text.trim().is_empty() {
        let message = "the input is empty: expected 'rows cols'";
        return Batch::ended_by(InputError::new(1, 1, message));
    }
    read_grids(&mut Lines::new(text), sizes, read_grid)
}

/// Reads grids from where `lines` stands until the batch ends (for
/// `BatchEnd::Count`, fewer when the input ends first). A header that
/// cannot be read stands for one damaged puzzle, and the reading picks up
/// where the next one starts (`skip_unreadable_grid`); a line after a
/// grid that reads as one more of its rows spoils that grid instead of
/// counting as a puzzle. A line that reads as a header where one is
/// expected is one, even when it would also read as a row.
pub fn read_grids<T>(
    lines: &mut Lines<'_>,
    sizes: Sizes,
    mut read_grid: impl FnMut(&mut Lines<'_>, usize, usize) -> Result<T, InputError>,
) -> Batch<T> {
    lines.sizes = Some(sizes);
    let mut batch = Batch::default();
    // The size of the grid just read, to tell a row too many of it from
    // the header of the next.
    let mut last_size = None;
    while !sizes.complete(batch.items.len()) {
        let Some((number, line)) = lines.next_nonblank() else {
            if sizes.end == BatchEnd::Marker {
                let message = "expected '0 0' to end the input, found the end of the file";
                batch.trailing = Some(InputError::new(lines.end_line(), 1, message));
            }
            break;
        };
        let error = match size_header(number, line, sizes) {
            Ok(Some((rows, cols))) => {
                batch.items.push(read_grid(lines, rows, cols));
                last_size = Some((rows, cols));
                continue;
            }
            Ok(None) => break,
            Err(error) => error,
        };
        match last_size.filter(|&size| reads_as_row_of(line, size, &mut read_grid)) {
            Some(size) => batch.spoil_last(row_too_many(number, size, sizes)),
            None => {
                batch.items.push(Err(error));
                last_size = None;
                skip_unreadable_grid(lines, line, sizes);
            }
        }
    }
    batch
}

/// Whether `line` reads as one more row of a grid of `size`: the grid's
/// own reader is given a grid of that size with `line` for every row,
/// so every check a row must pass is made, with the grid's size.
fn reads_as_row_of<T>(
    line: &str,
    (rows, cols): (usize, usize),
    read_grid: &mut impl FnMut(&mut Lines<'_>, usize, usize) -> Result<T, InputError>,
) -> bool {
    let mut lines = Lines::of(vec![line; rows]);
    read_grid(&mut lines, rows, cols).is_ok()
}

fn row_too_many(number: usize, (rows, cols): (usize, usize), sizes: Sizes) -> InputError {
    let expected = sizes.expected_header();
    InputError::new(
        number,
        1,
        format!("expected {expected}, found a row too many for the {rows}x{cols} grid above"),
    )
}

/// Passes over the rows of a puzzle whose header could not be read, to
/// where the next puzzle starts: after the rows the header announces,
/// when their number reads and is within the sizes (`2 x`, or `2 21`
/// with columns beyond them) and a header or the end of the input
/// follows them; otherwise at the next line where a puzzle starts.
fn skip_unreadable_grid(lines: &mut Lines<'_>, header: &str, sizes: Sizes) {
    let after_header = lines.position();
    if announced_rows(header, sizes)
        .is_some_and(|rows| lines.skip_nonblank(rows) && lines.at_header_or_end())
    {
        return;
    }
    lines.rewind(after_header);
    while lines.peek_nonblank().is_some() && !lines.puzzle_starts_here() {
        lines.next_nonblank();
    }
}

/// The number of rows a header of two tokens announces, when its first
/// token is a whole number within the sizes.
fn announced_rows(header: &str, sizes: Sizes) -> Option<usize> {
    let [rows, _] = tokens(header)[..] else {
        return None;
    };
    let rows = usize::try_from(whole(rows.text).ok()?).ok()?;
    (sizes.min..=sizes.max).contains(&rows).then_some(rows)
}

/// Whether a line has the shape of a `rows cols` header: two whole
/// numbers, of any size.
fn reads_as_header(line: &str) -> bool {
    let toks = tokens(line);
    toks.len() == 2
        && toks
            .iter()
            .all(|t| whole(t.text) != Err(NotWhole::NotANumber))
}

impl Lines<'_> {
    /// Whether a puzzle starts at the next line that is not blank: the
    /// batch's end marker, or a line of two whole numbers whose rows are
    /// within the batch's sizes (its columns need not be: a damaged
    /// header still marks where its puzzle starts) and are followed by a
    /// header or the end of the input. Where the reading stands is left
    /// as it was. Outside a batch of grids, no puzzle starts anywhere.
    pub(super) fn puzzle_starts_here(&mut self) -> bool {
        let Some(sizes) = self.sizes else {
            return false;
        };
        let start = self.position();
        let starts = self.next_nonblank().is_some_and(|(_, line)| {
            sizes.is_end_marker(line)
                || (reads_as_header(line)
                    && announced_rows(line, sizes)
                        .is_some_and(|rows| self.skip_nonblank(rows) && self.at_header_or_end()))
        });
        self.rewind(start);
        starts
    }

    fn at_header_or_end(&self) -> bool {
        self.peek_nonblank()
            .is_none_or(|(_, line)| reads_as_header(line))
    }
}

/// Reads a header line of exactly two numbers, `rows cols`, each in the
/// range of `sizes`. `None` when the line is the end marker `0 0`.
fn size_header(
    line_number: usize,
    line: &str,
    sizes: Sizes,
) -> Result<Option<(usize, usize)>, InputError> {
    if sizes.is_end_marker(line) {
        return Ok(None);
    }
    let toks = tokens(line);
    if toks.len() != 2 {
        let column = toks.get(2).map_or(end_column(line), |t| t.column);
        let or_end = if sizes.has_end_marker() {
            ", or '0 0' to end"
        } else {
            ""
        };
        return Err(InputError::new(
            line_number,
            column,
            format!("expected two numbers, rows and columns{or_end}"),
        ));
    }
    let side = |token, what| number(token, line_number, what, sizes.min, sizes.max);
    let rows = side(toks[0], "the number of rows")?;
    let cols = side(toks[1], "the number of columns")?;
    Ok(Some((rows, cols)))
}

#[cfg(test)]
mod tests {
    use super::{BatchEnd, Lines, Sizes, reads_as_header, size_header};

    const SIZES: Sizes = Sizes {
        min: 2,
        max: 9,
        end: BatchEnd::Marker,
    };

    #[test]
    fn headers_say_where_they_fail() {
        assert_eq!(size_header(1, "0 0", SIZES), Ok(None));
        assert_eq!(size_header(1, "3 4", SIZES), Ok(Some((3, 4))));
        let error = size_header(2, "3 4 5", SIZES).unwrap_err();
        assert_eq!((error.line, error.column), (2, 5));
        // Where boards are counted, `0 0` is no end but a board too small.
        let counted = Sizes {
            end: BatchEnd::Count(3),
            ..SIZES
        };
        let error = size_header(1, "0 0", counted).unwrap_err();
        assert!(error.message.contains("from 2 to 9, found 0"), "{error}");
    }

    #[test]
    fn a_header_is_two_whole_numbers_of_any_size() {
        assert!(reads_as_header("2 3"));
        assert!(reads_as_header(" 0 0 "));
        assert!(reads_as_header("2 21"));
        assert!(reads_as_header("2 99999999999999999999999"));
        assert!(!reads_as_header("2 x"));
        assert!(!reads_as_header("2 3 4"));
        assert!(!reads_as_header("+2 3"));
        assert!(!reads_as_header("..3"));
    }

    /// Whether a puzzle starts at line `at` (from 1) of `text`.
    fn starts(text: &str, at: usize) -> bool {
        let mut lines = Lines::new(text);
        lines.sizes = Some(SIZES);
        lines.rewind(at - 1);
        let start = lines.position();
        let starts = lines.puzzle_starts_here();
        assert_eq!(lines.position(), start, "the reading stays where it was");
        starts
    }

    #[test]
    fn a_puzzle_starts_at_a_header_whose_rows_end_where_a_header_follows() {
        let text = "2 3\n1 1 1\n\n1 1 1\n2 2\n1 1\n1 1\n0 0\n";
        assert!(starts(text, 1));
        assert!(starts(text, 5), "followed by the end marker");
        assert!(starts(text, 8), "the end marker");
        assert!(!starts(text, 2), "a row");
        // `1 1` is two numbers, but no grid is one row high.
        assert!(!starts(text, 6));
        // Two rows announced, but a row follows them.
        assert!(!starts("2 2\n1 1\n1 1\n1 1 1\n", 1));
        assert!(starts("2 2\n1 1\n1 1\n", 1), "the end of the input");
        // A damaged header still starts a puzzle: `2 21` has two rows.
        assert!(starts("2 21\nx\nx\n3 3\n", 1));
        assert!(!starts("2 x\nx\nx\n3 3\n", 1), "two numbers, not one");
    }
}
