/// Reads the entries of a ZIP archive held in memory (stored and deflated entries, ZIP64).
///
/// Every offset and size is checked against the data before use, so damaged archives throw a
/// ``ZIPError`` instead of trapping.
///
/// ```swift
/// let reader = try ZIPReader(archive)
/// for entry in reader.entries { let bytes = try reader.contents(of: entry) }
/// ```
public struct ZIPReader: Sendable {
    /// One central-directory entry.
    public struct Entry: Sendable, Equatable {
        /// The entry name, decoded as UTF-8.
        public var name: String
        /// 0 (stored) or 8 (deflated); others are listed but cannot be read.
        public var method: Int
        /// CRC-32 of the uncompressed data.
        public var crc32: UInt32
        /// Size of the stored data.
        public var compressedSize: Int
        /// Size after decompression.
        public var uncompressedSize: Int
        /// Offset of the local header.
        var localHeaderOffset: Int
    }

    private let bytes: [UInt8]
    /// The entries in central-directory order.
    public let entries: [Entry]

    /// Parses the end records and the central directory of `bytes`.
    ///
    /// - Complexity: O(n) to find the end record, then O(entries).
    public init(_ bytes: [UInt8]) throws(ZIPError) {
        self.bytes = bytes
        guard bytes.count >= 22 else { throw .notZIP }
        var endOffset = -1
        var candidate = bytes.count - 22
        while candidate >= max(0, bytes.count - 22 - 65535) {
            if ZIPReader.u32(bytes, candidate) == 0x0605_4B50 {
                endOffset = candidate
                break
            }
            candidate -= 1
        }
        guard endOffset >= 0 else { throw .notZIP }
        var count = Int(ZIPReader.u16(bytes, endOffset + 10))
        var directorySize = Int(ZIPReader.u32(bytes, endOffset + 12))
        var directoryOffset = Int(ZIPReader.u32(bytes, endOffset + 16))
        let locator = endOffset - 20
        if locator >= 0 && ZIPReader.u32(bytes, locator) == 0x0706_4B50 {
            let record = ZIPReader.u64(bytes, locator + 8)
            guard record >= 0, record + 56 <= bytes.count, ZIPReader.u32(bytes, record) == 0x0606_4B50 else {
                throw .invalidRecord(offset: locator, reason: "ZIP64 locator points to no ZIP64 end record")
            }
            count = ZIPReader.u64(bytes, record + 32)
            directorySize = ZIPReader.u64(bytes, record + 40)
            directoryOffset = ZIPReader.u64(bytes, record + 48)
        }
        guard directoryOffset >= 0, directorySize >= 0, directoryOffset <= bytes.count,
            directorySize <= bytes.count - directoryOffset, count >= 0, count <= directorySize / 46
        else { throw .invalidRecord(offset: endOffset, reason: "central directory lies outside the archive") }
        var entries: [Entry] = []
        var offset = directoryOffset
        for _ in 0..<count {
            guard offset + 46 <= bytes.count else { throw .truncated(offset: bytes.count) }
            guard ZIPReader.u32(bytes, offset) == 0x0201_4B50 else {
                throw .invalidRecord(offset: offset, reason: "missing central header signature")
            }
            let nameLength = Int(ZIPReader.u16(bytes, offset + 28))
            let extraLength = Int(ZIPReader.u16(bytes, offset + 30))
            let commentLength = Int(ZIPReader.u16(bytes, offset + 32))
            let end = offset + 46 + nameLength + extraLength + commentLength
            guard end <= bytes.count else { throw .truncated(offset: bytes.count) }
            var compressed = Int(ZIPReader.u32(bytes, offset + 20))
            var uncompressed = Int(ZIPReader.u32(bytes, offset + 24))
            var local = Int(ZIPReader.u32(bytes, offset + 42))
            // ZIP64 extended information (APPNOTE §4.5.3): only the fields that overflowed, in order.
            var extra = offset + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let id = ZIPReader.u16(bytes, extra)
                let size = Int(ZIPReader.u16(bytes, extra + 2))
                guard extra + 4 + size <= extraEnd else {
                    throw .invalidRecord(offset: extra, reason: "extra field runs past its header")
                }
                if id == 1 {
                    var field = extra + 4
                    for keyPath in [0, 1, 2] {
                        let overflowed =
                            keyPath == 0
                            ? uncompressed == 0xFFFF_FFFF
                            : keyPath == 1 ? compressed == 0xFFFF_FFFF : local == 0xFFFF_FFFF
                        guard overflowed else { continue }
                        guard field + 8 <= extra + 4 + size else {
                            throw .invalidRecord(offset: extra, reason: "ZIP64 field too short")
                        }
                        let value = ZIPReader.u64(bytes, field)
                        if keyPath == 0 {
                            uncompressed = value
                        } else if keyPath == 1 {
                            compressed = value
                        } else {
                            local = value
                        }
                        field += 8
                    }
                }
                extra += 4 + size
            }
            entries.append(
                Entry(
                    name: String(decoding: bytes[offset + 46..<offset + 46 + nameLength], as: UTF8.self),
                    method: Int(ZIPReader.u16(bytes, offset + 10)), crc32: ZIPReader.u32(bytes, offset + 16),
                    compressedSize: compressed, uncompressedSize: uncompressed, localHeaderOffset: local))
            offset = end
        }
        self.entries = entries
    }

    /// The uncompressed data of `entry`, verified against its CRC-32 and size.
    ///
    /// - Complexity: O(entry size).
    public func contents(of entry: Entry) throws(ZIPError) -> [UInt8] {
        let local = entry.localHeaderOffset
        guard local >= 0, local <= bytes.count - 30 else { throw .truncated(offset: bytes.count) }
        guard ZIPReader.u32(bytes, local) == 0x0403_4B50 else {
            throw .invalidRecord(offset: local, reason: "missing local header signature")
        }
        let start = local + 30 + Int(ZIPReader.u16(bytes, local + 26)) + Int(ZIPReader.u16(bytes, local + 28))
        guard entry.compressedSize >= 0, start <= bytes.count, entry.compressedSize <= bytes.count - start else {
            throw .truncated(offset: bytes.count)
        }
        let data = bytes[start..<start + entry.compressedSize]
        let output: [UInt8]
        switch entry.method {
        case 0: output = Array(data)
        case 8:
            do {
                output = try Inflate.decompress(data, options: .init(outputLimit: max(0, entry.uncompressedSize)))
            } catch {
                throw .compressedData(name: entry.name, error)
            }
        default: throw .unsupportedMethod(name: entry.name, method: entry.method)
        }
        guard output.count == entry.uncompressedSize, CRC32.checksum(output) == entry.crc32 else {
            throw .checksumMismatch(name: entry.name)
        }
        return output
    }

    static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    static func u64(_ bytes: [UInt8], _ offset: Int) -> Int {
        guard offset >= 0, offset + 8 <= bytes.count else { return -1 }
        let value = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
        return value > UInt64(Int.max) ? -1 : Int(value)
    }
}
