/// Read access to a run of bytes of the search index (the packed names, terms and synonym keys, or
/// one query word): the only place in SymbolCatalog, besides the system-call glue of the file
/// writer and of ``LazySearchIndex``'s mutex, that touches unsafe pointers.
///
/// The ranking loops (the substring scan over all names, the typo scan over the vocabulary and the
/// edit distance it calls) work on handles and on integer offsets into them. Every accessor checks
/// its offsets against ``count`` before it reads, so code above the handle cannot read outside the
/// bytes; a comparison of a whole needle checks its range once and then runs plain.
///
/// A handle is valid only inside the closure of ``withHandle(on:_:)`` that vends it, like the
/// buffer pointer it wraps (swift-collections keeps its `_UnsafeHandle` types the same way).
struct PackedBytes {
    private let buffer: UnsafeBufferPointer<UInt8>

    private init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The number of bytes.
    var count: Int { buffer.count }

    /// The first byte, or `nil` when there is none.
    var first: UInt8? { buffer.first }

    /// Calls `body` with a handle on the storage of `bytes`, copying them first only when the
    /// collection is not contiguous (arrays, array slices and native strings' UTF-8 views are).
    ///
    /// - Complexity: O(1) for contiguous collections, else O(*n*).
    @inline(__always)
    static func withHandle<Result>(on bytes: some Collection<UInt8>, _ body: (PackedBytes) -> Result) -> Result {
        if let result = bytes.withContiguousStorageIfAvailable({ body(PackedBytes($0)) }) { return result }
        return Array(bytes).withUnsafeBufferPointer { body(PackedBytes($0)) }
    }

    /// The byte at `offset`.
    ///
    /// - Precondition: `0 <= offset < count`.
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        // One unsigned comparison covers both bounds.
        precondition(UInt(bitPattern: offset) < UInt(bitPattern: buffer.count), "byte offset out of range")
        return buffer[offset]
    }

    /// The bytes in `range`, as a handle of their own (offsets start at 0 again).
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(1).
    @inline(__always)
    subscript(range: Range<Int>) -> PackedBytes {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "byte range out of range")
        return PackedBytes(UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// The first offset at or after `start` that holds `byte`, or ``count`` when none does.
    ///
    /// - Precondition: `0 <= start`.
    /// - Complexity: O(*n*) in the bytes skipped.
    @inline(__always)
    func firstIndex(of byte: UInt8, from start: Int) -> Int {
        precondition(start >= 0, "byte offset out of range")
        // The loop bound is the only check: a plain loop over the buffer.
        var offset = start
        while offset < buffer.count && buffer[offset] != byte { offset &+= 1 }
        return offset
    }

    /// Whether `needle` stands whole at `offset` (false where the bytes end before it does).
    ///
    /// - Precondition: `0 <= offset`.
    /// - Complexity: O(*m*) for a needle of *m* bytes.
    @inline(__always)
    func matches(_ needle: PackedBytes, at offset: Int) -> Bool {
        precondition(offset >= 0, "byte offset out of range")
        // One check for the whole needle, then a plain loop.
        guard needle.buffer.count <= buffer.count &- offset else { return false }
        var matched = 0
        while matched < needle.buffer.count && buffer[offset &+ matched] == needle.buffer[matched] { matched &+= 1 }
        return matched == needle.buffer.count
    }
}
