/// Read access to one contiguous run of bytes: the only place in SSEClient that touches unsafe
/// pointers.
///
/// The parser's hot loops (finding line breaks, splitting fields, copying values) work on a handle
/// and on `Range<Int>` offsets into it. Every accessor checks its offsets against ``count``, so code
/// above the handle cannot read outside the bytes; the checks sit next to the loop bounds that
/// already imply them, and the optimiser folds the two.
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

    /// Whether the `width` bytes at `offset` lie within the buffer: `0 <= offset` and
    /// `offset + width <= count`.
    ///
    /// Written as one unsigned comparison after a test of `count` alone, so that a loop whose
    /// condition is this same call has the range check of ``word(at:)`` or ``vector(at:)`` folded
    /// into it: with two signed comparisons, the optimiser kept an `offset >= 0` test in every
    /// step of the line-break search.
    ///
    /// - Precondition: `width >= 0`.
    @inline(__always)
    func canLoad(_ width: Int, at offset: Int) -> Bool {
        buffer.count >= width && UInt(bitPattern: offset) <= UInt(bitPattern: buffer.count &- width)
    }

    /// The eight bytes at `offset` as a little-endian word: the first byte in the lowest bits.
    ///
    /// - Precondition: `0 <= offset` and `offset + 8 <= count`.
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        precondition(canLoad(8, at: offset), "word offset out of range")
        return UInt64(littleEndian: nonEmptyBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The sixteen bytes at `offset` as one vector.
    ///
    /// - Precondition: `0 <= offset` and `offset + 16 <= count`.
    @inline(__always)
    func vector(at offset: Int) -> SIMD16<UInt8> {
        precondition(canLoad(16, at: offset), "vector offset out of range")
        return nonEmptyBase.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    }

    /// The `T.bitWidth / 8` bytes at `offset` as a little-endian integer: the first byte in the
    /// lowest bits.
    ///
    /// - Precondition: `0 <= offset` and `offset + T.bitWidth / 8 <= count`.
    @inline(__always)
    func littleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        precondition(
            offset >= 0 && offset <= buffer.count &- MemoryLayout<T>.size, "integer offset out of range")
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
