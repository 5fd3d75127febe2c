/// A growable sequence of bits, most significant bit first, packed into bytes.
///
/// ISO/IEC 18004:2015 §7.4: the data bit stream is built by appending fields of known widths.
struct BitBuffer: Equatable, Sendable {
    /// The packed bits; the last byte's unused low bits are zero.
    private(set) var bytes: [UInt8] = []
    /// Number of bits appended.
    private(set) var count = 0

    init() {}

    init(minimumCapacity bits: Int) {
        bytes.reserveCapacity((bits + 7) / 8)
    }

    /// Appends the low `width` bits of `value`, most significant first. `width` is 0...31.
    mutating func append(_ value: Int, width: Int) {
        var remaining = width
        while remaining > 0 {
            let bitIndex = count & 7
            if bitIndex == 0 { bytes.append(0) }
            let room = 8 - bitIndex
            let take = min(room, remaining)
            let chunk = (value >> (remaining - take)) & ((1 << take) - 1)
            bytes[bytes.count - 1] |= UInt8(chunk << (room - take))
            remaining -= take
            count += take
        }
    }

    /// Appends all bits of another buffer.
    mutating func append(_ other: BitBuffer) {
        var index = 0
        while index + 8 <= other.count {
            append(Int(other.bytes[index >> 3]), width: 8)
            index += 8
        }
        if index < other.count {
            let rest = other.count - index
            append(Int(other.bytes[index >> 3]) >> (8 - rest), width: rest)
        }
    }

    /// The bit at `index` (0 is the first appended).
    func bit(at index: Int) -> Bool {
        (bytes[index >> 3] >> (7 - UInt8(index & 7))) & 1 != 0
    }
}
