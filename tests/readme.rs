//! Every example in the README prints what it shows: each `$ deduce ...`
//! line of a text block is run by the shell from the repository's root
//! (`deduce` being the binary under test), its standard output and error
//! together compared with the lines below it, where a line `...` stands
//! for any number of lines. The set-up's `$ cargo ...` lines are shown,
//! not run: the tests are one of them.

use crate::common;

use common::{read, repo, scratch};

/// A command of the README and the output it shows.
struct Example {
    line: usize,
    command: String,
    shown: Vec<String>,
}

/// The `$ ` lines of the README's text blocks, each with the lines that
/// follow it up to the next command or the block's end.
fn examples(readme: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_text = false;
    // The example the lines are shown for, if they are.
    let mut current: Option<Example> = None;
    for (n, line) in readme.lines().enumerate() {
        if line.starts_with("```") {
            in_text = !in_text && line == "```text";
            examples.extend(current.take());
            continue;
        }
        if !in_text {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            examples.extend(current.take());
            current = (!command.starts_with("cargo ")).then(|| Example {
                line: n + 1,
                command: command.replace("./target/release/deduce", "deduce"),
                shown: Vec::new(),
            });
        } else if let Some(example) = &mut current {
            example.shown.push(line.to_string());
        }
    }
    examples
}

/// Whether `printed` is `shown`, a `...` line in `shown` matching any
/// number of lines.
fn matches(shown: &[String], printed: &[&str]) -> bool {
    match shown.split_first() {
        None => printed.is_empty(),
        Some((first, rest)) if first == "..." => {
            (0..=printed.len()).any(|skip| matches(rest, &printed[skip..]))
        }
        Some((first, rest)) => {
            printed.first() == Some(&first.as_str()) && matches(rest, &printed[1..])
        }
    }
}

/// Runs `command` in the shell, in a scratch folder that sees the
/// repository's samples and traces, so that the files it writes land
/// there.
fn run(command: &str) -> String {
    let dir = scratch("readme");
    std::fs::create_dir_all(&dir).unwrap();
    for folder in ["tests", "traces"] {
        let link = dir.join(folder);
        if !link.exists() {
            std::os::unix::fs::symlink(repo(folder), &link).unwrap();
        }
    }
    let script = format!(
        "deduce() {{ \"$DEDUCE\" \"$@\"; }}\nexec 2>&1\n{}\n",
        command.replace("/tmp/", &format!("{}/", dir.display()))
    );
    let output = std::process::Command::new("sh")
        .args(["-c", &script])
        .current_dir(&dir)
        .env("DEDUCE", env!("CARGO_BIN_EXE_deduce"))
        .env_remove("NO_COLOR")
        .output()
        .expect("sh runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn every_readme_example_prints_what_it_shows() {
    let readme = read(&repo("README.md"));
    let examples = examples(&readme);
    assert!(examples.len() >= 20, "{} examples", examples.len());
    let mut wrong = Vec::new();
    for example in &examples {
        let printed = run(&example.command);
        let printed: Vec<&str> = printed.lines().collect();
        if !matches(&example.shown, &printed) {
            wrong.push(format!(
                "README line {}: `{}` printed:\n{}",
                example.line,
                example.command,
                printed.join("\n")
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

#[test]
fn the_readme_stays_short() {
    let lines = read(&repo("README.md")).lines().count();
    assert!(lines < 300, "the README has {lines} lines");
}

#[test]
fn an_ellipsis_stands_for_any_lines_and_nothing_else() {
    let shown: Vec<String> = ["a", "...", "d"].map(String::from).to_vec();
    assert!(matches(&shown, &["a", "d"]));
    assert!(matches(&shown, &["a", "b", "c", "d"]));
    assert!(!matches(&shown, &["a", "b"]));
    assert!(!matches(&shown, &["x", "d"]));
}

/// The README's library example is the crate root's, which runs as a
/// doctest: so the README's runs too.
#[test]
fn the_readme_library_example_is_the_crate_roots() {
    let readme = read(&repo("README.md"));
    let start = readme.find("```rust\n").expect("a rust example") + "```rust\n".len();
    let example = &readme[start..start + readme[start..].find("```").unwrap()];
    let lib = read(&repo("src/lib.rs"));
    let docs: String = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .map(|line| format!("{}\n", line.strip_prefix(' ').unwrap_or(line)))
        .collect();
    assert!(
        docs.contains(example),
        "README's example is not in src/lib.rs's docs:\n{example}"
    );
}
