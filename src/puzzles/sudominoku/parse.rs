//! The Su-Domino-Ku judge input (ICPC Mid-Central USA 2011, problem D):
//! `N`, then `N` lines `U LU V LV` (a placed domino: digit `U` at location
//! `LU`, digit `V` at the location beside it `LV`), then one line of nine
//! locations (where the single 1, 2, ..., 9 stand), repeated, ended by
//! `0`. The judge has 10 <= N <= 35; beyond it any N from 1 to 36 is read,
//! and `strict` keeps to the judge's range.

use crate::error::{Batch, InputError};
use crate::input::{
    Lines, Out, Reader, Token, end_column, number as read_number, read_all, tokens,
};

use super::givens::{CELLS, Givens, Placed, beside, domino_index, location_name, parse_location};

pub const JUDGE_MIN_DOMINOES: usize = 10;
pub const JUDGE_MAX_DOMINOES: usize = 35;

/// The tokens of a domino line and of the singles line; a header has one.
const DOMINO_TOKENS: usize = 4;
const SINGLES_TOKENS: usize = 9;

/// Reads the puzzles (see `Dominoes`).
pub fn parse_batch(text: &str, strict: bool) -> Batch<Givens> {
    read_all(text, reader(strict))
}

/// The reader of the judge input, puzzle by puzzle.
pub fn reader(strict: bool) -> Dominoes {
    let (min, max) = if strict {
        (JUDGE_MIN_DOMINOES, JUDGE_MAX_DOMINOES)
    } else {
        (1, 36)
    };
    Dominoes {
        min,
        max,
        at: At::Header,
        read: 0,
        first: true,
    }
}

/// Reads the puzzles. Their lines are told apart by their shape, not
/// counted by N: a puzzle's lines run from its header to its singles line,
/// or to the next header when that is missing. So a line too many or too
/// few spoils only its own puzzle, and each puzzle a person would count
/// stays one item, good or not; a header that cannot be read and has no
/// lines of its own is a stray line, with no puzzle's number.
#[derive(Clone)]
pub struct Dominoes {
    min: usize,
    max: usize,
    at: At,
    /// Puzzles read, damaged ones too.
    read: usize,
    /// No line has been read yet.
    first: bool,
}

#[derive(Clone)]
enum At {
    Header,
    /// After a header, the number of dominoes it gives.
    Body(Result<usize, InputError>),
}

impl Reader for Dominoes {
    type Item = Givens;

    fn step(&mut self, lines: &mut Lines<'_>, out: &mut Out<Givens>) {
        match std::mem::replace(&mut self.at, At::Header) {
            At::Header => self.header(lines, out),
            At::Body(count) => {
                // A header that cannot be read still has its puzzle's
                // lines after it: they are passed over with it, as one
                // damaged puzzle.
                let body = read_body(lines);
                match count {
                    Err(error) if body.lines.is_empty() => out.stray(error),
                    count => {
                        out.push(count.and_then(|count| read_puzzle(count, &body)));
                        self.read += 1;
                    }
                }
            }
        }
    }
}

impl Dominoes {
    fn header(&mut self, lines: &mut Lines<'_>, out: &mut Out<Givens>) {
        let first = std::mem::replace(&mut self.first, false);
        let Some((line_number, line)) = lines.next_nonblank() else {
            let message = match first {
                true => "the input is empty: expected the number of placed dominoes",
                false => "expected '0' to end the input, found the end of the file",
            };
            let at = if first { 1 } else { lines.end_line() };
            return out.end(Some(InputError::new(at, 1, message)));
        };
        let header = tokens(line);
        if matches!(header.as_slice(), [end] if end.text == "0") {
            return out.end(None);
        }
        if self.read > 0 && matches!(header.len(), DOMINO_TOKENS | SINGLES_TOKENS) {
            return out.spoil_last(line_too_many(line_number));
        }
        out.settle();
        let count = header_count(line_number, line, &header, self.min, self.max);
        self.at = At::Body(count);
    }
}

/// A domino or singles line where a header should be, after a puzzle's
/// singles line ended it: that puzzle has a line too many.
fn line_too_many(line_number: usize) -> InputError {
    InputError::new(
        line_number,
        1,
        "expected the next number of placed dominoes or '0', found a line too many for the puzzle above",
    )
}

/// One puzzle's lines after its header, and what stands after them.
struct Body<'a> {
    lines: Vec<(usize, &'a str)>,
    /// Where a missing line would be, and what was found there.
    next: (usize, String),
}

/// Reads a puzzle's lines after its header, blank lines passed over: up
/// to its singles line, or, when that is missing, up to the next header
/// or the end of the input.
fn read_body<'a>(lines: &mut Lines<'a>) -> Body<'a> {
    let mut body = Vec::new();
    while let Some((number, line)) = lines.peek_nonblank() {
        let count = tokens(line).len();
        if count == 1 {
            break; // The next header.
        }
        lines.next_nonblank();
        body.push((number, line));
        if count == SINGLES_TOKENS {
            break;
        }
    }
    let next = match lines.peek_nonblank() {
        Some((number, line)) => (
            number,
            format!("'{}', which reads as the next header", line.trim()),
        ),
        None => (lines.end_of_input(), "the end of the file".to_string()),
    };
    Body { lines: body, next }
}

fn header_count(
    line_number: usize,
    line: &str,
    header: &[Token<'_>],
    min: usize,
    max: usize,
) -> Result<usize, InputError> {
    match header {
        [only] => read_number(
            *only,
            line_number,
            "the number of placed dominoes",
            min,
            max,
        ),
        _ => {
            let column = header.get(1).map_or(end_column(line), |t| t.column);
            Err(InputError::new(
                line_number,
                column,
                "expected one number (placed dominoes), or '0' to end",
            ))
        }
    }
}

/// Checks one puzzle's `count` domino lines and its singles line. A
/// body ends at its first line of nine tokens, so when its singles line
/// reads, no line of it is left unchecked.
fn read_puzzle(count: usize, body: &Body<'_>) -> Result<Givens, InputError> {
    let missing = |what: String| {
        let (line, found) = &body.next;
        InputError::new(*line, 1, format!("expected {what}, found {found}"))
    };
    // Per cell: the line that covered it. Per domino: the line that placed it.
    let mut covered: Vec<Option<usize>> = vec![None; CELLS];
    let mut used: [Option<usize>; 36] = [None; 36];
    let mut dominoes = Vec::with_capacity(count);
    for index in 0..count {
        let Some(&(number, line)) = body.lines.get(index) else {
            return Err(missing(format!("domino {} of {count}", index + 1)));
        };
        dominoes.push(place_domino(number, line, &mut covered, &mut used)?);
    }
    let Some(&(number, line)) = body.lines.get(count) else {
        return Err(missing(
            "the line of the nine single digits' locations".to_string(),
        ));
    };
    let singles = read_singles(number, line, &covered)?;
    Ok(Givens { dominoes, singles })
}

/// Reads the domino of line `number` onto cells no other domino covers,
/// a domino no other line placed.
fn place_domino(
    number: usize,
    line: &str,
    covered: &mut [Option<usize>],
    used: &mut [Option<usize>; 36],
) -> Result<Placed, InputError> {
    let placed = read_domino(number, line)?;
    let toks = tokens(line);
    for (half, &(cell, _)) in placed.halves.iter().enumerate() {
        if let Some(earlier) = covered[cell] {
            return Err(InputError::new(
                number,
                toks[2 * half + 1].column,
                format!(
                    "{} is already covered by the domino on line {earlier}",
                    location_name(cell)
                ),
            ));
        }
        covered[cell] = Some(number);
    }
    let [(_, u), (_, v)] = placed.halves;
    let index = domino_index(u, v);
    if let Some(earlier) = used[index] {
        return Err(InputError::new(
            number,
            toks[0].column,
            format!(
                "the domino {}-{} is already placed on line {earlier}",
                u.min(v),
                u.max(v)
            ),
        ));
    }
    used[index] = Some(number);
    Ok(placed)
}

/// `U LU V LV`: two different digits on two cells side by side.
fn read_domino(number: usize, line: &str) -> Result<Placed, InputError> {
    let toks = tokens(line);
    if toks.len() != DOMINO_TOKENS {
        return Err(wrong_count(
            number,
            line,
            &toks,
            DOMINO_TOKENS,
            "expected a placed domino 'U LU V LV', such as '6 B2 1 B3'",
        ));
    }
    let digit = |t: Token<'_>| read_number(t, number, "a digit", 1, 9).map(|d| d as u8);
    let place = |t: Token<'_>| location(number, t);
    let (u, lu, v, lv) = (
        digit(toks[0])?,
        place(toks[1])?,
        digit(toks[2])?,
        place(toks[3])?,
    );
    if !beside(lu, lv) {
        return Err(InputError::new(
            number,
            toks[3].column,
            format!(
                "{} is not beside {}: a domino covers two cells that share a side",
                location_name(lv),
                location_name(lu)
            ),
        ));
    }
    if u == v {
        return Err(InputError::new(
            number,
            toks[2].column,
            format!("a domino has two different digits, found {u} twice"),
        ));
    }
    Ok(Placed {
        halves: [(lu, u), (lv, v)],
    })
}

fn location(number: usize, token: Token<'_>) -> Result<usize, InputError> {
    parse_location(token.text).ok_or_else(|| {
        InputError::new(
            number,
            token.column,
            format!(
                "expected a location, a row A to I and a column 1 to 9 (such as B3), found '{}'",
                token.text
            ),
        )
    })
}

/// The nine locations of the single 1..9: free cells, all different.
fn read_singles(
    number: usize,
    line: &str,
    covered: &[Option<usize>],
) -> Result<[usize; 9], InputError> {
    let toks = tokens(line);
    if toks.len() != SINGLES_TOKENS {
        return Err(wrong_count(
            number,
            line,
            &toks,
            SINGLES_TOKENS,
            "expected the nine locations of the single digits 1 to 9",
        ));
    }
    let mut singles = [0; 9];
    for (digit, token) in toks.iter().enumerate() {
        let cell = location(number, *token)?;
        if let Some(earlier) = covered[cell] {
            return Err(InputError::new(
                number,
                token.column,
                format!(
                    "{} is covered by the domino on line {earlier}, so the single {} cannot stand there",
                    location_name(cell),
                    digit + 1
                ),
            ));
        }
        if let Some(other) = singles[..digit].iter().position(|&c| c == cell) {
            return Err(InputError::new(
                number,
                token.column,
                format!(
                    "{} already holds the single {}",
                    location_name(cell),
                    other + 1
                ),
            ));
        }
        singles[digit] = cell;
    }
    Ok(singles)
}

/// A line with the wrong number of tokens, pointing at the first extra
/// one or the end of the line. A domino line where the singles belong,
/// or the other way round, usually means N does not match the lines:
/// the message says so.
fn wrong_count(
    number: usize,
    line: &str,
    toks: &[Token<'_>],
    wanted: usize,
    expected: &str,
) -> InputError {
    let column = toks.get(wanted).map_or(end_column(line), |t| t.column);
    let hint = match (wanted, toks.len()) {
        (4, 9) => " (this looks like the line of single digits: are dominoes missing?)",
        (9, 4) => " (this looks like a domino: is N too small, or a domino line written twice?)",
        _ => "",
    };
    InputError::new(number, column, format!("{expected}{hint}"))
}
