import TestSupport
import Testing

@testable import ExportRaster

/// Keeps small writes (headers, descriptors, directory records) with their archive offsets and
/// only counts large ones (entry data), so a > 4 GiB archive streams through in little memory.
struct HeaderKeepingSink: ByteSink {
    var count = 0
    var kept: [(offset: Int, bytes: [UInt8])] = []

    mutating func write(_ bytes: [UInt8]) {
        if bytes.count < 4096 { kept.append((count, bytes)) }
        count += bytes.count
    }

    /// The `length` bytes at `offset`, which must lie inside one kept write.
    func bytes(at offset: Int, _ length: Int) -> [UInt8] {
        guard let write = kept.last(where: { $0.offset <= offset }), offset + length <= write.offset + write.bytes.count
        else { return [] }
        return Array(write.bytes[(offset - write.offset)..<(offset - write.offset + length)])
    }
}

/// Little-endian bytes of `value` in `width` bytes, written out independently of the writer.
private func le(_ value: Int, _ width: Int) -> [UInt8] {
    (0..<width).map { UInt8((value >> (8 * $0)) & 0xFF) }
}

@Suite("ZIP64 with an entry larger than 4 GiB")
struct ZIP64LargeEntryTests {
    /// 1 MiB of `i % 251`, the same prefix the cross-check streams before its 4 GiB of zeros.
    static let pattern = (0..<(1 << 20)).map { UInt8($0 % 251) }
    static let fourGiB = 1 << 32

    @Test("zero runs change the CRC-32 as scanning them would")
    func zeroRunCRC() {
        var random = SplitMix64(seed: 5)
        for count in [0, 1, 3, 8, 100, 4096, 65_537] {
            let data = random.bytes(37)
            let extended = ZIPWriter.crcAppendingZeros(CRC32.checksum(data), count: count)
            #expect(extended == CRC32.checksum(data + [UInt8](repeating: 0, count: count)))
        }
        // Python: zlib.crc32(bytes(0xFFFFFFFE)) == 0x0F6A7026.
        #expect(ZIPWriter.crcAppendingZeros(0, count: 0xFFFF_FFFE) == 0x0F6A_7026)
    }

    /// An archive of "big.bin" (stored, streamed: `pattern` then 4 GiB of zeros) and then
    /// "after.txt" (stored, "after"), whose local header lies past 4 GiB.
    private func largeArchive() throws -> HeaderKeepingSink {
        var zip = ZIPWriter(sink: HeaderKeepingSink())
        try zip.beginEntry(name: "big.bin", method: .stored, mayExceed4GiB: true)
        try zip.appendEntryData(Self.pattern)
        try zip.appendEntryZeros(count: Self.fourGiB)
        try zip.endEntry()
        try zip.add(name: "after.txt", bytes: Array("after".utf8), method: .stored)
        try zip.finish()
        return zip.sink as? HeaderKeepingSink ?? HeaderKeepingSink()
    }

    @Test("local header, data descriptor, central headers and end records follow APPNOTE 6.3 for a 4 GiB + 1 MiB entry")
    func largeEntryRecords() throws {
        let sink = try largeArchive()
        let size = Self.fourGiB + (1 << 20)  // 4,296,015,872 = 0x1_0010_0000
        // Python: zlib.crc32 over the 1 MiB pattern then 4 GiB of zeros == 0xBEEB7400.
        let crc = 0xBEEB_7400
        let dosDate = 1 << 5 | 1  // 1980-01-01 (APPNOTE §4.4.6)

        // §4.3.7 local header with the §4.5.3 ZIP64 extra field: version 4.5, flags bit 3, stored,
        // CRC 0 (deferred), both sizes 0xFFFFFFFF, name, then ID 1, 16 bytes, sizes 0 (deferred).
        let local =
            [0x50, 0x4B, 0x03, 0x04] + le(45, 2) + le(8, 2) + le(0, 2) + le(0, 2) + le(dosDate, 2) + le(0, 4)
            + le(0xFFFF_FFFF, 4) + le(0xFFFF_FFFF, 4) + le(7, 2) + le(20, 2) + Array("big.bin".utf8)
            + le(1, 2) + le(16, 2) + le(0, 8) + le(0, 8)
        #expect(sink.bytes(at: 0, local.count) == local)

        // §4.3.9 data descriptor with 8-byte sizes (§4.3.9.2: the local header had ZIP64 extra).
        let descriptorOffset = local.count + size
        let descriptor = [0x50, 0x4B, 0x07, 0x08] + le(crc, 4) + le(size, 8) + le(size, 8)
        #expect(sink.bytes(at: descriptorOffset, 24) == descriptor)

        // The second local header starts past 4 GiB.
        let afterOffset = descriptorOffset + 24
        #expect(afterOffset > 0xFFFF_FFFF)
        #expect(sink.bytes(at: afterOffset, 4) == [0x50, 0x4B, 0x03, 0x04])
        let directoryOffset = afterOffset + 30 + 9 + 5

        // §4.3.12 central headers: sentinels in the overflowing fields, and ZIP64 extra fields
        // holding exactly those values, in the order uncompressed, compressed, offset.
        let bigCentral =
            [0x50, 0x4B, 0x01, 0x02] + le(0x032D, 2) + le(45, 2) + le(8, 2) + le(0, 2) + le(0, 2) + le(dosDate, 2)
            + le(crc, 4) + le(0xFFFF_FFFF, 4) + le(0xFFFF_FFFF, 4) + le(7, 2) + le(20, 2) + le(0, 2) + le(0, 2)
            + le(0, 2) + le(0o100644 << 16, 4) + le(0, 4) + Array("big.bin".utf8)
            + le(1, 2) + le(16, 2) + le(size, 8) + le(size, 8)
        #expect(sink.bytes(at: directoryOffset, bigCentral.count) == bigCentral)
        // Python: zlib.crc32(b"after") == 0x89444E41.
        let afterCentral =
            [0x50, 0x4B, 0x01, 0x02] + le(0x032D, 2) + le(45, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(dosDate, 2)
            + le(0x8944_4E41, 4) + le(5, 4) + le(5, 4) + le(9, 2) + le(12, 2) + le(0, 2) + le(0, 2)
            + le(0, 2) + le(0o100644 << 16, 4) + le(0xFFFF_FFFF, 4) + Array("after.txt".utf8)
            + le(1, 2) + le(8, 2) + le(afterOffset, 8)
        #expect(sink.bytes(at: directoryOffset + bigCentral.count, afterCentral.count) == afterCentral)
        let directorySize = bigCentral.count + afterCentral.count

        // §4.3.14 ZIP64 end of central directory record (56 bytes), then the §4.3.15 locator.
        let recordOffset = directoryOffset + directorySize
        let record =
            [0x50, 0x4B, 0x06, 0x06] + le(44, 8) + le(45, 2) + le(45, 2) + le(0, 4) + le(0, 4) + le(2, 8) + le(2, 8)
            + le(directorySize, 8) + le(directoryOffset, 8)
        let locator = [0x50, 0x4B, 0x06, 0x07] + le(0, 4) + le(recordOffset, 8) + le(1, 4)
        #expect(sink.bytes(at: recordOffset, 76) == record + locator)

        // §4.3.16 end record: the directory offset does not fit, so it holds 0xFFFFFFFF.
        let end =
            [0x50, 0x4B, 0x05, 0x06] + le(0, 2) + le(0, 2) + le(2, 2) + le(2, 2) + le(directorySize, 4)
            + le(0xFFFF_FFFF, 4) + le(0, 2)
        #expect(sink.bytes(at: recordOffset + 76, 22) == end)
        #expect(sink.count == recordOffset + 76 + 22)
    }

    @Test("an entry of 0xFFFFFFFE bytes needs no ZIP64 field; 0xFFFFFFFF bytes needs mayExceed4GiB")
    func boundary() throws {
        var zip = ZIPWriter(sink: HeaderKeepingSink())
        try zip.beginEntry(name: "edge.bin", method: .stored)
        try zip.appendEntryZeros(count: 0xFFFF_FFFE)
        try zip.endEntry()
        try zip.finish()
        let sink = zip.sink as? HeaderKeepingSink ?? HeaderKeepingSink()
        // Local header version 2.0, no extra field; 4-byte descriptor sizes.
        #expect(sink.bytes(at: 4, 2) == le(20, 2))
        #expect(sink.bytes(at: 28, 2) == le(0, 2))
        let descriptorOffset = 30 + 8 + 0xFFFF_FFFE
        // Python: zlib.crc32(bytes(0xFFFFFFFE)) == 0x0F6A7026.
        #expect(
            sink.bytes(at: descriptorOffset, 16)
                == [0x50, 0x4B, 0x07, 0x08] + le(0x0F6A_7026, 4) + le(0xFFFF_FFFE, 4) + le(0xFFFF_FFFE, 4))
        // The central header has real sizes and no extra field, but the directory starts past
        // 4 GiB, so the end records are ZIP64 ones.
        let directoryOffset = descriptorOffset + 16
        #expect(sink.bytes(at: directoryOffset + 20, 8) == le(0xFFFF_FFFE, 4) + le(0xFFFF_FFFE, 4))
        #expect(sink.bytes(at: directoryOffset + 30, 2) == le(0, 2))
        #expect(sink.bytes(at: directoryOffset + 46 + 8, 4) == [0x50, 0x4B, 0x06, 0x06])

        var tooBig = ZIPWriter(sink: HeaderKeepingSink())
        try tooBig.beginEntry(name: "over.bin", method: .stored)
        #expect(throws: ZIPError.entryTooLarge("over.bin")) { try tooBig.appendEntryZeros(count: 0xFFFF_FFFF) }
        // Nothing past 4 GiB was written, and the broken archive cannot be finished.
        #expect((tooBig.sink as? HeaderKeepingSink)?.count ?? 0 < 0xFFFF_FFFF)
        #expect(throws: ZIPError.entryTooLarge("over.bin")) { try tooBig.finish() }
    }
}
