//! `--pick LIST` chooses puzzles of a batch, by number from 1, for every
//! command that reads one; the picked keep their numbers, and a number the
//! input does not hold is refused at the end (exit 2) without losing the
//! others.

use crate::common;

use common::{deduce, read, repo};

/// Two Nurikabe puzzles in one input, and each alone.
fn two_nurikabe() -> (String, String, String) {
    let first = read(&repo("traces/nurikabe/judge-6x6-advanced.in"));
    let second = read(&repo("traces/nurikabe/judge-4x4-advanced.in"));
    let both = format!("{}{second}", first.trim_end().trim_end_matches("0 0"));
    (both, first, second)
}

#[test]
fn solve_prints_only_the_picked_puzzles_with_their_numbers() {
    let (both, first, second) = two_nurikabe();
    let alone = deduce(&["solve", "nurikabe"], &second);
    let picked = deduce(&["solve", "nurikabe", "--pick", "2"], &both);
    assert_eq!(picked.status, 0, "{}", picked.stderr);
    assert_eq!(picked.stdout, alone.stdout);
    let all = deduce(&["solve", "nurikabe", "--pick", "1-2"], &both);
    let each = deduce(&["solve", "nurikabe"], &first).stdout + &alone.stdout;
    assert_eq!(all.stdout, each);
    let slink = read(&repo("tests/data/slink_sample.in"));
    let third = deduce(&["solve", "slink", "--pick", "3"], &slink);
    assert!(third.stdout.starts_with("3\n"), "{}", third.stdout);
}

#[test]
fn a_number_beyond_the_input_is_refused_after_the_others() {
    let (both, _, second) = two_nurikabe();
    let run = deduce(&["solve", "nurikabe", "--pick", "2,5"], &both);
    assert_eq!(run.status, 2);
    assert!(
        run.stderr.contains("--pick 5: the input holds 2 puzzles"),
        "{}",
        run.stderr
    );
    assert_eq!(run.stdout, deduce(&["solve", "nurikabe"], &second).stdout);
}

#[test]
fn every_command_that_reads_a_batch_picks() {
    let (both, _, second) = two_nurikabe();
    let grade = deduce(&["grade", "nurikabe", "--pick", "2", "--json"], &both);
    assert_eq!(grade.status, 0, "{}", grade.stderr);
    assert_eq!(
        grade.stdout.matches("\"guess\"").count(),
        1,
        "{}",
        grade.stdout
    );
    let hint = deduce(&["hint", "nurikabe", "--pick", "2", "--level", "3"], &both);
    assert_eq!(
        hint.stdout,
        deduce(&["hint", "nurikabe", "--level", "3"], &second).stdout
    );
    let draw = deduce(&["draw", "nurikabe", "--pick", "2"], &both);
    assert_eq!(draw.stdout, deduce(&["draw", "nurikabe"], &second).stdout);
    let show = deduce(&["show", "nurikabe", "--pick", "2"], &both);
    assert_eq!(show.status, 0, "{}", show.stderr);
    assert!(show.stdout.contains("puzzle 2 (4x4)"));
    assert!(!show.stdout.contains("puzzle 1 ("));
    let boards = read(&repo("tests/data/nurikabe_check_sample.in"));
    let verdicts = read(&repo("tests/data/nurikabe_check_sample.out"));
    let check = deduce(&["check", "nurikabe", "--pick", "2"], &boards);
    assert_eq!(
        check.stdout,
        format!("{}\n", verdicts.lines().nth(1).unwrap())
    );
    let one = deduce(&["hint", "nurikabe", "--pick", "1-2"], &both);
    assert_eq!(one.status, 2);
    assert!(one.stderr.contains("one number"), "{}", one.stderr);
}

#[test]
fn a_damaged_puzzle_not_picked_is_not_reported() {
    let (_, _, second) = two_nurikabe();
    let damaged = format!("2 2\n.x\n..\n{second}");
    let all = deduce(&["solve", "nurikabe"], &damaged);
    assert!(all.stderr.contains("puzzle 1"), "{}", all.stderr);
    let run = deduce(&["solve", "nurikabe", "--pick", "2"], &damaged);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
}
