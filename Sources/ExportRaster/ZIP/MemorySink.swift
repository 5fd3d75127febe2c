/// A ``ByteSink`` that keeps everything in memory.
public struct MemorySink: ByteSink, Sendable {
    /// Writing to memory cannot fail.
    public typealias Failure = Never

    /// Every byte written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty sink.
    public init() {}

    /// Appends `bytes` to ``bytes``.
    public mutating func write(_ bytes: [UInt8]) {
        self.bytes += bytes
    }
}
