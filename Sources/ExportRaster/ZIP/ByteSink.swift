/// A destination for bytes written in order, such as a file or a network stream.
///
/// ``ZIPWriter`` writes each entry to its sink as soon as it is compressed, so an archive never
/// has to fit in memory when the sink forwards bytes elsewhere.
///
/// A sink's errors belong to its own domain (a full disk, a closed socket), so the requirement
/// throws the sink's ``Failure`` rather than ``ZIPError``: ``ZIPWriter`` wraps whatever it throws
/// into ``ZIPError/sinkFailed(_:)``, keeping its description. `Failure` is inferred from `write(_:)`:
/// `Never` for a sink that cannot fail, such as ``MemorySink``, the error type of a
/// `throws(DiskError)` method, and `any Error` for a plain `throws`.
///
/// ```swift
/// struct BoundedSink: ByteSink {
///     struct Full: Error {}
///     var bytes: [UInt8] = []
///     mutating func write(_ bytes: [UInt8]) throws(Full) {
///         guard self.bytes.count + bytes.count <= 1 << 20 else { throw Full() }
///         self.bytes += bytes
///     }
/// }
/// ```
public protocol ByteSink {
    /// The error ``write(_:)`` throws; `any Error` unless the conforming type says otherwise.
    associatedtype Failure: Error = any Error

    /// Appends `bytes`. Throwing aborts the archive.
    mutating func write(_ bytes: [UInt8]) throws(Failure)
}
