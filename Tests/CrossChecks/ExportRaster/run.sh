#!/usr/bin/env bash
# Cross-checks ExportRaster against outside implementations: builds a small executable (in a
# temporary package that links Sources/ExportRaster) which writes ZIP archives, zlib, gzip and raw
# DEFLATE streams and PNGs (the fast preset's among them), then verifies them with Python's
# zipfile/zlib/gzip, `unzip -t` and Pillow. Also feeds zlib-made streams back to our decoder, and
# streams a ZIP64 entry of 4 GiB + 1 MiB into a sparse file for zipfile and `unzip -t` to read
# back. Run from the repository root.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
command -v unzip >/dev/null || { echo "unzip not found (apt: unzip)"; exit 1; }
mkdir -p "$WORK/out"
echo "== building the test-support executable"
build_support Check - "ExportRaster=${EXPORT_RASTER_SOURCES:-$ROOT/Sources/ExportRaster}" <<'SWIFT'
import ExportRaster
import Foundation

let out = CommandLine.arguments[1]
func save(_ name: String, _ bytes: [UInt8]) { _ = FileManager.default.createFile(atPath: out + "/" + name, contents: Data(bytes)) }
func load(_ name: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: out + "/" + name) ?? Data()) }

/// Writes to a file, seeking over chunks that are all zero instead of writing them, so that a
/// 4 GiB run of zeros leaves a hole in a sparse file rather than taking 4 GiB of disk. The archive
/// ends with its end records, never with a hole, so no final truncation is needed.
struct SparseFileSink: ByteSink {
    let handle: FileHandle
    var offset: UInt64 = 0

    mutating func write(_ bytes: [UInt8]) throws {
        if bytes.count < 65_536 || !bytes.allSatisfy({ $0 == 0 }) {
            try handle.seek(toOffset: offset)
            try handle.write(contentsOf: bytes)
        }
        offset += UInt64(bytes.count)
    }
}

if CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "large" {
    // "big.bin": 1 MiB of i % 251, then 4 GiB of zeros, stored and streamed in 1 MiB pieces;
    // then "after.txt", whose local header lies past 4 GiB.
    let path = out + "/large.zip"
    do {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteUnknown) }
        var zip = ZIPWriter(sink: SparseFileSink(handle: handle))
        try zip.beginEntry(name: "big.bin", method: .stored, mayExceed4GiB: true)
        try zip.appendEntryData((0..<(1 << 20)).map { UInt8($0 % 251) })
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        for _ in 0..<4096 { try zip.appendEntryData(zeros) }
        try zip.endEntry()
        try zip.add(name: "after.txt", bytes: Array("after".utf8), method: .stored)
        try zip.finish()
        try handle.close()
    } catch {
        print("cannot write \(path): \(error)")
        exit(1)
    }
    exit(0)
}

if CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "inflate" {
    // Decode streams written by Python's zlib and report whether they match the originals.
    let original = load("py.original")
    let checks = [
        ("py.deflate", try? Inflate.decompress(load("py.deflate"))),
        ("py.z", try? Zlib.decompress(load("py.z"))),
        ("py.gz", try? Gzip.decompress(load("py.gz"))),
    ]
    for (name, result) in checks where result != original {
        print("MISMATCH \(name)")
        exit(1)
    }
    print("inflate of zlib streams: ok")
    exit(0)
}

var state: UInt64 = 12345
let words = ["alpha", "beta", "gamma", "delta", " ", "\n", "export", "raster"]
var text: [UInt8] = []
while text.count < 300_000 {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    text += Array(words[Int((state >> 33) % 8)].utf8)
}
save("text.bin", text)
for level in 0...12 {
    save("text.\(level).deflate", Deflate.compress(text, level: level))
    save("text.\(level).z", Zlib.compress(text, level: level))
    save("text.\(level).gz", Gzip.compress(text, level: level))
}
var stream = Deflate.Stream(level: 6)
var streamed = stream.feed(text[..<100_000])
streamed += stream.flush()
streamed += stream.feed(text[100_000...])
streamed += stream.finish()
save("text.stream.deflate", streamed)

// PNGs of several colour types, with and without interlace.
func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RasterImage {
    var rgba: [UInt8] = []
    for y in 0..<height { for x in 0..<width { rgba += pixel(x, y) } }
    return try! RasterImage(width: width, height: height, rgba: rgba)
}
let images: [(String, RasterImage)] = [
    ("qr", image(64, 64) { x, y in (x / 4 + y / 4) % 3 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }),
    ("gray4", image(33, 17) { x, _ in let v = UInt8(x % 16 * 17); return [v, v, v, 255] }),
    ("palette", image(40, 30) { x, y in [UInt8(x % 5 * 50), UInt8(y % 3 * 80), 9, x % 7 == 0 ? 0 : 255] }),
    ("rgb", image(50, 40) { x, y in [UInt8(x * 5), UInt8(y * 6), UInt8((x * y) % 256), 255] }),
    ("rgba", image(50, 40) { x, y in [UInt8(x * 5), UInt8(y * 6), UInt8((x * y) % 256), UInt8(x + y * 3)] }),
    ("grayalpha", image(300, 3) { x, _ in [UInt8(x % 256), UInt8(x % 256), UInt8(x % 256), UInt8(x % 200)] }),
]
for (name, picture) in images {
    for interlaced in [false, true] {
        var options = PNG.EncodingOptions.scale(2)
        options.interlaced = interlaced
        options.text = [.init(keyword: "Title", value: name)]
        save("\(name).\(interlaced ? "i" : "p").png", try! PNG.encode(picture, options: options))
        save("\(name).\(interlaced ? "i" : "p").rgba", picture.rgba)
    }
    // The fast preset: RGB or RGBA, Up filter, pixel-run compression.
    var fast = PNG.EncodingOptions.fast
    fast.pixelsPerInch = 144
    save("\(name).f.png", try! PNG.encode(picture, options: fast))
    save("\(name).f.rgba", picture.rgba)
}

// ZIP archives: plain, with data descriptors, forced ZIP64.
for variant in ["plain", "descriptors", "zip64"] {
    var options = ZIPWriter.Options()
    options.useDataDescriptors = variant != "plain"
    options.forceZIP64 = variant == "zip64"
    options.timestamp = .init(year: 2024, month: 5, day: 6, hour: 7, minute: 8, second: 10)
    var zip = ZIPWriter(options: options)
    try! zip.add(name: "text.txt", bytes: text)
    try! zip.add(name: "dir/qr.png", bytes: try! PNG.encode(images[0].1), method: .automatic)
    try! zip.add(name: "名前.txt", bytes: Array("unicode name".utf8), method: .deflated(level: 9))
    try! zip.add(name: "empty.txt", bytes: [], method: .stored)
    try! zip.beginEntry(name: "streamed.txt", method: .deflated(level: 6))
    for start in stride(from: 0, to: text.count, by: 70_000) {
        try! zip.appendEntryData(text[start..<min(start + 70_000, text.count)])
    }
    try! zip.endEntry()
    // Declared as possibly over 4 GiB: ZIP64 local header and 8-byte data descriptor, small data.
    try! zip.beginEntry(name: "declared.bin", method: .stored, mayExceed4GiB: true)
    try! zip.appendEntryData(Array("declared".utf8))
    try! zip.endEntry()
    save("\(variant).zip", try! zip.finish())
}
print("wrote outputs")
SWIFT
bin="$SUPPORT"
"$bin" "$WORK/out"

echo "== checking with Python zlib, gzip, zipfile and Pillow"
python3 - "$WORK/out" <<'PY'
import gzip, os, sys, zipfile, zlib
out = sys.argv[1]
read = lambda name: open(os.path.join(out, name), "rb").read()
text = read("text.bin")
for level in range(13):
    assert zlib.decompress(read(f"text.{level}.deflate"), -15) == text, f"raw level {level}"
    assert zlib.decompress(read(f"text.{level}.z")) == text, f"zlib level {level}"
    assert gzip.decompress(read(f"text.{level}.gz")) == text, f"gzip level {level}"
assert zlib.decompress(read("text.stream.deflate"), -15) == text, "stream"
print("zlib/gzip: 40 streams ok")
for variant in ("plain", "descriptors", "zip64"):
    with zipfile.ZipFile(os.path.join(out, f"{variant}.zip")) as archive:
        assert archive.testzip() is None, variant
        assert archive.read("text.txt") == text
        assert archive.read("名前.txt") == b"unicode name"
        assert archive.getinfo("text.txt").date_time == (2024, 5, 6, 7, 8, 10)
        assert archive.read("streamed.txt") == text
        assert archive.read("declared.bin") == b"declared"
        names = ["text.txt", "dir/qr.png", "名前.txt", "empty.txt", "streamed.txt", "declared.bin"]
        assert [i.filename for i in archive.infolist()] == names
print("zipfile: 3 archives ok")
from PIL import Image  # a missing Pillow fails the check: it is installed from requirements.txt
count = 0
for name in sorted(os.listdir(out)):
    if name.endswith(".png"):
        with Image.open(os.path.join(out, name)) as image:
            image.load()
            pixels = image.convert("RGBA").tobytes()
            assert pixels == read(name[:-4] + ".rgba"), name
            dpi = image.info.get("dpi")
            assert dpi and round(dpi[0]) == 144, (name, dpi)
            count += 1
print(f"Pillow: {count} PNGs ok")
PY

echo "== unzip -t"
for variant in plain descriptors zip64; do unzip -tq "$WORK/out/$variant.zip"; done

echo "== our inflate on streams from Python zlib"
python3 - "$WORK/out" <<'PY'
import gzip, os, sys, zlib
out = sys.argv[1]
data = open(os.path.join(out, "text.bin"), "rb").read()
open(os.path.join(out, "py.original"), "wb").write(data)
c = zlib.compressobj(9, zlib.DEFLATED, -15)
open(os.path.join(out, "py.deflate"), "wb").write(c.compress(data) + c.flush())
open(os.path.join(out, "py.z"), "wb").write(zlib.compress(data, 1))
open(os.path.join(out, "py.gz"), "wb").write(gzip.compress(data, 6))
PY
"$bin" "$WORK/out" inflate

echo "== ZIP64: a 4 GiB + 1 MiB entry streamed into a sparse file"
large="$WORK/out/large.zip"
started=$SECONDS
"$bin" "$WORK/out" large
echo "written in $((SECONDS - started)) s: $(stat -c %s "$large") bytes, $(du -k "$large" | cut -f1) KiB on disk"
started=$SECONDS
python3 - "$large" <<'PY'
import os, struct, sys, zipfile, zlib
path = sys.argv[1]
MIB = 1 << 20
size = MIB + (1 << 32)
pattern = bytes(i % 251 for i in range(MIB))
zeros = bytes(MIB)
crc = zlib.crc32(pattern)
for _ in range(4096):
    crc = zlib.crc32(zeros, crc)
with open(path, "rb") as f:
    # End records, parsed by hand (APPNOTE 6.3.x §4.3.14-§4.3.16): ZIP64 record, locator, end record.
    f.seek(-(56 + 20 + 22), os.SEEK_END)
    tail = f.read()
    sig, rest, _, needed, _, _, here, total, cd_size, cd_offset = struct.unpack("<IQHHIIQQQQ", tail[:56])
    assert (sig, rest, needed, here, total) == (0x06064B50, 44, 45, 2, 2), "ZIP64 end record"
    assert cd_offset > 0xFFFFFFFF, cd_offset
    sig, _, record, disks = struct.unpack("<IIQI", tail[56:76])
    assert (sig, record, disks) == (0x07064B50, os.path.getsize(path) - 98, 1), "ZIP64 locator"
    sig, _, _, here, total, size32, offset32, _ = struct.unpack("<IHHHHIIH", tail[76:])
    assert (sig, here, total, size32, offset32) == (0x06054B50, 2, 2, cd_size, 0xFFFFFFFF), "end record"
    # The first central header: 0xFFFFFFFF sizes, and a ZIP64 extra field with both sizes (§4.5.3).
    f.seek(cd_offset)
    header = f.read(46 + 7 + 20)
    fields = struct.unpack("<IHHHHHHIIIHHHHHII", header[:46])
    assert fields[0] == 0x02014B50 and fields[7:12] == (crc, 0xFFFFFFFF, 0xFFFFFFFF, 7, 20), fields
    assert header[46:53] == b"big.bin" and struct.unpack("<HHQQ", header[53:]) == (1, 16, size, size)
with zipfile.ZipFile(path) as archive:
    infos = [(i.filename, i.file_size, i.compress_size, i.CRC) for i in archive.infolist()]
    assert infos == [("big.bin", size, size, crc), ("after.txt", 5, 5, zlib.crc32(b"after"))], infos
    with archive.open("big.bin") as entry:  # zipfile checks the CRC-32 when the entry ends
        assert entry.read(MIB) == pattern
        for _ in range(4096):
            assert entry.read(MIB) == zeros
        assert entry.read() == b""
    assert archive.read("after.txt") == b"after"
print(f"zipfile: ZIP64 records, sizes ({size} bytes), CRC-32 {crc:08x} and contents ok")
PY
# unzip must list the ZIP64 size and test both entries. Testing the 4 GiB entry takes unzip
# about 30 s on a 2-core machine; ZIP64_FULL_UNZIP=0 skips it (zipfile has already checked its
# CRC and contents above) and tests only the entry whose local header lies past 4 GiB.
listing=$(unzip -l "$large")
grep -Eq '^ *4296015872 .* big\.bin$' <<< "$listing" || { echo "$listing"; exit 1; }
if [ "${ZIP64_FULL_UNZIP:-1}" = 0 ]; then unzip -tq "$large" after.txt; else unzip -tq "$large"; fi
echo "checked in $((SECONDS - started)) s"
rm -f "$large"
echo "cross-checks passed"
