#!/usr/bin/env bash
# Scan-queue kill -9 harness, run from the repository root. A child process resumes the queue,
# then captures and processes scans with an instant in-process backend; it is killed with SIGKILL
# at random moments, ITERATIONS times (default 60), against the same directory. After every kill,
# every captured scan must still be queued or have its books in the library exactly once, no scan
# may be uploaded again after its acceptance was journaled, and no orphan photo may remain.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
ITERATIONS=${ITERATIONS:-60}
build_support support "$ROOT/Tests/CrossChecks/BookLibraryPipeline/support_main.swift" SSEClient BookLibrary

DIR="$WORK/app"
EVENTS="$WORK/events.txt"
: > "$EVENTS"
after_kill() {
  cat "$WORK/out.txt" >> "$EVENTS"
  "$SUPPORT" verify "$DIR" > "$WORK/verify.txt"
  python3 "$ROOT/Tests/CrossChecks/BookLibraryPipeline/check.py" "$EVENTS" "$WORK/verify.txt" > "$WORK/check.txt" \
    || { echo "kill -9 iteration $1 failed"; cat "$WORK/check.txt"; exit 1; }
}
# Each child runs 30–150 ms: long enough to resume and capture a few scans, short enough to land mid-write.
kill_loop "$ITERATIONS" 30 120 after_kill "$SUPPORT" scanner "$DIR"
echo "scan-queue kill -9 harness: $ITERATIONS kills; $(cat "$WORK/check.txt")"
