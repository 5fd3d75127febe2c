#!/usr/bin/env bash
# Cross-checks of ExportRaster's vector PDF writer against outside readers, run from the
# repository root:
# 1. A small tool built against Sources/ExportRaster (support_main.swift) writes a PDF and our PNG
#    of each test drawing (fill rules, strokes, a transformed stroke, opacity and groups, curves,
#    arcs, 13 nested groups) and of the SF Symbols template fixture in all four modes, as the
#    symbol exporter writes them.
# 2. qpdf --check must find no error and no warning in any PDF (file structure, cross-reference
#    offsets, stream lengths, content stream syntax).
# 3. poppler's pdftoppm renders each page at the PNG's size, and compare.py compares the pixels
#    with our PNG within the tolerances it states.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
here=Tests/CrossChecks/ExportRasterPDF
command -v qpdf >/dev/null || { echo "qpdf not found (apt: qpdf)"; exit 1; }
command -v pdftoppm >/dev/null || { echo "pdftoppm not found (apt: poppler-utils)"; exit 1; }

build_support --debug pdfcheck "$here/support_main.swift" ExportRaster
mkdir -p "$WORK/out"
"$SUPPORT" "$WORK/out" Tests/Fixtures/ExportRaster/Rendering > "$WORK/list.txt"

failures=0
for pdf in "$WORK"/out/*.pdf; do
  if qpdf --check "$pdf" > "$WORK/qpdf.txt" 2>&1; then
    echo "qpdf --check $(basename "$pdf"): ok"
  else
    echo "qpdf --check $(basename "$pdf"): FAIL"; cat "$WORK/qpdf.txt"; failures=$((failures + 1))
  fi
done
python3 "$here/compare.py" "$WORK/out" "$WORK/list.txt" || failures=$((failures + 1))
[ "$failures" -eq 0 ] || { echo "$failures PDF cross-check(s) failed"; exit 1; }
