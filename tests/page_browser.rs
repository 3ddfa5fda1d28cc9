//! The step-through page of `deduce show`, opened in headless Chromium:
//! the page reads keys from its address (`#step=K&keys=Right,Down&report`),
//! presses them (real key events, handled as a person's would be), and
//! writes what it then shows into the page for the test to read: the step
//! counter, every item's classes (state and role), the panel's words, and
//! any script error or blocked fetch.
//!
//! What a page draws at step K is checked against `deduce draw --stop-after
//! K`, which draws the state from the solve directly rather than from the
//! page's diffs. Screenshots of one page per puzzle go to
//! `target/page-screenshots/` (for looking, not compared).
//!
//! Chromium is Debian's `chromium` (`.ci/run` installs it); without it
//! these tests say SKIPPED and pass.

use crate::common;

use std::path::{Path, PathBuf};

use common::browser::{headless, page_report};
use common::{deduce, repo};
use serde_json::Value;

/// Each puzzle's sample for the page: one with a hypothesis where the
/// samples have one.
const SAMPLES: &[(&str, &str)] = &[
    ("nurikabe", "traces/nurikabe/judge-6x6-hypothesis.in"),
    ("slink", "traces/slink/blank-4x4-hypothesis.in"),
    ("sudominoku", "traces/sudominoku/foxtreme-1-hypothesis.in"),
    ("pixel", "traces/pixel/gen-s31-hypothesis.in"),
];

/// The sample of the puzzle `kind`.
fn sample(kind: &str) -> &'static str {
    SAMPLES
        .iter()
        .find(|(k, _)| *k == kind)
        .expect("a sample")
        .1
}

/// One test per puzzle for each check that takes one: a browser costs a
/// second or two to start, and each check opens several pages per puzzle,
/// so that one test for all four would run past a minute.
macro_rules! for_each_puzzle {
    ($($check:ident),* $(,)?) => {$(
        for_each_puzzle!(@one $check: slink, nurikabe, sudominoku, pixel);
    )*};
    (@one $check:ident: $($kind:ident),*) => {
        mod $check {
            $(
                #[test]
                fn $kind() {
                    super::$check(stringify!($kind))
                }
            )*
        }
    };
}

for_each_puzzle!(
    each_step_draws_what_the_solve_reached_with_its_roles,
    a_hypothesis_opens_on_the_assumed_grid_and_closes_back_to_the_main_line,
    hint_mode_reveals_rule_then_place_then_effects,
);

fn out_dir(name: &str) -> PathBuf {
    let dir = repo("target/page-tests").join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The page of `input`, written by `deduce show`.
fn make_page(kind: &str, input: &str, dir: &Path) -> PathBuf {
    let page = dir.join(format!("{kind}.html"));
    let run = deduce(
        &[
            "show",
            kind,
            &repo(input).display().to_string(),
            "-o",
            &page.display().to_string(),
        ],
        "",
    );
    assert_eq!(run.status, 0, "show {kind}: {}", run.stderr);
    page
}

/// Opens `page` at `hash` and returns what it reports.
fn open(browser: &Path, page: &Path, hash: &str) -> Value {
    page_report(browser, page, hash, &[])
}

/// Every item's classes, as a set of words per item.
fn classes(report: &Value) -> Vec<String> {
    report["classes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| normal(c.as_str().unwrap()))
        .collect()
}

fn normal(class: &str) -> String {
    let mut words: Vec<&str> = class.split_whitespace().collect();
    words.sort();
    words.join(" ")
}

/// The classes `deduce draw --stop-after K` gives each item (all of them
/// at once when `roles` is false: the state alone).
fn drawn(kind: &str, input: &str, k: usize, roles: bool) -> Vec<String> {
    let run = deduce(
        &[
            "draw",
            kind,
            &repo(input).display().to_string(),
            "--stop-after",
            &k.to_string(),
        ],
        "",
    );
    assert_eq!(run.status, 0, "draw {kind}: {}", run.stderr);
    let mut out = Vec::new();
    for part in run.stdout.split("<g id=\"i").skip(1) {
        let class = part
            .split("class=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        let class = if roles {
            class.to_string()
        } else {
            class
                .split_whitespace()
                .filter(|w| w.starts_with("s-"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        out.push(normal(&class));
    }
    out
}

fn states_only(classes: &[String]) -> Vec<String> {
    classes
        .iter()
        .map(|c| {
            c.split(' ')
                .filter(|w| w.starts_with("s-"))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// The page's own data: the main line's steps.
fn steps(page: &Path) -> Vec<Value> {
    let html = std::fs::read_to_string(page).unwrap();
    let start = html.find("id=\"data\">").unwrap() + "id=\"data\">".len();
    let json = &html[start..start + html[start..].find("</script>").unwrap()];
    let data: Value = serde_json::from_str(&json.replace("<\\/", "</")).unwrap();
    data["puzzles"][0]["steps"].as_array().unwrap().clone()
}

fn each_step_draws_what_the_solve_reached_with_its_roles(kind: &str) {
    let browser = crate::need_chromium!();
    let dir = out_dir("steps");
    let input = sample(kind);
    let page = make_page(kind, input, &dir);
    let total = steps(&page).len();
    for k in [0, 1, total / 2, total] {
        let report = open(&browser, &page, &format!("step={k}"));
        assert_eq!(report["counter"], format!("Step {k} of {total}"), "{kind}");
        assert_eq!(
            classes(&report),
            drawn(kind, input, k, true),
            "{kind} at step {k}"
        );
    }
    // Stepping there with the keys gives the same as opening there.
    let keys = open(&browser, &page, "step=0&keys=Right,Right,Right,Left");
    assert_eq!(keys["label"], "2", "{kind}");
    assert_eq!(
        classes(&keys),
        drawn(kind, input, 2, true),
        "{kind} after keys"
    );
    let end = open(&browser, &page, "step=1&keys=End");
    assert_eq!(end["label"], total.to_string(), "{kind}");
    let home = open(&browser, &page, "step=5&keys=Home");
    assert_eq!(home["label"], "0", "{kind}");
    let screenshot = repo("target/page-screenshots");
    std::fs::create_dir_all(&screenshot).unwrap();
    let shot = screenshot.join(format!("{kind}.png"));
    let status = headless(&browser)
        .args([
            "--window-size=1200,800",
            &format!("--screenshot={}", shot.display()),
            &format!("file://{}#step={}", page.display(), total / 2),
        ])
        .output()
        .unwrap();
    assert!(
        status.status.success() && shot.exists(),
        "screenshot of {kind}"
    );
}

fn a_hypothesis_opens_on_the_assumed_grid_and_closes_back_to_the_main_line(kind: &str) {
    let browser = crate::need_chromium!();
    let dir = out_dir("hypothesis");
    let input = sample(kind);
    let page = make_page(kind, input, &dir);
    let main = steps(&page);
    let Some(h) = main.iter().position(|s| s["rule"] == "hypothesis") else {
        panic!("{kind}: the sample has a hypothesis");
    };
    let k = h + 1;
    let sub = &main[h]["sub"]["cases"][0];
    let before = open(&browser, &page, &format!("step={k}"));
    let inside = open(&browser, &page, &format!("step={k}&keys=Down"));
    assert_eq!(inside["depth"], 1, "{kind}");
    assert_eq!(inside["label"], format!("{k}.0"), "{kind}");
    assert!(inside["ctx"].as_str().unwrap().contains("assume"), "{kind}");
    // The assumed grid: the state before the hypothesis, with the
    // assumption made (and shown as decided).
    // The page lists the decided places in its own order.
    let mut decided: Vec<String> = sub["ai"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| format!("i{i}"))
        .collect();
    let mut shown: Vec<String> = inside["decided"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i.as_str().unwrap().to_string())
        .collect();
    decided.sort();
    shown.sort();
    assert_eq!(shown, decided, "{kind}");
    let at_end = open(&browser, &page, &format!("step={k}&keys=Down,End"));
    assert!(
        at_end["end"].as_str().unwrap().starts_with("contradiction"),
        "{kind}: {}",
        at_end["end"]
    );
    assert_eq!(
        at_end["rule"],
        sub["steps"].as_array().unwrap().last().unwrap()["rule"]
    );
    let sub_step = open(&browser, &page, &format!("step={k}&keys=Down,Right"));
    assert_eq!(sub_step["label"], format!("{k}.1"), "{kind}");
    assert_eq!(sub_step["rule"], sub["steps"][0]["rule"], "{kind}");
    assert_ne!(
        states_only(&classes(&sub_step)),
        states_only(&classes(&before)),
        "{kind}"
    );
    let back = open(
        &browser,
        &page,
        &format!("step={k}&keys=Down,Right,Right,Up"),
    );
    assert_eq!(back["depth"], 0, "{kind}");
    assert_eq!(back["label"], k.to_string(), "{kind}");
    assert_eq!(
        classes(&back),
        classes(&before),
        "{kind}: back on the main line"
    );
    // A link to a sub-step opens there.
    let linked = open(&browser, &page, &format!("step={k}.1"));
    assert_eq!(classes(&linked), classes(&sub_step), "{kind}");
}

fn hint_mode_reveals_rule_then_place_then_effects(kind: &str) {
    let browser = crate::need_chromium!();
    let dir = out_dir("hint");
    let input = sample(kind);
    let page = make_page(kind, input, &dir);
    let k = steps(&page).len() / 2;
    let full = open(&browser, &page, &format!("step={k}"));
    let rule_only = open(&browser, &page, &format!("step={k}&keys=h"));
    assert!(
        !rule_only["hintstate"].as_str().unwrap().is_empty(),
        "{kind}"
    );
    assert_eq!(rule_only["rule"], full["rule"], "{kind}");
    assert_eq!(rule_only["place"], "", "{kind}");
    assert_eq!(rule_only["fx"], "", "{kind}");
    assert_eq!(rule_only["read"], serde_json::json!([]), "{kind}");
    assert_eq!(
        states_only(&classes(&rule_only)),
        drawn(kind, input, k - 1, false),
        "{kind}: the grid before the step"
    );
    let place = open(&browser, &page, &format!("step={k}&keys=h,Space"));
    assert_eq!(place["place"], full["place"], "{kind}");
    assert_eq!(place["read"], full["read"], "{kind}");
    assert_eq!(place["fx"], "", "{kind}");
    let effects = open(&browser, &page, &format!("step={k}&keys=h,Space,Space"));
    assert_eq!(effects["fx"], full["fx"], "{kind}");
    assert_eq!(classes(&effects), classes(&full), "{kind}");
}

#[test]
fn a_batch_page_lists_its_puzzles_and_fetches_nothing() {
    let browser = crate::need_chromium!();
    let dir = out_dir("batch");
    let two = dir.join("two.in");
    let one = std::fs::read_to_string(repo("traces/nurikabe/judge-6x6-advanced.in")).unwrap();
    let other = std::fs::read_to_string(repo("traces/nurikabe/judge-4x4-advanced.in")).unwrap();
    // One input of two puzzles: the first without its closing `0 0`.
    let first = one.trim_end().trim_end_matches("0 0");
    std::fs::write(&two, format!("{first}{other}")).unwrap();
    let page = dir.join("two.html");
    let run = deduce(
        &[
            "show",
            "nurikabe",
            &two.display().to_string(),
            "-o",
            &page.display().to_string(),
        ],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let second = open(&browser, &page, "puzzle=2&step=1");
    assert_eq!(second["puzzle"], 1);
    assert_eq!(classes(&second).len(), 16, "the 4x4 puzzle's cells");
    let html = std::fs::read_to_string(&page).unwrap();
    for outside in ["http:", "https:", "src=", "url(http", "@import"] {
        assert!(!html.contains(outside), "the page names {outside}");
    }
}

#[test]
fn forcing_shows_both_cases_and_what_they_agree_on() {
    let browser = crate::need_chromium!();
    let dir = out_dir("forcing");
    // A Slitherlink: the Nurikabe forcing case now has a refutation
    // shorter than its forcing step, and no forcing on its main line.
    let input = "traces/slink/blank-4x4-forcing.in";
    let page = make_page("slink", input, &dir);
    let main = steps(&page);
    let k = main
        .iter()
        .position(|s| s["rule"] == "forcing")
        .expect("a forcing step")
        + 1;
    let first = open(&browser, &page, &format!("step={k}&keys=Down,End"));
    assert!(
        first["counter"].as_str().unwrap().contains("case 1 of 2"),
        "{}",
        first["counter"]
    );
    assert_eq!(first["end"], "", "the cases are not over yet");
    let second = open(&browser, &page, &format!("step={k}&keys=Down,End,Right"));
    assert!(
        second["counter"].as_str().unwrap().contains("case 2 of 2"),
        "{}",
        second["counter"]
    );
    assert_eq!(second["label"], format!("{k}.2.0"));
    let end = open(
        &browser,
        &page,
        &format!("step={k}&keys=Down,End,Right,End"),
    );
    assert!(
        end["end"].as_str().unwrap().starts_with("both cases agree"),
        "{}",
        end["end"]
    );
    let back = open(
        &browser,
        &page,
        &format!("step={k}&keys=Down,End,Right,End,Right"),
    );
    assert_eq!(back["depth"], 0);
    assert_eq!(back["label"], k.to_string());
}

#[test]
fn a_guess_that_solves_carries_the_main_line_to_the_answer() {
    let browser = crate::need_chromium!();
    let dir = out_dir("guess");
    // A puzzle with several answers: a guess is the only way on.
    let input = "traces/pixel/many-answers-guess.in";
    let page = make_page("pixel", input, &dir);
    let main = steps(&page);
    let k = main
        .iter()
        .position(|s| s["rule"] == "guess")
        .expect("a guess")
        + 1;
    for step in [k, main.len()] {
        let report = open(&browser, &page, &format!("step={step}"));
        assert_eq!(
            classes(&report),
            drawn("pixel", input, step, true),
            "step {step}"
        );
    }
    let answer = open(&browser, &page, &format!("step={}", main.len()));
    assert!(
        !classes(&answer).iter().any(|c| c.contains("s-open")),
        "solved"
    );
}

/// A rule's step that names the few ways it tried shows them one after
/// another, each drawn on the grid before the step, and ends on what
/// they all agree on: a window's ways in Fill-a-Pix, an island's in
/// Nurikabe, a clue's colourings in Slitherlink.
#[test]
fn the_ways_a_step_tried_show_one_after_another() {
    let browser = crate::need_chromium!();
    let dir = out_dir("ways");
    for (kind, input, rule) in [
        (
            "pixel",
            "traces/pixel/gen-s57-advanced.in",
            "window-patterns",
        ),
        (
            "nurikabe",
            "traces/nurikabe/judge-6x6-hypothesis.in",
            "island-shapes",
        ),
        (
            "slink",
            "traces/slink/blank-6x6-colour-clue-ways.in",
            "colour-clue",
        ),
    ] {
        let page = make_page(kind, input, &dir);
        let main = steps(&page);
        let k = main
            .iter()
            .position(|s| s["sub"]["kind"] == "ways")
            .expect("a step with ways")
            + 1;
        assert_eq!(main[k - 1]["rule"], rule, "{kind}");
        let ways = main[k - 1]["sub"]["cases"].as_array().unwrap().len();
        assert!(ways >= 2, "{kind}: {ways} ways");
        let before = drawn(kind, input, k - 1, false);
        let mut seen = Vec::new();
        for way in 1..=ways {
            let keys = vec!["Right"; way - 1].join(",");
            let report = open(&browser, &page, &format!("step={k}&keys=Down,{keys}"));
            let counter = report["counter"].as_str().unwrap();
            assert!(
                counter.contains(&format!("way {way} of {ways}")),
                "{kind}: {counter}"
            );
            assert_eq!(report["label"], format!("{k}.{way}"), "{kind}");
            // The way is drawn on the grid as it was before the step: it
            // changes the items it decides, and nothing else.
            let shown = states_only(&classes(&report));
            let changed: Vec<String> = (0..shown.len())
                .filter(|&i| shown[i] != before[i])
                .map(|i| format!("i{i}"))
                .collect();
            let mut decided: Vec<String> = report["decided"]
                .as_array()
                .unwrap()
                .iter()
                .map(|id| id.as_str().unwrap().to_string())
                .collect();
            decided.sort();
            let mut changed_sorted = changed.clone();
            changed_sorted.sort();
            assert!(!changed.is_empty(), "{kind}: way {way} draws nothing");
            assert_eq!(changed_sorted, decided, "{kind}: way {way}");
            assert!(!seen.contains(&shown), "{kind}: way {way} is drawn twice");
            seen.push(shown);
            let end = report["end"].as_str().unwrap();
            if way < ways {
                assert_eq!(end, "", "{kind}: the ways are not over yet");
            } else {
                assert!(
                    end.starts_with(&format!("all {ways} ways agree")),
                    "{kind}: {end}"
                );
            }
        }
        // The address names a way, and the page opens on it.
        let second = open(&browser, &page, &format!("step={k}.2"));
        assert!(
            second["counter"].as_str().unwrap().contains("way 2 of"),
            "{kind}: {}",
            second["counter"]
        );
        let keys = vec!["Right"; ways].join(",");
        let back = open(&browser, &page, &format!("step={k}&keys=Down,{keys}"));
        assert_eq!(back["depth"], 0, "{kind}");
        assert_eq!(back["label"], k.to_string(), "{kind}");
        assert_eq!(back["errors"], serde_json::json!([]), "{kind}");
    }
}
