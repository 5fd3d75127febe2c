#!/usr/bin/env python3
"""Writes small PNG files of every colour type, bit depth and interlace method with an independent
encoder built on Python's standard zlib, plus the expected 8-bit RGBA pixels (`.rgba`), for
ExportRaster's PNG decoder tests. png_manifest.txt lists `file width height` lines."""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_row(kind, row, prior, bpp):
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prior[i]
        c = prior[i - bpp] if i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes([kind]) + bytes(out)


def write_png(name, width, height, color_type, depth, pixel, interlace, palette=None, trns=None):
    """pixel(x, y) returns the list of samples of one pixel at `depth`."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    bpp = max(1, channels * depth // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw, row_number = bytearray(), 0
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, width, dx))
        ys = list(range(y0, height, dy))
        if not xs or not ys:
            continue
        prior = bytes(len(pack_row([0] * (len(xs) * channels), depth)))
        for y in ys:
            row = pack_row([s for x in xs for s in pixel(x, y)], depth)
            raw += filter_row(row_number % 5, row, prior, bpp)
            prior = row
            row_number += 1
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, interlace))
    if palette:
        data += chunk(b"PLTE", bytes(v for rgb in palette for v in rgb))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    data += chunk(b"tEXt", b"Comment\x00made by make_png_fixtures.py")
    compressed = zlib.compress(bytes(raw), 9)
    half = len(compressed) // 2
    data += chunk(b"IDAT", compressed[:half]) + chunk(b"IDAT", compressed[half:]) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(data)
    return data


def to8(value, depth):
    if depth == 16:
        return value >> 8
    return value * 255 // ((1 << depth) - 1)


def main():
    width, height = 13, 11
    lines = []
    for interlace in (0, 1):
        for color_type, depths in ((0, (1, 2, 4, 8, 16)), (2, (8, 16)), (3, (1, 2, 4, 8)), (4, (8, 16)), (6, (8, 16))):
            for depth in depths:
                maximum = (1 << depth) - 1
                name = f"png_t{color_type}_d{depth}_i{interlace}"
                rgba = bytearray()
                palette = trns = None
                if color_type == 3:
                    count = min(1 << depth, 7)
                    palette = [((i * 40) % 256, (i * 90) % 256, (255 - i * 30) % 256) for i in range(count)]
                    trns = bytes([0, 128])
                    def pixel(x, y, count=count):
                        return [(x + 2 * y) % count]
                    for y in range(height):
                        for x in range(width):
                            i = pixel(x, y)[0]
                            rgba += bytes(palette[i]) + bytes([trns[i] if i < len(trns) else 255])
                else:
                    channels = {0: 1, 2: 3, 4: 2, 6: 4}[color_type]
                    def pixel(x, y, channels=channels, maximum=maximum):
                        return [((x * 37 + y * 101 + c * 53) * 2654435761 >> 7) % (maximum + 1) for c in range(channels)]
                    key = None
                    if color_type in (0, 2):
                        key = pixel(3, 4)
                        trns = b"".join(struct.pack(">H", v) for v in key)
                    for y in range(height):
                        for x in range(width):
                            s = pixel(x, y)
                            if color_type == 0:
                                g = to8(s[0], depth)
                                rgba += bytes([g, g, g, 0 if s == key else 255])
                            elif color_type == 2:
                                rgba += bytes([to8(v, depth) for v in s] + [0 if s == key else 255])
                            elif color_type == 4:
                                g = to8(s[0], depth)
                                rgba += bytes([g, g, g, to8(s[1], depth)])
                            else:
                                rgba += bytes(to8(v, depth) for v in s)
                write_png(name, width, height, color_type, depth, pixel, interlace, palette, trns)
                with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
                    f.write(bytes(rgba))
                lines.append(f"{name} {width} {height}")
    with open(os.path.join(HERE, "png_manifest.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
