//! Headless Chromium driven over its DevTools pipe
//! (`--remote-debugging-pipe`: commands on the browser's fd 3, answers on
//! its fd 4, each a JSON message ended by a NUL byte), for tests that give
//! a page real input: mouse presses and key strokes as the browser's own
//! input events (`Input.dispatchMouseEvent`, `Input.dispatchKeyEvent`),
//! trusted as a person's are.

use std::io::{BufRead, BufReader, PipeReader, PipeWriter, Write};
use std::os::fd::AsRawFd;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::Child;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::browser::headless;

unsafe extern "C" {
    fn dup2(old: i32, new: i32) -> i32;
}

pub struct Page {
    child: Child,
    to_browser: PipeWriter,
    from_browser: BufReader<PipeReader>,
    next_id: u64,
    session: String,
}

impl Page {
    /// `url` opened in a fresh headless Chromium.
    pub fn open(browser: &Path, url: &str) -> Page {
        let (child_reads, to_browser) = std::io::pipe().unwrap();
        let (from_browser, child_writes) = std::io::pipe().unwrap();
        let (read_fd, write_fd) = (child_reads.as_raw_fd(), child_writes.as_raw_fd());
        let mut command = headless(browser);
        command.args(["--remote-debugging-pipe", url]);
        // SAFETY: dup2 is async-signal-safe, as pre_exec requires. The
        // browser reads fd 3 and writes fd 4; each end goes by a spare fd
        // first, so that an end already at 3 or 4 is not clobbered and
        // loses its close-on-exec flag (dup2 onto itself keeps it).
        unsafe {
            command.pre_exec(move || {
                let moved = [(read_fd, 1003), (write_fd, 1004), (1003, 3), (1004, 4)];
                for (from, to) in moved {
                    if dup2(from, to) < 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                }
                Ok(())
            });
        }
        let child = command
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("chromium starts");
        drop((child_reads, child_writes));
        let mut page = Page {
            child,
            to_browser,
            from_browser: BufReader::new(from_browser),
            next_id: 0,
            session: String::new(),
        };
        let targets = page.send("Target.getTargets", json!({}));
        let target = targets["targetInfos"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["type"] == "page")
            .expect("a page")["targetId"]
            .clone();
        let attached = page.send(
            "Target.attachToTarget",
            json!({"targetId": target, "flatten": true}),
        );
        page.session = attached["sessionId"].as_str().unwrap().to_string();
        page
    }

    /// Sends `method` (to the page, once attached) and returns its result.
    pub fn send(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let mut message = json!({"id": self.next_id, "method": method, "params": params});
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        let mut bytes = message.to_string().into_bytes();
        bytes.push(0);
        self.to_browser.write_all(&bytes).unwrap();
        loop {
            let mut raw = Vec::new();
            self.from_browser.read_until(0, &mut raw).unwrap();
            assert!(!raw.is_empty(), "chromium closed its pipe");
            raw.pop();
            let answer: Value = serde_json::from_slice(&raw).unwrap();
            if answer["id"] == self.next_id {
                assert!(answer.get("error").is_none(), "{method}: {answer}");
                return answer["result"].clone();
            }
        }
    }

    /// The value of `expression` in the page.
    pub fn eval(&mut self, expression: &str) -> Value {
        let result = self.send(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true}),
        );
        result["result"]["value"].clone()
    }

    /// Waits until `expression` is true in the page (at most 60 s).
    pub fn wait_for(&mut self, expression: &str) {
        let start = Instant::now();
        while self.eval(expression) != json!(true) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "never: {expression}"
            );
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// A press and release of `button` (`left`, `right`) at the centre of
    /// what `selector` finds.
    pub fn click(&mut self, selector: &str, button: &str) {
        let rect = self.eval(&format!(
            "(() => {{ const r = document.querySelector('{selector}').getBoundingClientRect(); \
             return [r.x + r.width / 2, r.y + r.height / 2]; }})()"
        ));
        let (x, y) = (rect[0].as_f64().unwrap(), rect[1].as_f64().unwrap());
        for kind in ["mousePressed", "mouseReleased"] {
            self.send(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": button, "clickCount": 1}),
            );
        }
    }

    /// A stroke of `key` (a DOM key name: `ArrowRight`, ` `, `h`, `3`),
    /// with Ctrl when `ctrl`.
    pub fn key(&mut self, key: &str, ctrl: bool) {
        let text = if key.chars().count() == 1 && !ctrl {
            key
        } else {
            ""
        };
        let code = match key {
            " " => "Space".to_string(),
            k if k.len() == 1 && k.chars().all(|c| c.is_ascii_digit()) => format!("Digit{k}"),
            k if k.len() == 1 => format!("Key{}", k.to_uppercase()),
            k => k.to_string(),
        };
        let modifiers = if ctrl { 2 } else { 0 };
        for kind in ["keyDown", "keyUp"] {
            self.send(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": code, "text": text,
                       "modifiers": modifiers}),
            );
        }
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
