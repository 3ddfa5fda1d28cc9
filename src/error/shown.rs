//! Text from the input, made fit to show in a message on a terminal: a
//! control character (an escape sequence in a file would drive the
//! terminal that prints the message) is written as its escape, and a
//! token too long to read is cut down to its start and end.

use std::fmt::{self, Write};

/// `text` with each character a terminal would act on, or that cannot be
/// seen (controls, bidirectional overrides, zero-width marks), written as
/// Rust writes it in a string: `\u{1b}`, `\t`, `\r`.
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            if unseen(c) {
                write!(f, "{}", c.escape_debug())?;
            } else {
                f.write_char(c)?;
            }
        }
        Ok(())
    }
}

/// Whether `c` is a character Rust escapes in a string's debug form for
/// not being a printable character; the quotes and the backslash, which
/// it escapes too, print as they are.
fn unseen(c: char) -> bool {
    !matches!(c, '\'' | '"' | '\\') && c.escape_debug().next() == Some('\\')
}

/// The longest run of characters without a space that a message shows
/// whole: longer than any word of deduce's own, and than a grid's row
/// of tokens a person would read in one go.
const LONGEST_WORD: usize = 40;
/// What is kept of a longer run: its start, where the error's column
/// points, and its end (a quote that closes it, say).
const KEPT_START: usize = 24;
const KEPT_END: usize = 8;

/// `message` with each run of more than `LONGEST_WORD` characters
/// without a space cut to its start and end, saying how much is left
/// out: a 300-character token quoted whole would bury the message.
pub fn cut_long_words(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(4 * LONGEST_WORD));
    for (i, word) in message.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let length = word.chars().count();
        if length <= LONGEST_WORD {
            out.push_str(word);
            continue;
        }
        let start: String = word.chars().take(KEPT_START).collect();
        let end: String = word.chars().skip(length - KEPT_END).collect();
        let left_out = length - KEPT_START - KEPT_END;
        let _ = write!(out, "{start}...({left_out} characters left out)...{end}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_escaped_and_the_rest_is_kept() {
        let shown = Escaped("found '\u{1b}[31mred' \t\r\u{202e}é \\ \"x\"").to_string();
        assert_eq!(
            shown,
            "found '\\u{1b}[31mred' \\t\\r\\u{202e}é \\ \"x\"".to_string()
        );
    }

    #[test]
    fn only_runs_too_long_are_cut() {
        assert_eq!(cut_long_words("found 'abc'"), "found 'abc'");
        let word = "1".repeat(LONGEST_WORD);
        assert_eq!(cut_long_words(&word), word);
        let long = format!("found '{}', which", "1".repeat(300));
        let cut = cut_long_words(&long);
        let start = format!("'{}", "1".repeat(KEPT_START - 1));
        let end = format!("{}',", "1".repeat(KEPT_END - 2));
        let expected = format!("found {start}...(271 characters left out)...{end} which");
        assert_eq!(cut, expected);
    }
}
