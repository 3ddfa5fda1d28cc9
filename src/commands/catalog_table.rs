//! The text form of `deduce rules`: aligned columns, summaries wrapped
//! under their own column.

use crate::io::catalog::CatalogEntry;

/// Lines of the text catalog stay within this width, like the README's:
/// a long summary wraps under its own column rather than the terminal
/// folding it under the ids.
const TEXT_WIDTH: usize = 100;
/// The narrowest summary column, should ids ever grow long.
const MIN_SUMMARY_WIDTH: usize = 40;
const GAP: &str = "  ";
/// Rows under a puzzle's heading are indented, so the headings stand out.
const SECTION_INDENT: &str = "  ";

/// One table, its columns aligned across every section so that the
/// puzzles read as one list.
pub fn rules_text(sections: &[Vec<CatalogEntry>], with_headings: bool) -> String {
    let indent = if with_headings { SECTION_INDENT } else { "" };
    let columns = Columns::fitting(sections.iter().flatten(), indent);
    let mut out = String::new();
    for (i, section) in sections.iter().enumerate() {
        if with_headings {
            if i > 0 {
                out.push('\n');
            }
            out.push_str(section.first().map_or("", |entry| entry.puzzle));
            out.push('\n');
        }
        for entry in section {
            columns.write_row(entry, &mut out);
        }
    }
    out
}

/// The widths of the id and tier columns and where the summary starts.
struct Columns {
    indent: &'static str,
    id: usize,
    tier: usize,
    summary: usize,
}

impl Columns {
    fn fitting<'a>(entries: impl Iterator<Item = &'a CatalogEntry>, indent: &'static str) -> Self {
        let (mut id, mut tier) = (0, 0);
        for entry in entries {
            id = id.max(entry.record.id.len());
            tier = tier.max(tier_text(entry).len());
        }
        let used = indent.len() + id + GAP.len() + tier + GAP.len();
        Columns {
            indent,
            id,
            tier,
            summary: TEXT_WIDTH.saturating_sub(used).max(MIN_SUMMARY_WIDTH),
        }
    }

    fn write_row(&self, entry: &CatalogEntry, out: &mut String) {
        let mut summary_lines = wrap(entry.record.summary, self.summary).into_iter();
        let first = summary_lines.next().unwrap_or_default();
        let head = format!(
            "{}{:id$}{GAP}{:tier$}{GAP}",
            self.indent,
            entry.record.id,
            tier_text(entry),
            id = self.id,
            tier = self.tier
        );
        out.push_str(&head);
        out.push_str(&first);
        out.push('\n');
        for line in summary_lines {
            out.push_str(&" ".repeat(head.len()));
            out.push_str(&line);
            out.push('\n');
        }
    }
}

/// `2 (intermediate), rated 1.4`: the tier as the grade of a trace shows
/// it, and the rule's rating.
fn tier_text(entry: &CatalogEntry) -> String {
    format!("{}, rated {}", entry.record.tier, entry.record.rating)
}

/// `text` in lines of at most `width` characters, broken between words; a
/// word longer than the width stands alone on its line.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let widened = line.chars().count() + 1 + word.chars().count();
        if !line.is_empty() && widened > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wrap_breaks_between_words_within_the_width() {
        assert_eq!(wrap("one two three", 7), vec!["one two", "three"]);
        assert_eq!(wrap("one two three", 13), vec!["one two three"]);
        assert_eq!(wrap("unbreakable word", 5), vec!["unbreakable", "word"]);
    }
}
