//! Reading the rule pages of `rules/<puzzle>/`: sections and tagged blocks.

use std::path::{Path, PathBuf};

pub struct Page {
    pub id: String,
    pub path: PathBuf,
    pub text: String,
}

pub fn pages(puzzle: &str) -> Vec<Page> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("rules")
        .join(puzzle);
    let mut pages: Vec<Page> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .map(|path| Page {
            id: path.file_stem().unwrap().to_string_lossy().into_owned(),
            text: std::fs::read_to_string(&path).unwrap(),
            path,
        })
        .collect();
    pages.sort_by(|a, b| a.id.cmp(&b.id));
    pages
}

/// The text of section `## title` (up to the next `## `), if present.
pub fn section<'a>(text: &'a str, title: &str) -> Option<&'a str> {
    section_at(text, "##", title)
}

/// The text of the section headed `level title` (`level` is `##` or
/// `###`), up to the next heading of its level or above, if present.
pub fn section_at<'a>(text: &'a str, level: &str, title: &str) -> Option<&'a str> {
    let heading = format!("\n{level} {title}\n");
    let start = text.find(&heading)? + heading.len();
    let rest = &text[start..];
    // Not `\n# `: a Slitherlink drawing has lines that start so.
    let end = ["\n## ", "\n### "]
        .iter()
        .take(level.len() - 1)
        .filter_map(|next| rest.find(next))
        .min()
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The fenced blocks of a section, in order, as (tag, body).
pub fn blocks(section: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut lines = section.lines();
    while let Some(line) = lines.next() {
        if let Some(tag) = line.strip_prefix("```") {
            let mut body = String::new();
            for inner in lines.by_ref() {
                if inner.starts_with("```") {
                    break;
                }
                body.push_str(inner);
                body.push('\n');
            }
            out.push((tag.trim().to_string(), body));
        }
    }
    out
}

/// Sections every rule's page has, in this order.
pub const SECTIONS: [&str; 4] = [
    "What it deduces",
    "Why it holds",
    "Example",
    "Does not apply",
];

/// Sections every page of an engine step (`rules/engine/<id>.md`) has, in
/// this order; it may have others between them.
pub const ENGINE_SECTIONS: [&str; 5] = [
    "What it deduces",
    "When it is tried",
    "Why it holds",
    "How replay checks it",
    "In the trace",
];

/// Sub-sections (`### `) every puzzle's section of an engine step's page
/// has, in this order, under its one heading `## In <puzzle>`.
pub const PUZZLE_SECTION_PARTS: [&str; 3] = ["Candidates", "Example", "Does not apply"];

/// The name a puzzle's section of an engine step's page is headed with.
pub fn puzzle_name(kind: &str) -> &'static str {
    match kind {
        "slink" => "Slitherlink",
        "nurikabe" => "Nurikabe",
        "sudominoku" => "Su-Domino-Ku",
        "pixel" => "Fill-a-Pix",
        other => panic!("no puzzle {other}"),
    }
}
