//! The Su-Domino-Ku judge input (ICPC Mid-Central USA 2011, problem D):
//! `N`, then `N` lines `U LU V LV` (a placed domino: digit `U` at location
//! `LU`, digit `V` at the location beside it `LV`), then one line of nine
//! locations (where the single 1, 2, ..., 9 stand), repeated, ended by
//! `0`. The judge has 10 <= N <= 35; beyond it any N from 1 to 36 is read,
//! and `strict` keeps to the judge's range.

use crate::error::{Batch, InputError};
use crate::input::{Lines, Token, end_column, number as read_number, tokens};

use super::givens::{CELLS, Givens, Placed, beside, domino_index, location_name, parse_location};

pub const JUDGE_MIN_DOMINOES: usize = 10;
pub const JUDGE_MAX_DOMINOES: usize = 35;

pub fn parse_batch(text: &str, strict: bool) -> Batch<Givens> {
    let (min, max) = if strict {
        (JUDGE_MIN_DOMINOES, JUDGE_MAX_DOMINOES)
    } else {
        (1, 36)
    };
    let mut lines = Lines::new(text);
    let mut items = Vec::new();
    loop {
        let Some((line_number, line)) = lines.next_nonblank() else {
            let message = if items.is_empty() && text.trim().is_empty() {
                "the input is empty: expected the number of placed dominoes"
            } else {
                "expected '0' to end the input, found the end of the file"
            };
            let error = InputError::new(lines.end_line(), 1, message);
            return Batch {
                items,
                trailing: Some(error),
            };
        };
        let header = tokens(line);
        if header.len() == 1 && header[0].text == "0" {
            return Batch {
                items,
                trailing: None,
            };
        }
        let count = match header_count(line_number, line, &header, min, max) {
            Ok(count) => count,
            Err(error) => {
                return Batch {
                    items,
                    trailing: Some(error),
                };
            }
        };
        // The puzzle's lines are read whole before they are checked, so
        // that a bad one spoils only its own puzzle.
        let mut body = Vec::with_capacity(count + 1);
        for _ in 0..=count {
            match lines.next_line() {
                Some(numbered) => body.push(numbered),
                None => {
                    let what = if body.len() < count {
                        format!("domino {} of {count}", body.len() + 1)
                    } else {
                        "the line of the nine single digits' locations".to_string()
                    };
                    let error = InputError::new(
                        lines.end_line(),
                        1,
                        format!("expected {what}, found the end of the file"),
                    );
                    return Batch {
                        items,
                        trailing: Some(error),
                    };
                }
            }
        }
        items.push(read_puzzle(&body));
    }
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

/// Checks one puzzle's domino lines and its singles line.
fn read_puzzle(body: &[(usize, &str)]) -> Result<Givens, InputError> {
    let (singles_line, domino_lines) = body.split_last().expect("at least the singles line");
    // Per cell: the line that covered it. Per domino: the line that placed it.
    let mut covered: Vec<Option<usize>> = vec![None; CELLS];
    let mut used: [Option<usize>; 36] = [None; 36];
    let mut dominoes = Vec::with_capacity(domino_lines.len());
    for &(number, line) in domino_lines {
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
        dominoes.push(placed);
    }
    let singles = read_singles(singles_line.0, singles_line.1, &covered)?;
    Ok(Givens { dominoes, singles })
}

/// `U LU V LV`: two different digits on two cells side by side.
fn read_domino(number: usize, line: &str) -> Result<Placed, InputError> {
    let toks = tokens(line);
    if toks.len() != 4 {
        return Err(wrong_count(
            number,
            line,
            &toks,
            4,
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
    if toks.len() != 9 {
        return Err(wrong_count(
            number,
            line,
            &toks,
            9,
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
        (9, 4) => " (this looks like a domino: is N too small, or the line missing?)",
        _ => "",
    };
    InputError::new(number, column, format!("{expected}{hint}"))
}
