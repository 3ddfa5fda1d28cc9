#!/usr/bin/env python3
"""Writes open Fill-a-Pix grids into DIR (default /tmp/open-inputs), from
fixed seeds, for timing judge output from the command line (the inputs are
too large to keep in the repo):

  pixel-blank-N.in    an NxN grid with no clue at all (N = 200, 1000): every
                      grid is an answer
  pixel-random-N.in   an NxN grid, 40% of its cells a random digit 0-9
                      (N = 40, 100): almost surely no answer
  pixel-image-N.in    40% of the clues of a random NxN image (N = 40, 100):
                      an answer (the image), almost surely many

Usage: python3 benches/open_inputs.py [DIR]
then e.g. time deduce solve pixel DIR/pixel-blank-1000.in > /dev/null
"""

import os
import random
import sys


def pixel_blank(side):
    rows = ["_" * side for _ in range(side)]
    return f"{side} {side}\n" + "\n".join(rows) + "\n"


def pixel_random(side, seed):
    rng = random.Random(seed)
    rows = []
    for _ in range(side):
        rows.append("".join(str(rng.randrange(10)) if rng.random() < 0.4 else "_"
                            for _ in range(side)))
    return f"{side} {side}\n" + "\n".join(rows) + "\n"


def pixel_image(side, seed):
    """40% of the clues of a random image, the rest blank: it has an answer
    (the image), and almost surely many."""
    rng = random.Random(seed)
    black = [[rng.randrange(2) for _ in range(side)] for _ in range(side)]

    def clue(r, c):
        return sum(black[y][x]
                   for y in range(max(r - 1, 0), min(r + 2, side))
                   for x in range(max(c - 1, 0), min(c + 2, side)))

    rows = ["".join(str(clue(r, c)) if rng.random() < 0.4 else "_"
                    for c in range(side))
            for r in range(side)]
    return f"{side} {side}\n" + "\n".join(rows) + "\n"


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/open-inputs"
    os.makedirs(out, exist_ok=True)
    files = {}
    for side in (200, 1000):
        files[f"pixel-blank-{side}.in"] = pixel_blank(side)
    for side in (40, 100):
        files[f"pixel-random-{side}.in"] = pixel_random(side, seed=side)
        files[f"pixel-image-{side}.in"] = pixel_image(side, seed=side)
    for name, text in files.items():
        with open(os.path.join(out, name), "w") as f:
            f.write(text)
    print(out)


if __name__ == "__main__":
    main()
