//! `deduce rules [PUZZLE]` and `deduce explain RULE`: the rule catalog and
//! the rule pages compiled into the binary.

use std::io::Write;

use serde::Serialize;

use crate::error::{Error, ErrorKind};
use crate::io::catalog::{CatalogEntry, catalog};
use crate::puzzles::PuzzleKind;
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
        None => PuzzleKind::ALL.to_vec(),
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
    let page = entry.page();
    if json {
        let with_page = EntryJson {
            page: Some(page),
            ..EntryJson::new(entry)
        };
        print(stdout, &json_text(&with_page))
    } else {
        print(stdout, &page)
    }
}

fn catalog_of(kind: PuzzleKind) -> Vec<CatalogEntry> {
    with_puzzle!(kind, P => catalog::<P>())
}

/// Every puzzle's catalog, in the order the command line lists the puzzles.
pub(crate) fn full_catalog() -> Vec<CatalogEntry> {
    PuzzleKind::ALL
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
    /// How hard it is for a person (`rating.rs`).
    rating: f64,
    summary: &'static str,
    /// Where the rule is defined: a source file of the crate, and a line.
    file: &'static str,
    line: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    page: Option<String>,
}

impl EntryJson {
    fn new(entry: &CatalogEntry) -> Self {
        EntryJson {
            puzzle: entry.puzzle,
            id: entry.record.id,
            tier: entry.record.tier.number(),
            tier_name: entry.record.tier.name(),
            rating: entry.record.rating.value(),
            summary: entry.record.summary,
            file: entry.record.file,
            line: entry.record.line,
            page: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::commands::rule_names::puzzle_names;
    use crate::io::PuzzleIo;
    use clap::ValueEnum;

    /// Runs a check generic over the puzzle for each puzzle.
    macro_rules! for_every_puzzle {
        ($check:ident) => {
            for kind in PuzzleKind::ALL {
                with_puzzle!(kind, P => $check::<P>());
            }
        };
    }

    /// The pages of `rules/<dir>/` on disk, as (id, text), sorted.
    fn pages_on_disk(dir: &str) -> Vec<(String, String)> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("rules")
            .join(dir);
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

    /// What `P` compiles in from `rules/<P::KIND>/`: its rules' pages and
    /// its sections of the engine steps' pages.
    fn pages_compiled<P: PuzzleIo>() -> Vec<(String, String)> {
        let mut pages: Vec<(String, String)> = catalog::<P>()
            .into_iter()
            .filter_map(|entry| {
                let text = match entry.record.puzzle {
                    "engine" => entry.section?,
                    _ => entry.record.page,
                };
                Some((entry.record.id.to_string(), text.to_string()))
            })
            .collect();
        pages.sort();
        pages
    }

    fn every_page_file_is_compiled_in<P: PuzzleIo>() {
        let compiled = pages_compiled::<P>();
        let on_disk = pages_on_disk(P::KIND);
        let ids = |pages: &[(String, String)]| -> Vec<String> {
            pages.iter().map(|(id, _)| id.clone()).collect()
        };
        assert_eq!(ids(&compiled), ids(&on_disk), "{}: page ids", P::KIND);
        assert!(compiled == on_disk, "{}: page texts differ", P::KIND);
    }

    #[test]
    fn every_page_file_of_every_puzzle_is_compiled_in() {
        for_every_puzzle!(every_page_file_is_compiled_in);
    }

    #[test]
    fn the_engine_pages_are_the_engine_steps_records() {
        let mut compiled: Vec<(String, String)> = crate::engine::ENGINE_STEPS
            .iter()
            .map(|step| (step.id.to_string(), step.page.to_string()))
            .collect();
        compiled.sort();
        assert_eq!(compiled, pages_on_disk("engine"));
    }

    /// A rule's record names the puzzle whose list holds it, so its page
    /// comes from that puzzle's folder.
    fn every_rule_is_recorded_for_its_puzzle<P: PuzzleIo>() {
        for rule in P::rules() {
            assert_eq!(rule.record().puzzle, P::KIND, "{}", rule.record().id);
        }
    }

    #[test]
    fn every_rule_is_recorded_for_the_puzzle_that_lists_it() {
        for_every_puzzle!(every_rule_is_recorded_for_its_puzzle);
    }

    /// The rule list is the catalog's order and the solver's: cheapest
    /// first, so it never goes down in tier, nor in rating within a tier,
    /// nor in rating across tiers (the solver runs rules by rating, and a
    /// pass of hypotheses below a tier must be a run of the first groups).
    fn the_rule_list_never_goes_down_in_tier<P: PuzzleIo>() {
        for pair in P::rules().windows(2) {
            let (a, b) = (pair[0].record(), pair[1].record());
            assert!(
                (a.tier, a.rating) <= (b.tier, b.rating) && a.rating <= b.rating,
                "{}: {} ({}, rated {}) comes before {} ({}, rated {})",
                P::KIND,
                a.id,
                a.tier,
                a.rating,
                b.id,
                b.tier,
                b.rating
            );
        }
    }

    #[test]
    fn every_rule_list_never_goes_down_in_tier() {
        for_every_puzzle!(the_rule_list_never_goes_down_in_tier);
    }

    #[test]
    fn the_page_header_comes_from_the_record() {
        let everything = full_catalog();
        let zero = find_rule("zero", &everything).unwrap();
        let page = zero.page();
        assert!(
            page.starts_with("# zero\n\nTier: 1 (basic); rated 1.0. In the rule set `slink-fifteen`.\nDefined in `src/puzzles/slink/rules/zero.rs:"),
            "{page}"
        );
        assert!(page.ends_with(zero.record.page.split_once('\n').unwrap().1));
        let shapes = find_rule("island-shapes", &everything).unwrap();
        assert!(
            shapes
                .page()
                .contains("Tier: 3 (advanced); rated 3.0; costly")
        );
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
