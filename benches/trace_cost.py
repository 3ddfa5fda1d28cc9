#!/usr/bin/env python3
"""The cost of explaining: for each set of the corpus, a solve recording its
trace (`--json`) over judge output, puzzle by puzzle, both timed in the same
run by the peers kit's race.py (CPU time, start-up spread over many copies).
Prints one table row per set: puzzles timed, the median, the geometric mean
and the worst ratio.

Usage (from the repository root, after `cargo build --release`):

  python3 benches/trace_cost.py [--quick] [--deduce PATH] [SET...]

SET is a name such as slink/janko-blank-small (default: every set below).
--quick takes every 6th puzzle of each set instead of the default sample
below, for a first look in a few minutes.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

CORPUS = "../shared/corpus"
RACE = "../shared/peers/race.py"

# Set, puzzle kind, every how many puzzles to take (1: all), time limit (s).
SETS = [
    ("slink/janko-full", "slink", 4, 60),
    ("slink/janko-blank-small", "slink", 6, 60),
    ("slink/janko-blank-medium", "slink", 3, 120),
    ("slink/tatham-h", "slink", 2, 60),
    ("nurikabe/janko-judge", "nurikabe", 1, 60),
    ("nurikabe/janko-general-small", "nurikabe", 6, 60),
    ("nurikabe/janko-general-medium", "nurikabe", 12, 120),
    ("pixel/janko-*", "pixel", 1, 60),
]


def inputs(name):
    folder, pattern = os.path.split(name)
    path = os.path.join(CORPUS, folder)
    regex = re.compile("^" + re.escape(pattern).replace(r"\*", ".*") + r"\.in$")
    return sorted(os.path.join(path, f) for f in os.listdir(path) if regex.match(f))


def race(kind, files, every, timeout, deduce):
    with tempfile.NamedTemporaryFile("r", suffix=".sum") as summary:
        command = [sys.executable, RACE, kind, *files, "--peer", "none", "--trace",
                   "--every", str(every), "--timeout", str(timeout),
                   "--deduce", deduce, "--summary", summary.name,
                   "--tsv", os.devnull]
        subprocess.run(command, check=False, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        text = summary.read()
    found = re.search(r"trace/judge \(deduce\): n (\d+), median ([\d.]+), "
                      r"geo-mean ([\d.]+), max ([\d.]+)", text)
    return found.groups() if found else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="*", metavar="SET")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--deduce", default="target/release/deduce")
    args = parser.parse_args()
    if not os.path.isdir(CORPUS):
        sys.exit(f"the corpus is absent ({CORPUS}): nothing to time")
    chosen = [s for s in SETS if not args.sets or s[0] in args.sets]
    print("| set | puzzles | trace / judge: median | geometric mean | worst |")
    print("|---|---|---|---|---|")
    for name, kind, every, timeout in chosen:
        files = inputs(name)
        if not files:
            print(f"| {name} | absent | | | |")
            continue
        every = 6 if args.quick else every
        result = race(kind, files, every, timeout, args.deduce)
        if result is None:
            print(f"| {name} | race.py gave no summary | | | |", flush=True)
            continue
        n, median, geo, worst = result
        of = " of each file" if len(files) > 1 else ""
        sample = "" if every == 1 else f" (every {every}th{of})"
        print(f"| {name} | {n}{sample} | {median}x | {geo}x | {worst}x |", flush=True)


if __name__ == "__main__":
    main()
