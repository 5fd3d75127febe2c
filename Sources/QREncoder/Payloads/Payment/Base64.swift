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
}
