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
        let endOffset = try ZIPReader.endRecordOffset(bytes)
        var count = Int(try ZIPReader.field(UInt16.self, bytes, endOffset + 10))
        var directorySize = Int(try ZIPReader.field(UInt32.self, bytes, endOffset + 12))
        var directoryOffset = Int(try ZIPReader.field(UInt32.self, bytes, endOffset + 16))
        let locator = endOffset - 20
        if locator >= 0 && bytes.littleEndian(UInt32.self, at: locator) == 0x0706_4B50 {
            let missing = ZIPError.invalidRecord(offset: locator, reason: "ZIP64 locator points to no ZIP64 end record")
            let record = try ZIPReader.size(bytes, locator + 8, orThrow: missing)
            guard record <= bytes.count - 56, bytes.littleEndian(UInt32.self, at: record) == 0x0606_4B50 else {
                throw missing
            }
            let outside = ZIPError.invalidRecord(offset: record, reason: "ZIP64 end record field above 2^63 - 1")
            count = try ZIPReader.size(bytes, record + 32, orThrow: outside)
            directorySize = try ZIPReader.size(bytes, record + 40, orThrow: outside)
            directoryOffset = try ZIPReader.size(bytes, record + 48, orThrow: outside)
        }
        guard directoryOffset <= bytes.count, directorySize <= bytes.count - directoryOffset,
            count <= directorySize / 46
        else { throw .invalidRecord(offset: endOffset, reason: "central directory lies outside the archive") }
        var entries: [Entry] = []
        var offset = directoryOffset
        for _ in 0..<count {
            let entry = try ZIPReader.centralEntry(bytes, at: offset)
            entries.append(entry.entry)
            offset = entry.end
        }
        self.entries = entries
    }

    /// APPNOTE §4.3.16: the end of central directory record is the last 22 bytes, or ends in a
    /// comment of at most 65,535 bytes; the search goes backwards from the end.
    /// - Complexity: O(min(n, 65,557)).
    private static func endRecordOffset(_ bytes: [UInt8]) throws(ZIPError) -> Int {
        guard bytes.count >= 22 else { throw .notZIP }
        var candidate = bytes.count - 22
        while candidate >= max(0, bytes.count - 22 - 65535) {
            if bytes.littleEndian(UInt32.self, at: candidate) == 0x0605_4B50 { return candidate }
            candidate -= 1
        }
        throw .notZIP
    }

    /// The central directory header at `offset` (APPNOTE §4.3.12) and the offset just past it,
    /// with sizes and offset taken from its ZIP64 extended information where they overflowed.
    private static func centralEntry(_ bytes: [UInt8], at offset: Int) throws(ZIPError) -> (entry: Entry, end: Int) {
        guard offset <= bytes.count - 46 else { throw .truncated(offset: bytes.count) }
        guard bytes.littleEndian(UInt32.self, at: offset) == 0x0201_4B50 else {
            throw .invalidRecord(offset: offset, reason: "missing central header signature")
        }
        let nameLength = Int(try field(UInt16.self, bytes, offset + 28))
        let extraLength = Int(try field(UInt16.self, bytes, offset + 30))
        let commentLength = Int(try field(UInt16.self, bytes, offset + 32))
        let end = offset + 46 + nameLength + extraLength + commentLength
        guard end <= bytes.count else { throw .truncated(offset: bytes.count) }
        // The fields the ZIP64 extra field may replace, in the order it stores them (§4.5.3).
        var sizes = [
            Int(try field(UInt32.self, bytes, offset + 24)), Int(try field(UInt32.self, bytes, offset + 20)),
            Int(try field(UInt32.self, bytes, offset + 42)),
        ]
        var extra = offset + 46 + nameLength
        let extraEnd = extra + extraLength
        while extra + 4 <= extraEnd {
            let id = try field(UInt16.self, bytes, extra)
            let size = Int(try field(UInt16.self, bytes, extra + 2))
            guard extra + 4 + size <= extraEnd else {
                throw .invalidRecord(offset: extra, reason: "extra field runs past its header")
            }
            if id == 1 {
                // Only the fields that overflowed are present, in order.
                var field = extra + 4
                for index in sizes.indices where sizes[index] == 0xFFFF_FFFF {
                    guard field + 8 <= extra + 4 + size else {
                        throw .invalidRecord(offset: extra, reason: "ZIP64 field too short")
                    }
                    sizes[index] = try ZIPReader.size(
                        bytes, field,
                        orThrow: .invalidRecord(offset: extra, reason: "ZIP64 field above 2^63 - 1"))
                    field += 8
                }
            }
            extra += 4 + size
        }
        let entry = Entry(
            name: String(decoding: bytes[offset + 46..<offset + 46 + nameLength], as: UTF8.self),
            method: Int(try field(UInt16.self, bytes, offset + 10)), crc32: try field(UInt32.self, bytes, offset + 16),
            compressedSize: sizes[1], uncompressedSize: sizes[0], localHeaderOffset: sizes[2])
        return (entry, end)
    }

    /// The uncompressed data of `entry`, verified against its CRC-32 and size.
    ///
    /// - Complexity: O(entry size).
    public func contents(of entry: Entry) throws(ZIPError) -> [UInt8] {
        let local = entry.localHeaderOffset
        guard local >= 0, local <= bytes.count - 30 else { throw .truncated(offset: bytes.count) }
        guard bytes.littleEndian(UInt32.self, at: local) == 0x0403_4B50 else {
            throw .invalidRecord(offset: local, reason: "missing local header signature")
        }
        let nameLength = Int(try ZIPReader.field(UInt16.self, bytes, local + 26))
        let start = local + 30 + nameLength + Int(try ZIPReader.field(UInt16.self, bytes, local + 28))
        guard entry.compressedSize >= 0, start <= bytes.count, entry.compressedSize <= bytes.count - start else {
            throw .truncated(offset: bytes.count)
        }
        // APPNOTE §4.4.17: the local and central copies of the name are the same file name; a
        // mismatch means the offset points at another entry, or one copy is damaged.
        guard String(decoding: bytes[local + 30..<local + 30 + nameLength], as: UTF8.self) == entry.name else {
            throw .invalidRecord(offset: local + 30, reason: "local header names another entry")
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

    /// The little-endian field at `offset`; a record that runs past the end is cut short.
    private static func field<T: FixedWidthInteger>(_ type: T.Type, _ bytes: [UInt8], _ offset: Int) throws(ZIPError)
        -> T
    {
        try bytes.littleEndian(type, at: offset, orThrow: ZIPError.truncated(offset: bytes.count))
    }

    /// A ZIP64 size or offset (8 bytes, little-endian) at `offset`, as an `Int`; `failure` when
    /// it lies past the end or above `Int.max`.
    private static func size(_ bytes: [UInt8], _ offset: Int, orThrow failure: ZIPError) throws(ZIPError) -> Int {
        guard let value = bytes.littleEndian(UInt64.self, at: offset), let size = Int(exactly: value) else {
            throw failure
        }
        return size
    }
}
