/// Reads fields of known widths from a byte array, most significant bit first.
struct BitReader {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Bits left to read.
    var remaining: Int { bytes.count * 8 - position }

    /// Reads `width` bits (0...31); the caller checks `remaining` first.
    mutating func read(_ width: Int) -> Int {
        var result = 0
        for _ in 0..<width {
            let bit = (bytes[position >> 3] >> (7 - UInt8(position & 7))) & 1
            result = result << 1 | Int(bit)
            position += 1
        }
        return result
    }
}
