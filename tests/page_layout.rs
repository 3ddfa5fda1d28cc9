//! How the pages lay out, measured in headless Chromium at a laptop's
//! window and a phone's: the explanation (the show page's side panel, the
//! play page's buttons and words) stands beside a wide grid, the grid
//! scaled to leave it room, and below it only on a narrow screen; a
//! premise is marked by a hatched frame, so the cell's own fill (water or
//! land, black or white) still shows. Without Chromium, SKIPPED.

use std::path::Path;

use serde_json::{Value, json};

use crate::common::devtools::Page;
use crate::common::{data, deduce, scratch, skipped};

/// A 40x40 Fill-a-Pix: 1600 px wide at the drawing's own size.
const WIDE: &str = "pixel_image_40.in";

/// The boxes of the board and of the panel beside it, at a window
/// `width` x 800, as `[left, top, right, bottom]`.
fn boxes(browser: &Path, page: &Path, width: u32, board: &str, side: &str) -> [[f64; 4]; 2] {
    let mut tab = Page::open(browser, "about:blank");
    tab.send(
        "Emulation.setDeviceMetricsOverride",
        json!({"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": false}),
    );
    tab.send(
        "Page.navigate",
        json!({"url": format!("file://{}", page.display())}),
    );
    tab.wait_for(&format!(
        "document.readyState === 'complete' && !!document.querySelector('{board} svg')"
    ));
    let rect = |tab: &mut Page, selector: &str| -> [f64; 4] {
        let r = tab.eval(&format!(
            "(() => {{ const r = document.querySelector('{selector}').getBoundingClientRect(); \
             return [r.left, r.top, r.right, r.bottom]; }})()"
        ));
        std::array::from_fn(|i| r[i].as_f64().unwrap())
    };
    [
        rect(&mut tab, &format!("{board} svg")),
        rect(&mut tab, side),
    ]
}

fn browser() -> Option<std::path::PathBuf> {
    let found = crate::common::browser::chromium();
    if found.is_none() {
        skipped("chromium is not installed (`apt-get install -y chromium`)");
    }
    found
}

/// The explanation beside the grid on a 1280 px window, the grid whole
/// within the window; below it on a 600 px one.
fn beside_then_below(browser: &Path, page: &Path, board: &str, side: &str) {
    let [grid, panel] = boxes(browser, page, 1280, board, side);
    eprintln!("BOXES {grid:?} {panel:?}");
    assert!(
        panel[0] >= grid[2] && panel[1] < 400.0 && grid[2] <= 1280.0,
        "{}: at 1280 px the grid {grid:?} leaves the panel {panel:?} below or off the window",
        page.display()
    );
    let [grid, panel] = boxes(browser, page, 600, board, side);
    assert!(
        panel[1] >= grid[3],
        "{}: at 600 px the panel {panel:?} is not below the grid {grid:?}",
        page.display()
    );
}

#[test]
fn the_show_page_keeps_its_explanation_beside_a_wide_grid() {
    let Some(browser) = browser() else { return };
    let page = scratch("layout-show.html");
    let out = page.display().to_string();
    let run = deduce(&["show", "pixel", &data(WIDE), "-o", &out], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    beside_then_below(&browser, &page, ".board", "#side");
}

#[test]
fn the_play_page_keeps_its_buttons_beside_a_wide_grid() {
    let Some(browser) = browser() else { return };
    if let Err(why) = deduce::web::engine_bytes::WASM {
        skipped(&format!("this deduce carries no WebAssembly engine: {why}"));
        return;
    }
    let page = scratch("layout-play.html");
    let out = page.display().to_string();
    let run = deduce(&["play", "pixel", &data(WIDE), "-o", &out], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    beside_then_below(&browser, &page, "#board", "#side");
}

/// The read role's outline, as the browser styles it on a drawing.
fn read_style(browser: &Path, svg: &Path) -> Value {
    let mut tab = Page::open(browser, &format!("file://{}", svg.display()));
    // The tab starts on a blank page, complete before the file loads.
    tab.wait_for("document.readyState === 'complete' && !!document.querySelector('svg')");
    tab.eval(
        "(() => { const hl = document.querySelector('.r-read .hl'); \
         if (!hl) return null; const s = getComputedStyle(hl); \
         return [s.fill, s.stroke, s.strokeWidth]; })()",
    )
}

#[test]
fn a_premise_is_a_hatched_frame_that_leaves_the_fill_seen() {
    let Some(browser) = browser() else { return };
    // The fourth Nurikabe step of the sample reads water and land cells.
    let svg = scratch("layout-read.svg");
    let out = svg.display().to_string();
    let run = deduce(
        &[
            "draw",
            "nurikabe",
            &data("nurikabe_sample.in"),
            "--stop-after",
            "4",
            "-o",
            &out,
        ],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let style = read_style(&browser, &svg);
    assert_eq!(style[0], "none", "a premise hides the fill: {style}");
    assert!(
        style[1].as_str().unwrap().contains("read-hatch"),
        "a premise is not hatched: {style}"
    );
}
