#!/usr/bin/env python3
"""Generates NOI 1804 / POJ 1101 input: one w x h board with cards at a given density and
random pairs of distinct cards. Seeded, so the same arguments give the same file.

usage: noi_gen.py WIDTH HEIGHT DENSITY PAIRS SEED > input.txt
"""
import random
import sys


def main() -> None:
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    w, h, density, pairs, seed = (int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]),
                                  int(sys.argv[4]), int(sys.argv[5]))
    rng = random.Random(seed)
    rows = [''.join('X' if rng.random() < density else ' ' for _ in range(w)) for _ in range(h)]
    cards = [(x + 1, y + 1) for y, row in enumerate(rows) for x, c in enumerate(row) if c == 'X']
    if len(cards) < 2:
        sys.exit('fewer than two cards; raise the density')
    out = [f'{w} {h}', *rows]
    for _ in range(pairs):
        a, b = rng.sample(cards, 2)
        out.append(f'{a[0]} {a[1]} {b[0]} {b[1]}')
    out += ['0 0 0 0', '0 0', '']
    sys.stdout.write('\n'.join(out))


if __name__ == '__main__':
    main()
