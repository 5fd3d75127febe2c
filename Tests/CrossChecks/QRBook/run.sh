#!/usr/bin/env bash
# QR Book: the diacritic table must match Python's unicodedata; strings made by segno's helpers
# must parse to the fields given to segno; the CSV export must read back with Python's csv module
# as the JSON backup reads with Python's json module.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
python3 Tests/CrossChecks/QRBook/generate_fold_table.py "$WORK/table.swift"
diff -q "$WORK/table.swift" Sources/QREncoder/Library/SearchFolding+Table.swift
echo "diacritic table matches Python's unicodedata"
build_support QRBookCheck Tests/CrossChecks/QRBook/support_main.swift QREncoder
python3 Tests/CrossChecks/QRBook/check.py "$SUPPORT"
