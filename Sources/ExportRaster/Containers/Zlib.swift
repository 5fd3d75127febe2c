/// The zlib format (RFC 1950): a two-byte header, a DEFLATE stream and a big-endian Adler-32.
///
/// ```swift
/// let packed = Zlib.compress(Array("zlib".utf8), level: 9)
/// let back = try Zlib.decompress(packed)
/// ```
public enum Zlib {
    /// Compresses `bytes` into a zlib stream (CM 8, 32 KiB window, FLEVEL from `level`).
    ///
    /// - Complexity: O(n · chain depth of the level).
    public static func compress(_ bytes: some Collection<UInt8>, level: Int = 6) -> [UInt8] {
        stream(deflated: Deflate.compress(bytes, level: level), of: bytes, level: level)
    }

    /// Bytes ``stream(deflated:of:level:)`` adds to the raw DEFLATE stream: the two-byte header
    /// and the Adler-32 (RFC 1950 §2.2).
    static let framingBytes = 6

    /// RFC 1950 §2.2: the two-byte header for `level`, the raw DEFLATE stream `deflated` of
    /// `data`, and the big-endian Adler-32 of `data`.
    static func stream(deflated: [UInt8], of data: some Collection<UInt8>, level: Int) -> [UInt8] {
        var output = header(level: level)
        output += deflated
        output.append(bigEndian: Adler32.checksum(data))
        return output
    }

    /// RFC 1950 §2.2: CMF = 0x78 (deflate, 32 KiB window); FLG carries FLEVEL and FCHECK.
    static func header(level: Int) -> [UInt8] {
        let compressionLevel: UInt16 =
            switch level {
            case 0...1: 0
            case 2...5: 1
            case 6: 2
            default: 3
            }
        var word: UInt16 = 0x7800 | compressionLevel << 6
        word += 31 - word % 31
        return [UInt8](bigEndian: word)
    }

    /// Decodes a zlib stream and verifies its Adler-32.
    ///
    /// Preset dictionaries (FDICT) are rejected with ``InflateError/invalidHeader(offset:reason:)``.
    /// - Complexity: O(input + output).
    public static func decompress(
        _ bytes: some Collection<UInt8>, options: Inflate.Options = .init()
    ) throws(InflateError) -> [UInt8] {
        try decompress(bytes, options: options, expectedSize: nil)
    }

    /// ``decompress(_:options:)`` with the output's size when the caller knows it (PNG knows its
    /// rows' size), so that the output buffer is allocated once; a wrong size only costs a
    /// regrowth.
    ///
    /// - Complexity: O(input + output).
    static func decompress(
        _ bytes: some Collection<UInt8>, options: Inflate.Options, expectedSize: Int?
    ) throws(InflateError) -> [UInt8] {
        try Inflate.withBuffer(bytes) { buffer throws(InflateError) in
            guard buffer.count >= 2 else { throw .truncated(offset: buffer.count) }
            try checkHeader(cmf: buffer[0], flg: buffer[1])
            let (output, end) = try Inflate.inflate(buffer, from: 2, options: options, expectedSize: expectedSize)
            let expected = try buffer.bigEndian(
                UInt32.self, at: end, orThrow: InflateError.truncated(offset: buffer.count))
            let actual = Adler32.checksum(output)
            if expected != actual { throw .checksumMismatch(offset: end, expected: expected, actual: actual) }
            if end + 4 != buffer.count { throw .trailingData(offset: end + 4) }
            return output
        }
    }

    /// RFC 1950 §2.2: CM 8, CINFO at most 7, FCHECK, and no preset dictionary.
    static func checkHeader(cmf: UInt8, flg: UInt8) throws(InflateError) {
        if cmf & 0x0F != 8 { throw .invalidHeader(offset: 0, reason: "compression method is not 8 (deflate)") }
        if cmf >> 4 > 7 { throw .invalidHeader(offset: 0, reason: "window size above 32 KiB") }
        if ([cmf, flg].bigEndian(UInt16.self, at: 0) ?? 0) % 31 != 0 {
            throw .invalidHeader(offset: 1, reason: "FCHECK does not make the header a multiple of 31")
        }
        if flg & 0x20 != 0 { throw .invalidHeader(offset: 1, reason: "preset dictionaries are not supported") }
    }
}
