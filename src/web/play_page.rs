//! The page of `deduce play`: one self-contained HTML file (inline
//! script, style and the engine as WebAssembly, deflated in base64;
//! nothing fetched) to play puzzles in, with hints, checks and the solve
//! from the player's grid computed in the page.

use serde::Serialize;

use crate::io::drawing::escape;

use super::module::ENGINE_JS;

const SCRIPT: &str = include_str!("play.js");
const STYLE: &str = include_str!("play.css");

/// A puzzle the page opens on (several: a list to pick from).
#[derive(Serialize)]
pub struct PagePuzzle {
    /// Its name in the page's list.
    pub title: String,
    /// The puzzle's id (`slink`).
    pub kind: &'static str,
    /// Its text in a format deduce reads.
    pub text: String,
}

/// The page, carrying `engine` (the WebAssembly module, raw deflate).
pub fn play_page(puzzles: &[PagePuzzle], engine: &[u8]) -> String {
    // Inside a script element, `</` would end it: JSON may write it `<\/`.
    let data = serde_json::to_string(puzzles)
        .expect("plain data serializes")
        .replace("</", "<\\/");
    let title = puzzles.first().map_or("a puzzle", |p| p.title.as_str());
    let kinds: String = crate::puzzles::PuzzleKind::ALL
        .iter()
        .map(|k| format!("<option value=\"{}\">{}</option>", k.id(), k.facts().name))
        .collect();
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
         style-src 'unsafe-inline'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; img-src data:; \
         frame-src about:\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>deduce: play {title}</title><style>{STYLE}</style><style id=\"boardcss\"></style></head>\n\
         <body><header><h1 id=\"title\"></h1><select id=\"pick\" aria-label=\"puzzle\"></select></header>\n\
         <main><div id=\"board\"></div><div id=\"side\">\
         <nav><button id=\"undo\">Undo</button><button id=\"redo\">Redo</button>\
         <button id=\"hint\">Hint</button><button id=\"apply\" hidden>Apply it</button>\
         <button id=\"check\">Check</button><button id=\"back\" hidden>Back to before the first mistake</button>\
         <button id=\"solve\">Show the solve from here</button><button id=\"share\">Share</button></nav>\
         <div id=\"msg\" role=\"status\" aria-live=\"polite\"></div>\
         <input id=\"link\" readonly hidden aria-label=\"link to this grid\">\
         <p class=\"keys\">Hint again for more: where to look, then the rule and why, then what it concludes. \
         Your grid is kept in this browser; Share gives a link to it.</p>\
         <details><summary>Another puzzle</summary>\
         <label>Puzzle <select id=\"kind\">{kinds}</select></label>\
         <textarea id=\"paste\" placeholder=\"Paste a puzzle: judge text, a puzz.link URL, a Tatham game id, a pzprv3 file\"></textarea>\
         <button id=\"openpaste\">Open it</button> or make one: \
         <select id=\"size\" aria-label=\"size\"><option>5x5</option><option>7x7</option><option selected>10x10</option><option>15x15</option></select> \
         <select id=\"tier\" aria-label=\"grade\"><option>basic</option><option>intermediate</option><option>advanced</option><option>hypothesis</option></select> \
         <button id=\"generate\">Make one</button></details>\
         </div></main>\n\
         <div id=\"solvebox\" hidden><button id=\"closesolve\">close</button><iframe id=\"solveframe\" title=\"the solve from your grid\"></iframe></div>\n\
         <script type=\"application/json\" id=\"puzzles\">{data}</script>\n\
         <script type=\"text/plain\" id=\"engine\">{engine}</script>\n\
         <script>{ENGINE_JS}\n{SCRIPT}</script></body></html>\n",
        title = escape(title),
        engine = base64(engine),
    )
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * k) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::base64;

    #[test]
    fn base64_pads_as_the_standard_says() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }
}
