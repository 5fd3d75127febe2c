/// The CRC-32 used by ZIP, gzip and PNG: ISO 3309 / ITU-T V.42, reflected polynomial 0xEDB88320,
/// initial value and final XOR 0xFFFFFFFF.
///
/// RFC 1952 §8 and PNG (ISO/IEC 15948) Annex D give the reference bit-at-a-time definition. This
/// implementation processes eight bytes per step with eight derived tables ("slicing-by-8"), which
/// computes the same function. Complexity: O(n).
public enum CRC32 {
    /// The CRC-32 of `bytes`. `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32.Running()
        crc.update(bytes)
        return crc.value
    }

    /// An incremental CRC-32 for data that arrives in pieces.
    public struct Running: Sendable, Hashable {
        private var state: UInt32 = 0xFFFF_FFFF

        /// A CRC over no bytes yet.
        public init() {}

        /// The CRC-32 of every byte passed to ``update(_:)`` so far.
        public var value: UInt32 { ~state }

        /// Adds `bytes` to the checksum.
        public mutating func update(_ bytes: some Sequence<UInt8>) {
            let done: UInt32? = bytes.withContiguousStorageIfAvailable { buffer in
                CRC32.slicingBy8(state, UnsafeRawBufferPointer(buffer))
            }
            if let done {
                state = done
            } else {
                let copy = Array(bytes)
                state = copy.withUnsafeBytes { CRC32.slicingBy8(state, $0) }
            }
        }
    }

    /// `tables[k * 256 + b]`: the CRC register after feeding byte b followed by k zero bytes,
    /// for k in 0..<8, flattened into one array.
    static let tables: [UInt32] = {
        var first = [UInt32](repeating: 0, count: 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            first[n] = c
        }
        var tables = [first]
        for k in 1..<8 {
            tables.append(
                (0..<256).map { n in
                    let previous = tables[k - 1][n]
                    return (previous >> 8) ^ first[Int(previous & 0xFF)]
                })
        }
        return tables.flatMap { $0 }
    }()

    /// The core loop over a raw buffer. `state` is the pre-inverted register.
    static func slicingBy8(_ state: UInt32, _ buffer: UnsafeRawBufferPointer) -> UInt32 {
        var crc = state
        var index = 0
        let count = buffer.count
        tables.withUnsafeBufferPointer { t in
            while count - index >= 8 {
                let low = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt32.self)) ^ crc
                let high = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self))
                crc =
                    t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                index += 8
            }
            while index < count {
                crc = t[Int((crc ^ UInt32(buffer[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        return crc
    }
}
