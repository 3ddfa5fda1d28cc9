//! The engine's JSON entry point (`deduce::web::call`), which the browser
//! page and the JavaScript module stand on: its library operations answer
//! what the command line prints, and its page operations play a puzzle as
//! items: a hint from a player's marks is the one `deduce hint` gives for
//! the same grid, a planted mistake is found, the finished grid is seen.

use serde_json::{Value, json};

use std::path::Path;

use crate::common::engine::{call, ok, steps_by_hints};
use crate::common::{data, deduce, read, scratch};

const SAMPLES: [(&str, &str); 4] = [
    ("slink", "slink_sample.in"),
    ("nurikabe", "nurikabe_sample.in"),
    ("sudominoku", "sudominoku_sample.in"),
    ("pixel", "pixel_sample.in"),
];

/// The text of a sample of `tests/data`.
fn sample(name: &str) -> String {
    read(Path::new(&data(name)))
}

fn open(kind: &str, text: &str) -> Value {
    ok(json!({"op": "open", "kind": kind, "text": text}))
}

#[test]
fn solve_answers_the_judge_output() {
    for (kind, file) in SAMPLES {
        let text = sample(file);
        let solved = ok(json!({"op": "solve", "kind": kind, "text": text}));
        let outputs: String = solved
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["ok"]["output"].as_str().unwrap().to_string())
            .collect();
        let cli = deduce(&["solve", kind], &text);
        assert_eq!(outputs, cli.stdout, "{kind}");
    }
}

#[test]
fn bad_requests_are_errors_not_panics() {
    for request in [
        "not json",
        r#"{"op": "solve"}"#,
        r#"{"op": "fly", "kind": "slink"}"#,
        r#"{"op": "solve", "kind": "chess", "text": ""}"#,
        r#"{"op": "view", "kind": "slink", "puzzle": "3 3\n", "marks": []}"#,
    ] {
        let answer: Value = serde_json::from_str(&deduce::web::call(request)).unwrap();
        let message = answer["error"]["message"].as_str();
        assert!(
            message.is_some_and(|m| !m.is_empty()),
            "{request}: {answer}"
        );
    }
    let sample = open("pixel", &sample("pixel_sample.in"));
    let beyond = call(&json!({"op": "view", "kind": "pixel",
        "puzzle": sample["puzzle"], "marks": [[100000, 1]]}));
    assert!(
        beyond["error"]["message"]
            .as_str()
            .unwrap()
            .contains("not on the board")
    );
}

#[test]
fn every_played_item_state_is_a_mark_and_back() {
    for (kind, file) in SAMPLES {
        let board = open(kind, &sample(file));
        let items = board["items"].as_array().unwrap();
        let played = items
            .iter()
            .filter(|i| !i["choices"].as_array().unwrap().is_empty());
        assert!(played.count() > 0, "{kind}: nothing to play");
        // Each choice of each item, made alone, shows that state there.
        for (item, doc) in items.iter().enumerate().step_by(7) {
            for choice in doc["choices"].as_array().unwrap() {
                let view = ok(
                    json!({"op": "view", "kind": kind, "puzzle": board["puzzle"],
                    "marks": [[item, choice]]}),
                );
                assert_eq!(&view["states"][item], choice, "{kind} item {item}");
            }
        }
    }
}

/// The board of a sample and the marks that finish it, made by taking
/// each hint's step (`apply`) until the grid is finished.
fn played_by_hints(kind: &str, file: &str) -> (Value, Vec<Value>) {
    let board = open(kind, &sample(file));
    let marks = steps_by_hints(kind, &board["puzzle"]).concat();
    (board, marks)
}

#[test]
fn playing_by_the_hints_finishes_every_sample() {
    for (kind, file) in SAMPLES {
        let (board, marks) = played_by_hints(kind, file);
        let puzzle = &board["puzzle"];
        // The first hint is `deduce hint`'s on the same grid.
        let first = ok(json!({"op": "hint-at", "kind": kind, "puzzle": puzzle, "marks": []}));
        let path = scratch(&format!("web_call_{kind}.txt"));
        std::fs::write(&path, puzzle.as_str().unwrap()).unwrap();
        let cli = deduce(&["hint", kind, path.to_str().unwrap(), "--level", "3"], "");
        let lines: Vec<&str> = first["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap())
            .collect();
        assert_eq!(lines.join("\n"), cli.stdout.trim_end(), "{kind}");
        let check = ok(json!({"op": "check-at", "kind": kind, "puzzle": puzzle, "marks": marks}));
        assert_eq!(check["finished"], true, "{kind}: {check}");
        assert_eq!(check["to_go"], 0, "{kind}");
        let half = ok(json!({"op": "check-at", "kind": kind, "puzzle": puzzle,
            "marks": marks[..marks.len() / 2]}));
        assert_eq!(half["finished"], false, "{kind}: {half}");
        assert!(half["mistake"].is_null(), "{kind}: {half}");
    }
}

/// The first of the answer's marks from `k` on whose item can take
/// another state, put in that state; and its index.
fn flipped(board: &Value, marks: &[Value], k: usize) -> (usize, Value) {
    for (at, mark) in marks.iter().enumerate().skip(k) {
        let (item, state) = (&mark[0], &mark[1]);
        let choices = &board["items"][item.as_u64().unwrap() as usize]["choices"];
        if let Some(other) = choices.as_array().unwrap().iter().find(|c| *c != state) {
            return (at, json!([item, other]));
        }
    }
    panic!("no mark from {k} on can be made otherwise");
}

#[test]
fn the_first_mistake_made_is_the_one_found() {
    for (kind, file) in SAMPLES {
        let (board, right) = played_by_hints(kind, file);
        let puzzle = &board["puzzle"];
        let (at, a) = flipped(&board, &right, 1);
        let (_, b) = flipped(&board, &right, at + 1);
        for (first, second) in [(&a, &b), (&b, &a)] {
            let marks = [right[0].clone(), first.clone(), second.clone()];
            let check =
                ok(json!({"op": "check-at", "kind": kind, "puzzle": puzzle, "marks": marks}));
            assert_eq!(check["mistake"]["move"], 1, "{kind}: {check}");
            assert_eq!(&check["mistake"]["items"][0], first, "{kind}: {check}");
            assert!(!check["mistake"]["why"].as_str().unwrap().is_empty());
            assert_eq!(check["finished"], false);
            // The hint points at a wrong mark too; before it, no mistake.
            let hint = ok(json!({"op": "hint-at", "kind": kind, "puzzle": puzzle, "marks": marks}));
            assert!(
                hint["wrong"][0] == a || hint["wrong"][0] == b,
                "{kind}: {hint}"
            );
            let before = ok(json!({"op": "check-at", "kind": kind, "puzzle": puzzle,
                "marks": marks[..1]}));
            assert!(before["mistake"].is_null(), "{kind}: {before}");
        }
    }
}

#[test]
fn the_library_operations_answer_as_the_command_line() {
    let text = sample("nurikabe_sample.in");
    let graded = ok(json!({"op": "grade", "kind": "nurikabe", "text": text}));
    assert_eq!(graded[0]["ok"]["unique"], true);
    let url = ok(json!({"op": "convert", "kind": "nurikabe", "text": text, "to": "url"}));
    let cli = deduce(&["convert", "nurikabe", "--to", "url"], &text);
    let urls: String = url
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["ok"].as_str().unwrap())
        .collect();
    assert_eq!(urls, cli.stdout);
    let page = ok(json!({"op": "explain", "rule": "zero"}));
    assert!(page["page"].as_str().unwrap().contains("0"));
    let rules = ok(json!({"op": "rules", "kind": "pixel"}));
    assert!(rules.as_array().unwrap().len() > 3);
    let made = ok(
        json!({"op": "generate", "kind": "pixel", "rows": 5, "cols": 5,
        "grade": "basic", "seed": 3}),
    );
    assert!(made["text"].as_str().unwrap().starts_with("5 5\n"));
    let version = ok(json!({"op": "version"}));
    assert_eq!(version["source"], deduce::web::SOURCE_HASH);
}
