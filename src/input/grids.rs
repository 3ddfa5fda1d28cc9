//! Batches of grids in the form the judges share: a `rows cols` header and
//! the grid's rows, again and again. A damaged puzzle spoils only itself:
//! the reading picks up where the next puzzle starts, and every puzzle a
//! person would count stays one item of the batch, so the puzzles after a
//! damaged one keep their numbers. A header line with no rows of its own
//! is no puzzle a person would count: it is reported, and takes no number.

use crate::error::InputError;

use super::stream::{Out, Reader};
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
    /// Sides from `min` to `max` (a puzzle's `Sides::range`), the batch
    /// ending as `end` says.
    pub fn new((min, max): (usize, usize), end: BatchEnd) -> Sizes {
        Sizes { min, max, end }
    }

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

/// How one grid of a batch is read: its lines, its rows and columns, and
/// whether the judge's limits are kept.
pub type GridFn<T> = fn(&mut Lines<'_>, usize, usize, bool) -> Result<T, InputError>;

/// The reader of a batch of grids: a `rows cols` header within its sizes,
/// the grid read by its `GridFn`, again and again, until the batch ends.
/// A header that cannot be read stands for one damaged puzzle when rows
/// follow it, and the reading picks up where the next one starts
/// (`skip_unreadable_grid`); one with no rows of its own, where the next
/// puzzle starts at once, is a stray line, reported with no puzzle's
/// number. A line after a grid that reads as one more of its rows spoils
/// that grid instead of counting as a puzzle. A line that reads as a
/// header where one is expected is one, even when it would also read as a
/// row.
pub struct Grids<T> {
    sizes: Sizes,
    strict: bool,
    read_grid: GridFn<T>,
    at: At,
    /// Puzzles read, for a batch that counts them.
    read: usize,
}

#[derive(Clone, Copy)]
enum At {
    /// Where a header stands: the size of the grid just read, to tell a
    /// row too many of it from the header of the next; `first` before
    /// any line was read.
    Header {
        last_size: Option<(usize, usize)>,
        first: bool,
    },
    /// After the header of a grid of this many rows and columns.
    Grid(usize, usize),
}

impl<T> Clone for Grids<T> {
    fn clone(&self) -> Self {
        Grids { ..*self }
    }
}

impl<T> Grids<T> {
    /// A batch of grids that is the whole input: an input without a line
    /// is refused as empty.
    pub fn batch(sizes: Sizes, strict: bool, read_grid: GridFn<T>) -> Grids<T> {
        Grids {
            sizes,
            strict,
            read_grid,
            at: At::Header {
                last_size: None,
                first: true,
            },
            read: 0,
        }
    }

    /// A batch of grids after something else (a count of boards).
    pub fn after_start(sizes: Sizes, read_grid: GridFn<T>) -> Grids<T> {
        let mut grids = Grids::batch(sizes, false, read_grid);
        grids.at = At::Header {
            last_size: None,
            first: false,
        };
        grids
    }

    /// How many puzzles were read (damaged ones too).
    pub fn read(&self) -> usize {
        self.read
    }

    fn header(
        &mut self,
        lines: &mut Lines<'_>,
        out: &mut Out<T>,
        last_size: Option<(usize, usize)>,
        first: bool,
    ) {
        let sizes = self.sizes;
        if sizes.complete(self.read) {
            return out.end(None);
        }
        let Some((number, line)) = lines.next_nonblank() else {
            let trailing = match (first, sizes.end) {
                (true, _) => Some("the input is empty: expected 'rows cols'"),
                (false, BatchEnd::Marker) => {
                    Some("expected '0 0' to end the input, found the end of the file")
                }
                (false, _) => None,
            };
            let end = lines.end_line();
            return out.end(trailing.map(|message| InputError::new(end, 1, message)));
        };
        let error = match size_header(number, line, sizes) {
            Ok(Some((rows, cols))) => {
                out.settle();
                self.at = At::Grid(rows, cols);
                return;
            }
            Ok(None) => return out.end(None),
            Err(error) => error,
        };
        let read_grid = self.read_grid;
        let strict = self.strict;
        let row_of = last_size.filter(|&size| reads_as_row_of(line, size, read_grid, strict));
        self.at = At::Header {
            last_size: row_of,
            first: false,
        };
        match row_of {
            Some(size) => out.spoil_last(row_too_many(number, size, sizes)),
            None if skip_unreadable_grid(lines, line, sizes) => {
                out.push(Err(error));
                self.read += 1;
            }
            None => out.stray(error),
        }
    }
}

impl<T> Reader for Grids<T> {
    type Item = T;

    fn step(&mut self, lines: &mut Lines<'_>, out: &mut Out<T>) {
        lines.sizes = Some(self.sizes);
        match self.at {
            At::Header { last_size, first } => self.header(lines, out, last_size, first),
            At::Grid(rows, cols) => {
                out.push((self.read_grid)(lines, rows, cols, self.strict));
                self.read += 1;
                self.at = At::Header {
                    last_size: Some((rows, cols)),
                    first: false,
                };
            }
        }
    }
}

/// Whether `line` reads as one more row of a grid of `size`: the grid's
/// own reader is given a grid of that size with `line` for every row,
/// so every check a row must pass is made, with the grid's size.
fn reads_as_row_of<T>(
    line: &str,
    (rows, cols): (usize, usize),
    read_grid: GridFn<T>,
    strict: bool,
) -> bool {
    let mut lines = Lines::repeated(line, rows);
    read_grid(&mut lines, rows, cols, strict).is_ok()
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
/// False when there were no rows to pass over: the header stands alone.
fn skip_unreadable_grid(lines: &mut Lines<'_>, header: &str, sizes: Sizes) -> bool {
    let after_header = lines.position();
    if announced_rows(header, sizes)
        .is_some_and(|rows| lines.skip_nonblank(rows) && lines.at_header_or_end())
    {
        return true;
    }
    lines.rewind(after_header);
    let mut rows = false;
    while lines.peek_nonblank().is_some() && !lines.puzzle_starts_here() {
        lines.next_nonblank();
        rows = true;
    }
    rows
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
    let side = |token, what| number(token, line_number, what, sizes.min, sizes.max);
    if toks.len() != 2 {
        // A word that is no number says more than how many there are (a
        // line of NUL bytes is one word): name it where it stands.
        let sides = ["the number of rows", "the number of columns"];
        for (&token, what) in toks.iter().zip(sides) {
            if whole(token.text) == Err(NotWhole::NotANumber) {
                side(token, what)?;
            }
        }
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
        // A word that is no number is named where it stands, not where
        // the line ends or its third word begins.
        let error = size_header(1, "\0\0\0\0", SIZES).unwrap_err();
        assert_eq!(error.column, 1, "{error}");
        assert!(
            error.message.contains("the number of rows, found"),
            "{error}"
        );
        let error = size_header(1, "3 x 3", SIZES).unwrap_err();
        assert_eq!(error.column, 3, "{error}");
        assert!(
            error.message.contains("the number of columns, found 'x'"),
            "{error}"
        );
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
