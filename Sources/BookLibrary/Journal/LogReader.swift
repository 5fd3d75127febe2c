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
