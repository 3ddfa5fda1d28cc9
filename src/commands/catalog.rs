//! `deduce rules [PUZZLE]` and `deduce explain RULE`: the rule catalog and
//! the rule pages compiled into the binary.

use std::io::Write;

use clap::ValueEnum;
use serde::Serialize;

use crate::cli::PuzzleKind;
use crate::engine::catalog::{CatalogEntry, catalog};
use crate::error::{Error, ErrorKind};
use crate::with_puzzle;

use super::catalog_table::rules_text;
use super::report::Status;
use super::rule_names::find_rule;

/// Lists the catalog of `puzzle`, or of every puzzle, each under a heading.
pub fn run_rules(
    puzzle: Option<PuzzleKind>,
    json: bool,
    stdout: &mut dyn Write,
) -> Result<Status, Error> {
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
pub fn run_explain(rule: &str, json: bool, stdout: &mut dyn Write) -> Result<Status, Error> {
    let everything = full_catalog();
    let entry = find_rule(rule, &everything).map_err(|why| Error::new(ErrorKind::Usage, why))?;
    let Some(page) = entry.page else {
        let why = format!("{}/{} has no page compiled in", entry.puzzle, entry.id);
        return Err(Error::new(ErrorKind::Usage, why));
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
pub(crate) fn full_catalog() -> Vec<CatalogEntry> {
    PuzzleKind::value_variants()
        .iter()
        .flat_map(|&kind| catalog_of(kind))
        .collect()
}

/// Output that cannot be written (a closed pipe) is not the command's
/// failure: the reader has what it wanted.
fn print(stdout: &mut dyn Write, text: &str) -> Result<Status, Error> {
    let _ = stdout.write_all(text.as_bytes());
    Ok(Status::Done)
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

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::commands::rule_names::puzzle_names;
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
}
