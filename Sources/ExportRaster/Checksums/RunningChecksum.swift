/// An incremental checksum over bytes that arrive in pieces: what ``CRC32/Running`` and
/// ``Adler32/Running`` share, so that each one-shot `checksum(_:)` is the same three steps.
protocol RunningChecksum {
    /// A checksum over no bytes yet.
    init()

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: some Sequence<UInt8>)

    /// The checksum of every byte passed to ``update(_:)`` so far.
    var value: UInt32 { get }
}

extension RunningChecksum {
    /// The checksum of `bytes` in one call.
    ///
    /// - Complexity: O(*n*).
    static func checksum(of bytes: some Sequence<UInt8>) -> UInt32 {
        var running = Self()
        running.update(bytes)
        return running.value
    }
}
