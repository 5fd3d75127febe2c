import TestSupport
import Testing

@testable import ExportRaster

/// `ZIPReader` takes a whole archive, so the one place where bytes could arrive in pieces is an
/// entry's deflated data: the reader must give exactly what a stream decoder gives for the same
/// data fed in any split, with the same output limit (the entry's declared size), including the
/// same error at the same offset when the data is damaged or larger than declared.
@Suite("ZIP reader: entry data decodes the same however it is split")
struct ZIPReaderSplitTests {
    /// What `ZIPReader.contents(of:)` must return for `entry`, computed by feeding its deflated
    /// `data` to an `InflateStream` in `pieces` and checking the CRC-32 and size as APPNOTE
    /// §4.4.7 and §4.4.9 require.
    static func streamedContents(
        of entry: ZIPReader.Entry, pieces: [ArraySlice<UInt8>]
    ) -> Result<[UInt8], ZIPError> {
        let output = RandomSplitTests.streamed(
            pieces, format: .deflate, options: .init(outputLimit: entry.uncompressedSize))
        return Result { () throws(ZIPError) in
            switch output {
            case .failure(let error): throw .compressedData(name: entry.name, error)
            case .success(let bytes):
                guard bytes.count == entry.uncompressedSize, CRC32.checksum(bytes) == entry.crc32 else {
                    throw .checksumMismatch(name: entry.name)
                }
                return bytes
            }
        }
    }

    /// The offset of each central directory header of a small archive without ZIP64 records.
    static func centralHeaders(_ archive: [UInt8]) -> [Int] {
        let end = archive.count - 22
        var offset = Int(archive.littleEndian(UInt32.self, at: end + 16) ?? 0)
        var offsets: [Int] = []
        while offset < end {
            offsets.append(offset)
            let variable = [28, 30, 32].reduce(0) { $0 + Int(archive.littleEndian(UInt16.self, at: offset + $1) ?? 0) }
            offset += 46 + variable
        }
        return offsets
    }

    @Test("intact, damaged and under-declared entries read the same as their data streamed in random splits")
    func entriesInRandomSplits() throws {
        var random = SplitMix64(seed: 0x2119)
        for round in 0..<60 {
            var zip = ZIPWriter()
            let inputs = (0..<3).map { index in
                index == 0 ? random.text(Int.random(in: 100...30_000, using: &random)) : random.structured(5000)
            }
            for (index, input) in inputs.enumerated() {
                try zip.add(name: "\(index).txt", bytes: input, method: .deflated(level: round % 9 + 1))
            }
            var archive = try zip.finish()
            let clean = try ZIPReader(archive)
            #expect(clean.entries.map(\.method) == [8, 8, 8])
            var label = "round \(round)"
            let target = clean.entries[round % 3]
            let dataStart = target.localHeaderOffset + 30 + target.name.utf8.count
            switch round % 3 {
            case 1:
                // Damage inside the deflated data of one entry.
                let index = dataStart + Int.random(in: 0..<target.compressedSize, using: &random)
                let mask = UInt8.random(in: 1...255, using: &random)
                archive[index] ^= mask
                label += ", byte \(index) xor \(mask)"
            case 2:
                // Declare fewer bytes than the data holds: the declared size is the output limit.
                let header = ZIPReaderSplitTests.centralHeaders(archive)[round % 3]
                let declared = UInt32(Int.random(in: 0..<target.uncompressedSize, using: &random))
                var patched = archive[..<(header + 24)] + [UInt8](littleEndian: declared)
                patched += archive[(header + 28)...]
                archive = Array(patched)
                label += ", declared size \(declared)"
            default: break
            }
            let reader = try ZIPReader(archive)
            for entry in reader.entries {
                let start = entry.localHeaderOffset + 30 + entry.name.utf8.count
                let data = Array(archive[start..<start + entry.compressedSize])
                let expected = Result { () throws(ZIPError) in try reader.contents(of: entry) }
                if entry.name == target.name, round % 3 == 2 {
                    let limit = entry.uncompressedSize
                    #expect(
                        expected.map(\.count)
                            == .failure(.compressedData(name: entry.name, .outputLimitExceeded(limit: limit))),
                        "\(label)")
                } else if entry.name != target.name || round % 3 == 0 {
                    #expect(expected == .success(inputs[clean.entries.firstIndex(of: entry) ?? 0]), "\(label)")
                }
                for _ in 0..<3 {
                    let pieces = randomSplits(data, using: &random)
                    let streamed = ZIPReaderSplitTests.streamedContents(of: entry, pieces: pieces)
                    #expect(streamed == expected, "\(label), \(entry.name) in pieces \(pieces.map(\.count))")
                }
            }
        }
    }
}
