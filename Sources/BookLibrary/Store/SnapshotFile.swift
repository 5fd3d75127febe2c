/// The snapshot file: every book at the moment of the last compaction, with its own checksums.
///
/// Layout: magic `BKLSNAP1` (8 bytes), journal generation (8), book count (8), body length (8),
/// CRC-32C of the body (4), CRC-32C of the preceding 36 header bytes (4), then the body: for each
/// book a varint length and the ``BookCodec`` encoding. All integers little-endian.
enum SnapshotFile {
    static let magic = Array("BKLSNAP1".utf8)
    static let headerSize = 40

    static func encode(generation: UInt64, books: [Book]) -> [UInt8] {
        var body: [UInt8] = []
        var scratch: [UInt8] = []
        for book in books {
            scratch.removeAll(keepingCapacity: true)
            BookCodec.encode(book, into: &scratch)
            BookCodec.encodeVarint(UInt64(scratch.count), into: &body)
            body.append(contentsOf: scratch)
        }
        var header = magic
        appendUInt64(generation, to: &header)
        appendUInt64(UInt64(books.count), to: &header)
        appendUInt64(UInt64(body.count), to: &header)
        appendUInt32(CRC32C.checksum(body), to: &header)
        appendUInt32(CRC32C.checksum(header), to: &header)
        return header + body
    }

    /// Verifies a snapshot and hands its books to `each` one at a time, so that the caller never
    /// holds the whole library twice.
    ///
    /// Both checksums are verified before any book is decoded; `prepare` receives the book count
    /// and the body length first, for reserving space.
    ///
    /// - Returns: The journal generation.
    /// - Throws: ``LibraryError/snapshotDamaged(file:reason:)``.
    /// - Complexity: O(n) in the size of the snapshot.
    static func decode(
        _ bytes: [UInt8], file: String, prepare: (_ count: Int, _ bodyLength: Int) -> Void = { _, _ in },
        each: (Book) -> Void
    ) throws(LibraryError) -> UInt64 {
        func damaged(_ reason: String) -> LibraryError { .snapshotDamaged(file: file, reason: reason) }
        guard bytes.count >= headerSize, Array(bytes[0..<8]) == magic else { throw damaged("bad header") }
        guard readUInt32(bytes, 36) == CRC32C.checksum(bytes[0..<36]) else { throw damaged("header checksum mismatch") }
        let generation = readUInt64(bytes, 8)
        let count = readUInt64(bytes, 16)
        let length = readUInt64(bytes, 24)
        guard length == UInt64(bytes.count - headerSize) else { throw damaged("body length mismatch") }
        let body = bytes[headerSize...]
        guard readUInt32(bytes, 32) == CRC32C.checksum(body) else { throw damaged("body checksum mismatch") }
        // Each book takes at least a few bytes, so the count cannot honestly exceed the body length.
        guard count <= length else { throw damaged("book count mismatch") }
        prepare(Int(count), Int(length))
        var reader = BookCodec.Reader(body)
        var decoded: UInt64 = 0
        while !reader.isAtEnd {
            let book: Book
            do {
                let size = try reader.count()
                var inner = BookCodec.Reader(body[reader.position..<reader.position + size])
                book = try BookCodec.decode(&inner)
                reader.position += size
            } catch {
                throw damaged("record \(decoded): \(error.reason)")
            }
            each(book)
            decoded += 1
        }
        guard decoded == count else { throw damaged("book count mismatch") }
        return generation
    }

    static func appendUInt64(_ value: UInt64, to out: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    static func readUInt64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1) }
    }

    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << UInt32(8 * $1) }
    }
}
