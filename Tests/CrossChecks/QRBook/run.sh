#!/usr/bin/env bash
# QR Book: strings made by segno's helpers must parse to the fields given to segno; the CSV export
# must read back with Python's csv module as the JSON backup reads with Python's json module.
# (The diacritic table, generated from Python's unicodedata, is checked with the other generated
# sources by .ci/check-generated.sh.)
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
build_support QRBookCheck Tests/CrossChecks/QRBook/support_main.swift QREncoder
python3 Tests/CrossChecks/QRBook/check.py "$SUPPORT"
