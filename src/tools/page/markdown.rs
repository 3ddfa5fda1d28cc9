//! The rule pages (Markdown) as HTML for the step-through page: headings,
//! paragraphs, lists, code blocks and inline code, which is all the pages
//! use. Everything else is shown as text.

use crate::io::drawing::escape;

pub fn to_html(markdown: &str) -> String {
    let mut out = String::new();
    let mut paragraph: Vec<&str> = Vec::new();
    let mut in_list = false;
    let mut code: Option<String> = None;
    let flush = |paragraph: &mut Vec<&str>, out: &mut String| {
        if !paragraph.is_empty() {
            out.push_str("<p>");
            out.push_str(&inline(&paragraph.join(" ")));
            out.push_str("</p>");
            paragraph.clear();
        }
    };
    for line in markdown.lines() {
        if let Some(block) = &mut code {
            if line.trim_start().starts_with("```") {
                out.push_str("<pre>");
                out.push_str(&escape(block));
                out.push_str("</pre>");
                code = None;
            } else {
                block.push_str(line);
                block.push('\n');
            }
            continue;
        }
        let trimmed = line.trim();
        let item = trimmed
            .strip_prefix("- ")
            .or_else(|| trimmed.strip_prefix("* "));
        if in_list && item.is_none() && !trimmed.is_empty() && line.starts_with("  ") {
            // A list item's continued line.
            out.push(' ');
            out.push_str(&inline(trimmed));
            continue;
        }
        if in_list && item.is_none() {
            out.push_str("</li></ul>");
            in_list = false;
        }
        if trimmed.starts_with("```") {
            flush(&mut paragraph, &mut out);
            code = Some(String::new());
        } else if let Some(level) = heading_level(trimmed) {
            flush(&mut paragraph, &mut out);
            let text = trimmed[level..].trim();
            out.push_str(&format!("<h{h}>{}</h{h}>", inline(text), h = level + 1));
        } else if let Some(text) = item {
            flush(&mut paragraph, &mut out);
            out.push_str(if in_list { "</li><li>" } else { "<ul><li>" });
            in_list = true;
            out.push_str(&inline(text));
        } else if trimmed.is_empty() {
            flush(&mut paragraph, &mut out);
        } else {
            paragraph.push(trimmed);
        }
    }
    flush(&mut paragraph, &mut out);
    if in_list {
        out.push_str("</li></ul>");
    }
    if let Some(block) = code {
        out.push_str("<pre>");
        out.push_str(&escape(&block));
        out.push_str("</pre>");
    }
    out
}

fn heading_level(line: &str) -> Option<usize> {
    let level = line.chars().take_while(|&c| c == '#').count();
    (1..=5)
        .contains(&level)
        .then_some(level)
        .filter(|&l| line[l..].starts_with(' '))
}

/// `code` and **bold** within a line; the rest escaped.
fn inline(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(&escape(part));
            out.push_str("</code>");
        } else {
            for (j, piece) in part.split("**").enumerate() {
                if j % 2 == 1 {
                    out.push_str("<b>");
                    out.push_str(&escape(piece));
                    out.push_str("</b>");
                } else {
                    out.push_str(&escape(piece));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_become_html() {
        let html = to_html("# Pool\n\nNo **2x2** of `water`.\n\n- one\n- two\n\n```\n#.\n```\n");
        assert_eq!(
            html,
            "<h2>Pool</h2><p>No <b>2x2</b> of <code>water</code>.</p>\
             <ul><li>one</li><li>two</li></ul><pre>#.\n</pre>"
        );
    }

    #[test]
    fn markup_in_pages_is_text() {
        assert_eq!(to_html("a <b> & c"), "<p>a &lt;b&gt; &amp; c</p>");
    }
}
