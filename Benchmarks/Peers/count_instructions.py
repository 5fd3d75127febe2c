#!/usr/bin/env python3
"""Counts the instructions, first-level data-cache misses and mispredicted branches of one DEFLATE
compression, ours and libdeflate's, file by file, under cachegrind.

    apt-get install valgrind
    swift build -c release --product Benchmarks
    python3 Benchmarks/Peers/fetch_corpus.py /tmp/flate-corpus        # real files, once
    python3 Benchmarks/Peers/count_instructions.py /tmp/flate-corpus .build/release/Benchmarks \
        [--levels 3,5] [--files TEXT]

On a shared machine the times of `compare_flate.py` move by 5% to 10% from run to run, and a
ratio of two of them more. These counts do not move: they say whether a change does less work
and, against libdeflate, whether a gap in speed is one of work (instructions) or of waiting
(cache misses, mispredicted branches). They are cachegrind's simulation, not the processor's
counters: its caches are modelled on this machine's, its branch predictor is a simple one, and
a `rep stos` counts once per element.

Each side runs twice, with one call and with three (the same compressor reused on our side, as
in `compare_flate.py`; a libdeflate compressor allocated per call, as the `deflate` package
does), and one call's figures are half the difference: process start-up, loading the file and
first-use costs cancel out. Our side runs `BINARY --probe flate-corpus deflate-calls`, the peer
this interpreter with the `deflate` package (Benchmarks/Peers/requirements.txt).

Columns: instructions per input byte on each side and their ratio (ours / libdeflate: below 1,
ours does less), then data-cache misses and mispredicted branches per KiB of input on each side.
"""
import os
import re
import subprocess
import sys
import tempfile

PEER_SCRIPT = """
import sys, deflate
data = open(sys.argv[1], 'rb').read()
for _ in range(int(sys.argv[2])):
    deflate.deflate_compress(data, int(sys.argv[3]))
"""

# The summary lines cachegrind writes to standard error, and the figure each row takes.
FIGURES = {"instructions": r"I\s+refs:\s+([\d,]+)", "misses": r"D1\s+misses:\s+([\d,]+)",
           "mispredicts": r"Mispredicts:\s+([\d,]+)"}


def counted(command):
    """Runs `command` under cachegrind; returns its instructions, D1 misses and mispredictions."""
    result = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=yes", "--branch-sim=yes",
                             "--cachegrind-out-file=/dev/null", *command], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr[-2000:]}")
    figures = {}
    for name, pattern in FIGURES.items():
        match = re.search(pattern, result.stderr)
        if not match:
            sys.exit(f"no {name} in cachegrind's summary of {' '.join(command)}")
        figures[name] = int(match.group(1).replace(",", ""))
    return figures


def per_call(command_for_calls):
    """One call's figures: half the difference between three calls and one."""
    one, three = counted(command_for_calls(1)), counted(command_for_calls(3))
    return {name: (three[name] - one[name]) / 2 for name in FIGURES}


def main():
    arguments = sys.argv[1:]
    if len(arguments) < 2:
        sys.exit(__doc__)
    corpus, binary = arguments[0], arguments[1]

    def option(flag, default):
        return arguments[arguments.index(flag) + 1] if flag in arguments else default

    levels = [int(level) for level in option("--levels", "1,6,9,12").split(",")]
    wanted = option("--files", "")
    folder = os.path.join(corpus, "deflate")
    files = sorted(os.path.join(folder, name) for name in os.listdir(folder) if wanted in name)
    if not files:
        sys.exit(f"no files in {folder} match '{wanted}'")
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as script:
        script.write(PEER_SCRIPT)
    try:
        print("| file | level | our instr/byte | libdeflate instr/byte | ratio | our misses/KiB "
              "| libdeflate misses/KiB | our mispredicts/KiB | libdeflate mispredicts/KiB |")
        print("|---|---|---|---|---|---|---|---|---|")
        totals = {}
        for level in levels:
            for path in files:
                size = os.path.getsize(path)
                ours = per_call(lambda calls: [binary, "--probe", "flate-corpus", "deflate-calls", path,
                                               str(calls), str(level)])
                peer = per_call(lambda calls: [sys.executable, script.name, path, str(calls), str(level)])
                total = totals.setdefault(level, [0, 0, 0])
                total[0] += ours["instructions"]
                total[1] += peer["instructions"]
                total[2] += size
                kib = size / 1024
                print(f"| {os.path.basename(path)} | {level} | {ours['instructions'] / size:.1f} "
                      f"| {peer['instructions'] / size:.1f} | {ours['instructions'] / peer['instructions']:.2f} "
                      f"| {ours['misses'] / kib:.1f} | {peer['misses'] / kib:.1f} "
                      f"| {ours['mispredicts'] / kib:.1f} | {peer['mispredicts'] / kib:.1f} |", flush=True)
        print()
        print("| level | our instr/byte (all files) | libdeflate instr/byte | ratio |")
        print("|---|---|---|---|")
        for level, (our_total, peer_total, size) in totals.items():
            print(f"| {level} | {our_total / size:.1f} | {peer_total / size:.1f} | {our_total / peer_total:.2f} |")
    finally:
        os.unlink(script.name)


if __name__ == "__main__":
    main()
