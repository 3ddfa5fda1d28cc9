//! The step-through page of `deduce show`: one self-contained HTML file
//! (inline CSS, script, SVG and data; nothing fetched) for a batch of
//! puzzles, each with its solve, stepped through on its grid.

mod markdown;
pub mod model;

use std::fmt::Write;

use serde::Serialize;
use serde_json::{Value, json};

use crate::engine::trace::{Grade, Outcome, Trace};
use crate::engine::words::rule_order;
use crate::io::PuzzleIo;
use crate::io::drawing::{ROLE_CSS, escape};
use crate::io::text::grade_text;

use model::{SolveDoc, solve_doc};

const SCRIPT: &str = include_str!("page.js");
const STYLE: &str = include_str!("page.css");

/// One puzzle of the page.
pub struct Entry<P: PuzzleIo> {
    pub title: String,
    pub start: P,
    pub trace: Trace<P::Effect>,
}

#[derive(Serialize)]
struct PuzzleData {
    title: String,
    outcome: String,
    grade: String,
    #[serde(flatten)]
    solve: SolveDoc,
}

/// The page for `entries`, all of puzzle `P`.
pub fn page<P: PuzzleIo>(entries: &[Entry<P>]) -> String {
    let mut templates = String::new();
    let mut puzzles = Vec::new();
    let mut states: &[&str] = &[];
    let mut css = "";
    for (k, entry) in entries.iter().enumerate() {
        let drawing = entry.start.drawing();
        states = drawing.states;
        css = drawing.css;
        let solve = solve_doc(&entry.start, &entry.trace);
        let _ = write!(
            templates,
            "<template id=\"svg{k}\">{}</template>",
            drawing.svg(&solve.start, &[], false)
        );
        let grade = grade_text::<P>(&Grade::of(&entry.trace.steps));
        puzzles.push(PuzzleData {
            title: entry.title.clone(),
            outcome: outcome_text(&entry.trace.outcome),
            grade,
            solve,
        });
    }
    let data = json!({
        "kind": P::KIND,
        "states": states,
        "rules": rule_pages::<P>(),
        "puzzles": puzzles,
    });
    // Inside a script element, `</` would end it: JSON may write it `<\/`.
    let data = data.to_string().replace("</", "<\\/");
    let title = entries.first().map_or(String::new(), |e| e.title.clone());
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
         style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>deduce {kind}: {title}</title><style>{STYLE}{ROLE_CSS}{css}</style></head>\n\
         <body><header><h1 id=\"title\"></h1><span id=\"grade\"></span>\
         <select id=\"pick\" aria-label=\"puzzle\"></select>\
         <span class=\"legend\">read<span class=\"lr\"></span>decided<span class=\"ld\"></span></span>\
         </header>\n<main><div id=\"board\" class=\"board\"></div><div id=\"side\">\
         <div id=\"panel\"><div id=\"counter\"></div><div id=\"ctx\"></div>\
         <div><a href=\"#\" id=\"rule\" title=\"the rule's page\"></a> <span id=\"summary\"></span></div>\
         <div id=\"place\"></div><div id=\"why\"></div><div id=\"fx\"></div>\
         <div id=\"end\" class=\"end\"></div><div id=\"hintstate\"></div></div>\
         <nav><button id=\"prev\">&#9664; prev</button><button id=\"next\">next &#9654;</button>\
         <button id=\"into\">into &#9660;</button><button id=\"out\">out &#9650;</button>\
         <button id=\"hint\">hint mode</button></nav>\
         <input type=\"range\" id=\"slider\" min=\"0\" value=\"0\" aria-label=\"step\">\
         <div class=\"keys\">Keys: &larr; &rarr; step, Home/End, &darr; or Enter into a \
         hypothesis or a step's ways, &uarr; or Esc back out, h hint mode, Space reveal.</div>\
         <label>Steps <select id=\"filter\"></select></label><ol id=\"list\"></ol></div></main>\n\
         <div id=\"rulebox\" hidden><button id=\"close\">close</button><div id=\"rulebody\"></div></div>\n\
         {templates}\n<script type=\"application/json\" id=\"data\">{data}</script>\n\
         <script>{SCRIPT}</script></body></html>\n",
        kind = P::KIND,
        title = escape(&title),
    )
}

fn outcome_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Solved => "solved".into(),
        Outcome::Stuck => "stuck".into(),
        Outcome::NoSolution(why) => format!("no solution ({why})"),
        Outcome::GaveUp(why) => format!("gave up ({why})"),
    }
}

/// Every rule of the puzzle and the engine's steps: summary, tier and
/// page, by id.
fn rule_pages<P: PuzzleIo>() -> Value {
    let mut rules = serde_json::Map::new();
    for record in rule_order::<P>() {
        rules.insert(
            record.id.to_string(),
            json!({
                "summary": record.summary,
                "tier": record.tier.to_string(),
                "html": markdown::to_html(record.page),
            }),
        );
    }
    Value::Object(rules)
}
