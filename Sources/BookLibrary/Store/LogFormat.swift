/// The journal's on-disk framing, modelled on LevelDB's log format (`doc/log_format.md`).
///
/// The file is a sequence of 32 KiB blocks. Each logical record is stored as one or more physical
/// records, each with a 7-byte header: a masked CRC-32C of the type byte and payload (4 bytes,
/// little-endian), the payload length (2 bytes, little-endian) and the type. A record that does not
/// fit in the rest of a block is split into FIRST, MIDDLE… and LAST fragments; a block tail shorter
/// than a header is filled with zeros.
enum LogFormat {
    /// The block size: 32 KiB.
    static let blockSize = 32_768
    /// Checksum (4) + length (2) + type (1).
    static let headerSize = 7

    /// Physical record types.
    enum RecordType: UInt8 {
        /// Reserved for preallocated (zero-filled) space.
        case zero = 0
        /// A whole logical record.
        case full = 1
        /// The first fragment of a logical record.
        case first = 2
        /// A fragment that is neither first nor last.
        case middle = 3
        /// The last fragment of a logical record.
        case last = 4
    }

    /// Appends the framing of one logical record to `output`.
    ///
    /// - Parameters:
    ///   - payload: The record's bytes.
    ///   - output: The bytes to append to the file.
    ///   - blockOffset: The writer's position within the current block, updated.
    /// - Complexity: O(n) in the payload size.
    static func append(_ payload: [UInt8], to output: inout [UInt8], blockOffset: inout Int) {
        var start = 0
        var isFirst = true
        repeat {
            let leftover = blockSize - blockOffset
            if leftover < headerSize {
                output.append(contentsOf: repeatElement(0, count: leftover))  // block trailer
                blockOffset = 0
            }
            let available = blockSize - blockOffset - headerSize
            let fragmentLength = min(payload.count - start, available)
            let isLast = start + fragmentLength == payload.count
            let type: RecordType =
                switch (isFirst, isLast) {
                case (true, true): .full
                case (true, false): .first
                case (false, true): .last
                case (false, false): .middle
                }
            appendPhysical(type, payload[start..<start + fragmentLength], to: &output)
            blockOffset += headerSize + fragmentLength
            start += fragmentLength
            isFirst = false
        } while start < payload.count
    }

    /// Appends one physical record.
    static func appendPhysical(_ type: RecordType, _ fragment: ArraySlice<UInt8>, to output: inout [UInt8]) {
        let crc = CRC32C.mask(CRC32C.update(CRC32C.checksum(CollectionOfOne(type.rawValue)), fragment))
        output.append(contentsOf: [
            UInt8(truncatingIfNeeded: crc), UInt8(truncatingIfNeeded: crc >> 8), UInt8(truncatingIfNeeded: crc >> 16),
            UInt8(truncatingIfNeeded: crc >> 24), UInt8(truncatingIfNeeded: fragment.count),
            UInt8(truncatingIfNeeded: fragment.count >> 8), type.rawValue,
        ])
        output.append(contentsOf: fragment)
    }
}

/// Reads logical records back from journal bytes, reporting every damaged region.
///
/// Follows LevelDB's `log::Reader`: a physical record with a bad checksum, a length running past its
/// block, or an unknown type makes the reader report the damage and skip to the next block, and
/// fragments that do not form a FIRST…LAST chain are reported and dropped, so records on either side
/// of damage are never joined. Unlike LevelDB, zero-filled headers are reported too, because a
/// zeroed region in the middle of a journal can hide lost records.
struct LogReader {
    /// One recovered logical record: its payload and the byte range of its fragments.
    struct Record: Equatable {
        let payload: [UInt8]
        let start: Int
        let end: Int
    }

    /// A damaged region: where it starts, how many bytes were dropped, and why.
    struct Damage: Equatable {
        let offset: Int
        let bytes: Int
        let reason: String
    }

    /// What reading a whole journal found.
    struct Result: Equatable {
        var records: [Record] = []
        var damage: [Damage] = []
        /// The end of the last intact record; bytes after it are a torn tail.
        var validEnd: Int { records.last?.end ?? 0 }
        /// Damage before the last intact record: real corruption, not a torn tail.
        var interiorDamage: [Damage] { damage.filter { $0.offset < validEnd } }
    }

    private enum Physical {
        case record(LogFormat.RecordType, ArraySlice<UInt8>, start: Int, end: Int)
        case bad(offset: Int, bytes: Int, reason: String)
        case endOfFile
    }

    /// Reads every record of `bytes`.
    ///
    /// - Complexity: O(n).
    static func read(_ bytes: [UInt8]) -> Result {
        var result = Result()
        var position = 0
        var fragments: [UInt8] = []
        var fragmentStart: Int?
        func dropFragments(_ reason: String, at offset: Int) {
            if let start = fragmentStart {
                result.damage.append(Damage(offset: start, bytes: offset - start, reason: reason))
            }
            fragments = []
            fragmentStart = nil
        }
        while true {
            switch readPhysical(bytes, position: &position) {
            case .endOfFile:
                // An unfinished fragmented record at the end: part of the torn tail.
                dropFragments("partial record without end", at: bytes.count)
                return result
            case .bad(let offset, let count, let reason):
                dropFragments("partial record without end", at: offset)
                result.damage.append(Damage(offset: offset, bytes: count, reason: reason))
            case .record(let type, let payload, let start, let end):
                switch type {
                case .full:
                    dropFragments("partial record without end", at: start)
                    result.records.append(Record(payload: Array(payload), start: start, end: end))
                case .first:
                    dropFragments("partial record without end", at: start)
                    fragments = Array(payload)
                    fragmentStart = start
                case .middle:
                    if fragmentStart == nil {
                        result.damage.append(
                            Damage(offset: start, bytes: end - start, reason: "missing start of fragmented record"))
                    } else {
                        fragments.append(contentsOf: payload)
                    }
                case .last:
                    if let first = fragmentStart {
                        fragments.append(contentsOf: payload)
                        result.records.append(Record(payload: fragments, start: first, end: end))
                        fragments = []
                        fragmentStart = nil
                    } else {
                        result.damage.append(
                            Damage(offset: start, bytes: end - start, reason: "missing start of fragmented record"))
                    }
                case .zero:
                    dropFragments("partial record without end", at: start)
                    result.damage.append(Damage(offset: start, bytes: end - start, reason: "zeroed record"))
                }
            }
        }
    }

    /// Reads the next physical record at `position`, skipping block trailers.
    private static func readPhysical(_ bytes: [UInt8], position: inout Int) -> Physical {
        while true {
            if position >= bytes.count { return .endOfFile }
            let fullBlockEnd = (position / LogFormat.blockSize + 1) * LogFormat.blockSize
            let blockEnd = min(bytes.count, fullBlockEnd)
            if blockEnd - position < LogFormat.headerSize {
                if fullBlockEnd <= bytes.count {
                    position = blockEnd  // a block trailer
                    continue
                }
                let start = position
                position = bytes.count
                return .bad(offset: start, bytes: bytes.count - start, reason: "truncated header")
            }
            let start = position
            let length = Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8
            let rawType = bytes[start + 6]
            let end = start + LogFormat.headerSize + length
            if end > blockEnd {
                position = blockEnd
                return .bad(offset: start, bytes: blockEnd - start, reason: "bad record length")
            }
            let stored =
                UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]) << 16
                | UInt32(bytes[start + 3]) << 24
            if rawType == 0 && length == 0 && stored == 0 {
                position = blockEnd
                return .record(.zero, [], start: start, end: blockEnd)
            }
            let actual = CRC32C.update(CRC32C.checksum(CollectionOfOne(rawType)), bytes[start + 7..<end])
            guard CRC32C.unmask(stored) == actual else {
                position = blockEnd
                return .bad(offset: start, bytes: blockEnd - start, reason: "checksum mismatch")
            }
            position = end
            guard let type = LogFormat.RecordType(rawValue: rawType) else {
                return .bad(offset: start, bytes: end - start, reason: "unknown record type \(rawType)")
            }
            return .record(type, bytes[start + 7..<end], start: start, end: end)
        }
    }
}
