#!/usr/bin/env bash
# Scan-queue kill -9 harness, run from the repository root. A child process resumes the queue,
# then captures and processes scans with an instant in-process backend; it is killed with SIGKILL
# at random moments, ITERATIONS times (default 60), against the same directory. After every kill,
# every captured scan must still be queued or have its books in the library exactly once, no scan
# may be uploaded again after its acceptance was journaled, and no orphan photo may remain.
set -euo pipefail
ROOT=$(pwd)
ITERATIONS=${ITERATIONS:-60}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
PKG="$WORK/pkg"
mkdir -p "$PKG/Sources/support"
ln -s "$ROOT/Sources/BookLibrary" "$PKG/Sources/BookLibrary"
ln -s "$ROOT/Sources/SSEClient" "$PKG/Sources/SSEClient"
cp "$ROOT/Tests/CrossChecks/BookLibraryPipeline/support_main.swift" "$PKG/Sources/support/main.swift"
cat > "$PKG/Package.swift" <<PKGEOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "BookLibraryPipelineCrossCheck", platforms: [.macOS(.v14)],
  targets: [
    .target(name: "SSEClient"),
    .target(name: "BookLibrary", dependencies: ["SSEClient"]),
    .executableTarget(name: "support", dependencies: ["BookLibrary"]),
  ],
  swiftLanguageModes: [.v6])
PKGEOF
swift build --package-path "$PKG" -c release --product support >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
SUPPORT="$PKG/.build/release/support"

DIR="$WORK/app"
EVENTS="$WORK/events.txt"
: > "$EVENTS"
for ((i = 1; i <= ITERATIONS; i++)); do
  "$SUPPORT" scanner "$DIR" "k$i" > "$WORK/out.txt" 2>/dev/null &
  child=$!
  # 30–150 ms: long enough to resume and capture a few scans, short enough to land mid-write.
  sleep "0.$(printf '%03d' $((30 + RANDOM % 120)))"
  kill -9 "$child" 2>/dev/null || true
  wait "$child" 2>/dev/null || true
  cat "$WORK/out.txt" >> "$EVENTS"
  "$SUPPORT" verify "$DIR" > "$WORK/verify.txt"
  python3 "$ROOT/Tests/CrossChecks/BookLibraryPipeline/check.py" "$EVENTS" "$WORK/verify.txt" > "$WORK/check.txt" \
    || { echo "kill -9 iteration $i failed"; cat "$WORK/check.txt"; exit 1; }
done
echo "scan-queue kill -9 harness: $ITERATIONS kills; $(cat "$WORK/check.txt")"
