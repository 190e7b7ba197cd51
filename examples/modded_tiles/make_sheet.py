#!/usr/bin/env python3
"""Draws dice.png, the example mod's sheet of tile faces: 6 columns x 6 rows of 32-pixel
faces, kind k = a die showing k % 6 + 1 pips on colour k // 6 (the Okabe-Ito palette, so the
pips, not the colour, tell two dice apart for every player). Standard library only:
python3 make_sheet.py writes assets/dice.png beside this script."""

import math
import os
import struct
import zlib

SIDE = 32  # one face, in pixels
COLUMNS = ROWS = 6
COLOURS = [(0xE6, 0x9F, 0x00), (0x56, 0xB4, 0xE9), (0x00, 0x9E, 0x73),
           (0xD5, 0x5E, 0x00), (0x00, 0x72, 0xB2), (0xCC, 0x79, 0xA7)]
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def face_pixel(kind, x, y):
    """RGBA of pixel (x, y) of face `kind`: a rounded die, white pips, transparent corners."""
    u, v = (x + 0.5) / SIDE * 2 - 1, (y + 0.5) / SIDE * 2 - 1  # -1..1
    qx, qy = max(abs(u) - 0.6, 0), max(abs(v) - 0.6, 0)
    if math.hypot(qx, qy) > 0.35:
        return (0, 0, 0, 0)
    for px, py in PIPS[kind % 6 + 1]:
        if math.hypot(u - px * 0.48, v - py * 0.48) < 0.17:
            return (255, 255, 255, 255)
    r, g, b = COLOURS[kind // 6]
    return (r, g, b, 255)


def png(width, height, rows):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    raw = b"".join(b"\0" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    w, h = COLUMNS * SIDE, ROWS * SIDE
    rows = []
    for y in range(h):
        row = []
        for x in range(w):
            kind = (y // SIDE) * COLUMNS + x // SIDE
            row.extend(face_pixel(kind, x % SIDE, y % SIDE))
        rows.append(row)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "assets", "dice.png")
    with open(out, "wb") as f:
        f.write(png(w, h, rows))


if __name__ == "__main__":
    main()
