#!/usr/bin/env python3
"""Decodes QREncoder's Kanji, ECI, mixed-segment, optimally segmented and structured append
symbols with zxing-cpp (an independent decoder) and compares what it reads with what was encoded.

usage: check.py SUPPORT_EXECUTABLE

For each symbol the support executable prints (see support_main.swift), the matrix is drawn as
a greyscale image (4 pixels a module, a 4-module quiet zone) and read by zxing-cpp, which must
find exactly one QR Code with our version, error correction level and mask, and:
- bytes: the segments' bytes in order (Kanji as their Shift JIS codes, as ISO/IEC 18004
  section 7.4.6 stores them), so every segment header and count was read as written;
- text: the bytes decoded as the ECI designators say (Python's codecs), so the designators were
  read; for optimally segmented text, the text itself;
- structured append: the symbols of a sequence, read one by one, join to the whole message.
zxing-cpp's Python binding does not report the structured append header fields; the header
bits are compared with segno's in `swift test` (SegnoReferenceSymbols).
"""
import subprocess
import sys

import zxingcpp

ECI_CODECS = {3: "iso-8859-1", 9: "iso-8859-7", 20: "shift_jis", 22: "cp1251", 26: "utf-8"}
SCALE, QUIET = 4, 4


def image(rows):
    size = (len(rows) + 2 * QUIET) * SCALE
    pixels = bytearray([255]) * (size * size)
    for y, row in enumerate(rows):
        for x, module in enumerate(row):
            if module == "1":
                for dy in range(SCALE):
                    start = ((y + QUIET) * SCALE + dy) * size + (x + QUIET) * SCALE
                    pixels[start:start + SCALE] = bytes(SCALE)
    return memoryview(pixels).cast("B", (size, size))


def expected(segments):
    """The raw bytes and the text of a segment list."""
    raw, text, codec = b"", "", "iso-8859-1"
    for item in segments.split(","):
        kind, value = item[0], item[2:]
        if kind == "E":
            codec = ECI_CODECS[int(value)]
            continue
        data = bytes.fromhex(value)
        if kind == "K":
            data = data.decode("utf-8").encode("shift_jis")
            text += data.decode("shift_jis")
        elif kind == "B":
            text += data.decode(codec)
        else:
            text += data.decode("ascii")
        raw += data
    return raw, text


def main():
    lines = subprocess.run([sys.argv[1]], check=True, capture_output=True, text=True).stdout.splitlines()
    failures, sequences = [], {}
    for line in lines:
        name, segments, version, level, mask, rows = line.split(" ")
        found = zxingcpp.read_barcodes(
            image(rows.split("/")), formats=zxingcpp.BarcodeFormat.QRCode, text_mode=zxingcpp.TextMode.Plain)
        if len(found) != 1:
            failures.append(f"{name}: zxing-cpp found {len(found)} symbols")
            continue
        symbol = found[0]
        extra = symbol.extra
        if (extra.get("Version"), extra.get("ECLevel"), extra.get("DataMask")) != (version, level, int(mask)):
            failures.append(f"{name}: zxing-cpp read version/level/mask {extra}, we wrote {version} {level} {mask}")
        if segments.startswith("S:"):
            sequences.setdefault(name.rsplit("-", 3)[0], []).append((segments, symbol.bytes))
            continue
        if segments.startswith("T:"):
            want = bytes.fromhex(segments[2:]).decode("utf-8")
            if symbol.text != want:
                failures.append(f"{name}: zxing-cpp read {symbol.text!r}, we encoded {want!r}")
            continue
        raw, text = expected(segments)
        if symbol.bytes != raw:
            failures.append(f"{name}: zxing-cpp read bytes {symbol.bytes.hex()}, we encoded {raw.hex()}")
        if symbol.text != text:
            failures.append(f"{name}: zxing-cpp read {symbol.text!r}, we encoded {text!r}")
    for name, parts in sequences.items():
        message = bytes.fromhex(parts[0][0][2:])
        joined = b"".join(data for _, data in parts)
        if len(parts) < 2 or joined != message:
            failures.append(f"{name}: {len(parts)} symbols join to {len(joined)} bytes, not the {len(message)} encoded")
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print(f"zxing-cpp reads all {len(lines)} symbols (Kanji, ECI, mixed segments, {len(sequences)} structured "
          "append sequences) as encoded")


if __name__ == "__main__":
    main()
