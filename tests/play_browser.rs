//! The page of `deduce play`, opened in headless Chromium: the page runs
//! actions from its address (`#test=click:12,hint,check&report`: real
//! mouse and key events where a person would click and type) and writes
//! what it then shows into the page for the test to read.
//!
//! For each puzzle: a hint's highlighted places and words are those of
//! the engine's `hint-at` (whose words are `deduce hint`'s, see
//! `web_call.rs`); a planted mistake is found and drawn, and "back to
//! before the first mistake" removes it; keys make marks; the last step
//! of a shared grid brings the solved message; no script error, no
//! network request; the engine in the page is built from this deduce's
//! sources. Without Chromium or the engine, SKIPPED.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::common::browser::page_report;
use crate::common::devtools::Page;
use crate::common::engine::{hint_at, ok, steps_by_hints};
use crate::common::{data, deduce, read, scratch, skipped};

const SAMPLES: [(&str, &str); 4] = [
    ("slink", "slink_sample.in"),
    ("nurikabe", "nurikabe_sample.in"),
    ("sudominoku", "sudominoku_sample.in"),
    ("pixel", "pixel_sample.in"),
];

macro_rules! each_puzzle {
    ($($kind:ident),*) => {$(
        #[test]
        fn $kind() {
            play(stringify!($kind));
        }
    )*};
}

each_puzzle!(slink, nurikabe, sudominoku, pixel);

/// The page for `args` (`deduce play ...`), or None (SKIPPED) without
/// Chromium or the engine.
fn page(args: &[&str], name: &str) -> Option<(PathBuf, PathBuf)> {
    let browser = crate::common::browser::chromium();
    let Some(browser) = browser else {
        skipped("chromium is not installed (`apt-get install -y chromium`)");
        return None;
    };
    if let Err(why) = deduce::web::engine_bytes::WASM {
        skipped(&format!("this deduce carries no WebAssembly engine: {why}"));
        return None;
    }
    let page = scratch(name);
    let mut all: Vec<&str> = args.to_vec();
    let out = page.display().to_string();
    all.extend(["-o", &out]);
    let run = deduce(&all, "");
    assert_eq!(run.status, 0, "play: {}", run.stderr);
    Some((browser, page))
}

/// Opens `page` with `hash` and returns its report.
fn report(browser: &Path, page: &Path, hash: &str) -> Value {
    // Virtual time lets the page's asynchronous start (the engine's
    // decompression) finish before the page is read.
    let report = page_report(browser, page, hash, &["--virtual-time-budget=30000"]);
    assert_eq!(
        report["source"],
        deduce::web::SOURCE_HASH,
        "the page's engine is another build"
    );
    report
}

fn classes(report: &Value, item: &Value) -> String {
    report["classes"][item.as_u64().unwrap() as usize]
        .as_str()
        .unwrap()
        .to_string()
}

/// The clicks that take `item` from its start to `state`.
fn clicks_to(board: &Value, item: u64, state: &Value) -> String {
    let choices = board["items"][item as usize]["choices"].as_array().unwrap();
    let times = 1 + choices.iter().position(|c| c == state).unwrap();
    vec![format!("click:{item}"); times].join(",")
}

fn play(kind: &str) {
    let file = data(SAMPLES.iter().find(|(k, _)| *k == kind).unwrap().1);
    let Some((browser, page)) = page(&["play", kind, &file], &format!("{kind}.html")) else {
        return;
    };
    let text = read(Path::new(&file));
    let board = ok(json!({"op": "open", "kind": kind, "text": text}));
    let native = hint_at(kind, &board["puzzle"], &[]);

    // Three presses of Hint: the places and words of the engine's hint.
    let hinted = report(&browser, &page, "test=hint,hint,hint");
    for key in ["read", "decided", "lines", "apply"] {
        assert_eq!(hinted["hint"][key], native[key], "{kind}: {key}");
    }
    for item in native["read"].as_array().unwrap() {
        let c = classes(&hinted, item);
        assert!(
            c.contains("r-read") || c.contains("r-decided"),
            "{kind}: {item}: {c}"
        );
    }
    for item in native["decided"].as_array().unwrap() {
        assert!(
            classes(&hinted, item).contains("r-decided"),
            "{kind}: {item}"
        );
    }
    assert_eq!(hinted["apply"], true);

    // A wrong mark made by clicks: Check draws it and offers to go back.
    let [item, right] = [&native["apply"][0][0], &native["apply"][0][1]];
    let choices = board["items"][item.as_u64().unwrap() as usize]["choices"].clone();
    let wrong = choices
        .as_array()
        .unwrap()
        .iter()
        .find(|c| *c != right)
        .unwrap()
        .clone();
    let clicks = clicks_to(&board, item.as_u64().unwrap(), &wrong);
    let checked = report(&browser, &page, &format!("test={clicks},check"));
    assert_eq!(checked["marks"], json!([[item, wrong]]), "{kind}");
    let c = classes(&checked, item);
    let state = board["states"][wrong.as_u64().unwrap() as usize]
        .as_str()
        .unwrap();
    assert!(
        c.contains("r-wrong") && c.contains(&format!("s-{state}")),
        "{kind}: {c}"
    );
    assert!(
        checked["message"].as_str().unwrap().starts_with("Mistake"),
        "{kind}: {checked}"
    );
    assert_eq!(checked["back"], true);
    let back = report(&browser, &page, &format!("test={clicks},check,back"));
    assert_eq!(back["marks"], json!([]), "{kind}");
    let undone = report(&browser, &page, &format!("test={clicks},check,back,undo"));
    assert_eq!(undone["marks"], json!([[item, wrong]]), "{kind}");

    // The grid survives a reload (the page keeps it in localStorage), and
    // the solve from here opens on it.
    let reloaded = report(&browser, &page, &format!("test={clicks},reload"));
    assert_eq!(
        reloaded["marks"][0],
        json!([item, wrong]),
        "{kind}: {reloaded}"
    );
    let fixed = report(&browser, &page, "test=hint,hint,hint,apply,solve");
    assert!(
        fixed["solve"].as_u64().is_some_and(|n| n > 1000),
        "{kind}: {fixed}"
    );

    real_input(&browser, &page, &board, &native);

    // Keys: an arrow to the first item, Space to mark it.
    let keyed = report(&browser, &page, "test=key:ArrowRight,key:%20");
    assert_eq!(
        keyed["marks"].as_array().unwrap().len(),
        1,
        "{kind}: {keyed}"
    );

    // A shared grid one step from the end: that step finishes it.
    let mut steps = steps_by_hints(kind, &board["puzzle"]);
    steps.pop();
    let marks = steps.concat();
    let shared = json!({"k": kind, "t": board["puzzle"], "m": marks}).to_string();
    let hash = format!(
        "p={}&test=hint,hint,hint,apply",
        base64url(shared.as_bytes())
    );
    let solved = report(&browser, &page, &hash);
    assert!(
        solved["message"].as_str().unwrap().starts_with("Solved"),
        "{kind}: {solved}"
    );
}

/// The page played by real input, the browser's own mouse and key events
/// sent over its DevTools pipe: a click marks an item, a right-click goes
/// back, an arrow and Space mark the first item, Ctrl+Z undoes, H three
/// times gives the engine's hint.
fn real_input(browser: &Path, page: &Path, board: &Value, native: &Value) {
    let mut tab = Page::open(browser, &format!("file://{}#report", page.display()));
    tab.wait_for("typeof window.deduceReport === 'function'");
    let now = |tab: &mut Page| -> Value {
        serde_json::from_str(tab.eval("window.deduceReport()").as_str().unwrap()).unwrap()
    };
    let item = native["apply"][0][0].as_u64().unwrap();
    let first = &board["items"][item as usize]["choices"][0];
    tab.click(&format!("#i{item} .hl"), "left");
    assert_eq!(now(&mut tab)["marks"], json!([[item, first]]));
    tab.click(&format!("#i{item} .hl"), "right");
    assert_eq!(now(&mut tab)["marks"], json!([]));
    tab.key("ArrowRight", false);
    tab.key(" ", false);
    assert_eq!(now(&mut tab)["marks"].as_array().unwrap().len(), 1);
    tab.key("z", true);
    assert_eq!(now(&mut tab)["marks"], json!([]));
    for _ in 0..3 {
        tab.key("h", false);
    }
    let hinted = now(&mut tab);
    assert_eq!(hinted["hint"]["level"], 3, "{hinted}");
    assert_eq!(hinted["hint"]["read"], native["read"]);
    assert_eq!(hinted["errors"], json!([]), "{hinted}");
    assert_eq!(hinted["blocked"], json!([]), "{hinted}");
}

fn base64url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for k in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

#[test]
fn without_a_puzzle_the_page_asks_for_one_or_makes_one() {
    let Some((browser, page)) = page(&["play"], "empty.html") else {
        return;
    };
    let opened = report(&browser, &page, "test=");
    assert!(
        opened["message"]
            .as_str()
            .unwrap()
            .contains("Paste a puzzle"),
        "{opened}"
    );
    let made = report(&browser, &page, "test=generate,hint");
    assert!(
        made["title"]
            .as_str()
            .unwrap()
            .starts_with("slink 10x10, basic (seed "),
        "{made}"
    );
    assert_eq!(made["hint"]["level"], 1, "{made}");
}

/// Su-Domino-Ku's digits are typed: a click on a cell's candidate puts
/// the cursor there, a digit places it in the cell.
#[test]
fn a_digit_typed_on_a_cell_is_placed() {
    let file = data("sudominoku_sample.in");
    let Some((browser, page)) = page(&["play", "sudominoku", &file], "digits.html") else {
        return;
    };
    let board = ok(json!({"op": "open", "kind": "sudominoku", "text": read(Path::new(&file))}));
    let states = board["states"].as_array().unwrap();
    let items = board["items"].as_array().unwrap();
    let d = |name: &str| states.iter().position(|s| s == name).unwrap() as u64;
    // The first cell with a digit to place (items 0..81 are the cells'
    // digits, then each cell's nine candidates: `sudominoku/svg.rs`).
    let cell = items
        .iter()
        .position(|i| !i["choices"].as_array().unwrap().is_empty())
        .unwrap();
    let digit = items[cell]["choices"][0].as_u64().unwrap();
    // Another digit's candidate that can be struck, struck by the click:
    // no clash with the digit.
    let candidate = (0..9)
        .map(|k| 81 + 9 * cell + k)
        .find(|&i| {
            !items[i]["choices"].as_array().unwrap().is_empty()
                && i - 81 - 9 * cell != (digit - d("d1")) as usize
        })
        .unwrap();
    let typed = report(
        &browser,
        &page,
        &format!("test=click:{candidate},key:{}", digit - d("d1") + 1),
    );
    let marks = typed["marks"].as_array().unwrap();
    assert!(marks.contains(&json!([cell, digit])), "{typed}");
}
