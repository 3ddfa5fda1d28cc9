//! Finding a rule by the name a person typed: an id, or `PUZZLE/ID`, with
//! close names suggested when it matches nothing.

use crate::io::catalog::CatalogEntry;

/// The entry `name` names: an id only one puzzle has, or `PUZZLE/ID`. The
/// error says why not, with the names that would do.
pub fn find_rule<'a>(name: &str, catalog: &'a [CatalogEntry]) -> Result<&'a CatalogEntry, String> {
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
        .filter(|entry| entry.record.id == id && puzzle.is_none_or(|p| entry.puzzle == p))
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

pub fn puzzle_names(catalog: &[CatalogEntry]) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for entry in catalog {
        if !names.contains(&entry.puzzle) {
            names.push(entry.puzzle);
        }
    }
    names
}

fn qualified(entry: &CatalogEntry) -> String {
    format!("{}/{}", entry.puzzle, entry.record.id)
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
                closeness(&typed, entry.record.id)?
            } else if entry.record.id == typed {
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
    let shared = catalog
        .iter()
        .filter(|other| other.record.id == entry.record.id)
        .count()
        > 1;
    if with_puzzle || shared {
        qualified(entry)
    } else {
        entry.record.id.to_string()
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
    use super::{edit_distance, find_rule};
    use crate::commands::catalog::full_catalog;

    #[test]
    fn a_rule_is_found_by_its_id_or_puzzle_and_id() {
        let everything = full_catalog();
        let found = find_rule("pool", &everything).unwrap();
        assert_eq!((found.puzzle, found.record.id), ("nurikabe", "pool"));
        let found = find_rule("pixel/hypothesis", &everything).unwrap();
        assert_eq!((found.puzzle, found.record.id), ("pixel", "hypothesis"));
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
}
