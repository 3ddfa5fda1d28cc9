//! The words steps and messages are written in: places and effects as
//! people read them (`r3c4`, `r3c4 top line`), counts, numbers, and the
//! rules in catalog order. The core's own: a step's reason is made of them.

use super::engine_steps::ENGINE_STEPS;
use super::puzzle::Puzzle;
use super::rule_record::RuleRecord;
use super::whole_grid::write_anchor_text;

/// Every rule of `P` in catalog order, the engine's steps last.
pub fn rule_order<P: Puzzle>() -> impl Iterator<Item = &'static RuleRecord> {
    P::rules()
        .iter()
        .map(|r| r.record())
        .chain(ENGINE_STEPS.iter().copied())
}

/// A place as people read it, for messages (`Puzzle::write_anchor_text`).
pub fn anchor_text<P: Puzzle>(puzzle: &P, at: usize) -> String {
    let mut out = String::new();
    write_anchor_text(puzzle, at, &mut out);
    out
}

/// An effect as people read it, for messages (`Puzzle::write_effect_text`).
pub fn effect_text<P: Puzzle>(puzzle: &P, effect: P::Effect) -> String {
    let mut out = String::new();
    puzzle.write_effect_text(effect, &mut out);
    out
}

/// Where `effect` is, in words, without what it decides there: the
/// words its text shares with its opposite's ("r3c4 top" of "r3c4 top
/// line" and "r3c4 top cross"), less a closing "is" or "are" ("r1c1" of
/// "r1c1 is 7" and "r1c1 is not 7"). A hint that points at the place of
/// a hypothesis says where, not which way.
pub fn effect_place_text<P: Puzzle>(puzzle: &P, effect: P::Effect) -> String {
    let text = effect_text(puzzle, effect);
    let opposite = effect_text(puzzle, puzzle.negate(effect));
    let mut shared: Vec<&str> = text
        .split(' ')
        .zip(opposite.split(' '))
        .take_while(|(a, b)| a == b)
        .map(|(a, _)| a)
        .collect();
    while shared.last().is_some_and(|w| matches!(*w, "is" | "are")) {
        shared.pop();
    }
    match shared.is_empty() {
        true => text,
        false => shared.join(" "),
    }
}

/// Appends a cell's name as people read it, `r3c4`, from 0-based row and
/// column: one notation for every puzzle.
pub fn push_cell_name(out: &mut String, row: usize, col: usize) {
    out.push('r');
    push_number(out, row + 1);
    out.push('c');
    push_number(out, col + 1);
}

/// A cell's name as people read it: `r3c4`.
pub fn cell_name(row: usize, col: usize) -> String {
    let mut out = String::new();
    push_cell_name(&mut out, row, col);
    out
}

/// "1 line", "2 crosses": a count with its noun.
pub fn counted(n: usize, one: &str, many: &str) -> String {
    let mut out = String::with_capacity(12);
    write_counted(n, one, many, &mut out);
    out
}

/// `counted`, written onto `out`.
pub fn write_counted(n: usize, one: &str, many: &str, out: &mut String) {
    push_number(out, n);
    out.push(' ');
    out.push_str(if n == 1 { one } else { many });
}

/// Appends a number in decimal, without the formatting machinery: traces
/// write a great many small numbers.
#[inline]
pub fn push_number(out: &mut String, mut n: usize) {
    // Most numbers written are a row or a column: one digit, one push.
    if n < 10 {
        out.push((b'0' + n as u8) as char);
        return;
    }
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    digits[at..].iter().for_each(|&d| out.push(d as char));
}

/// Words joined for a sentence: "a", "a and b", "a, b and c".
pub fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::push_number;

    #[test]
    fn numbers_are_written_in_decimal() {
        let mut out = String::new();
        for n in [0, 7, 10, 1234, usize::MAX] {
            push_number(&mut out, n);
            out.push(' ');
        }
        assert_eq!(out, format!("0 7 10 1234 {} ", usize::MAX));
    }
}
