/// The Adler-32 checksum of the zlib format (RFC 1950 §8.2).
///
/// Two 16-bit sums modulo 65521: `a` is 1 plus the sum of the bytes, `b` the sum of every
/// intermediate `a`. The value is `b << 16 | a`. The implementation defers the modulo for up to
/// 5552 bytes, the largest run for which `b` cannot overflow 32 bits (RFC 1950 §9, "NMAX").
public enum Adler32 {
    /// The Adler-32 of `bytes`. `Adler32.checksum(Array("123456789".utf8)) == 0x091E01DE`.
    ///
    /// - Complexity: O(n).
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var running = Adler32.Running()
        running.update(bytes)
        return running.value
    }

    /// An incremental Adler-32 for data that arrives in pieces.
    public struct Running: Sendable, Hashable {
        private var a: UInt32 = 1
        private var b: UInt32 = 0

        /// An Adler-32 over no bytes yet (value 1).
        public init() {}

        /// The Adler-32 of every byte passed to ``update(_:)`` so far.
        public var value: UInt32 { b << 16 | a }

        /// Adds `bytes` to the checksum.
        ///
        /// - Complexity: O(n).
        public mutating func update(_ bytes: some Sequence<UInt8>) {
            let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
                update(UnsafeRawBufferPointer(buffer))
            }
            if done == nil {
                Array(bytes).withUnsafeBytes { update($0) }
            }
        }

        /// The largest n such that 255·n·(n+1)/2 + (n+1)·(65520) fits in 32 bits.
        private static let nmax = 5552
        private static let modulus: UInt32 = 65521

        private mutating func update(_ buffer: UnsafeRawBufferPointer) {
            var index = 0
            let count = buffer.count
            var a = self.a
            var b = self.b
            while index < count {
                let end = min(count, index + Running.nmax)
                // Four bytes per step; the sums stay exact because the run is at most NMAX.
                while end - index >= 4 {
                    a &+= UInt32(buffer[index])
                    b &+= a
                    a &+= UInt32(buffer[index + 1])
                    b &+= a
                    a &+= UInt32(buffer[index + 2])
                    b &+= a
                    a &+= UInt32(buffer[index + 3])
                    b &+= a
                    index += 4
                }
                while index < end {
                    a &+= UInt32(buffer[index])
                    b &+= a
                    index += 1
                }
                a %= Running.modulus
                b %= Running.modulus
            }
            self.a = a
            self.b = b
        }
    }
}
