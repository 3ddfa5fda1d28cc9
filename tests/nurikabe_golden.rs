//! Nurikabe golden traces (see `common/golden.rs`); `BLESS=1 cargo test
//! --release --test nurikabe_golden` rewrites them.

use crate::common;

use common::golden;

#[test]
fn golden_explanations_and_json_traces_are_unchanged() {
    golden::explanations_and_json_traces_are_unchanged("nurikabe", 5);
}

#[test]
fn golden_json_traces_replay_to_the_judge_output() {
    golden::json_traces_replay_to_the_judge_output("nurikabe", 5);
}

#[test]
fn golden_cases_cover_every_tier() {
    let tiers = golden::tiers_covered("nurikabe", 5);
    assert_eq!(
        tiers,
        ["2", "3", "4", "5"],
        "intermediate, advanced, hypothesis and guess each have a golden case"
    );
}

/// An island-shapes step that found a few ways to finish an island names
/// them one by one (what was tried), as many as it counts.
#[test]
fn a_few_ways_to_finish_an_island_are_named_one_by_one() {
    let mut named = 0;
    let dir = common::repo("traces/nurikabe");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    for file in files {
        for line in common::read(&file).lines() {
            let Some((count, _)) = line.trim().split_once(" ways to finish ") else {
                continue;
            };
            let Ok(count) = count.parse::<usize>() else {
                continue;
            };
            let listed = line.matches(") with ").count();
            if count <= 6 {
                assert!(
                    line.contains("; the ways: (1) with "),
                    "{}: {line}",
                    file.display()
                );
                assert_eq!(listed, count, "{}: {line}", file.display());
                named += 1;
            } else {
                assert_eq!(listed, 0, "{}: {line}", file.display());
            }
        }
    }
    assert!(named > 0, "no golden step finds 2 to 6 ways");
}
