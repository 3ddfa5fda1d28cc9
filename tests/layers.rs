//! The crate's layers, checked on its source: the engine imports no
//! puzzle, format, tool or command; the formats no puzzle; the tools and
//! the puzzles import no command. A `use` that crosses a layer the wrong way fails here.

use crate::common;

use common::repo;

/// Every `crate::<module>` path that a file of `src/<dir>/` names, as
/// (file, line, module).
fn crate_paths(dir: &str) -> Vec<(String, usize, String)> {
    let mut found = Vec::new();
    let mut stack = vec![repo(&format!("src/{dir}"))];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap();
            for part in code.split("crate::").skip(1) {
                let module: String = part
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                found.push((path.display().to_string(), n + 1, module));
            }
        }
    }
    found
}

fn refuses(dir: &str, forbidden: &[&str]) {
    let crossing: Vec<String> = crate_paths(dir)
        .into_iter()
        .filter(|(_, _, module)| forbidden.contains(&module.as_str()))
        .map(|(file, line, module)| format!("{file}:{line} uses crate::{module}"))
        .collect();
    assert!(
        crossing.is_empty(),
        "{dir} crosses its layer:\n{}",
        crossing.join("\n")
    );
}

#[test]
fn the_engine_imports_no_puzzle_tool_or_command() {
    refuses(
        "engine",
        &["puzzles", "tools", "commands", "cli", "formats"],
    );
}

/// The sharing formats read and write clue grids for any puzzle whose
/// record names their genre or game: they import no puzzle, so the
/// puzzles may build on them (a generated answer's judge text).
#[test]
fn the_formats_import_no_puzzle_tool_or_command() {
    refuses("formats", &["puzzles", "tools", "commands", "cli"]);
}

/// A puzzle's record is plain data that every layer reads.
#[test]
fn the_puzzle_records_import_nothing() {
    let text = common::read(&repo("src/facts.rs"));
    assert!(
        !text.contains("crate::"),
        "src/facts.rs imports from the crate"
    );
}

#[test]
fn the_tools_and_puzzles_import_no_command() {
    refuses("tools", &["commands", "cli"]);
    refuses("puzzles", &["commands", "cli", "tools"]);
}

#[test]
fn the_check_sees_a_crossing() {
    let paths = crate_paths("commands");
    assert!(paths.iter().any(|(_, _, module)| module == "engine"));
}
