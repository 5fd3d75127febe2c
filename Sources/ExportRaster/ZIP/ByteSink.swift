/// A destination for bytes written in order, such as a file or a network stream.
///
/// ``ZIPWriter`` writes each entry to its sink as soon as it is compressed, so an archive never
/// has to fit in memory when the sink forwards bytes elsewhere.
public protocol ByteSink {
    /// Appends `bytes`. Throwing aborts the archive.
    mutating func write(_ bytes: [UInt8]) throws
}
