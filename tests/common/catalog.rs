//! The catalog checks run for every puzzle: every rule has a page and
//! every page a rule, each page has its sections, and every example runs:
//! the rule finds exactly the steps the page shows, and nothing in its
//! silent case.

use deduce::engine::{
    Derived, ENGINE_STEPS, FORCING, GUESS, HYPOTHESIS, NESTED_HYPOTHESIS, Selection, Solver, Tier,
    explain_trace,
};
use deduce::io::PuzzleIo;
use deduce::tools::findings::{findings, unnumbered_line};

use super::pages::{
    ENGINE_SECTIONS, PUZZLE_SECTION_PARTS, Page, SECTIONS, blocks, pages, puzzle_name, section,
    section_at,
};

fn is_engine_step(id: &str) -> bool {
    ENGINE_STEPS.iter().any(|step| step.id == id)
}

/// Where a page's examples are: a rule's page has them under `## `, a
/// puzzle's section of an engine step's page under `### `.
fn part<'a>(page: &'a Page, title: &str) -> Option<&'a str> {
    if is_engine_step(&page.id) {
        section_at(&page.text, "###", title)
    } else {
        section(&page.text, title)
    }
}

/// `titles` are headed `level title` in `page`, in this order.
fn assert_in_order(page: &Page, level: &str, titles: &[&str]) {
    let mut last = 0;
    for title in titles {
        let at = page
            .text
            .find(&format!("\n{level} {title}\n"))
            .unwrap_or_else(|| panic!("{}: no section '{title}'", page.path.display()));
        assert!(
            at > last,
            "{}: section '{title}' out of order",
            page.path.display()
        );
        last = at;
    }
}

fn assert_known_blocks(page: &Page, known: &[&str]) {
    for (tag, _) in blocks(&page.text) {
        assert!(
            known.contains(&tag.as_str()),
            "{}: untagged or unknown block '{tag}'",
            page.path.display()
        );
    }
}

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

/// A rule's page starts with `# id` and has `SECTIONS`. A puzzle's section
/// of an engine step's page, printed after the engine's page, is one
/// `## In <puzzle>` with `PUZZLE_SECTION_PARTS` under it, and no heading
/// of the engine's page (what the engine does is said there, once).
pub fn every_page_has_its_sections_in_order<P: PuzzleIo>() {
    for page in pages(P::KIND) {
        let name = page.path.display();
        if is_engine_step(&page.id) {
            let heading = format!("## In {}\n", puzzle_name(P::KIND));
            assert!(
                page.text.starts_with(&heading),
                "{name}: must start with '{}'",
                heading.trim_end()
            );
            assert!(
                !page.text.contains("\n## "),
                "{name}: a puzzle's section has no '## ' heading but its first"
            );
            assert_in_order(&page, "###", &PUZZLE_SECTION_PARTS);
        } else {
            assert!(
                page.text.starts_with(&format!("# {}\n", page.id)),
                "{name}: must start with '# {}'",
                page.id
            );
            assert_in_order(&page, "##", &SECTIONS);
        }
        assert_known_blocks(&page, &["puzzle", "trace", "text"]);
    }
}

/// The engine's pages, `rules/engine/<id>.md`: one for each engine step,
/// each starting with `# id`, with `ENGINE_SECTIONS` in order and no
/// examples of a puzzle (those are in each puzzle's section).
pub fn engine_pages_have_their_sections_in_order() {
    let engine = pages("engine");
    let ids: Vec<&str> = engine.iter().map(|p| p.id.as_str()).collect();
    let mut steps: Vec<&str> = ENGINE_STEPS.iter().map(|step| step.id).collect();
    steps.sort();
    assert_eq!(
        ids, steps,
        "rules/engine/ holds a page for each engine step"
    );
    for page in &engine {
        let name = page.path.display();
        assert!(
            page.text.starts_with(&format!("# {}\n", page.id)),
            "{name}: must start with '# {}'",
            page.id
        );
        assert!(
            !page.text.contains("\n# ") && !page.text.contains("\n### "),
            "{name}: the engine's page has its title and '## ' sections only"
        );
        assert_in_order(page, "##", &ENGINE_SECTIONS);
        assert_known_blocks(page, &["text"]);
        for title in ["Example", "Does not apply"] {
            assert!(
                section(&page.text, title).is_none(),
                "{name}: '{title}' belongs in each puzzle's section"
            );
        }
    }
}

/// The step lines a page's example expects for `id` on `state`.
fn found<P: PuzzleIo>(id: &str, state: &P) -> Vec<String> {
    match id {
        _ if is_engine_step(id) => {
            // Every rule, and of the engine's steps only the page's own.
            // A nested hypothesis runs hypotheses and forcing inside.
            let nested = id == NESTED_HYPOTHESIS.id;
            let mut selection = Selection::all::<P>();
            selection.guess = id == GUESS.id;
            selection.nested = nested;
            selection.hypothesis = id == HYPOTHESIS.id || nested;
            selection.forcing = id == FORCING.id || nested;
            let mut copy = state.clone();
            let mut trace = Solver::<P>::new(&selection, true).solve(&mut copy);
            explain_trace(state, &mut trace);
            trace
                .steps
                .iter()
                .find(|s| s.rule_id() == id)
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
        let example =
            part(&page, "Example").unwrap_or_else(|| panic!("{name}: no section 'Example'"));
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
        let silent = part(&page, "Does not apply")
            .unwrap_or_else(|| panic!("{name}: no section 'Does not apply'"));
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

/// A puzzle's hypothesis section says how many passes its rounds have (the
/// engine page says how a round runs): that count follows from the rule
/// list (a first pass needs rules below advanced and some advanced one, a
/// middle pass a costly rule), so it is checked against it, with the
/// costly rules it names.
pub fn the_hypothesis_section_states_the_passes_the_rules_give<P: PuzzleIo>() {
    let tiers: Vec<_> = P::rules().iter().map(|r| r.record().tier).collect();
    let cheap = tiers.iter().any(|&t| t < Tier::Advanced);
    let advanced = tiers.contains(&Tier::Advanced);
    let costly: Vec<&str> = P::rules()
        .iter()
        .filter(|r| r.costly())
        .map(|r| r.record().id)
        .collect();
    let passes = 1 + usize::from(cheap && advanced) + usize::from(!costly.is_empty());
    let stated = ["a single pass", "at most two passes", "all three passes"][passes - 1];
    let page = pages(P::KIND)
        .into_iter()
        .find(|page| page.id == HYPOTHESIS.id)
        .expect("a hypothesis section");
    let intro: String = page
        .text
        .split("\n### ")
        .next()
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        intro.contains(stated),
        "{}: should say {stated:?}: {intro}",
        page.path.display()
    );
    for id in &costly {
        assert!(
            intro.contains(&format!("`{id}`")),
            "{}: should name the costly `{id}`",
            page.path.display()
        );
    }
    if costly.is_empty() {
        assert!(
            intro.contains("no costly rule") || intro.contains("rule is costly"),
            "{}: should say no rule is costly",
            page.path.display()
        );
    }
}
