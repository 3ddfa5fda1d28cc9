//! Every step of a recorded solve says why, and what it says holds up:
//! the premise checks of `common/premises.rs` over the golden cases, the
//! samples and (when it is there) the first puzzles of each corpus set.

use crate::common;

use common::premises::{Report, check_batch};
use common::{corpus, golden, read, repo};
use deduce::io::PuzzleIo;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;

/// The golden cases and the sample of `kind`, then the first `limit`
/// puzzles of each corpus set named.
fn check_puzzle<P: PuzzleIo>(kind: &str, corpus_sets: &[(&str, usize)]) -> Report {
    let mut report = Report::default();
    for input in golden::cases(kind, 1) {
        let label = input.display().to_string();
        check_batch::<P>(&read(&input), &label, usize::MAX, &mut report);
    }
    let sample = repo(&format!("tests/data/{kind}_sample.in"));
    check_batch::<P>(&read(&sample), "sample", usize::MAX, &mut report);
    for &(set, limit) in corpus_sets {
        if let Some(path) = corpus(&format!("{kind}/{set}.in")) {
            check_batch::<P>(&read(&path), set, limit, &mut report);
        }
    }
    report
}

#[test]
fn slink_steps_say_why_and_their_premises_hold_up() {
    let sets = [
        ("janko-blank-small", 6),
        ("janko-blank-medium", 2),
        ("janko-full", 2),
        ("tatham-e", 3),
        ("tatham-n", 3),
        ("tatham-t", 3),
        ("tatham-h", 3),
    ];
    check_puzzle::<Slink>("slink", &sets).assert_clean();
}

#[test]
fn nurikabe_steps_say_why_and_their_premises_hold_up() {
    let sets = [
        ("janko-judge", 12),
        ("janko-general-small", 6),
        ("janko-general-medium", 2),
    ];
    check_puzzle::<Nurikabe>("nurikabe", &sets).assert_clean();
}

#[test]
fn pixel_steps_say_why_and_their_premises_hold_up() {
    let sets = [
        ("gen-s18-10x10", 1),
        ("gen-s31-8x5", 1),
        ("gen-s32-10x10", 1),
        ("gen-L0-20x20", 1),
        ("janko-10_15x15", 1),
    ];
    check_puzzle::<Pixel>("pixel", &sets).assert_clean();
}

#[test]
fn sudominoku_steps_say_why_and_their_premises_hold_up() {
    let sets = [("gen", 4), ("foxtreme", 3)];
    check_puzzle::<SuDominoKu>("sudominoku", &sets).assert_clean();
}

/// A Nurikabe step whose premises read no number names none: four 4s
/// around r3c3 keep every island from it through cells beside two
/// islands, whatever the numbers are, and the cells between two 4s are
/// water for the same reason. Replay holds the premises (no given) to
/// that; the words must not argue from the 4s.
#[test]
fn nurikabe_words_name_no_number_the_premises_do_without() {
    let input = "5 5\n. . . . .\n. 4 . 4 .\n. . . . .\n. 4 . 4 .\n. . . . .\n0 0\n";
    let json = common::scratch("four-fours.json");
    let run = common::deduce(
        &["solve", "nurikabe", "--json", json.to_str().unwrap()],
        input,
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let traces: serde_json::Value = serde_json::from_str(&read(&json)).unwrap();
    let steps = traces[0]["steps"].as_array().unwrap();
    let mut checked = 0;
    for step in steps {
        let rule = step["rule"].as_str().unwrap();
        if rule != "unreachable" && rule != "between-islands" {
            continue;
        }
        let reason = step["reason"].as_str().unwrap();
        if step["premises"]["givens"].as_array().unwrap().is_empty() {
            assert!(!reason.contains("the 4 at"), "{rule}: {reason}");
            checked += 1;
        }
    }
    let centre = steps
        .iter()
        .find(|s| s["rule"] == "unreachable" && s["at"]["cell"] == serde_json::json!([2, 2]))
        .expect("r3c3 out of reach");
    assert_eq!(
        centre["reason"],
        "r3c3 is out of reach of every island, whatever their numbers"
    );
    assert!(checked >= 5, "{checked} steps without a number");
}
