//! Bytes that are not UTF-8 lose only the puzzle they are in, named with
//! its line and column; a byte-order mark at the start is accepted.

use crate::common;

use std::process::{Command, Stdio};

use common::{read, repo, scratch};

/// Solves `bytes` as a file `name` (a name per test: tests run at once).
fn run(name: &str, bytes: &[u8]) -> (i32, String, String) {
    let path = scratch(name);
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_deduce"))
        .args(["solve", "nurikabe", path.to_str().unwrap()])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn one_puzzle() -> String {
    let text = read(&repo("traces/nurikabe/judge-4x4-advanced.in"));
    text.trim_end().trim_end_matches("0 0").to_string()
}

#[test]
fn a_byte_that_is_not_utf8_loses_only_its_puzzle() {
    let good = one_puzzle();
    let mut bytes = good.as_bytes().to_vec();
    bytes.extend_from_slice(b"2 2\n.\xff\n..\n");
    bytes.extend_from_slice(good.as_bytes());
    bytes.extend_from_slice(b"0 0\n");
    let (status, stdout, stderr) = run("not-utf8.in", &bytes);
    assert_eq!(status, 2);
    assert!(
        stderr.contains("puzzle 2: line 7, column 2") && stderr.contains("not UTF-8"),
        "{stderr}"
    );
    let (_, alone, _) = run("not-utf8-alone.in", format!("{good}0 0\n").as_bytes());
    assert_eq!(
        stdout,
        format!("{alone}{alone}"),
        "both good puzzles answered"
    );
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let good = format!("{}0 0\n", one_puzzle());
    let mut bytes = b"\xef\xbb\xbf".to_vec();
    bytes.extend_from_slice(good.as_bytes());
    let (status, stdout, stderr) = run("bom.in", &bytes);
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(stdout, run("no-bom.in", good.as_bytes()).1);
}
