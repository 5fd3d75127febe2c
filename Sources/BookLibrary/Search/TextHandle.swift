/// Read access to one contiguous run of bytes: the only place in BookLibrary, besides the
/// system-call glue of ``POSIXFileIO``, that touches unsafe pointers.
///
/// The hot loops of the substring corpus (anchor scans, needle comparisons, prefix tests) and of the
/// CSV reader (runs of ordinary bytes) work on a handle and on integer offsets into it. Every
/// accessor checks its offsets against ``count`` before it reads, so code above the handle cannot
/// read outside the bytes; loops that would check every byte check their range once and then run
/// plain.
///
/// A handle is valid only inside the closure of the `withHandle` function that vends it, like the
/// buffer pointer it wraps (swift-collections keeps its `_UnsafeHandle` types the same way).
struct TextHandle {
    private let buffer: UnsafeBufferPointer<UInt8>

    fileprivate init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
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

    /// The number of bytes.
    var count: Int { buffer.count }

    /// Calls `body` with a handle on the storage of `array`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func withHandle<Result>(on array: [UInt8], _ body: (TextHandle) -> Result) -> Result {
        array.withUnsafeBufferPointer { body(TextHandle($0)) }
    }

    /// Calls `body` with a handle on the storage of `bytes` when they are contiguous (arrays, array
    /// slices, native strings' UTF-8 views); returns `nil` without calling it otherwise.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func withContiguousHandle<Result>(
        on bytes: some Sequence<UInt8>, _ body: (TextHandle) -> Result
    ) -> Result? {
        bytes.withContiguousStorageIfAvailable { body(TextHandle($0)) }
    }

    /// The first offset at or after `start` whose byte satisfies `predicate`, or ``count`` when none
    /// does.
    ///
    /// - Precondition: `0 <= start`.
    /// - Complexity: O(*n*) in the bytes skipped.
    @inline(__always)
    func firstIndex(from start: Int, where predicate: (UInt8) -> Bool) -> Int {
        precondition(start >= 0, "byte offset out of range")
        var offset = start
        while offset < buffer.count && !predicate(buffer[offset]) { offset &+= 1 }
        return offset
    }

    /// `0x01` in every byte of a word.
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    /// `0x80` in every byte of a word.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The little-endian word of the eight bytes at `offset`.
    ///
    /// - Precondition: `0 <= offset` and `offset + 8 <= count`; the callers' loop bounds prove it.
    @inline(__always)
    private func word(at offset: Int) -> UInt64 {
        let bytes = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The high bit set in every byte of `word` that is zero, and perhaps in some bytes above a
    /// zero byte, but in no byte below the lowest zero byte: the classic test
    /// `(w - 0x01…) & ~w & 0x80…`, whose borrow only disturbs the bytes above a zero byte.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// The first offset at or after `start` that holds `byte`, or ``count`` when none does; a
    /// negative `start` counts as 0.
    ///
    /// Reads eight bytes at a time (SWAR: SIMD within a register). Each 8-byte word is XORed with
    /// `byte` repeated, which turns a matching byte into zero, and ``zeroBytes(_:)`` flags the
    /// lowest zero byte exactly, so its trailing zero count locates the first match. Words are read
    /// as little-endian so that the lowest address is the lowest byte on every platform.
    ///
    /// - Complexity: O(*n*) in the bytes skipped, about one step per eight bytes.
    func firstIndex(of byte: UInt8, from start: Int) -> Int {
        guard start < buffer.count else { return buffer.count }
        let pattern = UInt64(byte) &* Self.ones
        var position = max(start, 0)
        // Invariant: `position + 8 <= count` for every word read.
        while position &+ 8 <= buffer.count {
            let zeroes = Self.zeroBytes(word(at: position) ^ pattern)
            if zeroes != 0 { return position &+ zeroes.trailingZeroBitCount &>> 3 }
            position &+= 8
        }
        while position < buffer.count && buffer[position] != byte { position &+= 1 }
        return position
    }

    /// The first offset `s` at or after `start` that has `first.byte` at `s + first.distance` and
    /// `second.byte` at `s + second.distance`, or ``count`` when none does (no such `s` whose two
    /// places both lie inside the bytes); a negative `start` counts as 0.
    ///
    /// This is the filter of a substring search: with two bytes of the needle at their distances
    /// from its start, far fewer places pass than with one byte, and only those are compared
    /// whole. It reads eight candidate starts at a time (SWAR: SIMD within a register): the word at
    /// each distance is XORed with its byte repeated, which turns a matching byte into zero, and
    /// ``zeroBytes(_:)`` of the two words, ANDed, flags every start where both match. A flag above
    /// a zero byte may be false, so each flag is confirmed on the two bytes, lowest first. Words are
    /// read as little-endian so that the lowest address is the lowest byte on every platform.
    ///
    /// - Precondition: `first.distance >= 0` and `second.distance >= 0`.
    /// - Complexity: O(*n*) in the starts skipped, about one step per eight.
    func firstIndex(
        from start: Int, having first: (byte: UInt8, distance: Int), and second: (byte: UInt8, distance: Int)
    ) -> Int {
        precondition(first.distance >= 0 && second.distance >= 0, "a distance must not be negative")
        let reach = max(first.distance, second.distance)
        // The last start whose two places lie inside the bytes is `count - 1 - reach`.
        guard reach < buffer.count else { return buffer.count }
        let firstPattern = UInt64(first.byte) &* Self.ones
        let secondPattern = UInt64(second.byte) &* Self.ones
        /// Whether both bytes stand at their distances from `start`, whose places lie inside the bytes.
        @inline(__always)
        func holdsBoth(at start: Int) -> Bool {
            buffer[start &+ first.distance] == first.byte && buffer[start &+ second.distance] == second.byte
        }
        var position = max(start, 0)
        // Invariant: `position + reach + 8 <= count` for every word read, so both words lie
        // inside the bytes, and every flagged start's two places do too.
        let wordEnd = buffer.count &- reach &- 8
        while position <= wordEnd {
            var flags =
                Self.zeroBytes(word(at: position &+ first.distance) ^ firstPattern)
                & Self.zeroBytes(word(at: position &+ second.distance) ^ secondPattern)
            while flags != 0 {
                let candidate = position &+ flags.trailingZeroBitCount &>> 3
                if holdsBoth(at: candidate) { return candidate }
                flags &= flags &- 1
            }
            position &+= 8
        }
        while position &+ reach < buffer.count {
            if holdsBoth(at: position) { return position }
            position &+= 1
        }
        return buffer.count
    }

    /// How many bytes from `offset` on equal the first bytes of `needle`: `needle.count` when the
    /// needle stands there whole, less where it differs or where the bytes end.
    ///
    /// - Precondition: `0 <= offset <= count`.
    /// - Complexity: O(*m*) for a needle of *m* bytes.
    @inline(__always)
    func commonPrefixCount(with needle: TextHandle, at offset: Int) -> Int {
        precondition(offset >= 0 && offset <= buffer.count, "byte offset out of range")
        // One check for both bounds, then a plain loop.
        let limit = min(needle.buffer.count, buffer.count &- offset)
        var matched = 0
        while matched < limit && buffer[offset &+ matched] == needle.buffer[matched] { matched &+= 1 }
        return matched
    }

    /// Whether one of the fields from `start` on begins with `needle`: fields end at `separator`,
    /// and the run of fields at `last` or at a zero byte (the end of a corpus segment).
    ///
    /// The bytes must end with a zero byte, as the substring corpus's do; checked once per call,
    /// that terminator stops every scan inside the buffer, so the walk then reads plain and
    /// touches each byte at most once.
    ///
    /// - Precondition: `0 <= start < count`, and the last byte is zero.
    /// - Complexity: O(*n*) in the length of the fields walked.
    func anyField(from start: Int, startsWith needle: TextHandle, separator: UInt8, last: UInt8) -> Bool {
        precondition(start >= 0 && start < buffer.count, "byte offset out of range")
        precondition(buffer[buffer.count &- 1] == 0, "the bytes must end with a zero byte")
        var fieldStart = start
        // Invariant: a zero byte lies at or after `fieldStart`, so each scan below stops at it.
        while buffer[fieldStart] != last && buffer[fieldStart] != 0 {
            // The final zero byte is never compared, so `next` below stays before or at it.
            let limit = min(needle.buffer.count, buffer.count &- 1 &- fieldStart)
            var matched = 0
            while matched < limit && buffer[fieldStart &+ matched] == needle.buffer[matched] { matched &+= 1 }
            if matched == needle.buffer.count { return true }
            var next = fieldStart &+ matched
            while buffer[next] != separator && buffer[next] != 0 { next &+= 1 }
            guard buffer[next] != 0 else { return false }
            fieldStart = next &+ 1
        }
        return false
    }

    /// Whether the bytes in `range` equal `other`.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    @inline(__always)
    func elementsEqual(_ range: Range<Int>, _ other: some Collection<UInt8>) -> Bool {
        slice(range).elementsEqual(other)
    }

    /// How many times `byte` occurs in `range`.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(*n*) in the length of `range`.
    @inline(__always)
    func count(of byte: UInt8, in range: Range<Int>) -> Int {
        var found = 0
        for candidate in slice(range) where candidate == byte { found &+= 1 }
        return found
    }

    /// Appends the bytes in `range` to `array`.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(*n*) in the length of `range` (one block copy).
    @inline(__always)
    func append(_ range: Range<Int>, to array: inout [UInt8]) {
        array.append(contentsOf: slice(range))
    }

    /// A hash of the bytes in `range` that depends on the bytes only, not on where they are stored.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(*n*) in the length of `range`.
    func hash(_ range: Range<Int>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(slice(range)))
        return hasher.finalize()
    }

    /// The bytes in `range`.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    @inline(__always)
    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "byte range out of range")
        return UnsafeBufferPointer(rebasing: buffer[range])
    }
}
