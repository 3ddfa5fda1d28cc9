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
    let heading = format!("\n## {title}\n");
    let start = text.find(&heading)? + heading.len();
    let rest = &text[start..];
    Some(&rest[..rest.find("\n## ").unwrap_or(rest.len())])
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

/// Sections every page has, in this order.
pub const SECTIONS: [&str; 4] = [
    "What it deduces",
    "Why it holds",
    "Example",
    "Does not apply",
];
