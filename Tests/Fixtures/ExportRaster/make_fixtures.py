#!/usr/bin/env python3
"""Writes DEFLATE, zlib and gzip streams made by Python's standard zlib and gzip modules, plus the
original inputs, for ExportRaster's inflate tests. Run from any directory; outputs go next to this
script. manifest.txt lists one `compressed original format` line per stream."""
import gzip
import os
import random
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def inputs():
    rng = random.Random(1951)
    words = ["deflate", "inflate", "huffman", "window", "literal", "length", "distance", "block",
             "stored", "fixed", "dynamic", "the", "a", "of", "and", "to", "in", "is"]
    text = " ".join(rng.choice(words) for _ in range(3000)).encode()
    noise = bytes(rng.getrandbits(8) for _ in range(3000))
    runs = b"".join(bytes([rng.randrange(4)]) * rng.randrange(1, 300) for _ in range(60))
    rows = bytes((x * 7 + y * 3) & 0xFF if (x // 8 + y // 8) % 2 else 0 for y in range(48) for x in range(64))
    return {"empty": b"", "one": b"A", "text": text, "noise": noise, "runs": runs, "rows": rows}


STRATEGIES = {
    "default": zlib.Z_DEFAULT_STRATEGY,
    "filtered": zlib.Z_FILTERED,
    "huffman": zlib.Z_HUFFMAN_ONLY,
    "rle": zlib.Z_RLE,
    "fixed": zlib.Z_FIXED,
}


def compress(data, level, strategy, wbits):
    c = zlib.compressobj(level, zlib.DEFLATED, wbits, 8, strategy)
    return c.compress(data) + c.flush()


def main():
    manifest = []
    for name, data in inputs().items():
        original = f"{name}.bin"
        with open(os.path.join(HERE, original), "wb") as f:
            f.write(data)
        variants = []
        for level in (0, 1, 6, 9):
            variants.append((f"{name}.l{level}.deflate", compress(data, level, zlib.Z_DEFAULT_STRATEGY, -15), "deflate"))
        for sname, strategy in STRATEGIES.items():
            variants.append((f"{name}.{sname}.z", compress(data, 6, strategy, 15), "zlib"))
        variants.append((f"{name}.w9.z", compress(data, 9, zlib.Z_DEFAULT_STRATEGY, 9), "zlib"))
        variants.append((f"{name}.l9.gz", compress(data, 9, zlib.Z_DEFAULT_STRATEGY, 31), "gzip"))
        buffer = gzip.compress(data, compresslevel=5, mtime=0)
        variants.append((f"{name}.module.gz", buffer, "gzip"))
        # A gzip member with FNAME set, followed by a second member: both must be decoded.
        import io
        stream = io.BytesIO()
        with gzip.GzipFile(filename=f"{name}.txt", mode="wb", fileobj=stream, mtime=0) as g:
            g.write(data)
        variants.append((f"{name}.named2.gz", stream.getvalue() + gzip.compress(data, mtime=0), "gzip2"))
        for file_name, payload, kind in variants:
            with open(os.path.join(HERE, file_name), "wb") as f:
                f.write(payload)
            manifest.append(f"{file_name} {original} {kind}")
    with open(os.path.join(HERE, "manifest.txt"), "w") as f:
        f.write("\n".join(manifest) + "\n")


if __name__ == "__main__":
    main()
