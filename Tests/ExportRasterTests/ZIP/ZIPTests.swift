import TestSupport
import Testing

@testable import ExportRaster

/// Collects progress reports from the writer's `@Sendable` callback.
final class ProgressLog: @unchecked Sendable {
    var reports: [ZIPWriter.Progress] = []
}

/// A sink that holds at most `capacity` bytes, like a full disk: a write that does not fit keeps
/// the bytes that do, then fails.
struct FailingSink: ByteSink {
    struct Full: Error {}
    var capacity: Int
    var bytes: [UInt8] = []

    mutating func write(_ bytes: [UInt8]) throws {
        let room = capacity - self.bytes.count
        self.bytes += bytes.prefix(room)
        if bytes.count > room { throw Full() }
    }
}

@Suite("ZIP")
struct ZIPTests {
    @Test("entries round-trip through the reader with their names, methods and data")
    func roundTrip() throws {
        var random = SplitMix64(seed: 11)
        let text = random.text(20_000)
        let noise = random.bytes(5000)
        var zip = ZIPWriter()
        try zip.add(name: "readme.txt", bytes: text)
        try zip.add(name: "noise.bin", bytes: noise, method: .deflated(level: 9))
        try zip.add(name: "icons/icon@2x.png", bytes: text, method: .automatic)
        try zip.add(name: "empty", bytes: [], method: .stored)
        try zip.add(name: "日本語/名前.txt", bytes: Array("UTF-8".utf8))
        let archive = try zip.finish()
        let reader = try ZIPReader(archive)
        #expect(reader.entries.map(\.name) == ["readme.txt", "noise.bin", "icons/icon@2x.png", "empty", "日本語/名前.txt"])
        // Text deflates; noise is kept stored because deflate is not smaller; PNG names are stored.
        #expect(reader.entries.map(\.method) == [8, 0, 0, 0, 0])
        #expect(try reader.contents(of: reader.entries[0]) == text)
        #expect(try reader.contents(of: reader.entries[1]) == noise)
        #expect(try reader.contents(of: reader.entries[2]) == text)
        #expect(try reader.contents(of: reader.entries[3]) == [])
        #expect(reader.entries[0].crc32 == CRC32.checksum(text))
        // General-purpose bit 11 (UTF-8) only on the non-ASCII name: local header flags at offset 6.
        let utf8Local = reader.entries[4].localHeaderOffset
        #expect(archive[utf8Local + 7] & 0x08 == 0x08)
        #expect(archive[reader.entries[0].localHeaderOffset + 7] & 0x08 == 0)
        #expect(Array(archive.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])
    }

    @Test(
        "unsafe and duplicate names are rejected",
        arguments: ["", "/etc/passwd", "../up", "a/../../b", "a\\b", "C:x", "nul\u{0}"])
    func unsafeNames(name: String) {
        var zip = ZIPWriter()
        #expect(throws: ZIPError.self) { try zip.add(name: name, bytes: [1]) }
    }

    @Test("duplicates, bad levels, bad timestamps and use after finish are errors")
    func misuse() throws {
        var zip = ZIPWriter()
        try zip.add(name: "a", bytes: [1])
        #expect(throws: ZIPError.duplicateName("a")) { try zip.add(name: "a", bytes: [2]) }
        #expect(throws: ZIPError.invalidOption(reason: "DEFLATE level 13 is outside 0...12")) {
            try zip.add(name: "b", bytes: [2], method: .deflated(level: 13))
        }
        try zip.finish()
        #expect(throws: ZIPError.alreadyFinished) { try zip.add(name: "c", bytes: []) }
        #expect(throws: ZIPError.alreadyFinished) { try zip.finish() }
        var options = ZIPWriter.Options()
        options.timestamp = .init(year: 1970, month: 1, day: 1)
        var old = ZIPWriter(options: options)
        #expect(throws: ZIPError.invalidOption(reason: "timestamp year 1970 is outside 1980...2107")) {
            try old.add(name: "x", bytes: [])
        }
        // APPNOTE §4.4.6: MS-DOS time has no leap second, though PNG's tIME has.
        options.timestamp = .init(year: 2016, month: 12, day: 31, hour: 23, minute: 59, second: 60)
        var leap = ZIPWriter(options: options)
        #expect(throws: ZIPError.invalidOption(reason: "timestamp second 60 is outside 0...59")) {
            try leap.add(name: "x", bytes: [])
        }
    }

    /// The FNV-1a 64 digest of the archive ``timestamps()`` writes, recorded from the writer: it pins
    /// the exact bytes (headers, timestamp and deflated data) across runs, builds and platforms.
    /// When the writer's or the DEFLATE encoder's output changes on purpose, record the new digest
    /// from the failure message, and the CHANGELOG says that the output changed.
    static let timestampedArchiveDigest: UInt64 = 0x018C_3108_B417_F7E8

    @Test("timestamps are written in MS-DOS format and archives are reproducible")
    func timestamps() throws {
        var options = ZIPWriter.Options()
        options.timestamp = .init(year: 2024, month: 6, day: 15, hour: 13, minute: 45, second: 31)
        var zip = ZIPWriter(options: options)
        try zip.add(name: "a.txt", bytes: Array("same".utf8))
        let archive = try zip.finish()
        let digest = fnv1a64(archive)
        #expect(digest == Self.timestampedArchiveDigest, "digest 0x\(String(digest, radix: 16))")
        let reader = try ZIPReader(archive)
        #expect(reader.entries.map(\.name) == ["a.txt"])
        #expect(try reader.contents(of: reader.entries[0]) == Array("same".utf8))
        // Time: 13 << 11 | 45 << 5 | 31 / 2 = 0x6DAF; date: 44 << 9 | 6 << 5 | 15 = 0x58CF.
        #expect(Array(archive[10..<14]) == [0xAF, 0x6D, 0xCF, 0x58])
    }

    @Test("data descriptors carry the CRC and sizes after the data")
    func dataDescriptors() throws {
        var options = ZIPWriter.Options()
        options.useDataDescriptors = true
        var zip = ZIPWriter(options: options)
        let data = Array("descriptor descriptor descriptor".utf8)
        try zip.add(name: "d.txt", bytes: data)
        let archive = try zip.finish()
        #expect(archive[6] & 0x08 == 0x08)
        #expect(Array(archive[14..<26]) == [UInt8](repeating: 0, count: 12))
        #expect(archive.firstRange(of: [0x50, 0x4B, 0x07, 0x08]) != nil)
        let reader = try ZIPReader(archive)
        #expect(try reader.contents(of: reader.entries[0]) == data)
    }

    @Test("forced ZIP64 records are read back")
    func forcedZIP64() throws {
        var options = ZIPWriter.Options()
        options.forceZIP64 = true
        options.useDataDescriptors = true
        var zip = ZIPWriter(options: options)
        try zip.add(name: "big.txt", bytes: Array(repeating: 65, count: 1000))
        let archive = try zip.finish()
        #expect(archive.firstRange(of: [0x50, 0x4B, 0x06, 0x06]) != nil)
        #expect(archive.firstRange(of: [0x50, 0x4B, 0x06, 0x07]) != nil)
        let reader = try ZIPReader(archive)
        #expect(reader.entries[0].uncompressedSize == 1000)
        #expect(try reader.contents(of: reader.entries[0]) == Array(repeating: 65, count: 1000))
    }

    @Test("more than 65,535 entries switch to ZIP64 end records")
    func manyEntries() throws {
        var zip = ZIPWriter()
        for index in 0..<65_536 { try zip.add(name: String(index), bytes: [], method: .stored) }
        let archive = try zip.finish()
        let reader = try ZIPReader(archive)
        #expect(reader.entries.count == 65_536)
        #expect(reader.entries.last?.name == "65535")
    }

    @Test("progress is reported once per entry, in order")
    func progress() throws {
        let log = ProgressLog()
        var options = ZIPWriter.Options()
        options.progress = { log.reports.append($0) }
        var zip = ZIPWriter(options: options)
        for index in 0..<5 { try zip.add(name: "f\(index).txt", bytes: Array(repeating: UInt8(index), count: 100)) }
        _ = try zip.finish()
        #expect(log.reports.map(\.entryIndex) == [0, 1, 2, 3, 4])
        #expect(log.reports.map(\.uncompressedSize) == [100, 100, 100, 100, 100])
        #expect(log.reports.allSatisfy { $0.compressedSize < 100 })
        #expect(zip0Sizes(log.reports))
    }

    private func zip0Sizes(_ reports: [ZIPWriter.Progress]) -> Bool {
        zip(reports, reports.dropFirst()).allSatisfy { $0.archiveBytesWritten < $1.archiveBytesWritten }
    }

    /// Archives of two entries each way the writer can lay them out.
    static let layouts: [(label: String, options: ZIPWriter.Options)] = {
        var descriptors = ZIPWriter.Options()
        descriptors.useDataDescriptors = true
        var zip64 = ZIPWriter.Options()
        zip64.forceZIP64 = true
        return [("plain", .init()), ("data descriptors", descriptors), ("ZIP64", zip64)]
    }()

    @Test("a sink that fills up at any byte surfaces the error and leaves no readable archive")
    func failingSink() throws {
        for layout in ZIPTests.layouts {
            var complete = ZIPWriter(options: layout.options)
            try complete.add(name: "a.txt", bytes: Array(repeating: 7, count: 300))
            try complete.add(name: "b.bin", bytes: [1, 2, 3], method: .stored)
            let archive = try complete.finish()
            for capacity in 0..<archive.count {
                var zip = ZIPWriter(sink: FailingSink(capacity: capacity), options: layout.options)
                #expect(throws: ZIPError.sinkFailed("Full()"), "\(layout.label), capacity \(capacity)") {
                    try zip.add(name: "a.txt", bytes: Array(repeating: 7, count: 300))
                    try zip.add(name: "b.bin", bytes: [1, 2, 3], method: .stored)
                    try zip.finish()
                }
                let left = try #require(zip.sink as? FailingSink).bytes
                #expect(left == Array(archive[..<capacity]), "\(layout.label), capacity \(capacity)")
                // The end of central directory record is written last, so no prefix holds one.
                #expect(throws: ZIPError.notZIP, "\(layout.label), capacity \(capacity)") {
                    try ZIPReader(left)
                }
            }
        }
    }

    /// Reads every entry of `bytes`, or the reader's error.
    static func readAll(_ bytes: [UInt8]) -> Result<[(ZIPReader.Entry, [UInt8])], ZIPError> {
        Result { () throws(ZIPError) in
            let reader = try ZIPReader(bytes)
            var entries: [(ZIPReader.Entry, [UInt8])] = []
            for entry in reader.entries { entries.append((entry, try reader.contents(of: entry))) }
            return entries
        }
    }

    @Test("every damaged or cut archive throws or reads back exactly the original entries")
    func damagedArchives() throws {
        #expect(throws: ZIPError.notZIP) { try ZIPReader([1, 2, 3]) }
        for layout in ZIPTests.layouts {
            var zip = ZIPWriter(options: layout.options)
            try zip.add(name: "a.txt", bytes: Array(repeating: 7, count: 300))
            try zip.add(name: "b.bin", bytes: [1, 2, 3], method: .stored)
            let archive = try zip.finish()
            let original = try ZIPTests.readAll(archive).get()
            #expect(original.map { $0.1 } == [Array(repeating: 7, count: 300), [1, 2, 3]])
            for cut in archive.indices {
                // The end of central directory record is the last 22 bytes: every cut loses it.
                let result = ZIPTests.readAll(Array(archive[..<cut]))
                #expect(result.map(\.count) == .failure(.notZIP), "\(layout.label), cut \(cut)")
            }
            for index in archive.indices {
                for mask: UInt8 in [0x01, 0x41, 0xFF] {
                    var bad = archive
                    bad[index] ^= mask
                    // Throwing is a pass; reading is one only when the damage hit a field the
                    // reader does not use (times, versions, attributes, the local copies of the
                    // CRC and sizes) and every entry comes back as written.
                    if case .success(let read) = ZIPTests.readAll(bad) {
                        let label = "\(layout.label), byte \(index) xor \(mask)"
                        #expect(read.map { $0.0 } == original.map { $0.0 }, "\(label)")
                        #expect(read.map { $0.1 } == original.map { $0.1 }, "\(label)")
                    }
                }
            }
        }
    }

    @Test("an entry whose local name differs from its central directory name is rejected")
    func mismatchedNames() throws {
        var zip = ZIPWriter()
        try zip.add(name: "a.txt", bytes: [1, 2, 3], method: .stored)
        var archive = try zip.finish()
        // The local header is 30 bytes, then the name: rename the local copy to "b.txt".
        archive[30] = UInt8(ascii: "b")
        let reader = try ZIPReader(archive)
        #expect(reader.entries.map(\.name) == ["a.txt"])
        #expect(throws: ZIPError.invalidRecord(offset: 30, reason: "local header names another entry")) {
            try reader.contents(of: reader.entries[0])
        }
    }

    /// Every case with distinctive values, and what its message must contain: the entry name, the
    /// byte offset, the method or the reason, or for a case without values what went wrong.
    static let describedErrors: [(ZIPError, [String])] = [
        (
            .invalidName("../b.bin", reason: "it climbs out of the folder"),
            ["\"../b.bin\"", "it climbs out of the folder"]
        ),
        (.duplicateName("b.bin"), ["\"b.bin\"", "already has an entry"]),
        (.sinkFailed("disk full at 4711 bytes"), ["Writing the archive failed", "disk full at 4711 bytes"]),
        (.alreadyFinished, ["already finished"]),
        (.entryInProgress("b.bin"), ["\"b.bin\"", "still open"]),
        (.noEntryInProgress, ["No streamed entry is open"]),
        (.entryTooLarge("b.bin"), ["\"b.bin\"", "4 GiB", "mayExceed4GiB"]),
        (.invalidOption(reason: "DEFLATE level 13 is outside 0...12"), ["DEFLATE level 13 is outside 0...12"]),
        (.notZIP, ["not a ZIP archive", "end-of-central-directory"]),
        (.truncated(offset: 4711), ["ends early", "byte 4711"]),
        (
            .invalidRecord(offset: 4711, reason: "local header names another entry"),
            ["byte 4711", "local header names another entry"]
        ),
        (.unsupportedMethod(name: "b.bin", method: 14), ["\"b.bin\"", "method 14"]),
        (.checksumMismatch(name: "b.bin"), ["\"b.bin\"", "CRC-32"]),
        (
            .compressedData(name: "b.bin", .invalidCode(offset: 4711)),
            ["compressed data of entry \"b.bin\"", "Invalid Huffman code", "byte 4711"]
        ),
    ]

    @Test("every error's message names what went wrong and where", arguments: describedErrors)
    func descriptions(error: ZIPError, needles: [String]) {
        let message = error.description
        #expect(needles.allSatisfy { message.contains($0) }, "\(message)")
    }
}
