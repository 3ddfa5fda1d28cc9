//! `solve`, `grade`, `hint` and `check` take several FILEs: each is
//! handled as if alone, in order; one that cannot be read is reported
//! and the others are still handled.

use crate::common;

use common::{data, deduce, repo};

#[test]
fn solve_answers_each_file_as_if_alone() {
    let slink = data("slink_sample.in");
    let alone = deduce(&["solve", "slink", &slink], "");
    assert_eq!(alone.status, 0, "{}", alone.stderr);
    let both = deduce(&["solve", "slink", &slink, &slink], "");
    assert_eq!(both.status, 0, "{}", both.stderr);
    assert_eq!(both.stdout, alone.stdout.repeat(2));
}

#[test]
fn a_file_that_cannot_be_read_is_reported_and_the_others_are_still_solved() {
    let pixel = data("pixel_sample.in");
    let run = deduce(&["solve", "pixel", "no-such-file.in", &pixel], "");
    assert_eq!(run.status, 2, "bad input: exit 2");
    assert!(
        run.stderr.contains("deduce: no-such-file.in: "),
        "{}",
        run.stderr
    );
    let alone = deduce(&["solve", "pixel", &pixel], "");
    assert_eq!(run.stdout, alone.stdout);
}

#[test]
fn the_json_of_several_files_is_one_list_and_explanations_are_headed() {
    let pixel = data("pixel_sample.in");
    let nuri = data("nurikabe_sample.in");
    let puzzles = |file: &str| {
        let run = deduce(&["solve", "nurikabe", file, "--json", "-"], "");
        serde_json::from_str::<serde_json::Value>(&run.stdout)
            .unwrap()
            .as_array()
            .unwrap()
            .len()
    };
    let both = deduce(&["solve", "nurikabe", &nuri, &nuri, "--json", "-"], "");
    let list: serde_json::Value = serde_json::from_str(&both.stdout).expect("one JSON list");
    assert_eq!(list.as_array().unwrap().len(), 2 * puzzles(&nuri));
    let explained = deduce(&["solve", "pixel", &pixel, &pixel, "--explain"], "");
    let headers: Vec<&str> = explained
        .stderr
        .lines()
        .filter(|l| l.starts_with("==> "))
        .collect();
    assert_eq!(headers, vec![format!("==> {pixel} <=="); 2]);
    let one = deduce(&["solve", "pixel", &pixel, "--explain"], "");
    assert!(!one.stderr.contains("==> "), "one file, no header");
}

#[test]
fn grade_reports_each_file_under_its_name() {
    let slink = data("slink_sample.in");
    let alone = deduce(&["grade", "slink", &slink], "");
    let both = deduce(&["grade", "slink", &slink, &slink], "");
    assert_eq!(both.status, alone.status);
    let header = format!("==> {slink} <==\n");
    let expected = format!("{header}{}\n{header}{}", alone.stdout, alone.stdout);
    assert_eq!(both.stdout, expected);
    let json = deduce(
        &["grade", "slink", &slink, "-", "--json"],
        &common::read(&repo("tests/data/slink_sample.in")),
    );
    let list: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let files: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["file"].as_str().unwrap())
        .collect();
    let per_file = files.len() / 2;
    assert!(per_file > 0);
    assert!(files[..per_file].iter().all(|f| *f == slink));
    assert!(files[per_file..].iter().all(|f| *f == "<stdin>"));
}

#[test]
fn hint_and_check_answer_each_file_under_its_name() {
    let progress = data("pixel_progress.txt");
    let mistake = data("pixel_progress_mistake.txt");
    let hints = deduce(&["hint", "pixel", &progress, &mistake], "");
    assert_eq!(hints.status, 0, "{}", hints.stderr);
    let first = deduce(&["hint", "pixel", &progress], "").stdout;
    let second = deduce(&["hint", "pixel", &mistake], "").stdout;
    assert_eq!(
        hints.stdout,
        format!("==> {progress} <==\n{first}\n==> {mistake} <==\n{second}")
    );
    let checks = deduce(&["check", "pixel", &progress, "missing.txt", &mistake], "");
    assert_eq!(checks.status, 2, "the missing file: {}", checks.stderr);
    assert!(checks.stderr.contains("missing.txt"), "{}", checks.stderr);
    let verdicts: Vec<&str> = checks
        .stdout
        .lines()
        .filter(|l| *l == "YES" || *l == "NO" || l.starts_with("no mistake so far"))
        .collect();
    assert_eq!(verdicts.len(), 2, "{}", checks.stdout);
}

#[test]
fn baekjoon_boards_of_several_files_are_one_list_of_verdicts() {
    let boards = data("nurikabe_check_sample.in");
    let alone = deduce(&["check", "nurikabe", &boards], "");
    let both = deduce(&["check", "nurikabe", &boards, &boards], "");
    assert_eq!(both.status, alone.status);
    assert_eq!(
        both.stdout,
        alone.stdout.repeat(2),
        "no header among verdicts"
    );
}

#[test]
fn the_board_explanations_of_several_files_all_reach_the_file() {
    let boards = data("nurikabe_check_sample.in");
    let file = common::scratch("boards-explained.txt");
    let dest = format!("--explain={}", file.display());
    deduce(&["check", "nurikabe", &boards, &dest], "");
    let alone = common::read(&file);
    deduce(&["check", "nurikabe", &boards, &boards, &dest], "");
    let header = format!("==> {boards} <==\n");
    assert_eq!(
        common::read(&file),
        format!("{header}{alone}\n{header}{alone}")
    );
}
