//! Judge output, byte for byte: the sample kept in the repository, and the
//! shared corpus sets when present.

use crate::common;

use common::{assert_corpus_set, corpus, deduce, read, repo};

#[test]
fn sample_output_is_byte_exact() {
    let input = read(&repo("tests/data/slink_sample.in"));
    let run = deduce(&["solve", "slink"], &input);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, read(&repo("tests/data/slink_sample.out")));
}

#[test]
fn file_argument_and_dash_read_the_same_input() {
    let path = repo("tests/data/slink_sample.in");
    let from_file = deduce(&["solve", "slink", path.to_str().unwrap()], "");
    let from_dash = deduce(&["solve", "slink", "-"], &read(&path));
    assert_eq!(from_file.status, 0);
    assert_eq!(from_file.stdout, from_dash.stdout);
}

fn corpus_set(name: &str) {
    assert_corpus_set("slink", name);
}

#[test]
fn corpus_fully_clued() {
    corpus_set("janko-full");
}

#[test]
fn corpus_blank_small() {
    corpus_set("janko-blank-small");
}

#[test]
fn corpus_blank_medium() {
    corpus_set("janko-blank-medium");
}

/// With the fifteen rules alone each puzzle is either solved correctly or
/// ends stuck, never wrong; most of the fully clued set is solved.
#[test]
fn fifteen_rules_alone_never_answer_wrong() {
    let (Some(input), Some(expected)) = (
        corpus("slink/janko-full.in"),
        corpus("slink/janko-full.out"),
    ) else {
        return;
    };
    let run = deduce(
        &[
            "solve",
            "slink",
            "--rules",
            "slink-fifteen",
            input.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(
        run.status, 1,
        "some puzzles need more than the fifteen rules"
    );
    let expected = read(&expected);
    let split = |text: &str| -> Vec<String> {
        let mut puzzles: Vec<String> = Vec::new();
        for line in text.lines() {
            if line.chars().all(|c| c.is_ascii_digit()) {
                puzzles.push(String::new());
            }
            let last = puzzles.last_mut().unwrap();
            last.push_str(line);
            last.push('\n');
        }
        puzzles
    };
    let (got, want) = (split(&run.stdout), split(&expected));
    assert_eq!(got.len(), want.len());
    let mut solved = 0;
    for (g, w) in got.iter().zip(&want) {
        if g == w {
            solved += 1;
        } else {
            assert!(
                g.contains(" x ") || g.contains('x'),
                "a wrong answer, not a stuck state:\n{g}"
            );
        }
    }
    assert!(
        solved * 10 >= want.len() * 9,
        "only {solved} of {} solved by the fifteen",
        want.len()
    );
    assert!(solved < want.len());
}

/// Every step of every trace of the blank-cell set (hypotheses, forcing,
/// guesses) is re-derived by replay.
#[test]
fn corpus_blank_small_traces_replay() {
    common::assert_corpus_set_replays("slink", "janko-blank-small");
}

/// With the corpus absent, a corpus test says SKIPPED in the harness's
/// normal output, not only under `--nocapture`.
#[test]
fn a_corpus_test_says_skipped_where_the_harness_shows_it() {
    if std::env::var_os("DEDUCE_CORPUS").is_some() {
        return; // This is the run below, in which the test looks on.
    }
    let run = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "slink_judge::corpus_blank_small"])
        .env("DEDUCE_CORPUS", common::scratch("no-corpus-here"))
        .output()
        .unwrap();
    let shown = format!(
        "{}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(run.status.success(), "{shown}");
    assert!(
        shown.contains("SKIPPED slink_judge::corpus_blank_small: the shared corpus is absent"),
        "{shown}"
    );
}
