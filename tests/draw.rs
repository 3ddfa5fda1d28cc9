//! `deduce draw`: one grid as SVG. Every drawing of every sample is
//! well-formed XML with one item group per thing that can change; one
//! drawing per puzzle is compared with its golden (`traces/<puzzle>/
//! <case>.svg`, the picture the README shows); the marks a step makes
//! change its items; bad requests get clear messages.

use crate::common;

use common::golden::{cases, compare_or_bless};
use common::{deduce, repo};

const PUZZLES: &[&str] = &["nurikabe", "slink", "sudominoku", "pixel"];

/// The golden of each puzzle: a sample drawn after a few steps.
const GOLDENS: &[(&str, &str, &str)] = &[
    ("nurikabe", "judge-6x6-hypothesis", "10"),
    ("slink", "blank-5x5-advanced", "12"),
    ("sudominoku", "gen-5-intermediate", "12"),
    ("pixel", "gen-s10-intermediate", "8"),
];

/// A small check of XML well-formedness: every element closed in order,
/// attributes quoted, no stray `<` or `&` in text.
fn well_formed(svg: &str) -> Result<(), String> {
    let mut open: Vec<String> = Vec::new();
    let mut rest = svg;
    while let Some(start) = rest.find('<') {
        check_text(&rest[..start])?;
        let end = rest[start..].find('>').ok_or("a tag is not closed")? + start;
        let tag = &rest[start + 1..end];
        if let Some(name) = tag.strip_prefix('/') {
            let expected = open.pop().ok_or(format!("</{name}> closes nothing"))?;
            if expected != name {
                return Err(format!("</{name}> closes <{expected}>"));
            }
        } else if !tag.starts_with('?') && !tag.starts_with('!') {
            let self_closing = tag.ends_with('/');
            let body = tag.trim_end_matches('/');
            let name = body.split_whitespace().next().ok_or("an empty tag")?;
            if !body.matches('"').count().is_multiple_of(2) {
                return Err(format!("<{name}> has an unquoted attribute"));
            }
            if !self_closing {
                open.push(name.to_string());
            }
        }
        rest = &rest[end + 1..];
    }
    check_text(rest)?;
    match open.last() {
        Some(name) => Err(format!("<{name}> is never closed")),
        None => Ok(()),
    }
}

fn check_text(text: &str) -> Result<(), String> {
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..];
        let known = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"];
        if !known.iter().any(|k| entity.starts_with(k)) {
            return Err(format!("a stray & in {text:?}"));
        }
    }
    Ok(())
}

fn draw(kind: &str, input: &str, extra: &[&str]) -> String {
    let mut args = vec!["draw", kind, input];
    args.extend_from_slice(extra);
    let run = deduce(&args, "");
    assert_eq!(
        run.status, 0,
        "draw {kind} {input} {extra:?}: {}",
        run.stderr
    );
    run.stdout
}

#[test]
fn every_sample_draws_well_formed_with_its_items() {
    for &kind in PUZZLES {
        for input in cases(kind, 1) {
            let input = input.display().to_string();
            for extra in [&[][..], &["--stop-after", "1"], &["--answer"]] {
                let svg = draw(kind, &input, extra);
                well_formed(&svg).unwrap_or_else(|e| panic!("{kind} {input} {extra:?}: {e}"));
                assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
                let items = svg.matches("<g id=\"i").count();
                assert!(items > 0, "{kind} {input}: no item");
                assert_eq!(
                    svg.matches("class=\"hl\"").count(),
                    items,
                    "{kind} {input}: one role shape per item"
                );
            }
        }
    }
}

#[test]
fn the_well_formedness_check_catches_broken_markup() {
    assert!(well_formed("<svg><g></g></svg>").is_ok());
    assert!(well_formed("<svg><g></svg>").is_err());
    assert!(well_formed("<svg><text>a & b</text></svg>").is_err());
    assert!(well_formed("<svg><rect x=\"1/></svg>").is_err());
}

#[test]
fn a_step_marks_what_it_read_and_decided_and_the_answer_is_finished() {
    for &kind in PUZZLES {
        let input = cases(kind, 1)[0].display().to_string();
        let given = draw(kind, &input, &[]);
        assert!(!given.contains("r-read\"") && !given.contains("r-decided\""));
        let step = draw(kind, &input, &["--stop-after", "1"]);
        assert!(
            step.contains("r-decided\""),
            "{kind}: step 1 decides something"
        );
        assert_ne!(step, given);
        let answer = draw(kind, &input, &["--answer"]);
        assert!(
            !answer.contains("s-open"),
            "{kind}: the answer leaves nothing open"
        );
    }
}

#[test]
fn drawings_match_their_goldens() {
    for &(kind, case, steps) in GOLDENS {
        let input = repo(&format!("traces/{kind}/{case}.in"))
            .display()
            .to_string();
        let svg = draw(kind, &input, &["--stop-after", steps]);
        compare_or_bless(repo(&format!("traces/{kind}/{case}.svg")), &svg);
    }
}

#[test]
fn a_request_that_cannot_be_drawn_is_refused_clearly() {
    let input = repo("traces/nurikabe/judge-4x4-advanced.in")
        .display()
        .to_string();
    let run = deduce(&["draw", "nurikabe", &input, "--stop-after", "999"], "");
    assert_eq!(run.status, 1);
    assert!(run.stderr.contains("not 999"), "{}", run.stderr);
    let run = deduce(
        &["draw", "nurikabe", &input, "--stop-after", "1", "--answer"],
        "",
    );
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("give one"), "{}", run.stderr);
    let run = deduce(&["draw", "nurikabe"], "2 x\n");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("line 1"), "{}", run.stderr);
}

/// The item classes of a drawing, roles left out.
fn states(svg: &str) -> Vec<String> {
    svg.split("<g id=\"i")
        .skip(1)
        .map(|part| {
            let class = part
                .split("class=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap();
            class
                .split_whitespace()
                .filter(|w| w.starts_with("s-"))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

#[test]
fn a_progress_file_draws_as_the_state_it_holds() {
    for &kind in PUZZLES {
        let input = cases(kind, 1)[0].display().to_string();
        let progress = deduce(&["solve", kind, &input, "--stop-after", "2"], "");
        assert_eq!(progress.status, 0, "{kind}: {}", progress.stderr);
        let drawn = deduce(&["draw", kind], &progress.stdout);
        assert_eq!(drawn.status, 0, "{kind}: {}", drawn.stderr);
        let direct = draw(kind, &input, &["--stop-after", "2"]);
        assert_eq!(states(&drawn.stdout), states(&direct), "{kind}");
    }
}

/// The items of a drawing marked as mistakes, by number.
fn wrong_items(svg: &str) -> Vec<usize> {
    svg.split("<g id=\"i")
        .skip(1)
        .filter(|part| part.split('>').next().unwrap().contains("r-wrong"))
        .map(|part| part.split('"').next().unwrap().parse().unwrap())
        .collect()
}

#[test]
fn a_grid_with_mistakes_is_drawn_with_each_mistake_in_red() {
    // Fill-a-Pix: r1c3 black where the answer has it white (item 2 of 8
    // columns), among marks that are right.
    let mistake = repo("tests/data/pixel_progress_mistake.txt");
    let svg = draw("pixel", &mistake.display().to_string(), &[]);
    assert_eq!(wrong_items(&svg), [2]);
    well_formed(&svg).unwrap();
    let right = repo("tests/data/pixel_progress.txt");
    let svg = draw("pixel", &right.display().to_string(), &[]);
    assert_eq!(wrong_items(&svg), Vec::<usize>::new());
    // Nurikabe: water in a 2x2 block, which breaks a rule as it is read,
    // is drawn, not refused: r3c2 (the answer's land) and r4c2 (the mark
    // that closes the block) in red.
    let run = deduce(&["draw", "nurikabe"], "....\n.4..\n##..\n##..\n");
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(wrong_items(&run.stdout), [9, 13]);
}

/// The grey level (0 to 255) of a `#rrggbb` or `#rgb` colour.
fn grey(hex: &str) -> f64 {
    let digits: String = match hex.len() {
        4 => hex[1..].chars().flat_map(|c| [c, c]).collect(),
        _ => hex[1..].to_string(),
    };
    let channel = |i: usize| u8::from_str_radix(&digits[2 * i..2 * i + 2], 16).unwrap() as f64;
    0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/// The fill a drawing's style gives cells of `class` (`""`: any cell).
fn fill_of(svg: &str, class: &str) -> String {
    let rule = format!("{class}.f{{fill:");
    let at = svg
        .find(&rule)
        .unwrap_or_else(|| panic!("no {rule} in the style"));
    svg[at + rule.len()..]
        .split(['}', ';'])
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn a_white_fill_a_pix_cell_does_not_look_undecided() {
    let input = repo("tests/data/pixel_sample.in").display().to_string();
    let svg = draw("pixel", &input, &[]);
    let (undecided, white) = (fill_of(&svg, ""), fill_of(&svg, ".s-white "));
    assert!(
        (grey(&white) - grey(&undecided)).abs() >= 40.0,
        "white {white} and undecided {undecided} look alike"
    );
}
