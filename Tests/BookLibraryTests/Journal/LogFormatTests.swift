import TestSupport
import Testing

@testable import BookLibrary

/// The cases of LevelDB's `db/log_test.cc`, ported to our reader and writer.
@Suite("Journal log format")
struct LogFormatTests {
    /// A payload of `count` copies of a pattern, like log_test's `BigString`.
    static func big(_ seed: String, _ count: Int) -> [UInt8] {
        let pattern = Array(seed.utf8)
        return (0..<count).map { pattern[$0 % pattern.count] }
    }

    static func write(_ records: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        var offset = 0
        for record in records { LogFormat.append(record, to: &bytes, blockOffset: &offset) }
        return bytes
    }

    static func payloads(_ bytes: [UInt8]) -> [[UInt8]] { LogReader.read(bytes).records.map(\.payload) }

    /// Rewrites a physical record's checksum after a test edits its header, as log_test's `FixChecksum`.
    static func fixChecksum(_ bytes: inout [UInt8], headerOffset: Int, length: Int) {
        let crc = CRC32C.mask(CRC32C.checksum(bytes[headerOffset + 6..<headerOffset + 7 + length]))
        for index in 0..<4 { bytes[headerOffset + index] = UInt8(truncatingIfNeeded: crc >> UInt32(8 * index)) }
    }

    @Test("CRC-32C matches RFC 3720 §B.4 test vectors")
    func crcVectors() {
        #expect(CRC32C.checksum([UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)
        #expect(CRC32C.checksum([UInt8](repeating: 0xFF, count: 32)) == 0x62A8_AB43)
        #expect(CRC32C.checksum((0..<32).map { UInt8($0) }) == 0x46DD_794E)
        #expect(CRC32C.checksum((0..<32).reversed().map { UInt8($0) }) == 0x113F_DB5C)
        #expect(CRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
        let crc = CRC32C.checksum(Array("foo".utf8))
        #expect(CRC32C.mask(crc) != crc)
        #expect(CRC32C.mask(CRC32C.mask(crc)) != crc)
        #expect(CRC32C.unmask(CRC32C.mask(crc)) == crc)
        #expect(CRC32C.unmask(CRC32C.unmask(CRC32C.mask(CRC32C.mask(crc)))) == crc)
    }

    @Test("empty journal reads as end of file")
    func empty() {
        #expect(LogReader.read([]).records.isEmpty)
        #expect(LogReader.read([]).damage.isEmpty)
    }

    @Test("read back what was written")
    func readWrite() {
        let records = [Array("foo".utf8), Array("bar".utf8), [], Array("xxxx".utf8)]
        #expect(Self.payloads(Self.write(records)) == records)
    }

    @Test("many blocks of small records")
    func manyBlocks() {
        let records = (0..<100_000).map { value in Array(String(value).utf8) }
        #expect(Self.payloads(Self.write(records)) == records)
    }

    @Test("fragmentation across blocks")
    func fragmentation() {
        let records = [Array("small".utf8), Self.big("medium", 50_000), Self.big("large", 100_000)]
        let bytes = Self.write(records)
        #expect(Self.payloads(bytes) == records)
        #expect(bytes[LogFormat.headerSize + 5 + 6] == LogFormat.RecordType.first.rawValue)
    }

    @Test("a record ending exactly a header short of the block leaves a 7-byte trailer")
    func marginalTrailer() {
        let n = LogFormat.blockSize - 2 * LogFormat.headerSize
        let records = [Self.big("foo", n), [], Array("bar".utf8)]
        let bytes = Self.write(records)
        #expect(bytes.count == LogFormat.blockSize + LogFormat.headerSize + 3)
        #expect(Self.payloads(bytes) == records)
    }

    @Test("a short trailer is zero-filled and skipped")
    func shortTrailer() {
        let n = LogFormat.blockSize - 2 * LogFormat.headerSize + 4
        let records = [Self.big("foo", n), [], Array("bar".utf8)]
        let bytes = Self.write(records)
        #expect(Array(bytes[LogFormat.blockSize - 3..<LogFormat.blockSize]) == [0, 0, 0])
        #expect(Self.payloads(bytes) == records)
        #expect(LogReader.read(bytes).damage.isEmpty)
    }

    @Test("a record ending exactly at a block boundary")
    func alignedEOF() {
        let n = LogFormat.blockSize - 2 * LogFormat.headerSize + 4
        let bytes = Self.write([Self.big("foo", n)])
        #expect(bytes.count == LogFormat.blockSize - LogFormat.headerSize + 4)
        #expect(Self.payloads(bytes) == [Self.big("foo", n)])
    }

    @Test("random record sizes round-trip")
    func randomRead() {
        var random = SplitMix64(seed: 301)
        let records = (0..<500).map { _ in
            Self.big(String(random.next() % 1000), Int(random.next() % 40_000))
        }
        #expect(Self.payloads(Self.write(records)) == records)
    }

    @Test("an unknown record type with a valid checksum is reported and skipped")
    func badRecordType() {
        var bytes = Self.write([Array("foo".utf8)])
        bytes[6] = 100
        Self.fixChecksum(&bytes, headerOffset: 0, length: 3)
        let result = LogReader.read(bytes)
        #expect(result.records.isEmpty)
        #expect(result.damage.map(\.reason) == ["unknown record type 100"])
        #expect(result.damage.first?.bytes == 10)
    }

    @Test("a truncated last record is a torn tail: dropped, earlier records kept")
    func truncatedTrailingRecord() {
        let bytes = Self.write([Array("foo".utf8), Array("bar".utf8)])
        let result = LogReader.read(Array(bytes.dropLast(1)))
        #expect(result.records.map(\.payload) == [Array("foo".utf8)])
        #expect(result.interiorDamage.isEmpty)
        #expect(result.validEnd == 10)
    }

    @Test("a bad length in the middle is reported; later blocks are still read")
    func badLength() {
        let payload = LogFormat.blockSize - LogFormat.headerSize
        var bytes = Self.write([Self.big("bar", payload), Array("foo".utf8)])
        bytes[4] = 0xFF  // the first record's length now runs past its block
        let result = LogReader.read(bytes)
        #expect(result.records.map(\.payload) == [Array("foo".utf8)])
        #expect(result.damage.map(\.reason) == ["bad record length"])
        #expect(result.interiorDamage.count == 1)
    }

    @Test("a bad length at the end of the file is a torn tail")
    func badLengthAtEnd() {
        var bytes = Self.write([Array("foo".utf8)])
        bytes[4] = 4
        let result = LogReader.read(bytes)
        #expect(result.records.isEmpty)
        #expect(result.interiorDamage.isEmpty)
    }

    @Test("a checksum mismatch drops the rest of the block and is reported")
    func checksumMismatch() {
        var bytes = Self.write([Array("foooooo".utf8), Array("bar".utf8)])
        bytes[0] ^= 1
        let result = LogReader.read(bytes)
        #expect(result.records.isEmpty)
        #expect(result.damage.map(\.reason) == ["checksum mismatch"])
        #expect(result.damage.first?.bytes == bytes.count)
    }

    @Test(
        "fragments out of order are reported, never returned",
        arguments: [LogFormat.RecordType.middle, .last])
    func unexpectedContinuation(type: LogFormat.RecordType) {
        var bytes = Self.write([Array("foo".utf8), Array("bar".utf8)])
        bytes[6] = type.rawValue
        Self.fixChecksum(&bytes, headerOffset: 0, length: 3)
        let result = LogReader.read(bytes)
        #expect(result.records.map(\.payload) == [Array("bar".utf8)])
        #expect(result.damage.map(\.reason) == ["missing start of fragmented record"])
    }

    @Test(
        "a FIRST without its LAST followed by a new record is reported",
        arguments: [LogFormat.RecordType.full, .first])
    func unexpectedStart(next: LogFormat.RecordType) {
        var bytes = Self.write([Array("foo".utf8)])
        bytes[6] = LogFormat.RecordType.first.rawValue
        Self.fixChecksum(&bytes, headerOffset: 0, length: 3)
        var tail: [UInt8] = []
        LogFormat.appendPhysical(next, Array("bar".utf8)[...], to: &tail)
        if next == .first { LogFormat.appendPhysical(.last, Array("baz".utf8)[...], to: &tail) }
        bytes += tail
        let result = LogReader.read(bytes)
        #expect(result.records.map(\.payload) == [Array((next == .full ? "bar" : "barbaz").utf8)])
        #expect(result.damage.map(\.reason) == ["partial record without end"])
    }

    @Test("a missing LAST fragment at the end is ignored as a torn tail")
    func missingLastIsIgnored() {
        let bytes = Self.write([Self.big("bar", LogFormat.blockSize)])
        let result = LogReader.read(Array(bytes.dropLast(14)))
        #expect(result.records.isEmpty)
        #expect(result.interiorDamage.isEmpty)
    }

    @Test("a partial LAST fragment at the end is ignored as a torn tail")
    func partialLastIsIgnored() {
        let bytes = Self.write([Self.big("bar", LogFormat.blockSize)])
        let result = LogReader.read(Array(bytes.dropLast(1)))
        #expect(result.records.isEmpty)
        #expect(result.interiorDamage.isEmpty)
    }

    @Test("a wiped middle block does not join the records on either side")
    func errorJoinsRecords() {
        // first(R1) last(R1) first(R2) last(R2): wiping the block holding last(R1) and first(R2)
        // must not produce first(R1)+last(R2).
        var bytes = Self.write([
            Self.big("foo", LogFormat.blockSize), Self.big("bar", LogFormat.blockSize),
            Array("correct".utf8),
        ])
        for offset in LogFormat.blockSize..<2 * LogFormat.blockSize { bytes[offset] = UInt8(ascii: "x") }
        let result = LogReader.read(bytes)
        #expect(result.records.map(\.payload) == [Array("correct".utf8)])
        let dropped = result.damage.reduce(0) { $0 + $1.bytes }
        #expect(dropped >= 2 * LogFormat.blockSize)
        #expect(!result.interiorDamage.isEmpty)
    }

    @Test("zero-filled space in the middle is reported")
    func zeroedMiddle() {
        var bytes = Self.write([Array("one".utf8)])
        bytes += [UInt8](repeating: 0, count: LogFormat.blockSize - bytes.count)
        bytes += Self.write([Array("two".utf8)])
        let result = LogReader.read(bytes)
        #expect(result.records.map(\.payload) == [Array("one".utf8), Array("two".utf8)])
        #expect(result.interiorDamage.map(\.reason) == ["zeroed record"])
    }

    @Test("truncation at every byte offset of a 1,000-record journal recovers exactly the whole records before the cut")
    func truncationSweep() {
        let records = (0..<1000).map { value in [UInt8(value & 0xFF), UInt8(value >> 8), 0xAB] }
        let bytes = Self.write(records)
        var ends: [Int] = []
        var offset = 0
        for _ in records {
            offset += LogFormat.headerSize + 3
            if offset % LogFormat.blockSize > LogFormat.blockSize - LogFormat.headerSize { offset += 0 }
            ends.append(offset)
        }
        var failures = 0
        for cut in 0...bytes.count {
            let result = LogReader.read(Array(bytes[0..<cut]))
            let expected = ends.filter { $0 <= cut }.count
            if result.records.count != expected || !result.interiorDamage.isEmpty
                || result.records.last.map({ $0.payload != records[expected - 1] }) == true
            {
                failures += 1
            }
        }
        #expect(failures == 0)
    }

    @Test("flipping any single byte never yields a wrong record and always reports damage")
    func corruptionSweep() {
        let records = (0..<200).map { value in Array("record \(value)".utf8) }
        let bytes = Self.write(records)
        var failures = 0
        for position in 0..<bytes.count {
            var damaged = bytes
            damaged[position] ^= 0x20
            let result = LogReader.read(damaged)
            let allGenuine = result.records.allSatisfy { records.contains($0.payload) }
            let lostSomething = result.records.count < records.count
            if !allGenuine || (lostSomething && result.damage.isEmpty) { failures += 1 }
        }
        #expect(failures == 0)
    }
}
