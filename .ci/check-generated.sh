#!/usr/bin/env bash
# Regenerates every generated source from its committed generator and inputs, and fails on any
# difference from the committed file: a generated file is never edited by hand, and its generator
# and inputs are always enough to make it again.
#
#   .ci/check-generated.sh        (run from anywhere; needs ../shared beside the repository)
set -euo pipefail
cd "$(dirname "$0")/.."
shared="../shared/data"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0

# check NAME COMMITTED_FILE GENERATED_FILE
check() {
  if cmp -s "$2" "$3"; then
    echo "ok: $1 ($2)"
  else
    echo "error: $2 differs from what $1 generates now:" >&2
    diff -u "$2" "$3" | head -n 40 >&2 || true
    status=1
  fi
}

python3 Tests/Generators/BookLibrary/generate_isbn_ranges.py "$shared/isbn-ranges/isbn.dat" "$work/ISBNRanges.swift" >/dev/null
check "generate_isbn_ranges.py" Sources/BookLibrary/ISBN/ISBNRanges.swift "$work/ISBNRanges.swift"

python3 Tests/Generators/SymbolCatalog/generate_catalog.py "$shared/sf-symbols" "$work/CatalogData.swift" >/dev/null
check "generate_catalog.py" Sources/SymbolCatalog/Generated/CatalogData.swift "$work/CatalogData.swift"

python3 Tests/Generators/QREncoder/generate_kanji_table.py "$work/ShiftJIS+Table.swift" >/dev/null
check "generate_kanji_table.py" "Sources/QREncoder/Tables/ShiftJIS+Table.swift" "$work/ShiftJIS+Table.swift"

python3 Tests/Generators/QREncoder/generate_fold_table.py "$work/SearchFolding+Table.swift" >/dev/null
check "generate_fold_table.py" "Sources/QREncoder/Library/SearchFolding+Table.swift" "$work/SearchFolding+Table.swift"

exit "$status"
