/// Read access to one contiguous run of bytes: the only place in SSEClient that touches unsafe
/// pointers.
///
/// The parser's hot loops (finding line breaks, splitting fields, copying values) work on a handle
/// and on `Range<Int>` offsets into it. The plain accessors check their offsets against ``count``
/// with `precondition`, so code above the handle cannot read outside the bytes. The `unchecked:`
/// accessors are for the per-byte and per-word reads of the hot loops, whose own bounds (a loop
/// condition, or a range checked once with ``checkBounds(_:)``) already prove the offset; each use
/// names that invariant beside it, and debug builds still check. Checking every read cost the
/// parser 3–4% more instructions per event.
///
/// A handle is valid only inside the closure of ``withHandle(on:_:)`` that vends it, like the
/// buffer pointer it wraps (swift-collections keeps its `_UnsafeHandle` types the same way).
struct ByteHandle {
    private let buffer: UnsafeBufferPointer<UInt8>

    private init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The number of bytes.
    var count: Int { buffer.count }

    /// Calls `body` with a handle on the storage of `bytes`, copying them first only when the
    /// collection is not contiguous; what `body` throws is rethrown.
    ///
    /// The error leaves the closures as a returned `Result`, not through a captured variable: a
    /// variable that the closures assign is boxed on the heap, an allocation and a release for
    /// every chunk.
    ///
    /// - Complexity: O(1) for contiguous collections (arrays, array slices, `Data`), else O(*n*).
    @inline(__always)
    static func withHandle(
        on bytes: some Collection<UInt8>,
        _ body: (ByteHandle) throws(SSEParserError) -> Void
    ) throws(SSEParserError) {
        func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<Void, SSEParserError> {
            Result { () throws(SSEParserError) in try body(ByteHandle(buffer)) }
        }
        let outcome = bytes.withContiguousStorageIfAvailable(run) ?? Array(bytes).withUnsafeBufferPointer(run)
        try outcome.get()
    }

    /// Calls `body` with a handle on the storage of `array`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func withHandle(on array: [UInt8], _ body: (ByteHandle) -> Void) {
        array.withUnsafeBufferPointer { body(ByteHandle($0)) }
    }

    /// The bytes of `array` in `range` decoded as UTF-8, with U+FFFD for invalid sequences; read in
    /// place, where a slice of the array would retain and release its storage.
    ///
    /// - Precondition: `range` lies within `0..<array.count`.
    /// - Complexity: O(*n*) in the length of `range`.
    @inline(__always)
    static func string(_ range: Range<Int>, of array: [UInt8]) -> String {
        array.withUnsafeBufferPointer { ByteHandle($0).string(range) }
    }

    /// The byte at `offset`.
    ///
    /// - Precondition: `0 <= offset < count`.
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < buffer.count, "byte offset out of range")
        return buffer[offset]
    }

    /// The byte at `offset`, checked in debug builds only.
    ///
    /// - Precondition: `0 <= offset < count`, which the caller's own bounds must already prove
    ///   (each use names that invariant beside it).
    @inline(__always)
    subscript(unchecked offset: Int) -> UInt8 {
        assert(offset >= 0 && offset < buffer.count, "byte offset out of range")
        return nonEmptyBase.load(fromByteOffset: offset, as: UInt8.self)
    }

    /// Checks once that `range` lies within `0..<count`, so that the accesses a caller then makes
    /// inside it can go unchecked.
    ///
    /// - Precondition: `0 <= range.lowerBound` and `range.upperBound <= count`.
    @inline(__always)
    func checkBounds(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "byte range out of range")
    }

    /// The eight bytes at `offset` as a little-endian word (the first byte in the lowest bits),
    /// checked in debug builds only.
    ///
    /// - Precondition: `0 <= offset` and `offset + 8 <= count`, which the caller's loop bounds must
    ///   already prove.
    @inline(__always)
    func word(unchecked offset: Int) -> UInt64 {
        assert(offset >= 0 && offset <= buffer.count &- 8, "word offset out of range")
        return UInt64(littleEndian: nonEmptyBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The sixteen bytes at `offset` as one vector, checked in debug builds only.
    ///
    /// - Precondition: `0 <= offset` and `offset + 16 <= count`, which the caller's loop bounds
    ///   must already prove.
    @inline(__always)
    func vector(unchecked offset: Int) -> SIMD16<UInt8> {
        assert(offset >= 0 && offset <= buffer.count &- 16, "vector offset out of range")
        return nonEmptyBase.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    }

    /// The `T.bitWidth / 8` bytes at `offset` as a little-endian integer: the first byte in the
    /// lowest bits; checked in debug builds only.
    ///
    /// - Precondition: `0 <= offset` and `offset + T.bitWidth / 8 <= count`, which the caller's own
    ///   bounds must already prove.
    @inline(__always)
    func littleEndian<T: FixedWidthInteger>(_: T.Type, unchecked offset: Int) -> T {
        assert(offset >= 0 && offset <= buffer.count &- MemoryLayout<T>.size, "integer offset out of range")
        return T(littleEndian: nonEmptyBase.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    /// The first byte's address; only for callers whose range check has shown that the buffer is
    /// not empty (a non-empty buffer always has a base address).
    @inline(__always)
    private var nonEmptyBase: UnsafeRawPointer {
        UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
    }

    /// The bytes in `range`, for reading through a bounds-checked collection.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    @inline(__always)
    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "byte range out of range")
        return UnsafeBufferPointer(rebasing: buffer[range])
    }

    /// The offset of the first `byte` in `range`, or `nil`.
    ///
    /// - Complexity: O(*n*) in the length of `range`.
    @inline(__always)
    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "byte range out of range")
        // One check for the range, then a plain loop: the bytes before a colon are few.
        var offset = range.lowerBound
        while offset < range.upperBound {
            if buffer[offset] == byte { return offset }
            offset &+= 1
        }
        return nil
    }

    /// Whether `range` holds `byte`.
    @inline(__always)
    func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        slice(range).contains(byte)
    }

    /// Whether the bytes in `range` equal `other`.
    @inline(__always)
    func elementsEqual(_ range: Range<Int>, _ other: [UInt8]) -> Bool {
        slice(range).elementsEqual(other)
    }

    /// Appends the bytes in `range` to `array`.
    ///
    /// - Complexity: O(*n*) in the length of `range` (one block copy).
    @inline(__always)
    func append(_ range: Range<Int>, to array: inout [UInt8]) {
        array.append(contentsOf: slice(range))
    }

    /// The bytes in `range` decoded as UTF-8, with U+FFFD for invalid sequences.
    @inline(__always)
    func string(_ range: Range<Int>) -> String {
        String(decoding: slice(range), as: UTF8.self)
    }

}
