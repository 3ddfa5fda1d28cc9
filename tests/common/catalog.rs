//! The catalog checks run for every puzzle: every rule has a page and
//! every page a rule, each page has its sections, and every example runs:
//! the rule finds exactly the steps the page shows, and nothing in its
//! silent case.

use deduce::engine::{
    Derived, ENGINE_STEPS, FORCING, GUESS, HYPOTHESIS, PuzzleIo, Selection, Solver, StepKind,
};
use deduce::tools::findings::{findings, unnumbered_line};

use super::pages::{SECTIONS, blocks, pages, section};

fn catalog_ids<P: PuzzleIo>() -> Vec<String> {
    let mut ids: Vec<String> = P::rules()
        .iter()
        .map(|r| r.record().id.to_string())
        .collect();
    ids.extend(ENGINE_STEPS.map(|step| step.id.to_string()));
    ids.sort();
    ids
}

pub fn every_rule_has_a_page_and_every_page_a_rule<P: PuzzleIo>() {
    let page_ids: Vec<String> = pages(P::KIND).into_iter().map(|p| p.id).collect();
    let ids = catalog_ids::<P>();
    let missing: Vec<_> = ids.iter().filter(|id| !page_ids.contains(id)).collect();
    let orphans: Vec<_> = page_ids.iter().filter(|id| !ids.contains(id)).collect();
    assert!(missing.is_empty(), "rules without a page: {missing:?}");
    assert!(orphans.is_empty(), "pages without a rule: {orphans:?}");
}

pub fn rule_ids_are_unique_kebab_case_nouns<P: PuzzleIo>() {
    let ids: Vec<String> = P::rules()
        .iter()
        .map(|r| r.record().id.to_string())
        .collect();
    for id in &ids {
        assert!(
            id.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{id}"
        );
        for verb in ["apply-", "check-", "find-", "set-"] {
            assert!(!id.starts_with(verb), "{id} names an action, not a pattern");
        }
        assert_eq!(
            ids.iter().filter(|other| *other == id).count(),
            1,
            "{id} is not unique"
        );
    }
}

pub fn every_page_has_its_sections_in_order<P: PuzzleIo>() {
    for page in pages(P::KIND) {
        assert!(
            page.text.starts_with(&format!("# {}\n", page.id)),
            "{}: must start with '# {}'",
            page.path.display(),
            page.id
        );
        let mut last = 0;
        for title in SECTIONS {
            let at = page
                .text
                .find(&format!("\n## {title}\n"))
                .unwrap_or_else(|| panic!("{}: no section '{title}'", page.path.display()));
            assert!(
                at > last,
                "{}: section '{title}' out of order",
                page.path.display()
            );
            last = at;
        }
        for (tag, _) in blocks(&page.text) {
            assert!(
                ["puzzle", "trace", "text"].contains(&tag.as_str()),
                "{}: untagged or unknown block '{tag}'",
                page.path.display()
            );
        }
    }
}

/// The step lines a page's example expects for `id` on `state`.
fn found<P: PuzzleIo>(id: &str, state: &P) -> Vec<String> {
    match id {
        _ if ENGINE_STEPS.iter().any(|step| step.id == id) => {
            // Every rule, and of the engine's steps only the page's own.
            let mut selection = Selection::all::<P>();
            selection.guess = id == GUESS.id;
            selection.hypothesis = id == HYPOTHESIS.id;
            selection.forcing = id == FORCING.id;
            let mut copy = state.clone();
            let trace = Solver::<P>::new(&selection, true).solve(&mut copy);
            trace
                .steps
                .iter()
                .find(|s| !matches!(s.kind, StepKind::Rule { .. }))
                .map(|s| vec![unnumbered_line(state, s)])
                .unwrap_or_default()
        }
        _ => {
            let rule = P::rules().iter().find(|r| r.record().id == id).unwrap();
            findings(state, *rule)
        }
    }
}

pub fn every_example_runs<P: PuzzleIo>() {
    for page in pages(P::KIND) {
        let name = page.path.display();
        let example = section(&page.text, "Example").unwrap();
        let list = blocks(example);
        let pairs: Vec<_> = list.iter().filter(|(t, _)| t != "text").collect();
        assert!(
            !pairs.is_empty() && pairs.len() % 2 == 0,
            "{name}: Example needs puzzle/trace pairs"
        );
        for pair in pairs.chunks(2) {
            assert_eq!(
                (pair[0].0.as_str(), pair[1].0.as_str()),
                ("puzzle", "trace"),
                "{name}"
            );
            let state = P::from_progress(&pair[0].1)
                .unwrap_or_else(|e| panic!("{name}: example puzzle: {e}"));
            let expected: Vec<String> = pair[1].1.lines().map(str::to_string).collect();
            assert_eq!(
                found::<P>(&page.id, &state),
                expected,
                "{name}: the example's steps"
            );
        }
        let silent = section(&page.text, "Does not apply").unwrap();
        let puzzles: Vec<_> = blocks(silent)
            .into_iter()
            .filter(|(t, _)| t == "puzzle")
            .collect();
        assert!(
            !puzzles.is_empty(),
            "{name}: 'Does not apply' needs a puzzle block"
        );
        for (_, body) in puzzles {
            let state =
                P::from_progress(&body).unwrap_or_else(|e| panic!("{name}: silent puzzle: {e}"));
            assert_eq!(
                found::<P>(&page.id, &state),
                Vec::<String>::new(),
                "{name}: the rule must stay silent here"
            );
        }
    }
}

/// `relevant` lets the solver skip a rule where the givens say it can never
/// fire; on every example state, a rule finds nothing where it is skipped.
pub fn rules_find_nothing_where_they_are_not_relevant<P: PuzzleIo>() {
    for page in pages(P::KIND) {
        for (tag, body) in blocks(&page.text) {
            if tag != "puzzle" {
                continue;
            }
            let state = P::from_progress(&body).unwrap();
            for rule in P::rules() {
                for at in rule
                    .anchors(&state)
                    .filter(|&at| !rule.relevant(&state, at))
                {
                    let mut found = Derived::new();
                    rule.derive(&state, at, &mut found);
                    assert!(
                        found.is_empty() && found.broken().is_none(),
                        "{}: {} fires where it is not relevant",
                        page.path.display(),
                        rule.record().id
                    );
                }
            }
        }
    }
}
