//! Headless Chromium for the page tests: Debian's `chromium` (`.ci/run`
//! installs it), or the browser `CHROMIUM` names.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

pub fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .find_map(|name| {
            let found = Command::new("sh")
                .args(["-c", &format!("command -v {name}")])
                .output()
                .ok()?;
            let path = String::from_utf8_lossy(&found.stdout).trim().to_string();
            (found.status.success() && !path.is_empty()).then(|| PathBuf::from(path))
        })
}

#[macro_export]
macro_rules! need_chromium {
    () => {
        match $crate::common::browser::chromium() {
            Some(path) => path,
            None => {
                $crate::common::skipped(
                    "chromium is not installed (`apt-get install -y chromium`)",
                );
                return;
            }
        }
    };
}

/// Chromium without a window, and without what it does at a first start
/// on a profile (first-run, component and sync checks, background fetches
/// that this machine's closed network refuses): half its start-up time,
/// which is most of each page test's. Each start gets an empty profile of
/// its own, so starts running at once do not share one.
pub fn headless(browser: &Path) -> Command {
    static STARTS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let start = STARTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let profile = super::scratch(&format!("chromium-profile-{start}"));
    let mut command = Command::new(browser);
    command.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
    ]);
    command.arg(format!("--user-data-dir={}", profile.display()));
    command
}

/// Opens `page` at `#{hash}&report` (with `flags` for Chromium) and
/// returns what the page reports in its `<pre id="report">`, having
/// checked that it met no script error and made no request.
pub fn page_report(browser: &Path, page: &Path, hash: &str, flags: &[&str]) -> Value {
    let url = format!("file://{}#{hash}&report", page.display());
    let output = headless(browser)
        .args(flags)
        .args(["--dump-dom", &url])
        .output()
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&output.stdout);
    let start = dom.find("<pre id=\"report\">").unwrap_or_else(|| {
        panic!(
            "no report at #{hash}: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let rest = &dom[start + "<pre id=\"report\">".len()..];
    let text = rest[..rest.find("</pre>").unwrap()]
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    let report: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(report["errors"], json!([]), "script errors at #{hash}");
    assert_eq!(report["blocked"], json!([]), "requests at #{hash}");
    report
}
