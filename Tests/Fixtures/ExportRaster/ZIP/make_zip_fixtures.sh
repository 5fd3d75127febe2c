#!/bin/sh
# Writes ZIP archives made by two outside implementations, Python's zipfile module and Info-ZIP
# zip 3.0, for ExportRaster's ZIPReader tests. See README.md for what each archive exercises.
# Run from any directory; the archives go next to this script.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

# The entries, each defined by a rule the Swift tests repeat.
python3 - <<'PY'
import os
os.makedirs("dir", exist_ok=True)
open("lines.txt", "wb").write("".join(f"line {n}\n" for n in range(500)).encode())
open("bytes.bin", "wb").write(bytes((n * 31 + 7) & 0xFF for n in range(1000)))
open("empty.txt", "wb").write(b"")
open("dir/nested.txt", "wb").write(b"nested\n")
PY
touch -t 202401021504.06 lines.txt bytes.bin empty.txt dir/nested.txt
FILES="lines.txt bytes.bin empty.txt dir/nested.txt"

# Python's zipfile: stored; deflated; and streamed to an unseekable file, which makes it write
# data descriptors (general-purpose bit 3), with force_zip64 for ZIP64 local headers and 8-byte
# descriptor sizes.
python3 - "$HERE" <<'PY'
import io, sys, zipfile
here = sys.argv[1]
names = ["lines.txt", "bytes.bin", "empty.txt", "dir/nested.txt"]
date = (2024, 1, 2, 15, 4, 6)

def entries(archive, compression):
    for name in names:
        info = zipfile.ZipInfo(name, date)
        info.compress_type = compression
        archive.writestr(info, open(name, "rb").read())

for label, compression in [("stored", zipfile.ZIP_STORED), ("deflated", zipfile.ZIP_DEFLATED)]:
    with zipfile.ZipFile(f"{here}/python-{label}.zip", "w") as archive:
        entries(archive, compression)

class Unseekable(io.RawIOBase):
    def __init__(self, target): self.target = target
    def writable(self): return True
    def seekable(self): return False
    def write(self, data): return self.target.write(data)

with open(f"{here}/python-descriptors-zip64.zip", "wb") as file:
    with zipfile.ZipFile(Unseekable(file), "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name in names:
            info = zipfile.ZipInfo(name, date)
            info.compress_type = zipfile.ZIP_DEFLATED
            with archive.open(info, "w", force_zip64=True) as entry:
                entry.write(open(name, "rb").read())
PY

# Info-ZIP zip 3.0 (-X: no extra attribute fields): stored (-0); deflated (-9); written to a pipe,
# which makes it write data descriptors; and -fz, which forces ZIP64 records.
rm -f "$HERE"/infozip-*.zip
zip -q -X -0 "$HERE/infozip-stored.zip" $FILES
zip -q -X -9 "$HERE/infozip-deflated.zip" $FILES
zip -q -X -9 - $FILES | cat > "$HERE/infozip-streamed.zip"
zip -q -X -9 -fz "$HERE/infozip-zip64.zip" $FILES
