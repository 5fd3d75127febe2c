#!/usr/bin/env bash
# BookLibrary cross-checks, run from the repository root:
#  1. CSV: Python's csv module reads what our writer writes and writes what our reader reads.
#  2. ISBN: validity and hyphenation at both ends of every registrant range (and one beyond each)
#     equal python-stdnum's (pinned in requirements.txt to the range message of our table).
#  3. Durability: a child process adds books and prints each acknowledged (durable) add; it is
#     killed with SIGKILL at random moments, ITERATIONS times (default 200), against the same
#     library; after every kill the library must reopen and hold every acknowledged book.
# Set EXCLUDE to a space-separated list of Sources/BookLibrary subfolders to leave out of the build.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
ITERATIONS=${ITERATIONS:-200}
build_support --exclude "${EXCLUDE:-}" support "$ROOT/Tests/CrossChecks/BookLibrary/support_main.swift" \
  SSEClient BookLibrary

python3 "$ROOT/Tests/CrossChecks/BookLibrary/csv_check.py" "$SUPPORT" "$WORK"
python3 "$ROOT/Tests/CrossChecks/BookLibrary/isbn_check.py" "$SUPPORT" "$WORK" "$ROOT"

LIB="$WORK/library"
ACKED="$WORK/acked.txt"
: > "$ACKED"
after_kill() {
  grep '^ack ' "$WORK/out.txt" | cut -d' ' -f2 >> "$ACKED" || true
  "$SUPPORT" verify "$LIB" | sort > "$WORK/recovered.txt"
  missing=$(sort -u "$ACKED" | comm -23 - "$WORK/recovered.txt" | head -5)
  if [ -n "$missing" ]; then
    echo "kill -9 iteration $1: acknowledged but not recovered:"; echo "$missing"; exit 1
  fi
}
# Each child runs 20–120 ms: long enough to open and acknowledge a few adds, short enough to land mid-write.
kill_loop "$ITERATIONS" 20 100 after_kill "$SUPPORT" writer "$LIB"
echo "kill -9 harness: $ITERATIONS kills, $(sort -u "$ACKED" | wc -l) acknowledged books, all recovered"
