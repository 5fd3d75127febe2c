# Shared set-up for the cross-check scripts Tests/CrossChecks/*/run.sh, which run from the
# repository root and start with
#     source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
# This file is not a check itself: CI runs only the */run.sh scripts.
#
# It sets ROOT (the repository root) and WORK (a temporary folder, removed on exit) and defines
# build_support and kill_loop below.
set -euo pipefail
ROOT=$(pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# build_support [--debug] [--exclude "FOLDER..."] EXECUTABLE MAIN TARGET...
#   Builds a throw-away package in $WORK/pkg and sets SUPPORT to its executable. The package has
#   one library target per TARGET, a symbolic link to Sources/TARGET (or to PATH when TARGET is
#   written NAME=PATH) that depends on the targets listed before it, and an executable target
#   EXECUTABLE that depends on all of them, with the file MAIN as its main.swift ("-" reads it
#   from standard input). --exclude leaves the named folders of the last TARGET out. Builds in
#   release mode (debug with --debug) and shows the build log only when the build fails.
build_support() {
  local configuration=release exclude=""
  while [[ $1 == --* ]]; do
    case $1 in
      --debug) configuration=debug; shift ;;
      --exclude) exclude=$2; shift 2 ;;
      *) echo "build_support: unknown option $1" >&2; return 2 ;;
    esac
  done
  local executable=$1 main=$2
  shift 2
  local pkg="$WORK/pkg" targets="" dependencies="" excluded="" name path index=0
  mkdir -p "$pkg/Sources/$executable"
  if [ "$main" = - ]; then cat > "$pkg/Sources/$executable/main.swift"; else cp "$main" "$pkg/Sources/$executable/main.swift"; fi
  for folder in $exclude; do excluded="$excluded\"$folder\","; done
  for target in "$@"; do
    index=$((index + 1))
    name=${target%%=*}
    path=${target#*=}
    [ "$path" = "$target" ] && path="$ROOT/Sources/$name"
    ln -s "$path" "$pkg/Sources/$name"
    if [ "$index" -eq $# ]; then
      targets="$targets    .target(name: \"$name\", dependencies: [$dependencies], exclude: [$excluded]),"$'\n'
    else
      targets="$targets    .target(name: \"$name\", dependencies: [$dependencies]),"$'\n'
    fi
    dependencies="$dependencies\"$name\","
  done
  cat > "$pkg/Package.swift" <<PKG
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "CrossCheckSupport", platforms: [.macOS(.v14)],
  targets: [
$targets    .executableTarget(name: "$executable", dependencies: [$dependencies]),
  ],
  swiftLanguageModes: [.v6])
PKG
  swift build --package-path "$pkg" -c "$configuration" --product "$executable" > "$WORK/build.log" 2>&1 \
    || { cat "$WORK/build.log"; return 1; }
  SUPPORT="$pkg/.build/$configuration/$executable"
}

# kill_loop ITERATIONS MINIMUM_MS SPREAD_MS AFTER_KILL COMMAND...
#   The kill -9 harness: ITERATIONS times, runs `COMMAND... k<i>` in the background with its
#   standard output in $WORK/out.txt, lets it run MINIMUM_MS plus a random 0 to SPREAD_MS - 1
#   milliseconds (under a second in all), kills it with SIGKILL, waits for it, then runs
#   `AFTER_KILL <i>`, which exits the script on a failure.
kill_loop() {
  local iterations=$1 minimum=$2 spread=$3 after_kill=$4
  shift 4
  local i child
  for ((i = 1; i <= iterations; i++)); do
    "$@" "k$i" > "$WORK/out.txt" 2>/dev/null &
    child=$!
    sleep "0.$(printf '%03d' $((minimum + RANDOM % spread)))"
    kill -9 "$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
    "$after_kill" "$i"
  done
}
