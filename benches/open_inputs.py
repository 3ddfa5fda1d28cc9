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
  sudominoku-few.in   60 Su-Domino-Ku with only 1 to 3 dominoes placed and
                      the nine singles at random, none breaking a rule on
                      sight: some have no answer, most have many (the
                      judge asks for 10 dominoes at least)

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


ROWS = "ABCDEFGHI"


def sudominoku_few(seed):
    """One Su-Domino-Ku: the nine singles on random cells, and 1 to 3
    dominoes on random free edges, no digit twice in a row, column or box
    and no domino twice."""
    rng = random.Random(seed)
    count = rng.choice([1, 1, 2, 3])
    cells = [(r, c) for r in range(9) for c in range(9)]

    def clash(a, b):
        return (a[0] == b[0] or a[1] == b[1]
                or (a[0] // 3, a[1] // 3) == (b[0] // 3, b[1] // 3))

    while True:
        singles = rng.sample(cells, 9)
        placed = [(cell, digit + 1) for digit, cell in enumerate(singles)]
        used = set(singles)
        dominoes = []
        for _ in range(count):
            r, c = rng.choice(cells)
            other = (r, c + 1) if rng.random() < 0.5 else (r + 1, c)
            u, v = rng.sample(range(1, 10), 2)
            if (max(other) > 8 or (r, c) in used or other in used
                    or {u, v} in [set(d[1::2]) for d in dominoes]):
                break
            used |= {(r, c), other}
            dominoes.append(((r, c), u, other, v))
            placed += [((r, c), u), (other, v)]
        else:
            if not any(d == e and clash(a, b)
                       for i, (a, d) in enumerate(placed)
                       for b, e in placed[i + 1:]):
                break

    def at(cell):
        return f"{ROWS[cell[0]]}{cell[1] + 1}"

    lines = [str(count)]
    lines += [f"{u} {at(a)} {v} {at(b)}" for a, u, b, v in dominoes]
    lines.append(" ".join(at(cell) for cell in singles))
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/open-inputs"
    os.makedirs(out, exist_ok=True)
    files = {}
    for side in (200, 1000):
        files[f"pixel-blank-{side}.in"] = pixel_blank(side)
    for side in (40, 100):
        files[f"pixel-random-{side}.in"] = pixel_random(side, seed=side)
        files[f"pixel-image-{side}.in"] = pixel_image(side, seed=side)
    files["sudominoku-few.in"] = "".join(
        sudominoku_few(seed) for seed in range(100, 160)) + "0\n"
    for name, text in files.items():
        with open(os.path.join(out, name), "w") as f:
            f.write(text)
    print(out)


if __name__ == "__main__":
    main()
