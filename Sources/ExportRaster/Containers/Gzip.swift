/// The gzip file format (RFC 1952): a header, a DEFLATE stream, CRC-32 and size (mod 2^32).
///
/// ```swift
/// let packed = Gzip.compress(Array("gzip".utf8), level: 6)
/// let back = try Gzip.decompress(packed)
/// ```
public enum Gzip {
    /// Compresses `bytes` into a single gzip member with no name and a zero modification time,
    /// so the output depends only on the input and level.
    ///
    /// - Complexity: O(n · chain depth of the level).
    public static func compress(_ bytes: some Collection<UInt8>, level: Int = 6) -> [UInt8] {
        let extraFlags: UInt8 = level >= 9 ? 2 : (level <= 1 ? 4 : 0)
        // ID1 ID2 CM FLG MTIME(4) XFL OS (255 = unknown), RFC 1952 §2.3.
        var output: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, extraFlags, 255]
        output += Deflate.compress(bytes, level: level)
        output.append(littleEndian: CRC32.checksum(bytes))
        output.append(littleEndian: UInt32(truncatingIfNeeded: bytes.count))
        return output
    }

    /// Decodes every member of a gzip file (RFC 1952 §2.2 allows several, concatenated) and
    /// verifies each member's CRC-32 and size, and the header CRC when FHCRC is set.
    ///
    /// - Complexity: O(input + output).
    public static func decompress(
        _ bytes: some Collection<UInt8>, options: Inflate.Options = .init()
    ) throws(InflateError) -> [UInt8] {
        try Inflate.withBuffer(bytes) { buffer throws(InflateError) in
            var output: [UInt8] = []
            var start = 0
            // ISIZE of the last member (§2.3.1), the whole size of a one-member file modulo 2^32:
            // a hint for the output buffer only, so a file of several members or of 4 GiB and
            // more costs a regrowth, nothing else.
            let lastSize = buffer.count >= 18 ? buffer.littleEndian(UInt32.self, at: buffer.count - 4) : nil
            repeat {
                let bodyStart = try headerEnd(buffer, from: start)
                var memberOptions = options
                memberOptions.outputLimit = options.outputLimit - output.count
                let (member, end) = try Inflate.inflate(
                    buffer, from: bodyStart, options: memberOptions, expectedSize: lastSize.map { Int($0) })
                guard end + 8 <= buffer.count else { throw .truncated(offset: buffer.count) }
                let crc = try buffer.littleEndian(
                    UInt32.self, at: end, orThrow: InflateError.truncated(offset: buffer.count))
                let actualCRC = CRC32.checksum(member)
                if crc != actualCRC { throw .checksumMismatch(offset: end, expected: crc, actual: actualCRC) }
                let size = try buffer.littleEndian(
                    UInt32.self, at: end + 4, orThrow: InflateError.truncated(offset: buffer.count))
                let actualSize = UInt32(truncatingIfNeeded: member.count)
                if size != actualSize {
                    throw .checksumMismatch(offset: end + 4, expected: size, actual: actualSize)
                }
                output += member
                start = end + 8
            } while start < buffer.count
            return output
        }
    }

    /// Validates a member header (§2.3.1) at `start` and returns the offset of its DEFLATE data.
    ///
    /// - Complexity: O(header length).
    static func headerEnd<Bytes: RandomAccessCollection<UInt8>>(
        _ buffer: Bytes, from start: Int
    ) throws(InflateError) -> Int where Bytes.Index == Int {
        func need(_ offset: Int) throws(InflateError) {
            if offset > buffer.count { throw .truncated(offset: buffer.count) }
        }
        try need(start + 10)
        if buffer[start] != 0x1F || buffer[start + 1] != 0x8B {
            throw .invalidHeader(offset: start, reason: "missing gzip magic bytes 1F 8B")
        }
        if buffer[start + 2] != 8 {
            throw .invalidHeader(offset: start + 2, reason: "compression method is not 8 (deflate)")
        }
        let flags = buffer[start + 3]
        if flags & 0xE0 != 0 { throw .invalidHeader(offset: start + 3, reason: "reserved flag bits are set") }
        var offset = start + 10
        if flags & 0x04 != 0 {  // FEXTRA
            let length = Int(
                try buffer.littleEndian(UInt16.self, at: offset, orThrow: InflateError.truncated(offset: buffer.count)))
            offset += 2 + length
            try need(offset)
        }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {  // FNAME, FCOMMENT: zero-terminated
            while true {
                try need(offset + 1)
                offset += 1
                if buffer[offset - 1] == 0 { break }
            }
        }
        if flags & 0x02 != 0 {  // FHCRC: low 16 bits of the CRC-32 of the header so far
            let stored = UInt32(
                try buffer.littleEndian(UInt16.self, at: offset, orThrow: InflateError.truncated(offset: buffer.count)))
            let actual = CRC32.checksum(buffer[start..<offset]) & 0xFFFF
            if stored != actual { throw .checksumMismatch(offset: offset, expected: stored, actual: actual) }
            offset += 2
        }
        return offset
    }
}
