//! Damaged inputs, made from the samples by a fixed sequence of random
//! edits (or, half the time for judge inputs, one digit changed, which
//! keeps the format but may leave no answer or several), for every
//! command that reads one: `solve` (with and without
//! `--explain`), `grade`, `hint` on a damaged progress file, `check` and
//! `replay` of a damaged JSON trace. None may panic or exit with anything
//! but 0, 1 or 2, and a refused judge input says where it went wrong.

mod common;

use common::random::Lcg;
use common::{Run, deduce, read, repo, scratch};

/// What an edit may put in: the characters of the four formats, a few
/// that belong to none, and line breaks.
const ALPHABET: &[u8] = b"0123456789._x#-  \n\n\t+?OoXW1aZ\r{}\"[],:/gz%@=t";

/// One digit of `text` changed to another: the input keeps its shape but
/// may now have no answer, several, or a clue out of range.
fn retouch(text: &str, random: &mut Lcg) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let digits: Vec<usize> = (0..bytes.len())
        .filter(|&i| bytes[i].is_ascii_digit())
        .collect();
    if !digits.is_empty() {
        let at = digits[random.below(digits.len())];
        bytes[at] = b'0' + random.below(10) as u8;
    }
    String::from_utf8(bytes).expect("ASCII")
}

/// One to six edits of `text`: a character replaced, removed or added, a
/// stretch copied elsewhere, the text cut short, or a number up to 100000
/// put in.
fn damage(text: &str, random: &mut Lcg) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + random.below(6) {
        if bytes.is_empty() {
            bytes.push(b'1');
        }
        let at = random.below(bytes.len());
        let any = ALPHABET[random.below(ALPHABET.len())];
        match random.below(10) {
            0..=2 => bytes[at] = any,
            3 | 4 => {
                bytes.remove(at);
            }
            5 | 6 => bytes.insert(at, any),
            7 => {
                let from = random.below(bytes.len());
                let to = (from + 1 + random.below(20)).min(bytes.len());
                let stretch = bytes[from..to].to_vec();
                bytes.splice(at..at, stretch);
            }
            8 => bytes.truncate(at),
            _ => {
                let number = random.below(100_001).to_string();
                bytes.splice(at..at, number.bytes());
            }
        }
    }
    String::from_utf8(bytes).expect("the samples and the alphabet are ASCII")
}

const KINDS: [&str; 4] = ["slink", "nurikabe", "sudominoku", "pixel"];

fn sample(kind: &str) -> String {
    read(&repo(&format!("tests/data/{kind}_sample.in")))
}

/// Exit 0, 1 or 2 and no panic, whatever the input.
fn assert_no_crash(args: &[&str], input: &str, run: &Run) {
    assert!(
        matches!(run.status, 0..=2) && !run.stderr.contains("panicked"),
        "deduce {args:?} exited {} on {input:?}: {}",
        run.status,
        run.stderr
    );
}

/// A refused judge input names where it went wrong, by line and column
/// (other lines of the message may report the puzzles that were read).
fn assert_says_where(args: &[&str], input: &str, run: &Run) {
    if run.status != 2 {
        return;
    }
    let placed = run.stderr.lines().any(|l| {
        l.split("line ")
            .skip(1)
            .any(|after| after.starts_with(|c: char| c.is_ascii_digit()))
            && l.contains("column ")
    });
    assert!(
        placed,
        "deduce {args:?} refused {input:?} without saying where: {}",
        run.stderr
    );
}

#[test]
fn damaged_judge_inputs_are_solved_or_refused_with_a_place() {
    let mut random = Lcg::new(1);
    for round in 0..60 {
        for kind in KINDS {
            let input = if round % 2 == 0 {
                damage(&sample(kind), &mut random)
            } else {
                retouch(&sample(kind), &mut random)
            };
            let explain = ["solve", kind, "--explain"];
            let args: &[&str] = match round % 3 {
                0 => &["solve", kind],
                1 => &explain,
                _ => &["grade", kind],
            };
            let run = deduce(args, &input);
            assert_no_crash(args, &input, &run);
            assert_says_where(args, &input, &run);
        }
    }
}

#[test]
fn damaged_urls_game_ids_and_pzprv3_files_are_solved_or_refused_with_a_place() {
    let mut random = Lcg::new(5);
    let formats: &[(&str, &[&str])] = &[
        ("slink", &["url", "tatham", "pzprv3"]),
        ("nurikabe", &["url", "pzprv3"]),
        ("pixel", &["tatham"]),
    ];
    for &(kind, tos) in formats {
        for to in tos {
            let shared = deduce(&["convert", kind, "--to", to], &sample(kind));
            assert_eq!(shared.status, 0, "{kind} {to}: {}", shared.stderr);
            for _ in 0..15 {
                let input = damage(&shared.stdout, &mut random);
                let args = ["solve", kind];
                let run = deduce(&args, &input);
                assert_no_crash(&args, &input, &run);
                assert_says_where(&args, &input, &run);
            }
        }
    }
}

#[test]
fn damaged_boards_to_check_are_judged_or_refused_with_a_place() {
    let board = read(&repo("tests/data/nurikabe_check_sample.in"));
    let mut random = Lcg::new(2);
    for _ in 0..80 {
        let input = damage(&board, &mut random);
        let args = ["check", "nurikabe"];
        let run = deduce(&args, &input);
        assert_no_crash(&args, &input, &run);
        assert_says_where(&args, &input, &run);
    }
}

#[test]
fn damaged_progress_files_get_a_hint_or_a_refusal() {
    let mut random = Lcg::new(3);
    for round in 0..30 {
        for kind in KINDS {
            let steps = (round % 12).to_string();
            let partial = deduce(&["solve", kind, "--stop-after", &steps], &sample(kind));
            assert_eq!(partial.status, 0, "{kind}: {}", partial.stderr);
            let input = damage(&partial.stdout, &mut random);
            let args = ["hint", kind, "--level", "3"];
            let run = deduce(&args, &input);
            assert_no_crash(&args, &input, &run);
        }
    }
}

#[test]
fn damaged_traces_are_replayed_or_refused() {
    let mut random = Lcg::new(4);
    for kind in KINDS {
        let trace = scratch(&format!("{kind}.json"));
        let path = trace.to_str().unwrap();
        let solved = deduce(&["solve", kind, "--json", path], &sample(kind));
        assert_eq!(solved.status, 0, "{kind}: {}", solved.stderr);
        let text = read(&trace);
        let damaged = scratch(&format!("{kind}-damaged.json"));
        for _ in 0..25 {
            let input = damage(&text, &mut random);
            std::fs::write(&damaged, &input).unwrap();
            let args = ["replay", damaged.to_str().unwrap()];
            let run = deduce(&args, "");
            assert_no_crash(&args, &input, &run);
            // The damage may leave a trace that still holds: then replay
            // must have accepted it, saying so.
            if run.status == 0 {
                assert!(!run.stdout.is_empty(), "replay said nothing: {input:?}");
            }
        }
    }
}
