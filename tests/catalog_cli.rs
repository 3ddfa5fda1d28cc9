//! The rule catalog through the binary: `deduce rules` lists every rule of
//! every puzzle, in text and JSON, and `deduce explain` prints the pages
//! compiled in, byte for byte, or says which names would do.

use crate::common;

use common::golden::compare_or_bless;
use common::{deduce, read, repo};
use deduce::engine::ENGINE_STEPS;
use deduce::io::PuzzleIo;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;
use serde_json::Value;

/// One catalog line, whichever form it was read from.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Listed {
    puzzle: String,
    id: String,
    tier: u8,
    tier_name: String,
    rating: String,
    summary: String,
}

/// What the catalog of `P` must list: its rules in order, then the
/// engine's own steps.
fn expected<P: PuzzleIo>() -> Vec<Listed> {
    let rules = P::rules()
        .iter()
        .map(|rule| rule.record())
        .chain(ENGINE_STEPS.iter().copied());
    rules
        .map(|record| Listed {
            puzzle: P::KIND.to_string(),
            id: record.id.to_string(),
            tier: record.tier.number(),
            tier_name: record.tier.name().to_string(),
            rating: record.rating.to_string(),
            summary: record.summary.to_string(),
        })
        .collect()
}

fn expected_for(kind: &str) -> Vec<Listed> {
    match kind {
        "slink" => expected::<Slink>(),
        "nurikabe" => expected::<Nurikabe>(),
        "sudominoku" => expected::<SuDominoKu>(),
        "pixel" => expected::<Pixel>(),
        other => panic!("no puzzle {other}"),
    }
}

const KINDS: [&str; 4] = ["slink", "nurikabe", "sudominoku", "pixel"];

fn expected_all() -> Vec<Listed> {
    KINDS.iter().flat_map(|kind| expected_for(kind)).collect()
}

fn run_ok(args: &[&str]) -> String {
    let run = deduce(args, "");
    assert_eq!(run.status, 0, "{args:?}: {}", run.stderr);
    assert!(run.stderr.is_empty(), "{args:?}: {}", run.stderr);
    run.stdout
}

/// Reads the text catalog back: a line starting at the row indent is an
/// entry (`id  N (tier)  summary`), a line indented further continues its
/// summary, and, where there are headings, a line with no indent names
/// the puzzle of the entries under it.
fn parse_text(text: &str, only_puzzle: Option<&str>) -> Vec<Listed> {
    let row_indent = if only_puzzle.is_some() { 0 } else { 2 };
    let mut puzzle = only_puzzle.unwrap_or_default().to_string();
    let mut listed: Vec<Listed> = Vec::new();
    for line in text.lines().filter(|line| !line.is_empty()) {
        let indent = indent_of(line);
        if indent > row_indent {
            let last = listed.last_mut().expect("a continuation follows an entry");
            last.summary.push(' ');
            last.summary.push_str(line.trim());
        } else if indent == row_indent {
            listed.push(parse_row(&puzzle, line.trim()));
        } else {
            puzzle = line.trim().to_string();
        }
    }
    listed
}

fn parse_row(puzzle: &str, row: &str) -> Listed {
    let (id, rest) = row.split_once(' ').unwrap();
    let (number, rest) = rest.trim_start().split_once(" (").unwrap();
    let (tier_name, rest) = rest.split_once("), rated ").unwrap();
    let (rating, summary) = rest.split_once(' ').unwrap();
    Listed {
        puzzle: puzzle.to_string(),
        id: id.to_string(),
        tier: number.parse().unwrap(),
        tier_name: tier_name.to_string(),
        rating: rating.to_string(),
        summary: summary.trim().to_string(),
    }
}

fn parse_json(text: &str) -> Vec<Listed> {
    let list: Vec<Value> = serde_json::from_str(text).expect("the catalog is JSON");
    list.iter().map(listed_from_json).collect()
}

fn listed_from_json(value: &Value) -> Listed {
    let field = |name: &str| {
        value[name]
            .as_str()
            .unwrap_or_else(|| panic!("{name}: {value}"))
    };
    Listed {
        puzzle: field("puzzle").to_string(),
        id: field("id").to_string(),
        tier: value["tier"].as_u64().unwrap() as u8,
        tier_name: field("tier_name").to_string(),
        rating: format!("{:.1}", value["rating"].as_f64().unwrap()),
        summary: field("summary").to_string(),
    }
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// The column where each line's summary text starts, whether the line
/// begins an entry or continues its summary.
fn summary_starts(text: &str, row_indent: usize) -> Vec<usize> {
    text.lines()
        .filter(|line| !line.is_empty() && indent_of(line) >= row_indent)
        .map(|line| {
            if indent_of(line) > row_indent {
                return indent_of(line);
            }
            let rated = line.find("), rated ").expect("a tier and a rating") + 9;
            let after_rating = rated + line[rated..].find(' ').expect("a summary");
            after_rating + indent_of(&line[after_rating..])
        })
        .collect()
}

#[test]
fn rules_of_one_puzzle_list_each_rule_with_its_tier_and_summary() {
    for kind in KINDS {
        let text = run_ok(&["rules", kind]);
        assert_eq!(parse_text(&text, Some(kind)), expected_for(kind), "{kind}");
    }
}

#[test]
fn rules_of_every_puzzle_come_each_under_its_heading() {
    let text = run_ok(&["rules"]);
    assert_eq!(parse_text(&text, None), expected_all());
    let headings: Vec<&str> = text
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with(' '))
        .collect();
    assert_eq!(headings, KINDS);
}

#[test]
fn the_text_columns_line_up_within_a_hundred_characters() {
    for (args, row_indent) in [(&["rules"][..], 2), (&["rules", "slink"][..], 0)] {
        let text = run_ok(args);
        let starts = summary_starts(&text, row_indent);
        assert!(
            starts.windows(2).all(|pair| pair[0] == pair[1]),
            "{args:?}: summaries start at columns {starts:?}"
        );
        let widest = text.lines().map(|line| line.chars().count()).max().unwrap();
        assert!(widest <= 100, "{args:?}: a line of {widest} characters");
    }
}

#[test]
fn rules_in_json_have_the_same_entries() {
    assert_eq!(
        parse_json(&run_ok(&["rules", "--format", "json"])),
        expected_all()
    );
    for kind in KINDS {
        let text = run_ok(&["rules", kind, "--format", "json"]);
        assert_eq!(parse_json(&text), expected_for(kind), "{kind}");
    }
}

#[test]
fn rules_of_pixel_read_as_the_golden_file() {
    let text = run_ok(&["rules", "pixel"]);
    compare_or_bless(repo("tests/data/rules_pixel.txt"), &text);
}

/// A rule of each puzzle, by its bare id and by `PUZZLE/ID`, and each
/// shared engine step, which needs the puzzle: (name, listing, the page's
/// files: the page, and for an engine step the engine's page and the
/// puzzle's section, printed after a blank line).
fn pages_to_explain() -> Vec<(String, Listed, Vec<String>)> {
    let mut cases = Vec::new();
    for kind in KINDS {
        let listed = expected_for(kind);
        let mut take = |name: String, at: usize, files: Vec<String>| {
            cases.push((name, listed[at].clone(), files));
        };
        let first = listed[0].id.clone();
        take(first.clone(), 0, vec![format!("rules/{kind}/{first}.md")]);
        let second = listed[1].id.clone();
        take(
            format!("{kind}/{second}"),
            1,
            vec![format!("rules/{kind}/{second}.md")],
        );
        for step in ENGINE_STEPS {
            let at = listed.iter().position(|l| l.id == step.id).unwrap();
            take(
                format!("{kind}/{}", step.id),
                at,
                vec![
                    format!("rules/engine/{}.md", step.id),
                    format!("rules/{kind}/{}.md", step.id),
                ],
            );
        }
    }
    cases
}

/// The page `deduce explain` prints, without the header it adds after the
/// title; the header's tier line, checked against the listing.
fn without_header(printed: &str, listed: &Listed) -> String {
    let (title, rest) = printed.split_once("\n\n").unwrap();
    let (header, body) = rest.split_once('\n').unwrap();
    let tier = format!(
        "Tier: {} ({}); rated {}",
        listed.tier, listed.tier_name, listed.rating
    );
    assert!(
        header.starts_with(&tier),
        "{header:?} does not state {tier:?}"
    );
    let (defined, body) = body.split_once('\n').unwrap();
    assert!(defined.starts_with("Defined in `src/"), "{defined:?}");
    format!("{title}\n{body}")
}

#[test]
fn explain_prints_the_page_after_a_header_from_the_record() {
    for (rule, listed, files) in pages_to_explain() {
        let printed = run_ok(&["explain", &rule]);
        let page = files
            .iter()
            .map(|f| read(&repo(f)))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            without_header(&printed, &listed) == page,
            "explain {rule}: not {files:?}"
        );
    }
}

#[test]
fn explain_in_json_has_the_entry_and_its_page() {
    let text = run_ok(&["explain", "window-overlap", "--format", "json"]);
    let value: Value = serde_json::from_str(&text).expect("JSON");
    let entry = expected::<Pixel>()
        .into_iter()
        .find(|listed| listed.id == "window-overlap")
        .unwrap();
    assert_eq!(listed_from_json(&value), entry);
    assert!(
        value["file"]
            .as_str()
            .unwrap()
            .ends_with("window_overlap.rs")
    );
    assert!(value["line"].as_u64().unwrap() > 0);
    assert_eq!(
        without_header(value["page"].as_str().unwrap(), &entry),
        read(&repo("rules/pixel/window-overlap.md"))
    );
}

/// A tier is stated once, in the rule's record: no page states one, so
/// none can drift from its rule.
#[test]
fn no_page_states_a_tier() {
    for dir in KINDS.iter().chain(&["engine"]) {
        for entry in std::fs::read_dir(repo(&format!("rules/{dir}"))).unwrap() {
            let path = entry.unwrap().path();
            let page = std::fs::read_to_string(&path).unwrap();
            assert!(
                !page.lines().any(|l| l.starts_with("Tier:")),
                "{} states a tier",
                path.display()
            );
        }
    }
}

/// Exit 2, nothing on stdout, and each of `wanted` in the message.
fn refused(rule: &str, wanted: &[&str]) {
    let run = deduce(&["explain", rule], "");
    assert_eq!(run.status, 2, "explain {rule}: {}", run.stderr);
    assert!(run.stdout.is_empty(), "explain {rule}: {}", run.stdout);
    for text in wanted {
        assert!(
            run.stderr.contains(text),
            "explain {rule}: wanted '{text}' in {:?}",
            run.stderr
        );
    }
}

#[test]
fn an_id_of_several_puzzles_asks_which_puzzle() {
    for step in ["hypothesis", "forcing", "guess"] {
        let choices: Vec<String> = KINDS.iter().map(|k| format!("{k}/{step}")).collect();
        let choices: Vec<&str> = choices.iter().map(String::as_str).collect();
        refused(step, &[&["several puzzles"][..], &choices].concat());
    }
}

#[test]
fn an_unknown_id_is_refused_with_the_ids_close_to_it() {
    refused(
        "windw-overlap",
        &["unknown rule 'windw-overlap'", "window-overlap"],
    );
    refused("overlap", &["did you mean window-overlap?"]);
    refused("pixel/pool", &["did you mean nurikabe/pool?"]);
    refused("xyzzy", &["unknown rule 'xyzzy'", "deduce rules"]);
}

#[test]
fn an_unknown_puzzle_is_refused_with_the_puzzles() {
    refused("pixl/full-window", &["unknown puzzle 'pixl'", "pixel"]);
}
