#!/usr/bin/env python3
"""Compares ExportRaster's DEFLATE with zlib (Python's zlib module) on the same inputs.

    swift run -c release Benchmarks --dump-inputs /tmp/inputs
    swift run -c release Benchmarks --filter flate --json /tmp/ours.json
    python3 Benchmarks/Peers/compare_zlib.py /tmp/inputs /tmp/ours.json \
        --benchmarks .build/release/Benchmarks

For every dumped input and zlib level 1, 2, 3, 6 and 9 it measures zlib's compressed size and
median time, then prints our size and our speed from the JSON medians. Our sizes come from
`--benchmarks BINARY`, which runs `BINARY --probe deflate-sizes` (our raw DEFLATE size of each
input at levels 1, 2, 3, 6, 9 and 12, and `PNG.encode`'s file size as level 0), or from
`--sizes FILE`, a saved copy of that probe's `name level size` lines.
zlib's sizes are raw DEFLATE too (no zlib header or checksum), so the two compare directly.
Inflate rows time zlib decoding the same level-6 stream that `inflate.NAME` decodes (fetched with
`BINARY --probe deflate-stream NAME`); without `--benchmarks`, zlib decodes its own level-6 stream,
which on some inputs holds far fewer symbols than ours. Streaming inflate (`inflate.stream.NAME`,
64 KiB chunks) is set against zlib's decompressobj fed the same chunks.
Size ratio < 1 means ours is smaller; speed ratio > 1 means ours is faster.
"""
import json
import os
import statistics
import subprocess
import sys
import time
import zlib


def median_seconds(function, budget=0.5):
    samples = []
    start = time.perf_counter()
    while time.perf_counter() - start < budget or len(samples) < 5:
        t0 = time.perf_counter()
        function()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def raw_deflate(data, level):
    """zlib's raw DEFLATE stream (window bits -15: no zlib header, no Adler-32)."""
    compressor = zlib.compressobj(level, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush()


def compare_png(name, rgba, ours, sizes):
    """1024×1024 RGBA pixels: Pillow's PNG encoder (zlib level 6) against `png.encode.NAME`."""
    try:
        import io
        from PIL import Image
    except ImportError:
        print(f"{name}: Pillow not installed, PNG comparison skipped")
        return
    image = Image.frombytes("RGBA", (1024, 1024), rgba)
    if all(a == 255 for a in rgba[3::4]):
        image = image.convert("RGB")

    def encode():
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", compress_level=6)
        return buffer.getvalue()

    size = len(encode())
    seconds = median_seconds(encode)
    our_time = ours.get(f"png.encode.{name}")
    our_size = sizes.get((f"png-{name}", 0))
    speedup = f"{seconds / our_time:.2f}x" if our_time else "-"
    print(f"png {name}: Pillow {size} bytes {seconds * 1e3:.1f} ms; ours {our_size or '-'} bytes "
          f"{our_time * 1e3 if our_time else float('nan'):.1f} ms; speedup {speedup}")


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    directory, json_path = sys.argv[1], sys.argv[2]
    sizes = {}
    lines = []
    binary = sys.argv[sys.argv.index("--benchmarks") + 1] if "--benchmarks" in sys.argv else None
    if "--sizes" in sys.argv:
        with open(sys.argv[sys.argv.index("--sizes") + 1]) as f:
            lines = f.read().splitlines()
    elif binary:
        lines = subprocess.run([binary, "--probe", "deflate-sizes"], check=True, capture_output=True,
                               text=True).stdout.splitlines()
    for line in lines:
        fields = line.split()
        if len(fields) == 3:
            name, level, size = fields
            sizes[(name, int(level))] = int(size)
    with open(json_path) as f:
        results = json.load(f)
    rows = results if isinstance(results, list) else results.get("results", results.get("benchmarks", []))
    ours = {row["name"]: row["median_ns"] / 1e9 for row in rows}
    print(f"{'input':8} {'lvl':>3} {'zlib size':>10} {'our size':>10} {'size ratio':>10} "
          f"{'zlib MB/s':>9} {'our MB/s':>9} {'speedup':>8}")
    for name in sorted(os.listdir(directory)):
        with open(os.path.join(directory, name), "rb") as f:
            data = f.read()
        base = name
        if base.startswith("png-"):
            compare_png(base[4:], data, ours, sizes)
            continue
        if f"deflate.level1.{base}" not in ours:
            continue  # an input another module registered, with no DEFLATE benchmark
        for zlib_level, our_level in ((1, 1), (2, 2), (3, 3), (6, 6), (9, 9), (9, 12)):
            key = f"deflate.level{our_level}.{base}"
            our_time = ours.get(key)
            our_size = sizes.get((base, our_level))
            if our_time is None and our_size is None:
                continue  # neither measured nor probed at this level
            packed = raw_deflate(data, zlib_level)
            zlib_time = median_seconds(lambda: zlib.compress(data, zlib_level))
            size_ratio = f"{our_size / len(packed):.4f}" if our_size else "-"
            our_speed = f"{len(data) / our_time / 1e6:9.1f}" if our_time else "        -"
            speedup = f"{zlib_time / our_time:8.2f}" if our_time else "       -"
            label = f"{our_level}/{zlib_level}" if our_level != zlib_level else str(our_level)
            print(f"{base:8} {label:>3} {len(packed):10} {our_size or '-':>10} {size_ratio:>10} "
                  f"{len(data) / zlib_time / 1e6:9.1f} {our_speed} {speedup}")
        raw = raw_deflate(data, 6)
        if binary and (f"inflate.{base}" in ours or f"inflate.stream.{base}" in ours):
            raw = bytes.fromhex(subprocess.run([binary, "--probe", "deflate-stream", base], check=True,
                                               capture_output=True, text=True).stdout.strip())
        if f"inflate.{base}" in ours:
            zlib_time = median_seconds(lambda: zlib.decompress(raw, -15))
            our_time = ours[f"inflate.{base}"]
            print(f"{base:8} inflate{'':>30} {len(data) / zlib_time / 1e6:9.1f} "
                  f"{len(data) / our_time / 1e6:9.1f} {zlib_time / our_time:8.2f}")
        if f"inflate.stream.{base}" in ours:
            def streamed():
                decoder = zlib.decompressobj(-15)
                for start in range(0, len(raw), 1 << 16):
                    decoder.decompress(raw[start:start + (1 << 16)])
                decoder.flush()

            zlib_time = median_seconds(streamed)
            our_time = ours[f"inflate.stream.{base}"]
            print(f"{base:8} stream inflate{'':>23} {len(data) / zlib_time / 1e6:9.1f} "
                  f"{len(data) / our_time / 1e6:9.1f} {zlib_time / our_time:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
