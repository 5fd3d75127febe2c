#!/usr/bin/env bash
# Regenerates the reference symbols with Nayuki's qrcodegen and segno (independent encoders) and
# the Keccak-256 vectors with pycryptodome, and checks that the committed fixtures, which the
# Swift tests compare QREncoder against bit for bit, match; checks the committed Shift JIS table
# against Python's codec; then has zxing-cpp (an independent decoder) read our Kanji, ECI,
# mixed-segment and structured append symbols.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
python3 Tests/Generators/QREncoder/generate_reference_symbols.py "$WORK/reference-symbols.txt"
diff -q "$WORK/reference-symbols.txt" Tests/Fixtures/QREncoder/reference-symbols.txt
# The same for Micro QR with segno (a second independent encoder).
python3 Tests/Generators/QREncoder/generate_micro_reference_symbols.py "$WORK/micro-reference-symbols.txt"
diff -q "$WORK/micro-reference-symbols.txt" Tests/Fixtures/QREncoder/micro-reference-symbols.txt
# Kanji, ECI, mixed-segment and structured append symbols made by segno.
python3 Tests/Generators/QREncoder/generate_segno_symbols.py "$WORK/SegnoReferenceSymbols.swift"
diff -q "$WORK/SegnoReferenceSymbols.swift" Tests/QREncoderTests/Support/SegnoReferenceSymbols.swift
# Keccak-256 (EIP-55's hash) around and across the 136-byte rate, from pycryptodome.
python3 Tests/Generators/QREncoder/generate_keccak_vectors.py "$WORK/Keccak256ReferenceVectors.swift"
diff -q "$WORK/Keccak256ReferenceVectors.swift" Tests/QREncoderTests/Payloads/Crypto/Keccak256ReferenceVectors.swift
python3 - <<'PY'
# Kanji table: the committed Swift table must match Python's shift_jis codec.
import pathlib, re
text = pathlib.Path("Sources/QREncoder/Tables/ShiftJIS+Table.swift").read_text()
rows = re.findall(r'"([0-9A-F]+)",', text)
leads = list(range(0x81, 0xA0)) + list(range(0xE0, 0xEC))
trails = [t for t in range(0x40, 0xFD) if t != 0x7F]
checked = 0
for lead, row in zip(leads, rows):
    for i, trail in enumerate(trails):
        scalar = int(row[i * 4:i * 4 + 4], 16)
        if scalar:
            assert chr(scalar).encode("shift_jis") == bytes([lead, trail]), (hex(lead), hex(trail))
            checked += 1
print(f"reference symbols (QR, Micro QR, segno's Kanji/ECI/mixed/structured append) and Keccak-256 vectors match; "
      f"{checked} Shift JIS codes match Python's codec")
PY
build_support QREncoderCheck Tests/CrossChecks/QREncoder/support_main.swift QREncoder
python3 Tests/CrossChecks/QREncoder/check.py "$SUPPORT"
