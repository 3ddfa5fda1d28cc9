//! Colour by role, not by value: conclusions that fill and those that
//! exclude in two neutral colours, red only for errors and
//! contradictions, green only for all right; `hint` and `check` colour
//! as `--explain` does, under `--color`, NO_COLOR and the terminal test.

use crate::common;

use common::{data, deduce, repo};

const RED: &str = "31";
const GREEN: &str = "32";
const FILL: &str = "34";
const EXCLUDE: &str = "35";

/// Each piece of `text` painted in a foreground colour: the colour's code
/// and the text up to the next escape.
fn painted(text: &str) -> Vec<(String, String)> {
    let mut pieces = Vec::new();
    for part in text.split('\u{1b}').skip(1) {
        let Some(rest) = part.strip_prefix('[') else {
            continue;
        };
        let Some((code, words)) = rest.split_once('m') else {
            continue;
        };
        if code.len() == 2 && code.starts_with('3') && code != "39" {
            pieces.push((code.to_string(), words.to_string()));
        }
    }
    pieces
}

#[test]
fn conclusions_are_coloured_by_what_they_do_not_by_their_value() {
    // The word that ends a filling and an excluding conclusion.
    for (kind, fills, excludes) in [
        ("slink", "line", "cross"),
        ("nurikabe", "water", "land"),
        ("pixel", "black", "white"),
    ] {
        let input = data(&format!("{kind}_sample.in"));
        let run = deduce(
            &["solve", kind, &input, "--explain", "--color", "always"],
            "",
        );
        assert_eq!(run.status, 0, "{}", run.stderr);
        let pieces = painted(&run.stderr);
        let words = |code: &str| -> Vec<&str> {
            pieces
                .iter()
                .filter(|(c, _)| c == code)
                .map(|(_, w)| w.as_str())
                .collect()
        };
        let (fill, exclude) = (words(FILL), words(EXCLUDE));
        assert!(
            !fill.is_empty() && !exclude.is_empty(),
            "{kind}: both roles shown"
        );
        assert!(fill.iter().all(|w| w.ends_with(fills)), "{kind}: {fill:?}");
        assert!(
            exclude.iter().all(|w| w.ends_with(excludes)),
            "{kind}: {exclude:?}"
        );
        let red = words(RED);
        assert!(
            red.iter().all(|w| w.starts_with("contradiction")),
            "{kind}: red is for contradictions alone: {red:?}"
        );
        assert!(words(GREEN).iter().all(|w| *w == "solved"), "{kind}");
    }
}

#[test]
fn hint_and_check_follow_the_color_switch() {
    let progress = data("pixel_progress.txt");
    for command in ["hint", "check"] {
        let always = deduce(&[command, "pixel", &progress, "--color", "always"], "");
        assert!(always.stdout.contains('\u{1b}'), "{command} --color always");
        let never = deduce(&[command, "pixel", &progress, "--color", "never"], "");
        assert!(!never.stdout.contains('\u{1b}'), "{command} --color never");
        let piped = deduce(&[command, "pixel", &progress], "");
        assert_eq!(
            piped.stdout, never.stdout,
            "{command}: a pipe is not coloured"
        );
    }
    // The hint's conclusions are coloured by role, its rule as a rule.
    let hint = deduce(
        &[
            "hint", "pixel", &progress, "--level", "3", "--color", "always",
        ],
        "",
    );
    let pieces = painted(&hint.stdout);
    assert!(
        pieces
            .iter()
            .any(|(c, w)| c == FILL && w.ends_with("black")),
        "{pieces:?}"
    );
    assert!(
        pieces
            .iter()
            .any(|(c, w)| c == EXCLUDE && w.ends_with("white")),
        "{pieces:?}"
    );
    // A wrong mark is an error: red.
    let mistake = data("pixel_progress_mistake.txt");
    let wrong = deduce(&["hint", "pixel", &mistake, "--color", "always"], "");
    assert!(
        painted(&wrong.stdout)
            .iter()
            .any(|(c, w)| c == RED && w == "A mark is wrong"),
        "{}",
        wrong.stdout
    );
    // YES is green, NO red.
    let answer = repo("tests/data/pixel_sample.out");
    let puzzle = data("pixel_sample.in");
    let yes = deduce(
        &[
            "check",
            "pixel",
            &answer.to_string_lossy(),
            "--puzzle",
            &puzzle,
            "--color",
            "always",
        ],
        "",
    );
    assert_eq!(
        painted(&yes.stdout),
        vec![(GREEN.to_string(), "YES".to_string())]
    );
    let so_far = deduce(&["check", "pixel", &progress, "--color", "always"], "");
    assert_eq!(
        painted(&so_far.stdout),
        vec![(GREEN.to_string(), "no mistake so far, 15 to go".to_string())]
    );
    let mistake = data("pixel_progress_mistake.txt");
    let no = deduce(&["check", "pixel", &mistake, "--color", "always"], "");
    assert_eq!(painted(&no.stdout)[0], (RED.to_string(), "NO".to_string()));
}

/// On a terminal, `auto` colours `hint` and `check`, unless NO_COLOR is
/// set.
#[test]
fn a_terminal_gets_colour_unless_no_color_is_set() {
    if !common::can_give_a_terminal() {
        return;
    }
    let progress = data("pixel_progress.txt");
    for command in ["hint", "check"] {
        let line = format!(
            "{} {command} pixel {progress}",
            env!("CARGO_BIN_EXE_deduce")
        );
        let on_terminal = |no_color: &str| {
            let output = std::process::Command::new("script")
                .args(["-qec", &line, "/dev/null"])
                .env("NO_COLOR", no_color)
                .stdin(std::process::Stdio::null())
                .output()
                .unwrap();
            String::from_utf8_lossy(&output.stdout).into_owned()
        };
        assert!(
            on_terminal("").contains('\u{1b}'),
            "{command} on a terminal"
        );
        assert!(
            !on_terminal("1").contains('\u{1b}'),
            "{command} with NO_COLOR"
        );
    }
}
