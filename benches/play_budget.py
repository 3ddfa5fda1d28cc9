#!/usr/bin/env python3
"""The budgets of the `deduce play` page, measured in headless Chromium in
real time (driven over its DevTools pipe, not virtual time): the page's
size, the time until it is interactive (from the navigation's start: the
page read, the engine decompressed and compiled, the grid drawn), and the
time of a hint at a position that needs a hypothesis, reached by taking
the hints before it.

Usage (from the repository's root, after `cargo build --release`):

  python3 benches/play_budget.py [--deduce PATH] [--runs N]

The puzzles: 20x20 ones generated at the hypothesis grade (Slitherlink,
Fill-a-Pix, Nurikabe) and, when the corpus is there, the 20x20 and larger
janko blank Slitherlinks' first.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

CORPUS = "../shared/corpus"


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("chromium is not installed (apt-get install -y chromium)")


class Browser:
    """Chromium with --remote-debugging-pipe: commands on fd 3, answers on
    fd 4, each a JSON message ended by a NUL byte."""

    def __init__(self, url, profile):
        to_child, self.write = os.pipe()
        self.read, from_child = os.pipe()

        def fds():
            os.dup2(to_child, 3)
            os.dup2(from_child, 4)

        self.proc = subprocess.Popen(
            [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update",
             f"--user-data-dir={profile}", "--remote-debugging-pipe", url],
            pass_fds=(3, 4), preexec_fn=fds, start_new_session=True, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_child)
        os.close(from_child)
        self.buffer = b""
        self.next_id = 0
        targets = self.send("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.send("Target.attachToTarget",
                                 {"targetId": page["targetId"], "flatten": True})["sessionId"]

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.write, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.read, 1 << 16)
                if not chunk:
                    raise RuntimeError("chromium closed its pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            answer = json.loads(raw)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(answer["error"])
                return answer["result"]

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                           self.session)
        return result["result"].get("value")

    def close(self):
        # The browser and its helper processes, one process group.
        os.killpg(self.proc.pid, 9)
        self.proc.wait()


def measure(page, runs):
    """The page's report, `runs` times, each in a fresh browser."""
    reports = []
    for run in range(runs):
        with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
            browser = Browser(f"file://{page}#report&bench", profile)
            try:
                deadline = time.time() + 120
                while time.time() < deadline:
                    text = browser.evaluate(
                        "(document.getElementById('report') || {}).textContent || ''")
                    if text:
                        reports.append(json.loads(text))
                        break
                    time.sleep(0.05)
                else:
                    raise RuntimeError(f"{page}: no report in 120 s")
            finally:
                browser.close()
    return reports


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deduce", default="target/release/deduce")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="play-budget-")
    inputs = []
    for kind, size in (("slink", "20x20"), ("pixel", "20x20"), ("nurikabe", "15x15")):
        path = os.path.join(work, f"{kind}.in")
        made = subprocess.run([args.deduce, "generate", kind, "--size", size, "--grade",
                               "hypothesis", "--seed", "1"], capture_output=True, text=True,
                              check=True)
        with open(path, "w") as out:
            out.write(made.stdout)
        inputs.append((f"{kind} {size} generated, hypothesis", kind, path, []))
    corpus = os.path.join(CORPUS, "slink/janko-blank-medium.in")
    if os.path.exists(corpus):
        inputs.append(("slink janko blank medium, puzzle 1", "slink", corpus, ["--pick", "1"]))
    print("| page | size | interactive, of which the engine's start (median of %d) "
          "| hint at the first hypothesis |" % args.runs)
    print("|---|---|---|---|")
    for title, kind, path, extra in inputs:
        page = os.path.join(work, f"{kind}-{len(extra)}.html")
        subprocess.run([args.deduce, "play", kind, path, *extra, "-o", page], check=True)
        reports = measure(page, args.runs)
        for report in reports:
            if report["errors"]:
                sys.exit(f"{title}: script errors: {report['errors']}")
        ready = median([r["ready_ms"] for r in reports])
        engine = median([r["engine_ms"] for r in reports])
        hints = [r["hint_ms"] for r in reports if r.get("hypothesis")]
        hint = f"{median(hints):.0f} ms (after {reports[0]['marks_before']} marks)" if hints \
            else "no hypothesis on the way"
        size = os.path.getsize(page) / 1e6
        print(f"| {title} | {size:.2f} MB | {ready:.0f} ms, {engine:.0f} ms | {hint} |")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
