#!/usr/bin/env bash
# Cross-checks ExportRaster against outside implementations: builds a small executable (in a
# temporary package that links Sources/ExportRaster) which writes ZIP archives, zlib, gzip and raw
# DEFLATE streams and PNGs, then verifies them with Python's zipfile/zlib/gzip, `unzip -t` and
# Pillow. Also feeds zlib-made streams back to our decoder. Run from the repository root.
set -euo pipefail
repo="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/pkg/Sources/Check" "$work/out"
ln -s "${EXPORT_RASTER_SOURCES:-$repo/Sources/ExportRaster}" "$work/pkg/Sources/ExportRaster"
cat > "$work/pkg/Package.swift" <<'PKG'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "ExportRasterCrossCheck",
    targets: [
        .target(name: "ExportRaster"),
        .executableTarget(name: "Check", dependencies: ["ExportRaster"]),
    ],
    swiftLanguageModes: [.v6])
PKG
cat > "$work/pkg/Sources/Check/main.swift" <<'SWIFT'
import ExportRaster
import Foundation

let out = CommandLine.arguments[1]
func save(_ name: String, _ bytes: [UInt8]) { _ = FileManager.default.createFile(atPath: out + "/" + name, contents: Data(bytes)) }
func load(_ name: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: out + "/" + name) ?? Data()) }

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
    save("\(variant).zip", try! zip.finish())
}
print("wrote outputs")
SWIFT
echo "== building the test-support executable"
swift build -c release --package-path "$work/pkg" 2>&1 | grep -E "error|warning" || true
bin="$work/pkg/.build/release/Check"
"$bin" "$work/out"

echo "== checking with Python zlib, gzip, zipfile and Pillow"
python3 - "$work/out" <<'PY'
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
        assert [i.filename for i in archive.infolist()] == ["text.txt", "dir/qr.png", "名前.txt", "empty.txt"]
print("zipfile: 3 archives ok")
try:
    from PIL import Image
except ImportError:
    print("Pillow not installed: PNG check skipped")
    sys.exit(0)
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

if command -v unzip >/dev/null; then
  echo "== unzip -t"
  for variant in plain descriptors zip64; do unzip -tq "$work/out/$variant.zip"; done
fi

echo "== our inflate on streams from Python zlib"
python3 - "$work/out" <<'PY'
import gzip, os, sys, zlib
out = sys.argv[1]
data = open(os.path.join(out, "text.bin"), "rb").read()
open(os.path.join(out, "py.original"), "wb").write(data)
c = zlib.compressobj(9, zlib.DEFLATED, -15)
open(os.path.join(out, "py.deflate"), "wb").write(c.compress(data) + c.flush())
open(os.path.join(out, "py.z"), "wb").write(zlib.compress(data, 1))
open(os.path.join(out, "py.gz"), "wb").write(gzip.compress(data, 6))
PY
"$bin" "$work/out" inflate
echo "cross-checks passed"
