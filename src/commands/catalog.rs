//! `deduce rules [PUZZLE]` and `deduce explain RULE`: the rule catalog and
//! the rule pages compiled into the binary.

use std::io::Write;

use clap::ValueEnum;
use serde::Serialize;

use crate::cli::PuzzleKind;
use crate::engine::catalog::{CatalogEntry, catalog};
use crate::with_puzzle;

use super::{BAD_INPUT, OK};

/// Lists the catalog of `puzzle`, or of every puzzle, each under a heading.
pub fn run_rules(
    puzzle: Option<PuzzleKind>,
    json: bool,
    stdout: &mut dyn Write,
    _stderr: &mut dyn Write,
) -> u8 {
    let kinds = match puzzle {
        Some(kind) => vec![kind],
        None => PuzzleKind::value_variants().to_vec(),
    };
    let sections: Vec<Vec<CatalogEntry>> = kinds.into_iter().map(catalog_of).collect();
    let text = if json {
        let entries: Vec<EntryJson> = sections.iter().flatten().map(EntryJson::new).collect();
        json_text(&entries)
    } else {
        rules_text(&sections, puzzle.is_none())
    };
    print(stdout, &text)
}

/// Prints the page of `rule` (an id, or `PUZZLE/ID`) as its file holds it.
pub fn run_explain(rule: &str, json: bool, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let everything = full_catalog();
    let entry = match find_rule(rule, &everything) {
        Ok(entry) => entry,
        Err(why) => {
            let _ = writeln!(stderr, "deduce: {why}");
            return BAD_INPUT;
        }
    };
    let Some(page) = entry.page else {
        let _ = writeln!(
            stderr,
            "deduce: {}/{} has no page compiled in",
            entry.puzzle, entry.id
        );
        return BAD_INPUT;
    };
    if json {
        let with_page = EntryJson {
            page: Some(page),
            ..EntryJson::new(entry)
        };
        print(stdout, &json_text(&with_page))
    } else {
        print(stdout, page)
    }
}

fn catalog_of(kind: PuzzleKind) -> Vec<CatalogEntry> {
    with_puzzle!(kind, P => catalog::<P>())
}

/// Every puzzle's catalog, in the order the command line lists the puzzles.
fn full_catalog() -> Vec<CatalogEntry> {
    PuzzleKind::value_variants()
        .iter()
        .flat_map(|&kind| catalog_of(kind))
        .collect()
}

/// Output that cannot be written (a closed pipe) is not the command's
/// failure: the reader has what it wanted.
fn print(stdout: &mut dyn Write, text: &str) -> u8 {
    let _ = stdout.write_all(text.as_bytes());
    OK
}

fn json_text(value: &impl Serialize) -> String {
    let mut text = serde_json::to_string_pretty(value).expect("plain data always serializes");
    text.push('\n');
    text
}

/// An entry in JSON, its fields in the order they are read: a struct,
/// because `serde_json` sorts the keys of a map.
#[derive(Serialize)]
struct EntryJson {
    puzzle: &'static str,
    id: &'static str,
    tier: u8,
    tier_name: &'static str,
    summary: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    page: Option<&'static str>,
}

impl EntryJson {
    fn new(entry: &CatalogEntry) -> Self {
        EntryJson {
            puzzle: entry.puzzle,
            id: entry.id,
            tier: entry.tier.number(),
            tier_name: entry.tier.name(),
            summary: entry.summary,
            page: None,
        }
    }
}

// ---- The text catalog ------------------------------------------------------

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
fn rules_text(sections: &[Vec<CatalogEntry>], with_headings: bool) -> String {
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
            id = id.max(entry.id.len());
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
        let mut summary_lines = wrap(entry.summary, self.summary).into_iter();
        let first = summary_lines.next().unwrap_or_default();
        let head = format!(
            "{}{:id$}{GAP}{:tier$}{GAP}",
            self.indent,
            entry.id,
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

/// `2 (intermediate)`: as the grade of a trace shows a tier.
fn tier_text(entry: &CatalogEntry) -> String {
    entry.tier.to_string()
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

// ---- Finding a rule by name ------------------------------------------------

/// The entry `name` names: an id only one puzzle has, or `PUZZLE/ID`. The
/// error says why not, with the names that would do.
fn find_rule<'a>(name: &str, catalog: &'a [CatalogEntry]) -> Result<&'a CatalogEntry, String> {
    let (puzzle, id) = match name.split_once('/') {
        Some((puzzle, id)) => (Some(puzzle), id),
        None => (None, name),
    };
    if let Some(puzzle) = puzzle
        && !catalog.iter().any(|entry| entry.puzzle == puzzle)
    {
        return Err(format!(
            "unknown puzzle '{puzzle}' in '{name}': use one of {}",
            puzzle_names(catalog).join(", ")
        ));
    }
    let matches: Vec<&CatalogEntry> = catalog
        .iter()
        .filter(|entry| entry.id == id && puzzle.is_none_or(|p| entry.puzzle == p))
        .collect();
    match matches.as_slice() {
        [one] => Ok(one),
        [] => Err(unknown_rule(name, puzzle, id, catalog)),
        several => Err(format!(
            "'{id}' is a rule of several puzzles; name one: {}",
            several
                .iter()
                .map(|entry| qualified(entry))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

fn puzzle_names(catalog: &[CatalogEntry]) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for entry in catalog {
        if !names.contains(&entry.puzzle) {
            names.push(entry.puzzle);
        }
    }
    names
}

fn qualified(entry: &CatalogEntry) -> String {
    format!("{}/{}", entry.puzzle, entry.id)
}

/// The message for a name that matches nothing, suggesting the names
/// close to it: ids a typo or two away, or containing what was typed.
fn unknown_rule(name: &str, puzzle: Option<&str>, id: &str, catalog: &[CatalogEntry]) -> String {
    let typed = id.to_lowercase();
    let mut close: Vec<(usize, String)> = catalog
        .iter()
        .filter_map(|entry| {
            // Named with a puzzle, the same id in another puzzle is the
            // likelier mistake; otherwise only this puzzle's ids count.
            let in_scope = puzzle.is_none_or(|p| entry.puzzle == p);
            let distance = if in_scope {
                closeness(&typed, entry.id)?
            } else if entry.id == typed {
                0
            } else {
                return None;
            };
            Some((distance, suggestion(entry, puzzle.is_some(), catalog)))
        })
        .collect();
    // Closest first; among equals, catalog order (the sort is stable).
    close.sort_by_key(|(distance, _)| *distance);
    let mut message = format!("unknown rule '{name}'");
    if !close.is_empty() {
        let names: Vec<String> = close.into_iter().map(|(_, name)| name).collect();
        message.push_str(&format!("; did you mean {}?", names.join(", ")));
    }
    message.push_str(" (`deduce rules` lists them all)");
    message
}

/// How far `typed` is from `id`, if close enough to suggest: `id` holds
/// it (`overlap`: `window-overlap`), or a few letters differ, more for a
/// longer name.
fn closeness(typed: &str, id: &str) -> Option<usize> {
    if typed.len() >= 3 && id.contains(typed) {
        return Some(id.len() - typed.len());
    }
    let distance = edit_distance(typed, id);
    (distance <= 1 + typed.chars().count() / 4).then_some(distance)
}

/// An entry as the user would type it: the bare id when no other puzzle
/// has it and the user did not name a puzzle.
fn suggestion(entry: &CatalogEntry, with_puzzle: bool, catalog: &[CatalogEntry]) -> String {
    let shared = catalog.iter().filter(|other| other.id == entry.id).count() > 1;
    if with_puzzle || shared {
        qualified(entry)
    } else {
        entry.id.to_string()
    }
}

/// Levenshtein distance: the fewest letters inserted, removed or changed
/// to turn `a` into `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    // `row[j]`: the distance from the part of `a` read so far to `b[..j]`.
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substituted = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substituted.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::engine::PuzzleIo;

    /// The pages of `rules/<P::KIND>/` on disk, as (id, text), sorted.
    fn pages_on_disk<P: PuzzleIo>() -> Vec<(String, String)> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("rules")
            .join(P::KIND);
        let mut pages: Vec<(String, String)> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "md"))
            .map(|path| {
                let id = path.file_stem().unwrap().to_string_lossy().into_owned();
                (id, std::fs::read_to_string(&path).unwrap())
            })
            .collect();
        pages.sort();
        pages
    }

    fn pages_compiled<P: PuzzleIo>() -> Vec<(String, String)> {
        let mut pages: Vec<(String, String)> = P::rule_pages()
            .iter()
            .map(|(id, text)| (id.to_string(), text.to_string()))
            .collect();
        pages.sort();
        pages
    }

    fn every_page_file_is_compiled_in<P: PuzzleIo>() {
        let compiled = pages_compiled::<P>();
        let on_disk = pages_on_disk::<P>();
        let ids = |pages: &[(String, String)]| -> Vec<String> {
            pages.iter().map(|(id, _)| id.clone()).collect()
        };
        assert_eq!(ids(&compiled), ids(&on_disk), "{}: page ids", P::KIND);
        assert!(compiled == on_disk, "{}: page texts differ", P::KIND);
        assert!(
            catalog::<P>().iter().all(|entry| entry.page.is_some()),
            "{}: a catalog entry without a page",
            P::KIND
        );
    }

    #[test]
    fn every_page_file_of_every_puzzle_is_compiled_in() {
        for &kind in PuzzleKind::value_variants() {
            with_puzzle!(kind, P => every_page_file_is_compiled_in::<P>());
        }
    }

    #[test]
    fn the_catalog_covers_every_puzzle_of_the_command_line() {
        let everything = full_catalog();
        let kinds: Vec<String> = PuzzleKind::value_variants()
            .iter()
            .map(|kind| kind.to_possible_value().unwrap().get_name().to_string())
            .collect();
        assert_eq!(puzzle_names(&everything), kinds);
    }

    #[test]
    fn a_rule_is_found_by_its_id_or_puzzle_and_id() {
        let everything = full_catalog();
        let found = find_rule("pool", &everything).unwrap();
        assert_eq!((found.puzzle, found.id), ("nurikabe", "pool"));
        let found = find_rule("pixel/hypothesis", &everything).unwrap();
        assert_eq!((found.puzzle, found.id), ("pixel", "hypothesis"));
    }

    #[test]
    fn close_names_are_suggested() {
        let everything = full_catalog();
        let why = find_rule("windw-overlap", &everything).unwrap_err();
        assert!(why.contains("did you mean window-overlap?"), "{why}");
        let why = find_rule("pixel/pool", &everything).unwrap_err();
        assert!(why.contains("did you mean nurikabe/pool?"), "{why}");
        let why = find_rule("pixel/hypothesys", &everything).unwrap_err();
        assert!(why.contains("did you mean pixel/hypothesis?"), "{why}");
        let why = find_rule("xyzzy", &everything).unwrap_err();
        assert!(!why.contains("did you mean"), "{why}");
    }

    #[test]
    fn edit_distance_counts_letters() {
        assert_eq!(edit_distance("pool", "pool"), 0);
        assert_eq!(edit_distance("zeor", "zero"), 2);
        assert_eq!(edit_distance("windw", "window"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
    }

    #[test]
    fn wrap_breaks_between_words_within_the_width() {
        assert_eq!(wrap("one two three", 7), vec!["one two", "three"]);
        assert_eq!(wrap("one two three", 13), vec!["one two three"]);
        assert_eq!(wrap("unbreakable word", 5), vec!["unbreakable", "word"]);
    }
}
