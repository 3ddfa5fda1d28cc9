#![allow(dead_code)] // each test file uses its own part of these helpers

pub mod browser;
pub mod catalog;
pub mod devtools;
pub mod engine;
pub mod golden;
pub mod pages;
pub mod premises;
pub mod random;
pub mod tau_b;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub struct Run {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the deduce binary with `args`, feeding `stdin`.
pub fn deduce(args: &[&str], stdin: &str) -> Run {
    deduce_env(args, stdin, &[])
}

pub fn deduce_env(args: &[&str], stdin: &str, env: &[(&str, &str)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_deduce"));
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command.env_remove("NO_COLOR");
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("deduce runs");
    let input = child.stdin.take().unwrap();
    let output = feed_and_wait(child, input, stdin.as_bytes());
    Run {
        status: output.status.code().expect("exited, not killed"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// Writes `bytes` to the child's standard input while collecting its
/// output, then closes the input. The child may exit before reading it
/// all (a usage error, say): the write then meets a closed pipe, which is
/// the child's business, not a test failure. Written from its own thread,
/// so a child that writes a lot before it reads cannot block on a full
/// output pipe while the test blocks on a full input pipe.
pub fn feed_and_wait(
    child: std::process::Child,
    mut input: std::process::ChildStdin,
    bytes: &[u8],
) -> std::process::Output {
    std::thread::scope(|scope| {
        scope.spawn(move || match input.write_all(bytes) {
            Err(error) if error.kind() != std::io::ErrorKind::BrokenPipe => {
                panic!("writing the child's standard input: {error}")
            }
            _ => {}
        });
        child.wait_with_output().unwrap()
    })
}

/// A pipe whose reader is gone before anyone writes to it: the end to
/// write to, for a child that must meet a closed pipe at its first write.
pub fn pipe_without_reader() -> std::io::PipeWriter {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    writer
}

/// Runs the deduce binary with `args` and its standard output closed
/// before it writes (`deduce ... | head`); what it printed on standard
/// error, and its status.
pub fn deduce_into_closed_pipe(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_deduce"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(pipe_without_reader())
        .stderr(Stdio::piped())
        .output()
        .expect("deduce runs");
    Run {
        status: output.status.code().expect("exited, not killed"),
        stdout: String::new(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

pub fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

pub fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The puzzles of a judge-format text that must read whole.
pub fn puzzles<P: deduce::io::PuzzleIo>(text: &str) -> Vec<P> {
    P::parse_batch(text, false)
        .items
        .into_iter()
        .map(|item| item.expect("the input reads"))
        .collect()
}

/// Says that a test is skipped, and why, where the harness shows it: as
/// the test runs, not only when it fails. (`eprintln!` is held back with
/// the test's output; a write to the standard error handle is not.)
pub fn skipped(why: &str) {
    let name = std::thread::current()
        .name()
        .unwrap_or("a test")
        .to_string();
    let _ = writeln!(std::io::stderr(), "SKIPPED {name}: {why}");
}

/// Whether `script` is here to give a command a terminal; if not, the
/// test that asked says it is skipped.
pub fn can_give_a_terminal() -> bool {
    let here = Command::new("script")
        .arg("--version")
        .output()
        .is_ok_and(|probe| probe.status.success());
    if !here {
        skipped("no `script` here to give the command a terminal");
    }
    here
}

/// A sample of `tests/data`, by its full path.
pub fn data(name: &str) -> String {
    repo(&format!("tests/data/{name}"))
        .to_string_lossy()
        .into_owned()
}

/// The shared corpus: beside the repository, or where `DEDUCE_CORPUS`
/// says (a test sets it to see the others skip).
pub fn corpus_root() -> PathBuf {
    match std::env::var_os("DEDUCE_CORPUS") {
        Some(dir) => PathBuf::from(dir),
        None => repo("../shared/corpus"),
    }
}

/// A folder or file of the shared corpus, or `None` (the test saying it
/// is skipped) when the corpus is absent.
pub fn corpus(path: &str) -> Option<PathBuf> {
    let full = corpus_root().join(path);
    if full.exists() {
        Some(full)
    } else {
        skipped(&format!(
            "the shared corpus is absent ({} not found)",
            full.display()
        ));
        None
    }
}

/// A square judge-format grid of `side` with nothing in it but, where
/// given, `clue` in its middle cell.
pub fn open_grid(side: usize, clue: Option<usize>) -> String {
    let mut text = format!("{side} {side}\n");
    for row in 0..side {
        let tokens: Vec<String> = (0..side)
            .map(|col| match clue {
                Some(n) if row == side / 2 && col == side / 2 => n.to_string(),
                _ => ".".to_string(),
            })
            .collect();
        text.push_str(&tokens.join(" "));
        text.push('\n');
    }
    text.push_str("0 0\n");
    text
}

/// A scratch file path unique to this test: the tests of every area run
/// as threads of one process, so the folder is the process's and the
/// test's own.
pub fn scratch(name: &str) -> PathBuf {
    let test = std::thread::current()
        .name()
        .unwrap_or("unnamed")
        .replace("::", "-");
    let dir = std::env::temp_dir()
        .join(format!("deduce-test-{}", std::process::id()))
        .join(test);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Bad input: exit 2, a message naming line and column and what was
/// expected, and no panic.
pub fn assert_refused(args: &[&str], input: &str, line: usize, column: usize, expected: &str) {
    let run = deduce(args, input);
    assert_eq!(run.status, 2, "input {input:?}: {}", run.stderr);
    let place = format!("line {line}, column {column}: ");
    assert!(
        run.stderr.contains(&place),
        "input {input:?}: wanted '{place}' in {:?}",
        run.stderr
    );
    assert!(
        run.stderr.contains(expected),
        "input {input:?}: wanted '{expected}' in {:?}",
        run.stderr
    );
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
}

/// Solves a corpus set (`corpus/<kind>/<name>.in`) and compares the output
/// with its `.out` byte for byte; skipped, saying so, without the corpus.
pub fn assert_corpus_set(kind: &str, name: &str) {
    let (Some(input), Some(expected)) = (
        corpus(&format!("{kind}/{name}.in")),
        corpus(&format!("{kind}/{name}.out")),
    ) else {
        return;
    };
    let run = deduce(&["solve", kind, input.to_str().unwrap()], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let expected = read(&expected);
    if run.stdout != expected {
        let line = run
            .stdout
            .lines()
            .zip(expected.lines())
            .position(|(a, b)| a != b);
        panic!(
            "{kind}/{name}: output differs from the expected, first at line {:?}",
            line.map(|l| l + 1)
        );
    }
}

/// The JSON traces of a whole corpus set replay, every step re-derived by
/// its rule, to the set's expected output.
pub fn assert_corpus_set_replays(kind: &str, name: &str) {
    let (Some(input), Some(expected)) = (
        corpus(&format!("{kind}/{name}.in")),
        corpus(&format!("{kind}/{name}.out")),
    ) else {
        return;
    };
    assert_replays_to(kind, &input, &expected, &format!("{kind}-{name}"));
}

/// Solves `input` with the JSON traces written, replays them, and checks
/// the replay prints `expected` (a judge output file).
pub fn assert_replays_to(kind: &str, input: &Path, expected: &Path, name: &str) {
    let json = scratch(&format!("{name}.json"));
    let run = deduce(
        &[
            "solve",
            kind,
            input.to_str().unwrap(),
            "--json",
            json.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let replayed = deduce(&["replay", json.to_str().unwrap()], "");
    assert_eq!(replayed.status, 0, "{}", replayed.stderr);
    assert!(
        replayed.stdout == read(expected),
        "{name}: the replayed traces do not give the expected output"
    );
}

/// Replays a (possibly tampered) JSON trace written to a scratch file.
pub fn replay_json(value: &serde_json::Value, name: &str) -> Run {
    let path = scratch(name);
    std::fs::write(&path, serde_json::to_string_pretty(value).unwrap()).unwrap();
    deduce(&["replay", path.to_str().unwrap()], "")
}

/// Replay refuses the trace (exit 2: it proves nothing) and says `wanted`.
pub fn assert_replay_refused(value: &serde_json::Value, name: &str, wanted: &str) {
    let run = replay_json(value, name);
    assert_eq!(run.status, 2, "{name} must be refused: {}", run.stderr);
    assert!(
        run.stderr.contains(wanted),
        "{name}: wanted '{wanted}' in: {}",
        run.stderr
    );
}
