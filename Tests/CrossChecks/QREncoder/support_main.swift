// Prints QR Code symbols made by QREncoder in the modes that only our own decoder checks in
// `swift test`: Kanji, ECI, several segments of different modes, optimal segmentation of mixed
// text, and structured append sequences. One symbol a line, fields separated by spaces:
//     case segments version level mask rows
// segments is what was encoded (see check.py), rows the modules as 0/1, rows separated by "/".
import QREncoder

/// A segment as check.py reads it back: kind and value, as in the segno reference symbols
/// (N, A, B and K values are hexadecimal bytes, K in UTF-8; E is the assignment number).
struct Part {
    let kind: Character
    let text: String
    let bytes: [UInt8]

    init(_ kind: Character, _ text: String) {
        self.kind = kind
        self.text = text
        self.bytes = Array(text.utf8)
    }

    init(bytes: [UInt8]) {
        self.kind = "B"
        self.text = ""
        self.bytes = bytes
    }

    var segment: QRSegment {
        get throws {
            switch kind {
            case "N": return try QRSegment.numeric(text)
            case "A": return try QRSegment.alphanumeric(text)
            case "K": return try QRSegment.kanji(text)
            case "E": return QRSegment.eci(Int(text) ?? -1)
            default: return QRSegment.bytes(bytes)
            }
        }
    }

    var field: String { kind == "E" ? "E:\(text)" : "\(kind):\(hex(bytes))" }
}

func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
}

func emit(_ name: String, _ segments: String, _ code: QRCode) {
    var rows: [String] = []
    for y in 0..<code.size {
        rows.append(String((0..<code.size).map { code[$0, y] ? "1" : "0" }))
    }
    print(name, segments, code.version, code.correction, code.mask, rows.joined(separator: "/"))
}

func emit(_ name: String, _ parts: [Part], correction: QRErrorCorrection, mask: Int? = nil) throws {
    let code = try QRCode(segments: parts.map { try $0.segment }, correction: correction, mask: mask)
    emit(name, parts.map(\.field).joined(separator: ","), code)
}

/// Bytes from a seeded SplitMix64, so that the symbols are the same on every run.
func seededBytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: z ^ (z >> 31))
    }
}

let kanji = "点茗漢字日本語東京都千代田区丸の内一丁目"
let levels: [QRErrorCorrection] = [.low, .medium, .quartile, .high]

// Kanji mode alone.
for (index, level) in levels.enumerated() {
    let text = String(repeating: kanji, count: 1 + index * 5).filter { $0 != "の" }
    try emit("kanji-\(level)", [Part("K", text)], correction: level)
}
try emit("kanji-iso-example", [Part("K", "点茗")], correction: .medium, mask: 3)

// ECI designators before byte segments: UTF-8 (26), ISO-8859-1 (3), ISO-8859-7 (9), Shift JIS
// (20) and windows-1251 (22); check.py decodes the bytes with Python's codec for each.
try emit("eci-utf8", [Part("E", "26"), Part("B", "Grüße, 世界! ✓ 👍")], correction: .medium)
try emit("eci-latin1", [Part("E", "3"), Part(bytes: [0x47, 0x72, 0xFC, 0xDF, 0x65, 0x20, 0xA9])], correction: .low)
try emit(
    "eci-greek", [Part("E", "9"), Part(bytes: [0xCA, 0xE1, 0xEB, 0xE7, 0xEC, 0xDD, 0xF1, 0xE1])], correction: .quartile)
try emit("eci-shift-jis", [Part("E", "20"), Part(bytes: [0x93, 0x5F, 0xE4, 0xAA, 0xB6, 0xC0])], correction: .high)
try emit("eci-cp1251", [Part("E", "22"), Part(bytes: [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2])], correction: .medium)

// Several segments of different modes, with an ECI designator in the middle of one.
try emit(
    "mixed-1",
    [Part("N", "0123456789012"), Part("A", "HELLO WORLD $%*+-./:"), Part("K", "漢字"), Part(bytes: Array("ok!".utf8))],
    correction: .medium)
try emit(
    "mixed-2", [Part("A", "ORDER-"), Part("N", "31415926535897932384626"), Part("E", "26"), Part("B", "Café ✓")],
    correction: .quartile)
try emit(
    "mixed-3",
    [Part("K", String(kanji.prefix(6))), Part("N", "2025"), Part("K", "年"), Part(bytes: seededBytes(40, seed: 7))],
    correction: .low)

// Text segmented optimally by the encoder (numeric, alphanumeric, Kanji and byte runs).
for (index, text) in [
    "ORDER 12345678901234567890 漢字テキスト abc", "https://example.com/?q=点茗&n=0123456789",
    "東京都千代田区丸の内1-2-3 TEL 0312345678",
].enumerated() {
    let code = try QRCode(encoding: text, correction: levels[index])
    emit("optimal-\(index)", "T:\(hex(Array(text.utf8)))", code)
}

// Structured append sequences from the public API: check.py joins the symbols' bytes in order.
for (index, (count, level, versions)) in [(600, QRErrorCorrection.medium, 1...6), (1_500, .low, 1...10)].enumerated() {
    let message = seededBytes(count, seed: UInt64(index + 1))
    let codes = try QRCode.structuredAppend(encoding: message, correction: level, versions: versions)
    for (position, code) in codes.enumerated() {
        emit("sequence-\(index)-\(position)-of-\(codes.count)", "S:\(hex(message))", code)
    }
}
