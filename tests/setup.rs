//! The README's set-up says which Rust it needs, and Cargo.toml declares
//! the same `rust-version`, so an older toolchain stops with cargo's own
//! plain message instead of a compiler error deep in the code.

mod common;

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
