//! A failed write to standard output is an error (a message, exit 2) for
//! every command, except a closed pipe (`deduce solve ... | head`), which
//! ends the output quietly.

use crate::common;

use std::process::{Command, Stdio};

use common::{deduce_into_closed_pipe, repo};

fn commands() -> Vec<Vec<String>> {
    let sample = |p: &str| repo(p).display().to_string();
    let nurikabe = sample("traces/nurikabe/judge-6x6-hypothesis.in");
    let trace = sample("traces/nurikabe/judge-6x6-hypothesis.json");
    [
        vec!["solve", "nurikabe", &nurikabe],
        vec!["solve", "nurikabe", &nurikabe, "--stop-after", "3"],
        vec!["grade", "nurikabe", &nurikabe],
        vec!["hint", "nurikabe", &nurikabe],
        vec!["check", "nurikabe", &nurikabe],
        vec!["show", "nurikabe", &nurikabe],
        vec!["draw", "nurikabe", &nurikabe],
        vec!["convert", "nurikabe", &nurikabe, "--to", "url"],
        vec!["coverage", "nurikabe", &nurikabe],
        vec!["replay", &trace],
        vec!["rules"],
        vec!["explain", "pool"],
    ]
    .into_iter()
    .map(|args| args.into_iter().map(String::from).collect())
    .collect()
}

#[test]
fn a_full_disk_is_an_error_for_every_command() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        common::skipped("this system has no /dev/full");
        return;
    };
    for args in commands() {
        let run = Command::new(env!("CARGO_BIN_EXE_deduce"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("standard output"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    for args in commands() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = deduce_into_closed_pipe(&args);
        let stderr = run.stderr;
        assert!(!stderr.contains("standard output"), "{args:?}: {stderr}");
        assert!(matches!(run.status, 0 | 1), "{args:?}: {stderr}");
    }
}
