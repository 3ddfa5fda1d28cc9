//! The crate's layers, checked on its source: the engine's core imports
//! nothing built on it; the front ends' layers (`io`, `wire`) and the
//! formats import no puzzle; the tools and the puzzles import no command. A `use` that crosses a layer the wrong way fails here.

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

/// The core (rules, steps, the solve loop, tiers, the trace's domain
/// types, the words of a step) imports nothing of what is built on it:
/// the explanations, pictures, drawings and generation (`io`), the trace's
/// JSON and replay (`wire`), formats, messages, colours, puzzles, tools.
#[test]
fn the_engine_imports_nothing_built_on_it() {
    refuses(
        "engine",
        &[
            "puzzles", "tools", "commands", "cli", "formats", "io", "wire", "style", "error",
            "api", "input",
        ],
    );
}

/// What is built on the engine for the front ends imports none of them.
#[test]
fn the_io_and_wire_layers_import_no_tool_or_command() {
    refuses("io", &["puzzles", "tools", "commands", "cli", "api"]);
    refuses("wire", &["puzzles", "tools", "commands", "cli", "api"]);
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

/// Every engine module that `src/<file>` names, through `super::` or
/// `crate::engine::`, as (line, module).
fn engine_modules(file: &str) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(repo(&format!("src/{file}"))).unwrap();
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap();
        for prefix in ["super::", "crate::engine::"] {
            for part in code.split(prefix).skip(1) {
                let module: String = part
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                found.push((n + 1, module));
            }
        }
    }
    found
}

/// The files of `src/wire/` whose names start `replay`, and the premise
/// check they share, each as `<dir>/<file>`.
fn replay_files() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(repo("src/wire"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("replay") && name.ends_with(".rs"))
        .map(|name| format!("wire/{name}"))
        .collect();
    files.push("engine/premise_check.rs".to_string());
    files.sort();
    files
}

/// Replay re-derives each step from the rules alone: it reads the trace
/// into its documents and runs the named rule, and needs nothing of the
/// solver, whose faults it is there to catch. Only the claims "stuck" and
/// "gave-up" are judged by solving again from where the steps end
/// (`replay_stuck.rs`), which is the solver's to say.
#[test]
fn replay_imports_no_solver() {
    let crossing: Vec<String> = replay_files()
        .into_iter()
        .filter(|file| file != "wire/replay_stuck.rs")
        .flat_map(|file| {
            engine_modules(&file)
                .into_iter()
                .filter(|(_, module)| module == "solve")
                .map(move |(line, _)| format!("src/{file}:{line} uses solve"))
        })
        .collect();
    assert!(
        crossing.is_empty(),
        "replay imports the solver:\n{}",
        crossing.join("\n")
    );
}

#[test]
fn the_replay_check_sees_a_crossing() {
    assert!(replay_files().contains(&"wire/replay.rs".to_string()));
    let stuck = engine_modules("wire/replay_stuck.rs");
    assert!(stuck.iter().any(|(_, module)| module == "solve"));
}

/// The step-through page walks the trace's documents, the ones replay
/// decodes (`wire::trace_json`), not the solver's step tree: one account
/// of a step's kinds and fields, which the page cannot drift from.
#[test]
fn the_page_walks_the_wire_documents() {
    let text = common::read(&repo("src/tools/page/model.rs"));
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    for domain in ["StepKind::", "Inside::", ".inside()", "Step<"] {
        assert!(
            !code.contains(domain),
            "the page's model walks the engine's steps ({domain})"
        );
    }
    assert!(code.contains("StepKindDoc::"));
}
