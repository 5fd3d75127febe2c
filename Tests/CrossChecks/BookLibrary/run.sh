#!/usr/bin/env bash
# BookLibrary cross-checks, run from the repository root:
#  1. CSV: Python's csv module reads what our writer writes and writes what our reader reads.
#  2. Durability: a child process adds books and prints each acknowledged (durable) add; it is
#     killed with SIGKILL at random moments, ITERATIONS times (default 200), against the same
#     library; after every kill the library must reopen and hold every acknowledged book.
# Set EXCLUDE to a space-separated list of Sources/BookLibrary subfolders to leave out of the build.
set -euo pipefail
ROOT=$(pwd)
ITERATIONS=${ITERATIONS:-200}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
PKG="$WORK/pkg"
mkdir -p "$PKG/Sources/support"
ln -s "$ROOT/Sources/BookLibrary" "$PKG/Sources/BookLibrary"
ln -s "$ROOT/Sources/SSEClient" "$PKG/Sources/SSEClient"
cp "$ROOT/Tests/CrossChecks/BookLibrary/support_main.swift" "$PKG/Sources/support/main.swift"
excludes=""
for folder in ${EXCLUDE:-}; do excludes="$excludes\"$folder\","; done
cat > "$PKG/Package.swift" <<PKGEOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "BookLibraryCrossCheck", platforms: [.macOS(.v14)],
  targets: [
    .target(name: "SSEClient"),
    .target(name: "BookLibrary", dependencies: ["SSEClient"], exclude: [$excludes]),
    .executableTarget(name: "support", dependencies: ["BookLibrary"]),
  ],
  swiftLanguageModes: [.v6])
PKGEOF
swift build --package-path "$PKG" -c release --product support >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
SUPPORT="$PKG/.build/release/support"

python3 "$ROOT/Tests/CrossChecks/BookLibrary/csv_check.py" "$SUPPORT" "$WORK"

LIB="$WORK/library"
ACKED="$WORK/acked.txt"
: > "$ACKED"
for ((i = 1; i <= ITERATIONS; i++)); do
  "$SUPPORT" writer "$LIB" "k$i" > "$WORK/out.txt" 2>/dev/null &
  child=$!
  # Let it run 20–120 ms: long enough to open and acknowledge a few adds, short enough to land mid-write.
  sleep "0.$(printf '%03d' $((20 + RANDOM % 100)))"
  kill -9 "$child" 2>/dev/null || true
  wait "$child" 2>/dev/null || true
  grep '^ack ' "$WORK/out.txt" | cut -d' ' -f2 >> "$ACKED" || true
  "$SUPPORT" verify "$LIB" | sort > "$WORK/recovered.txt"
  missing=$(sort -u "$ACKED" | comm -23 - "$WORK/recovered.txt" | head -5)
  if [ -n "$missing" ]; then
    echo "kill -9 iteration $i: acknowledged but not recovered:"; echo "$missing"; exit 1
  fi
done
echo "kill -9 harness: $ITERATIONS kills, $(sort -u "$ACKED" | wc -l) acknowledged books, all recovered"
