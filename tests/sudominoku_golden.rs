//! Su-Domino-Ku golden traces (see `common/golden.rs`); `BLESS=1 cargo test
//! --release --test sudominoku_golden` rewrites them.

use crate::common;

use common::golden;

#[test]
fn golden_explanations_and_json_traces_are_unchanged() {
    golden::explanations_and_json_traces_are_unchanged("sudominoku", 4);
}

#[test]
fn golden_json_traces_replay_to_the_judge_output() {
    golden::json_traces_replay_to_the_judge_output("sudominoku", 4);
}

#[test]
fn golden_cases_cover_every_tier() {
    let tiers = golden::tiers_covered("sudominoku", 4);
    assert_eq!(
        tiers,
        ["1", "2", "3", "4", "5"],
        "basic, intermediate, advanced, hypothesis and guess each have a golden case"
    );
}
