#!/usr/bin/env python3
"""How long `deduce hint` takes from positions part way through large corpus
puzzles: for each puzzle, the start, the middle of its solve, and the
positions just before its first, middle and last hypothesis (or forcing, or
guess), each written with `solve --stop-after` and hinted at level 3. CPU
time of the hint process, start-up included. Prints one row per set: the
positions timed, how many were before a hypothesis, the median and the
slowest.

Usage (from the repository root, after `cargo build --release`):

  python3 benches/hint_positions.py [--deduce PATH] [--puzzles N]
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile

CORPUS = "../shared/corpus"

# Set, puzzle kind, the sizes taken (rows x columns, at least 30 one way).
SETS = [
    ("slink/janko-blank-medium.in", "slink", {"30x40", "20x36"}),
    ("pixel/gen-L1-30x30.in", "pixel", {"30x30"}),
    ("nurikabe/janko-general-large.in", "nurikabe", {"20x36", "31x45"}),
    ("nurikabe/hard.in", "nurikabe", {"32x32"}),
]

ENGINE_STEPS = {"hypothesis", "forcing", "guess"}


def puzzles(path, sizes):
    """Each puzzle of a judge file whose size is among `sizes`, as text."""
    lines = open(path).read().split("\n")
    at = 0
    while at < len(lines):
        if not lines[at].strip():
            at += 1
            continue
        rows, cols = (int(v) for v in lines[at].split()[:2])
        if rows == 0:
            return
        if f"{rows}x{cols}" in sizes:
            yield "\n".join(lines[at:at + 1 + rows]) + "\n0 0\n"
        at += 1 + rows


def cpu_of(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    spent = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return spent, done


def positions(deduce, kind, puzzle_file):
    """Step counts to stop after, and whether the next step is an engine's."""
    done = subprocess.run([deduce, "solve", kind, puzzle_file, "--json", "-"],
                          capture_output=True, text=True)
    steps = json.loads(done.stdout)[0]["steps"]
    engine = [i for i, s in enumerate(steps)
              if (s.get("rule") or s.get("kind")) in ENGINE_STEPS]
    picked = {0, len(steps) // 2}
    if engine:
        picked |= {engine[0], engine[len(engine) // 2], engine[-1]}
    return [(count, count in engine) for count in sorted(picked)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deduce", default="target/release/deduce")
    parser.add_argument("--puzzles", type=int, default=3, help="per set (default 3)")
    args = parser.parse_args()
    if not os.path.isdir(CORPUS):
        sys.exit(f"the corpus is absent ({CORPUS}): nothing to time")
    print("| set | positions (before a hypothesis) | median | slowest |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as scratch:
        puzzle_file = os.path.join(scratch, "puzzle.in")
        progress_file = os.path.join(scratch, "progress.txt")
        for name, kind, sizes in SETS:
            times, before_engine = [], 0
            for text in list(puzzles(os.path.join(CORPUS, name), sizes))[:args.puzzles]:
                with open(puzzle_file, "w") as f:
                    f.write(text)
                for count, engine in positions(args.deduce, kind, puzzle_file):
                    stopped = subprocess.run(
                        [args.deduce, "solve", kind, puzzle_file, "--stop-after", str(count)],
                        capture_output=True, text=True)
                    with open(progress_file, "w") as f:
                        f.write(stopped.stdout)
                    spent, hinted = cpu_of(
                        [args.deduce, "hint", kind, progress_file, "--level", "3"])
                    if hinted.returncode not in (0, 1):
                        sys.exit(f"{name}: hint failed: {hinted.stderr}")
                    times.append(spent)
                    before_engine += engine
            if not times:
                print(f"| {name} | none of the sizes | | |")
                continue
            median = statistics.median(times) * 1000
            print(f"| {name} | {len(times)} ({before_engine}) | {median:.0f} ms | "
                  f"{max(times) * 1000:.0f} ms |", flush=True)


if __name__ == "__main__":
    main()
