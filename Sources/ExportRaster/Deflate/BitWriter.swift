/// Accumulates a little-endian bit stream (RFC 1951 §3.1.1: data elements are packed starting
/// with the least significant bit of each byte) in a 64-bit register and stores whole words.
struct BitWriter {
    /// The completed bytes.
    var bytes: [UInt8] = []
    /// Pending bits, least significant first. Invariant: `count < 32` between calls.
    private var register: UInt64 = 0
    private var count = 0

    /// Number of bits written so far.
    var bitCount: Int { bytes.count * 8 + count }

    /// Appends the low `width` bits of `value` (width ≤ 32).
    @inline(__always)
    mutating func write(_ value: UInt32, width: Int) {
        register |= UInt64(value) << UInt64(count)
        count += width
        if count >= 32 {
            let word = UInt32(truncatingIfNeeded: register)
            withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
            register >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and moves whole bytes out of the register.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: register))
            register >>= 8
            count = max(0, count - 8)
        }
        register = 0
    }

    /// Appends raw bytes; the writer must be byte-aligned.
    mutating func appendAligned(_ raw: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// Removes and returns the completed bytes, keeping pending bits.
    mutating func takeBytes() -> [UInt8] {
        let taken = bytes
        bytes.removeAll(keepingCapacity: true)
        return taken
    }
}
