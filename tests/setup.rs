//! The README's set-up says which Rust it needs, and Cargo.toml declares
//! the same `rust-version`, so an older toolchain stops with cargo's own
//! plain message instead of a compiler error deep in the code.

use crate::common;

use common::{read, repo};

#[test]
fn the_readme_names_the_rust_version_the_manifest_declares() {
    let manifest = read(&repo("Cargo.toml"));
    let version = manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("Cargo.toml declares rust-version");
    let readme = read(&repo("README.md"));
    assert!(
        readme.contains(&format!("With Rust {version} or later")),
        "the README's set-up does not say Rust {version}"
    );
}

/// A command that refuses its arguments exits before it reads its
/// input. Feeding it more than a pipe holds then always meets a closed
/// pipe, which must not fail the test that fed it (it once made the
/// suite red on a loaded machine, where the child won the race).
#[test]
fn a_child_that_exits_before_reading_its_input_does_not_fail_the_feeder() {
    let input = "3 3\n...\n".repeat(200_000);
    let run = common::deduce(&["solve", "slink", "--max-tier", "9"], &input);
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("unknown tier '9'"), "{}", run.stderr);
}
