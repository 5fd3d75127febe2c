#!/usr/bin/env bash
# Builds the DocC documentation of Groundwork's modules with the toolchain's own `docc` and merges
# them into one static site with a landing page that lists the modules.
#
#   Documentation/generate-docs.sh [--modules "A B"] [--output DIR] [--package DIR] [--scratch-path DIR]
#
# Defaults: every library module of the package, output in .build/docs. Exits non-zero on any DocC warning.
# Serve the result with any static file server, e.g. `python3 -m http.server -d .build/docs`, then
# open http://localhost:8000/documentation/.
set -euo pipefail

package="$(cd "$(dirname "$0")/.." && pwd)"
modules=""
scratch=""
output=""
while [ $# -gt 0 ]; do
  case "$1" in
    --modules) modules="$2"; shift 2 ;;
    --output) output="$2"; shift 2 ;;
    --package) package="$2"; shift 2 ;;
    --scratch-path) scratch="$2"; shift 2 ;;
    *) echo "usage: $0 [--modules \"A B\"] [--output DIR] [--package DIR] [--scratch-path DIR]" >&2; exit 2 ;;
  esac
done
scratch="${scratch:-$package/.build}"
# By default every library target that Package.swift declares.
modules="${modules:-$(python3 "$package/.ci/libraries.py" --package "$package" | tr '\n' ' ')}"
output="${output:-$scratch/docs}"
sources="$(cd "$package/Sources" && pwd -P)"
work="$scratch/docc-work"
# Kept between runs: the compiler writes a module's symbol graph only when it recompiles the module.
graphs="$scratch/symbol-graphs"

rm -rf "$work" "$output"
mkdir -p "$work" "$graphs"

echo "== building symbol graphs"
swift build --package-path "$package" --scratch-path "$scratch" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null

archives=()
status=0
for module in $modules; do
  echo "== $module"
  moduleGraphs="$work/graphs-$module"
  mkdir -p "$moduleGraphs"
  find "$graphs" -maxdepth 1 \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) \
    -exec cp {} "$moduleGraphs/" \;
  catalog="$sources/$module/$module.docc"
  if [ ! -d "$catalog" ]; then
    echo "error: $catalog is missing" >&2
    status=1
    continue
  fi
  log="$work/$module.log"
  if ! docc convert "$catalog" \
      --additional-symbol-graph-dir "$moduleGraphs" \
      --fallback-display-name "$module" \
      --fallback-bundle-identifier "org.groundwork.$module" \
      --output-path "$work/$module.doccarchive" \
      --warnings-as-errors >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: DocC reported problems in $module" >&2
    status=1
    continue
  fi
  if grep -q "warning:" "$log"; then
    cat "$log" >&2
    echo "error: DocC warnings in $module" >&2
    status=1
    continue
  fi
  archives+=("$work/$module.doccarchive")
done
[ "$status" -eq 0 ] || exit "$status"

echo "== merging ${#archives[@]} archives"
docc merge "${archives[@]}" \
  --synthesized-landing-page-name Groundwork \
  --synthesized-landing-page-kind Package \
  --output-path "$work/Groundwork.doccarchive" >/dev/null
docc process-archive transform-for-static-hosting "$work/Groundwork.doccarchive" \
  --output-path "$output" >/dev/null
echo "documentation site: $output (open documentation/ under a static file server)"
