#!/usr/bin/env python3
"""Draw Rinkside's app icons as PNGs using only the standard library.

Design: brand-blue background, white rink (rounded rectangle) with dark boards,
red centre line, two blue lines and a black puck on the centre spot.

Writes public/icons/icon-192.png, icon-512.png (purpose "any": rounded-square
background, transparent corners) and icon-maskable-512.png (purpose "maskable":
full-bleed background, the rink kept inside the central safe zone, a circle of
radius 40% of the icon size).

Run from anywhere:  python3 scripts/make-icons.py
"""
import math
import os
import struct
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "public", "icons")

BG = (0x0B, 0x3D, 0x91)      # theme colour
BOARDS = (0x0B, 0x1D, 0x33)  # manifest background colour
ICE = (0xF4, 0xF8, 0xFF)
RED = (0xD6, 0x28, 0x28)
BLUE = (0x1F, 0x5F, 0xD1)
PUCK = (0x10, 0x10, 0x10)
SS = 3  # supersampling per axis (anti-aliasing)


def in_round_rect(x, y, hw, hh, r):
    """Is (x, y) (relative to the centre) inside a rounded rect?"""
    dx, dy = abs(x) - (hw - r), abs(y) - (hh - r)
    if dx <= 0 or dy <= 0:
        return abs(x) <= hw and abs(y) <= hh
    return dx * dx + dy * dy <= r * r


def shade(x, y, maskable):
    """Colour (r, g, b, a) at normalised coords x, y in [-0.5, 0.5]."""
    if maskable:
        s = 0.64  # rink width as fraction of icon: corners stay inside r=0.4
    else:
        s = 0.78
        if not in_round_rect(x, y, 0.5, 0.5, 0.18):
            return (0, 0, 0, 0)
    hw, hh, r = s / 2, s * 0.31, s * 0.16
    board = s * 0.035
    if not in_round_rect(x, y, hw, hh, r):
        return BG + (255,)
    if not in_round_rect(x, y, hw - board, hh - board, r - board):
        return BOARDS + (255,)
    if math.hypot(x, y) <= s * 0.085:
        return PUCK + (255,)
    if abs(x) <= s * 0.02:
        return RED + (255,)
    if abs(abs(x) - s * 0.2) <= s * 0.016:
        return BLUE + (255,)
    return ICE + (255,)


def render(size, maskable):
    rows = []
    n = SS * SS
    for py in range(size):
        row = bytearray([0])  # filter type 0 for this scanline
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(SS):
                y = (py + (sy + 0.5) / SS) / size - 0.5
                for sx in range(SS):
                    x = (px + (sx + 0.5) / SS) / size - 0.5
                    c = shade(x, y, maskable)
                    a = c[3]
                    acc[0] += c[0] * a
                    acc[1] += c[1] * a
                    acc[2] += c[2] * a
                    acc[3] += a
            if acc[3]:
                row += bytes((round(acc[0] / acc[3]), round(acc[1] / acc[3]),
                              round(acc[2] / acc[3]), round(acc[3] / n)))
            else:
                row += b"\0\0\0\0"
        rows.append(bytes(row))
    return b"".join(rows)


def png(size, raw):
    def chunk(tag, data):
        return (struct.pack(">I", len(data)) + tag + data
                + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF))
    ihdr = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, size, maskable in [("icon-192.png", 192, False),
                                 ("icon-512.png", 512, False),
                                 ("icon-maskable-512.png", 512, True)]:
        path = os.path.join(OUT, name)
        with open(path, "wb") as f:
            f.write(png(size, render(size, maskable)))
        print(f"wrote {os.path.relpath(path, ROOT)} ({size}x{size})")


if __name__ == "__main__":
    main()
