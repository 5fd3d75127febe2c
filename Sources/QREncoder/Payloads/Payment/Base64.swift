/// Standard Base64 with padding (RFC 4648 §4).
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let b0 = Int(bytes[index])
            let b1 = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
            let triple = b0 << 16 | b1 << 8 | b2
            output.append(alphabet[triple >> 18 & 63])
            output.append(alphabet[triple >> 12 & 63])
            output.append(index + 1 < bytes.count ? alphabet[triple >> 6 & 63] : 0x3D)
            output.append(index + 2 < bytes.count ? alphabet[triple & 63] : 0x3D)
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of standard or URL-safe Base64 (RFC 4648 §4 and §5), padding optional; `nil`
    /// for any other character, a stray `=` or a length that leaves 6 bits over.
    static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var values: [UInt8] = []
        var padding = 0
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case 0x41...0x5A: value = byte - 0x41
            case 0x61...0x7A: value = byte - 0x61 + 26
            case 0x30...0x39: value = byte - 0x30 + 52
            case 0x2B, 0x2D: value = 62
            case 0x2F, 0x5F: value = 63
            case 0x3D:
                padding += 1
                continue
            default: return nil
            }
            guard padding == 0 else { return nil }
            values.append(value)
        }
        guard values.count % 4 != 1, padding <= 2 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(values.count * 3 / 4)
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            var bits = 0
            for value in chunk { bits = bits << 6 | Int(value) }
            bits <<= 6 * (4 - chunk.count)
            for byteIndex in 0..<(chunk.count - 1) {
                output.append(UInt8(truncatingIfNeeded: bits >> (16 - 8 * byteIndex)))
            }
            index += 4
        }
        return output
    }
}
