//! Slitherlink golden traces (see `common/golden.rs`); `BLESS=1 cargo test
//! --release --test slink_golden` rewrites them.

use crate::common;

use common::golden;

#[test]
fn golden_explanations_and_json_traces_are_unchanged() {
    golden::explanations_and_json_traces_are_unchanged("slink", 5);
}

#[test]
fn golden_json_traces_replay_to_the_judge_output() {
    golden::json_traces_replay_to_the_judge_output("slink", 5);
}

#[test]
fn golden_cases_cover_every_tier() {
    let tiers = golden::tiers_covered("slink", 5);
    assert_eq!(
        tiers,
        ["2", "3", "4", "5"],
        "intermediate, advanced, hypothesis and guess each have a golden case"
    );
}
