#!/usr/bin/env python3
"""Counts the instructions, first-level data-cache misses and mispredicted branches of one DEFLATE
compression and one inflate, ours and libdeflate's, file by file, under cachegrind.

    apt-get install valgrind
    swift build -c release --product Benchmarks
    python3 Benchmarks/Peers/fetch_corpus.py /tmp/flate-corpus        # real files, once
    python3 Benchmarks/Peers/count_instructions.py /tmp/flate-corpus .build/release/Benchmarks \
        [--levels 3,5] [--only deflate,inflate] [--files TEXT]

On a shared machine the times of `compare_flate.py` move by 5% to 10% from run to run, and a
ratio of two of them more. These counts, with hashing seeded on both sides, repeat from run to
run: they say whether a change does less work and, against libdeflate, whether a gap in speed is
one of work (instructions) or of waiting (cache misses, mispredicted branches). They are
cachegrind's simulation, not the processor's counters: its caches are modelled on this machine's,
its branch predictor is a simple one, and a `rep stos` or `rep movs` counts once per element.

Each side runs twice, with one call and with three (the same compressor reused on our side, as
in `compare_flate.py`; a libdeflate compressor allocated per call, as the `deflate` package
does), and one call's figures are half the difference: process start-up, loading the file and
first-use costs cancel out. Our side runs `BINARY --probe flate-corpus deflate-calls` and
`inflate-calls`, the peer this interpreter with the `deflate` package
(Benchmarks/Peers/requirements.txt). Inflate decodes libdeflate's level-6 stream of each file,
one-shot on both sides, as `compare_flate.py` does.

Columns: instructions per byte of uncompressed data on each side and their ratio (ours /
libdeflate: below 1, ours does less), then data-cache misses and mispredicted branches per KiB of
uncompressed data on each side.
"""
import os
import re
import subprocess
import sys
import tempfile

PEER_SCRIPT = """
import sys, deflate
data = open(sys.argv[1], 'rb').read()
level = int(sys.argv[3])
size = int(sys.argv[4]) if len(sys.argv) > 4 else 0
for _ in range(int(sys.argv[2])):
    if size:
        deflate.deflate_decompress(data, size)
    else:
        deflate.deflate_compress(data, level)
"""

# The summary lines cachegrind writes to standard error, and the figure each row takes.
FIGURES = {"instructions": r"I\s+refs:\s+([\d,]+)", "misses": r"D1\s+misses:\s+([\d,]+)",
           "mispredicts": r"Mispredicts:\s+([\d,]+)"}


def counted(command):
    """Runs `command` under cachegrind; returns its instructions, D1 misses and mispredictions."""
    # Seeded hashing on both sides: with random seeds, the dictionaries of process start-up do a
    # different amount of work in each run, and the difference between two runs with it.
    environment = {**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1", "PYTHONHASHSEED": "0"}
    result = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=yes", "--branch-sim=yes",
                             "--cachegrind-out-file=/dev/null", *command], capture_output=True, text=True,
                            env=environment)
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
    only = option("--only", "deflate,inflate").split(",")
    wanted = option("--files", "")
    folder = os.path.join(corpus, "deflate")
    files = sorted(os.path.join(folder, name) for name in os.listdir(folder) if wanted in name)
    if not files:
        sys.exit(f"no files in {folder} match '{wanted}'")
    with tempfile.TemporaryDirectory() as work:
        script = os.path.join(work, "peer.py")
        with open(script, "w") as f:
            f.write(PEER_SCRIPT)
        # Rows to count: (row name, file, uncompressed size, our command, the peer's command), each
        # command a function of the number of calls.
        rows = []
        if "deflate" in only:
            for level in levels:
                for path in files:
                    rows.append((f"level {level}", path, os.path.getsize(path),
                                 lambda calls, path=path, level=level: [
                                     binary, "--probe", "flate-corpus", "deflate-calls", path, str(calls), str(level)],
                                 lambda calls, path=path, level=level: [
                                     sys.executable, script, path, str(calls), str(level)]))
        if "inflate" in only:
            import deflate
            for path in files:
                with open(path, "rb") as f:
                    data = f.read()
                stream = os.path.join(work, os.path.basename(path) + ".deflate")
                with open(stream, "wb") as f:
                    f.write(deflate.deflate_compress(data, 6))
                rows.append(("inflate", path, len(data),
                             lambda calls, stream=stream: [
                                 binary, "--probe", "flate-corpus", "inflate-calls", stream, str(calls)],
                             lambda calls, stream=stream, size=len(data): [
                                 sys.executable, script, stream, str(calls), "0", str(size)]))
        print("| file | row | our instr/byte | libdeflate instr/byte | ratio | our misses/KiB "
              "| libdeflate misses/KiB | our mispredicts/KiB | libdeflate mispredicts/KiB |")
        print("|---|---|---|---|---|---|---|---|---|")
        totals = {}
        for row, path, size, our_command, peer_command in rows:
            ours, peer = per_call(our_command), per_call(peer_command)
            total = totals.setdefault(row, [0, 0, 0])
            total[0] += ours["instructions"]
            total[1] += peer["instructions"]
            total[2] += size
            kib = size / 1024
            print(f"| {os.path.basename(path)} | {row} | {ours['instructions'] / size:.1f} "
                  f"| {peer['instructions'] / size:.1f} | {ours['instructions'] / peer['instructions']:.2f} "
                  f"| {ours['misses'] / kib:.1f} | {peer['misses'] / kib:.1f} "
                  f"| {ours['mispredicts'] / kib:.1f} | {peer['mispredicts'] / kib:.1f} |", flush=True)
        print()
        print("| row | our instr/byte (all files) | libdeflate instr/byte | ratio |")
        print("|---|---|---|---|")
        for row, (our_total, peer_total, size) in totals.items():
            print(f"| {row} | {our_total / size:.1f} | {peer_total / size:.1f} | {our_total / peer_total:.2f} |")


if __name__ == "__main__":
    main()
