#!/usr/bin/env bash
# library_memory.sh: the BookLibrary memory targets, each step in a fresh process.
#
#     swift build -c release --product Benchmarks
#     Benchmarks/Peers/library_memory.sh [.build/release/Benchmarks]
#
# Builds the benchmarks' deterministic 100,000-book library in a temporary directory
# (`--probe books-make`), then, each in a process of its own so that the peak resident memory
# belongs to that step alone:
#   books-open    opens the library: open time (wall clock and CPU) and peak resident memory
#                 (Linux VmHWM; ru_maxrss elsewhere), against "open <= 1 s and <= 200 MB resident";
#   books-export  opens it, resets the peak (Linux: /proc/self/clear_refs), streams the Goodreads
#                 CSV export to a file: time and peak resident memory above the figure before the
#                 export, against "<= 1.5 s streamed with <= 64 MB extra memory".
# Wall-clock times grow when other processes share the cores; the CPU time beside them does not.
# Prints the probes' lines, then a small table. The temporary directory is removed at the end.
set -euo pipefail
BIN=${1:-.build/release/Benchmarks}
[ -x "$BIN" ] || { echo "no executable at $BIN (build: swift build -c release --product Benchmarks)" >&2; exit 2; }
DIR=$(mktemp -d "${TMPDIR:-/tmp}/library-memory.XXXXXX")
trap 'rm -rf "$DIR"' EXIT

"$BIN" --probe books-make "$DIR/library" | tee "$DIR/make.txt"
"$BIN" --probe books-open "$DIR/library" | tee "$DIR/open.txt"
"$BIN" --probe books-export "$DIR/library" "$DIR/export.csv" | tee "$DIR/export.txt"

# Pulls "NAME 123.4 ms" / "NAME 123.4 MB" figures out of a probe line.
figure() { grep -oE "$2 [0-9.]+ (ms|MB)" "$1" | head -1 | awk '{print $(NF-1)}'; }
cpu() { grep -oE "$2 [0-9.]+ ms \(cpu [0-9.]+ ms\)" "$1" | grep -oE 'cpu [0-9.]+' | awk '{print $2}'; }

printf '\n%-28s %12s %12s %12s\n' "step (100,000 books)" "measured" "cpu" "target"
printf '%-28s %9s ms %9s ms %12s\n' "open: time" "$(figure "$DIR/open.txt" open)" "$(cpu "$DIR/open.txt" open)" "<= 1000 ms"
printf '%-28s %9s MB %12s %12s\n' "open: peak resident" "$(figure "$DIR/open.txt" peak)" "" "<= 200 MB"
printf '%-28s %9s ms %9s ms %12s\n' "export: time" "$(figure "$DIR/export.txt" export)" "$(cpu "$DIR/export.txt" export)" "<= 1500 ms"
printf '%-28s %9s MB %12s %12s\n' "export: extra resident" "$(figure "$DIR/export.txt" extra)" "" "<= 64 MB"
