//! A mark in a progress file that breaks a rule outright is the person's
//! mistake, not bad input: `hint` names it where it stands, with the rule
//! it breaks (exit 0), and `draw` shows it in red. Text that cannot be
//! read is still refused (exit 2).

use crate::common;

use common::{deduce, repo};

/// The progress file after `steps` steps of a sample, with line `line`
/// (from 0) changed by `edit`.
fn edited(
    kind: &str,
    sample: &str,
    steps: &str,
    line: usize,
    edit: impl Fn(&mut Vec<char>),
) -> String {
    let input = repo(sample).display().to_string();
    let progress = deduce(&["solve", kind, &input, "--stop-after", steps], "");
    assert_eq!(progress.status, 0, "{}", progress.stderr);
    let mut lines: Vec<String> = progress.stdout.lines().map(String::from).collect();
    let mut chars: Vec<char> = lines[line].chars().collect();
    edit(&mut chars);
    lines[line] = chars.into_iter().collect();
    lines.join("\n") + "\n"
}

fn assert_mistake(kind: &str, text: &str, mark: &str, place: &str, rule: &str) {
    let run = deduce(&["hint", kind, "--level", "2"], text);
    assert_eq!(run.status, 0, "{kind}: {}", run.stderr);
    assert!(
        run.stdout
            .contains(&format!("A mark is wrong: {mark} ({place}) breaks a rule"))
            && run.stdout.contains(rule),
        "{kind}: {}",
        run.stdout
    );
    // `draw` draws the grid with the mistake, outlined in red.
    let drawn = deduce(&["draw", kind], text);
    assert_eq!(drawn.status, 0, "{}", drawn.stderr);
    assert!(
        drawn.stdout.contains(" r-wrong\">"),
        "{kind}: no mistake drawn"
    );
}

#[test]
fn a_fourth_water_cell_of_a_block_is_the_mistake() {
    assert_mistake(
        "nurikabe",
        "....\n.4..\n##..\n##..\n",
        "r3c2 water",
        "line 3, column 2",
        "2x2 water",
    );
}

#[test]
fn a_second_line_at_a_one_is_the_mistake() {
    let text = edited(
        "slink",
        "traces/slink/blank-4x4-corner-chain.in",
        "3",
        10,
        |l| {
            l.splice(3..6, "---".chars());
        },
    );
    assert_mistake(
        "slink",
        &text,
        "r4c1 bottom line",
        "line 11, column 5",
        "would have 2 lines",
    );
}

#[test]
fn a_black_cell_too_many_for_a_clue_is_the_mistake() {
    let text = "2_2_ 111.\n_4_1 11..\n4_4_ ....\n_23_ ....\n";
    assert_mistake(
        "pixel",
        text,
        "r1c1 black",
        "line 1, column 6",
        "would see 3 black cells",
    );
}

#[test]
fn a_digit_twice_in_a_row_is_the_mistake() {
    let text = edited(
        "sudominoku",
        "traces/sudominoku/gen-10-basic.in",
        "0",
        10,
        |l| l[6] = '1',
    );
    assert_mistake(
        "sudominoku",
        &text,
        "r6c4 is 1",
        "line 11, column 7",
        "cannot be 1",
    );
}

#[test]
fn text_that_cannot_be_read_is_still_bad_input() {
    let run = deduce(&["hint", "nurikabe"], "....\n.4x.\n....\n....\n");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("line 2"), "{}", run.stderr);
}

#[test]
fn the_answer_solve_prints_reads_back_as_finished() {
    for (kind, sample) in [
        ("nurikabe", "traces/nurikabe/judge-6x6-hypothesis.in"),
        ("slink", "traces/slink/blank-4x4-hypothesis.in"),
    ] {
        let input = repo(sample).display().to_string();
        let answer = deduce(&["solve", kind, &input], "").stdout;
        let run = deduce(&["hint", kind], &answer);
        assert_eq!(run.status, 1, "{kind}: {}{}", run.stdout, run.stderr);
        assert!(run.stdout.contains("finished"), "{kind}: {}", run.stdout);
    }
    // An answer with a cell changed is not finished.
    let input = repo("traces/nurikabe/judge-6x6-hypothesis.in")
        .display()
        .to_string();
    let answer = deduce(&["solve", "nurikabe", &input], "").stdout;
    let changed = answer.replacen("#", ".", 1);
    let run = deduce(&["hint", "nurikabe"], &changed);
    assert!(!run.stdout.contains("finished"), "{}", run.stdout);
}
