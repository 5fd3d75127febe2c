import Foundation
import Testing

@testable import QREncoder

/// 2025-03-14T15:30:00Z: 20,161 days after 1970-01-01 (55 years with 14 leap days to 2025-01-01
/// is 20,089 days, plus 31 + 28 + 13 = 72) × 86,400 s, plus 15.5 hours.
let march14 = Date(timeIntervalSince1970: 20_161 * 86_400 + 55_800)

@Suite("QRRecord")
struct QRRecordTests {
    @Test("a new record detects its kind, starts unused and keeps whole seconds")
    func creation() throws {
        let record = try QRRecord(
            title: "Home", data: "WIFI:T:WPA;S:Home;P:secret123;;", createdAt: march14.addingTimeInterval(0.75))
        #expect(record.kind == .wifi)
        #expect(record.createdAt == march14 && record.updatedAt == march14 && record.lastUsed == march14)
        #expect(record.scanCount == 0 && record.status(at: march14) == .active)
        #expect(record.sizePx == 512 && record.errorCorrection == .medium && record.brightnessBoostDefault)
    }

    @Test("invalid values are refused with the field's name")
    func invalid() {
        let cases: [(String, () throws -> QRRecord)] = [
            ("title", { try QRRecord(title: " ", data: "x") }),
            ("title", { try QRRecord(title: "", data: "x") }),
            ("title", { try QRRecord(title: String(repeating: "t", count: 201), data: "x") }),
            ("title", { try QRRecord(title: "a\nb", data: "x") }),
            ("data", { try QRRecord(title: "t", data: "") }),
            ("data", { try QRRecord(title: "t", data: String(repeating: "ü", count: 1_500), errorCorrection: .high) }),
            ("data", { try QRRecord(title: "t", data: String(repeating: "1", count: 7_090)) }),
            ("sizePx", { try QRRecord(title: "t", data: "x", sizePx: 300) }),
            ("expiresAt", { try QRRecord(title: "t", data: "x", expiresAt: march14, createdAt: march14) }),
            ("expiresAt", { try QRRecord(title: "t", data: "x", expiresAt: march14 - 60, createdAt: march14) }),
            ("scanCount", { try QRRecord(title: "t", data: "x", scanCount: -1) }),
            ("tagsRaw", { try QRRecord(title: "t", data: "x", tags: ["a,b"]) }),
            ("tagsRaw", { try QRRecord(title: "t", data: "x", tags: ["a\u{7}"]) }),
            ("tagsRaw", { try QRRecord(title: "t", data: "x", tags: [String(repeating: "x", count: 51)]) }),
            ("tagsRaw", { try QRRecord(title: "t", data: "x", tags: (0...50).map { "t\($0)" }) }),
            ("createdAt", { try QRRecord(title: "t", data: "x", createdAt: Date(timeIntervalSince1970: 1e12)) }),
            ("createdAt", { try QRRecord(title: "t", data: "x", createdAt: Date(timeIntervalSince1970: .nan)) }),
        ]
        for (field, make) in cases {
            let error = #expect(throws: QRLibraryError.self) { try make() }
            guard case .invalidField(let name, _) = error else { continue }
            #expect(name == field)
        }
    }

    @Test("data that fits only through numeric segments is accepted at the limit")
    func dataLimit() throws {
        // ISO/IEC 18004 Table 7: version 40-L holds 7,089 numeric characters.
        _ = try QRRecord(title: "t", data: String(repeating: "1", count: 7_089), errorCorrection: .low)
        #expect(throws: QRLibraryError.self) {
            try QRRecord(title: "t", data: String(repeating: "1", count: 7_089), errorCorrection: .medium)
        }
        _ = try QRRecord(title: String(repeating: "é", count: 200), data: String(repeating: "b", count: 2_331))
    }

    @Test("tags are trimmed, deduplicated ignoring case, kept in order, and tagsRaw is canonical")
    func tags() throws {
        var record = try QRRecord(title: "t", data: "x", tags: [" Work", "home ", "work", "", "Travel"])
        #expect(record.tags == ["Work", "home", "Travel"])
        #expect(record.tagsRaw == "Work,home,Travel")
        record.tagsRaw = " Work, home ,work,,Travel "
        #expect(record.tags == ["Work", "home", "Travel"] && record.tagsRaw == "Work,home,Travel")
        record.tags = ["Ünïcode", "ÜNÏCODE", "e\u{301}", "\u{E9}"]
        #expect(record.tags == ["Ünïcode", "e\u{301}"])
        record.tags = ["a,b"]
        #expect(
            throws: QRLibraryError.invalidField(
                field: "tagsRaw", reason: "tag \"a,b\" contains a comma, which separates tags")
        ) {
            try record.validate()
        }
    }

    @Test("a use counts, stamps lastUsed and updatedAt, and retires a one-time code")
    func uses() throws {
        var record = try QRRecord(title: "Pass", data: "ticket 42", oneTimeUse: true, createdAt: march14)
        try record.recordUse(at: march14 + 90)
        #expect(record.scanCount == 1 && record.lastUsed == march14 + 90 && record.updatedAt == march14 + 90)
        #expect(record.status(at: march14 + 91) == .used)
        #expect(throws: QRLibraryError.notActive(id: record.id, status: .used)) {
            try record.recordUse(at: march14 + 100)
        }
        #expect(record.scanCount == 1)
    }

    @Test("expiry: active before expiresAt, expired from it on, used wins over expired")
    func expiry() throws {
        var record = try QRRecord(title: "t", data: "x", expiresAt: march14 + 3_600, createdAt: march14)
        #expect(record.status(at: march14 + 3_599) == .active)
        #expect(record.status(at: march14 + 3_600) == .expired)
        #expect(throws: QRLibraryError.self) { try record.recordUse(at: march14 + 4_000) }
        record.oneTimeUse = true
        try record.recordUse(at: march14 + 60)
        #expect(record.status(at: march14 + 4_000) == .used)
        var reusable = try QRRecord(title: "t", data: "x", createdAt: march14)
        for second in 1...3 { try reusable.recordUse(at: march14 + Double(second)) }
        #expect(reusable.scanCount == 3 && reusable.status(at: march14 + 10) == .active)
        // A use stamped before the last one (a clock that went back) keeps updatedAt moving forward.
        try reusable.recordUse(at: march14)
        #expect(reusable.updatedAt == march14 + 4 && reusable.lastUsed == march14 + 3)
    }

    @Test("JSON uses the app model's keys, ISO 8601 dates and the correction letter")
    func json() throws {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let record = try QRRecord(
            id: id, title: "Menu", data: "https://example.com/menu.pdf", errorCorrection: .quartile, sizePx: 1_024,
            expiresAt: march14 + 86_400, createdAt: march14, tags: ["food", "Work"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(record), as: UTF8.self)
        #expect(
            text
                == #"{"brightnessBoostDefault":true,"createdAt":"2025-03-14T15:30:00Z","data":"https://example.com/menu.pdf","#
                + #""errorCorrection":"Q","expiresAt":"2025-03-15T15:30:00Z","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","#
                + #""isFavorite":false,"lastUsed":"2025-03-14T15:30:00Z","oneTimeUse":false,"scanCount":0,"sizePx":1024,"#
                + #""tagsRaw":"food,Work","title":"Menu","type":"file","updatedAt":"2025-03-14T15:30:00Z"}"#)
        #expect(try JSONDecoder().decode(QRRecord.self, from: Data(text.utf8)) == record)
        // The stock .iso8601 strategy reads the same dates.
        struct Dates: Decodable { var createdAt: Date }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Dates.self, from: Data(text.utf8)).createdAt == march14)
    }

    @Test("decoding normalises tagsRaw, reads zone offsets and fractions, and names bad fields")
    func decoding() throws {
        func json(_ changes: [String: String]) -> Data {
            var fields = [
                "id": "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", "title": "\"T\"", "data": "\"x\"", "type": "\"text\"",
                "isFavorite": "true", "errorCorrection": "\"h\"", "sizePx": "256", "oneTimeUse": "false",
                "scanCount": "3", "brightnessBoostDefault": "false", "createdAt": "\"2025-03-14T16:30:00.999+01:00\"",
                "updatedAt": "\"2025-03-14T15:30:00Z\"", "lastUsed": "\"2025-03-14T15:30:00Z\"",
                "tagsRaw": "\" Work, home ,work,,Travel \"", "expiresAt": "null",
            ]
            for (key, value) in changes { fields[key] = value }
            return Data(("{" + fields.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}").utf8)
        }
        let record = try JSONDecoder().decode(QRRecord.self, from: json([:]))
        #expect(record.tagsRaw == "Work,home,Travel" && record.createdAt == march14 && record.errorCorrection == .high)
        #expect(record.expiresAt == nil)
        for (key, value) in [
            ("sizePx", "300"), ("createdAt", "\"2025-02-30T00:00:00Z\""), ("lastUsed", "\"yesterday\""),
            ("title", "\"\""), ("expiresAt", "\"2025-03-14T15:30:00Z\""),
        ] {
            let error = #expect(throws: QRLibraryError.self) {
                try JSONDecoder().decode(QRRecord.self, from: json([key: value]))
            }
            guard case .invalidField(let field, _) = error else { continue }
            #expect(field == key)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(QRRecord.self, from: json(["sizePx": "\"512\""]))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(QRRecord.self, from: json(["errorCorrection": "\"X\""]))
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(QRRecord.self, from: json(["type": "\"fax\""])) }
    }

    @Test(
        "ISO 8601 text: Hinnant's civil calendar against hand-checked instants",
        arguments: [
            (0.0, "1970-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"), (-1, "1969-12-31T23:59:59Z"),
            (-62_135_596_800, "0001-01-01T00:00:00Z"), (253_402_300_799, "9999-12-31T23:59:59Z"),
            (1_741_966_200.5, "2025-03-14T15:30:00Z"),
        ])
    func iso8601(seconds: Double, text: String) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ISO8601Timestamp.format(date) == text)
        #expect(ISO8601Timestamp.parse(text) == Date(timeIntervalSince1970: seconds.rounded(.down)))
    }

    @Test(
        "malformed ISO 8601 text is refused",
        arguments: [
            "2025-03-14", "2025-03-14T15:30:00", "2025-13-01T00:00:00Z", "2025-03-14T24:00:00Z",
            "2025-03-14T15:30:00+2",
            "2025-03-14T15:30:00.Z", "2025-03-14T15:30:00Zjunk", "0000-01-01T00:00:00Z", "2025-03-14X15:30:00Z",
            "2025-03-14T15:30:00+24:00", "2025-03-14T15:30:00.1234567890Z",
        ])
    func iso8601Errors(text: String) {
        #expect(ISO8601Timestamp.parse(text) == nil)
    }

    @Test("error correction levels read and write their letter")
    func correctionLetters() throws {
        for level in QRErrorCorrection.allCases {
            #expect(QRErrorCorrection(letter: level.description) == level)
            #expect(QRErrorCorrection(letter: level.description.lowercased()) == level)
        }
        #expect(QRErrorCorrection(letter: "X") == nil)
        #expect(String(decoding: try JSONEncoder().encode([QRErrorCorrection.quartile]), as: UTF8.self) == "[\"Q\"]")
    }
}
