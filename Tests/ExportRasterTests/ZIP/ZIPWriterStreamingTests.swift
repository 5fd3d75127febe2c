import TestSupport
import Testing

@testable import ExportRaster

@Suite("ZIP streamed entries")
struct ZIPWriterStreamingTests {
    /// Splits `bytes` into pieces of `size` (the last one shorter).
    private func pieces(_ bytes: [UInt8], size: Int) -> [ArraySlice<UInt8>] {
        stride(from: 0, to: bytes.count, by: size).map { bytes[$0..<min($0 + size, bytes.count)] }
    }

    @Test("streamed entries round-trip at every chunk size", arguments: [1, 7, 4096, 65_536, 200_000])
    func roundTrip(chunkSize: Int) throws {
        var random = SplitMix64(seed: 31)
        let text = random.text(150_000)
        let noise = random.bytes(20_000)
        var zip = ZIPWriter()
        try zip.add(name: "whole.txt", bytes: text)
        try zip.beginEntry(name: "streamed.txt", method: .deflated(level: 6))
        for piece in pieces(text, size: chunkSize) { try zip.appendEntryData(piece) }
        try zip.endEntry()
        try zip.beginEntry(name: "noise.bin", method: .stored)
        for piece in pieces(noise, size: chunkSize) { try zip.appendEntryData(piece) }
        try zip.endEntry()
        try zip.beginEntry(name: "empty.txt", method: .deflated(level: 1))
        try zip.endEntry()
        try zip.beginEntry(name: "empty.png")
        try zip.endEntry()
        let archive = try zip.finish()
        let reader = try ZIPReader(archive)
        #expect(reader.entries.map(\.name) == ["whole.txt", "streamed.txt", "noise.bin", "empty.txt", "empty.png"])
        // A streamed entry is deflated as asked even when that does not shrink it (the empty one).
        #expect(reader.entries.map(\.method) == [8, 8, 0, 8, 0])
        for (entry, expected) in Swift.zip(reader.entries, [text, text, noise, [], []]) {
            #expect(try reader.contents(of: entry) == expected)
            #expect(entry.crc32 == CRC32.checksum(expected))
        }
        #expect(reader.entries[1].compressedSize < text.count / 2)
    }

    @Test("a streamed entry defers its CRC and sizes to a data descriptor (APPNOTE §4.3.9)")
    func dataDescriptor() throws {
        var zip = ZIPWriter()
        try zip.beginEntry(name: "a.bin", method: .stored)
        try zip.appendEntryData([1, 2, 3])
        try zip.appendEntryData([4, 5])
        try zip.endEntry()
        let archive = try zip.finish()
        // Local header: flags bit 3 at offset 6; CRC and both sizes zero at offsets 14..<26.
        #expect(archive[6] == 0x08)
        #expect(Array(archive[14..<26]) == [UInt8](repeating: 0, count: 12))
        // After the 30-byte header, the name and the data: signature, CRC-32, 4-byte sizes.
        // CRC-32 of 01 02 03 04 05 is 0x470B99F4 (Python: zlib.crc32(bytes([1, 2, 3, 4, 5]))).
        let descriptor = Array(archive[(30 + 5 + 5)..<(30 + 5 + 5 + 16)])
        #expect(descriptor == [0x50, 0x4B, 0x07, 0x08, 0xF4, 0x99, 0x0B, 0x47, 5, 0, 0, 0, 5, 0, 0, 0])
    }

    @Test("a streamed entry that may pass 4 GiB has a ZIP64 local header and an 8-byte descriptor")
    func declaredZIP64() throws {
        var zip = ZIPWriter()
        try zip.beginEntry(name: "b", method: .stored, mayExceed4GiB: true)
        try zip.appendEntryData([9])
        try zip.endEntry()
        let archive = try zip.finish()
        // Version needed 4.5; sentinel sizes; extra field: ID 1, 16 bytes of zero sizes.
        #expect(Array(archive[4..<6]) == [45, 0])
        #expect(Array(archive[18..<26]) == [UInt8](repeating: 0xFF, count: 8))
        #expect(Array(archive[28..<30]) == [20, 0])
        #expect(Array(archive[31..<35]) == [1, 0, 16, 0])
        // CRC-32 of the single byte 09 is 0xABDE5729 (Python: zlib.crc32(b"\x09")).
        let descriptor = Array(archive[(30 + 1 + 20 + 1)..<(30 + 1 + 20 + 1 + 24)])
        #expect(
            descriptor == [0x50, 0x4B, 0x07, 0x08, 0x29, 0x57, 0xDE, 0xAB] + [1, 0, 0, 0, 0, 0, 0, 0] + [
                1, 0, 0, 0, 0, 0, 0, 0,
            ])
        let reader = try ZIPReader(archive)
        #expect(try reader.contents(of: reader.entries[0]) == [9])
    }

    @Test("progress is reported when a streamed entry ends")
    func progress() throws {
        let log = ProgressLog()
        var options = ZIPWriter.Options()
        options.progress = { log.reports.append($0) }
        var zip = ZIPWriter(sink: MemorySink(), options: options)
        try zip.beginEntry(name: "s.txt", method: .stored)
        try zip.appendEntryData(Array("hello".utf8))
        #expect(log.reports.isEmpty)
        try zip.endEntry()
        #expect(log.reports.map(\.name) == ["s.txt"])
        #expect(log.reports.first?.uncompressedSize == 5)
        #expect(log.reports.first?.archiveBytesWritten == 30 + 5 + 5 + 16)
    }

    @Test("streaming calls out of order are errors")
    func misuse() throws {
        var zip = ZIPWriter()
        #expect(throws: ZIPError.noEntryInProgress) { try zip.appendEntryData([1]) }
        #expect(throws: ZIPError.noEntryInProgress) { try zip.endEntry() }
        try zip.beginEntry(name: "open.txt")
        #expect(throws: ZIPError.entryInProgress("open.txt")) { try zip.add(name: "other", bytes: []) }
        #expect(throws: ZIPError.entryInProgress("open.txt")) { try zip.beginEntry(name: "other") }
        #expect(throws: ZIPError.entryInProgress("open.txt")) { try zip.finish() }
        try zip.endEntry()
        #expect(throws: ZIPError.duplicateName("open.txt")) { try zip.beginEntry(name: "open.txt") }
        #expect(throws: ZIPError.invalidName("../x", reason: "contains a .. component")) {
            try zip.beginEntry(name: "../x")
        }
        #expect(throws: ZIPError.invalidOption(reason: "DEFLATE level -1 is outside 0...12")) {
            try zip.beginEntry(name: "y", method: .deflated(level: -1))
        }
        try zip.finish()
        #expect(throws: ZIPError.alreadyFinished) { try zip.beginEntry(name: "late") }
    }

    @Test("after the sink fails, every call reports that failure")
    func brokenAfterSinkFailure() throws {
        var zip = ZIPWriter(sink: FailingSink(capacity: 100))
        try zip.beginEntry(name: "a.bin", method: .stored)
        #expect(throws: ZIPError.self) { try zip.appendEntryData([UInt8](repeating: 1, count: 200)) }
        #expect(throws: ZIPError.sinkFailed("Full()")) { try zip.appendEntryData([1]) }
        #expect(throws: ZIPError.sinkFailed("Full()")) { try zip.endEntry() }
        #expect(throws: ZIPError.sinkFailed("Full()")) { try zip.add(name: "b", bytes: []) }
        #expect(throws: ZIPError.sinkFailed("Full()")) { try zip.finish() }
    }
}
