/// A reader for the one JSON shape payloads carry: an object whose members are strings (RFC 8259).
///
/// Members with other values (numbers, `true`, nested objects) are skipped; the module has no
/// Foundation, so this small reader stands in for `JSONSerialization`.
enum FlatJSONObject {
    /// The string members of the object in `text`; a repeated name keeps its last value.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload`, with the
    ///   byte offset of the first malformed token.
    /// - Complexity: O(n).
    static func members(_ text: String) throws(QRCodeError) -> [String: String] {
        var reader = Reader(bytes: Array(text.utf8))
        return try reader.object()
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        func failure(_ what: String) -> QRCodeError {
            .invalidPayloadField(field: "payload", reason: "JSON data: \(what) at byte \(offset)")
        }

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func expect(_ byte: UInt8) throws(QRCodeError) {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == byte else {
                throw failure("expected \"\(Character(Unicode.Scalar(byte)))\"")
            }
            offset += 1
        }

        mutating func object() throws(QRCodeError) -> [String: String] {
            try expect(0x7B)
            var result: [String: String] = [:]
            skipSpace()
            if offset < bytes.count, bytes[offset] == 0x7D {
                offset += 1
                return result
            }
            while true {
                skipSpace()
                let name = try string()
                try expect(0x3A)
                skipSpace()
                if offset < bytes.count, bytes[offset] == 0x22 {
                    result[name] = try string()
                } else {
                    try skipValue()
                }
                skipSpace()
                guard offset < bytes.count else { throw failure("unterminated object") }
                if bytes[offset] == 0x2C {
                    offset += 1
                    continue
                }
                try expect(0x7D)
                return result
            }
        }

        /// Skips a number, literal, array or object by matching brackets outside strings.
        mutating func skipValue() throws(QRCodeError) {
            var depth = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == 0x22 {
                    _ = try string()
                    continue
                }
                if byte == 0x7B || byte == 0x5B { depth += 1 }
                if byte == 0x7D || byte == 0x5D {
                    if depth == 0 { return }
                    depth -= 1
                }
                if byte == 0x2C && depth == 0 { return }
                offset += 1
            }
            throw failure("unterminated value")
        }

        mutating func string() throws(QRCodeError) -> String {
            guard offset < bytes.count, bytes[offset] == 0x22 else { throw failure("expected a string") }
            offset += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case 0x22:
                    flush()
                    return String(scalars)
                case 0x5C:
                    flush()
                    guard offset < bytes.count else { throw failure("unterminated escape") }
                    let escape = bytes[offset]
                    offset += 1
                    switch escape {
                    case 0x22, 0x5C, 0x2F: scalars.append(Unicode.Scalar(escape))
                    case 0x62: scalars.append("\u{08}")
                    case 0x66: scalars.append("\u{0C}")
                    case 0x6E: scalars.append("\n")
                    case 0x72: scalars.append("\r")
                    case 0x74: scalars.append("\t")
                    case 0x75: scalars.append(try unicodeEscape())
                    default: throw failure("unknown escape")
                    }
                case 0x00..<0x20: throw failure("control character in a string")
                default: run.append(byte)
                }
            }
            throw failure("unterminated string")
        }

        /// The scalar of `\uXXXX` (after the `u`), joining a surrogate pair.
        mutating func unicodeEscape() throws(QRCodeError) -> Unicode.Scalar {
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard offset + 1 < bytes.count, bytes[offset] == 0x5C, bytes[offset + 1] == 0x75 else {
                    throw failure("unpaired surrogate")
                }
                offset += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw failure("unpaired surrogate") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate") }
            return scalar
        }

        mutating func hex4() throws(QRCodeError) -> UInt32 {
            guard offset + 4 <= bytes.count else { throw failure("short \\u escape") }
            var value: UInt32 = 0
            for byte in bytes[offset..<(offset + 4)] {
                guard let digit = PayloadParsing.hexValue(byte) else { throw failure("bad \\u escape") }
                value = value << 4 | UInt32(digit)
            }
            offset += 4
            return value
        }
    }
}
