import Testing

@testable import ExportRaster

/// Archives written by Python's `zipfile` and Info-ZIP `zip` (Tests/Fixtures/ExportRaster/ZIP,
/// made by `make_zip_fixtures.sh`; its README says how each was made and what it exercises).
@Suite("ZIP reader: archives made by other implementations")
struct ZIPReaderInteropTests {
    /// One entry as Python's `zipfile.ZipFile(path).infolist()` reports it.
    struct Expected: Sendable {
        let name: String
        let method: Int
        let compressedSize: Int
        let uncompressedSize: Int
        let crc32: UInt32
    }

    /// The entries' bytes, rebuilt from the rules in the fixtures' README.
    static let contents: [String: [UInt8]] = [
        "lines.txt": Array((0..<500).map { "line \($0)\n" }.joined().utf8),
        "bytes.bin": (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 31 + 7) },
        "empty.txt": [],
        "dir/nested.txt": Array("nested\n".utf8),
    ]

    /// The four entries with the method and compressed size each archive gave them; the CRC-32s
    /// and uncompressed sizes are the same in every archive.
    static func entries(_ layout: [(method: Int, compressedSize: Int)]) -> [Expected] {
        let fixed: [(String, Int, UInt32)] = [
            ("lines.txt", 4390, 0xEC27_C5FF), ("bytes.bin", 1000, 0x8902_161E), ("empty.txt", 0, 0),
            ("dir/nested.txt", 7, 0xEBAB_958D),
        ]
        return zip(fixed, layout).map { entry, stored in
            Expected(
                name: entry.0, method: stored.method, compressedSize: stored.compressedSize,
                uncompressedSize: entry.1, crc32: entry.2)
        }
    }

    static let stored = entries([(0, 4390), (0, 1000), (0, 0), (0, 7)])
    static let pythonDeflated = entries([(8, 973), (8, 280), (8, 2), (8, 9)])
    static let infoZIPDeflated = entries([(8, 982), (8, 280), (0, 0), (0, 7)])

    static let archives: [(file: String, entries: [Expected])] = [
        ("python-stored.zip", stored),
        ("python-deflated.zip", pythonDeflated),
        ("python-descriptors-zip64.zip", pythonDeflated),
        ("infozip-stored.zip", stored),
        ("infozip-deflated.zip", infoZIPDeflated),
        ("infozip-streamed.zip", entries([(8, 982), (8, 280), (0, 0), (8, 9)])),
        ("infozip-zip64.zip", infoZIPDeflated),
    ]

    @Test(
        "every entry reads back with the name, method, sizes, CRC-32 and bytes the writer gave it", arguments: archives)
    func reads(file: String, entries expected: [Expected]) throws {
        let reader = try ZIPReader(try fixture("ZIP/\(file)"))
        #expect(reader.entries.map(\.name) == expected.map(\.name))
        for (entry, expected) in zip(reader.entries, expected) {
            #expect(entry.method == expected.method, "\(file): \(entry.name)")
            #expect(entry.compressedSize == expected.compressedSize, "\(file): \(entry.name)")
            #expect(entry.uncompressedSize == expected.uncompressedSize, "\(file): \(entry.name)")
            #expect(entry.crc32 == expected.crc32, "\(file): \(entry.name)")
            #expect(try reader.contents(of: entry) == ZIPReaderInteropTests.contents[entry.name], "\(file)")
        }
    }

    @Test("the fixtures use the records they are there for")
    func fixtureLayouts() throws {
        // Signatures (APPNOTE §4.3.9, §4.3.14): data descriptor PK 07 08, ZIP64 end record PK 06 06.
        let descriptor: [UInt8] = [0x50, 0x4B, 0x07, 0x08]
        let zip64End: [UInt8] = [0x50, 0x4B, 0x06, 0x06]
        #expect(try fixture("ZIP/infozip-streamed.zip").firstRange(of: descriptor) != nil)
        #expect(try fixture("ZIP/python-descriptors-zip64.zip").firstRange(of: descriptor) != nil)
        #expect(try fixture("ZIP/infozip-zip64.zip").firstRange(of: zip64End) != nil)
        // General-purpose bit 3 (sizes follow the data) in the first local header, byte 6.
        #expect(try fixture("ZIP/python-descriptors-zip64.zip")[6] & 0x08 == 0x08)
        #expect(try fixture("ZIP/infozip-streamed.zip")[6] & 0x08 == 0x08)
        // Info-ZIP's -fz puts 0xFFFFFFFF in the central uncompressed size: the reader takes the
        // size from the ZIP64 extra field.
        let zip64 = try fixture("ZIP/infozip-zip64.zip")
        let central = try #require(zip64.firstRange(of: [0x50, 0x4B, 0x01, 0x02])).lowerBound
        #expect(zip64.littleEndian(UInt32.self, at: central + 24) == 0xFFFF_FFFF)
    }
}
