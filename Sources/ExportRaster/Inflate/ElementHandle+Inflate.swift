/// A place among the bytes of a handle, held as an address: the form in which
/// ``HuffmanFastLoop`` keeps its input and output positions. A handle and an index take two
/// registers where an address takes one, and the loop has more live values than x86-64 has
/// registers: with indices, its table and buffer bases were reloaded from the stack on every
/// symbol.
///
/// Places are made only by ``ElementHandle/place(at:)`` and ``MutableElementHandle/place(at:)``,
/// which check the index, inside the handle's `with…` call, and are valid only there. Their
/// loads and stores are unchecked: each use states the invariant that keeps it inside the
/// handle's bytes, as the `unchecked:` accessors of the handles do.
struct BytePlace: Comparable {
    /// The address of the byte; writable only when the place came from a mutable handle.
    fileprivate let address: UnsafeMutableRawPointer

    /// The place `offset` bytes further on (before, when negative).
    @inline(__always)
    static func + (place: BytePlace, offset: Int) -> BytePlace {
        BytePlace(address: place.address + offset)
    }

    /// The place `offset` bytes before.
    @inline(__always)
    static func - (place: BytePlace, offset: Int) -> BytePlace {
        BytePlace(address: place.address - offset)
    }

    /// The number of bytes from `start` to `end` (negative when `end` comes first).
    @inline(__always)
    static func - (end: BytePlace, start: BytePlace) -> Int {
        start.address.distance(to: end.address)
    }

    @inline(__always)
    static func < (left: BytePlace, right: BytePlace) -> Bool {
        left.address < right.address
    }

    /// The byte here.
    /// - Precondition: the place lies inside its handle.
    @inline(__always)
    func load() -> UInt8 {
        address.load(as: UInt8.self)
    }

    /// The eight bytes from here as a little-endian word.
    /// - Precondition: the eight bytes lie inside the handle.
    @inline(__always)
    func loadWord() -> UInt64 {
        UnsafeRawPointer(address).loadLittleEndian(UInt64.self)
    }

    /// The sixteen bytes from here, lane 0 first.
    /// - Precondition: the sixteen bytes lie inside the handle.
    @inline(__always)
    func loadVector() -> SIMD16<UInt8> {
        address.loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Writes `value` here.
    /// - Precondition: the place lies inside a mutable handle.
    @inline(__always)
    func store(_ value: UInt8) {
        address.storeBytes(of: value, as: UInt8.self)
    }

    /// Writes `value` from here, least significant byte first.
    /// - Precondition: the bytes lie inside a mutable handle.
    @inline(__always)
    func store<T: FixedWidthInteger & BitwiseCopyable>(littleEndian value: T) {
        address.storeLittleEndian(value)
    }

    /// Writes the sixteen lanes of `value` from here, lane 0 first.
    /// - Precondition: the sixteen bytes lie inside a mutable handle.
    @inline(__always)
    func store(vector value: SIMD16<UInt8>) {
        address.storeBytes(of: value, as: SIMD16<UInt8>.self)
    }
}

extension ElementHandle where Element == UInt8 {
    /// The place of byte `index`, for reading only; `index == count` is the place just past the
    /// end, which may be compared with but not read.
    ///
    /// - Precondition: `0 <= index <= count`.
    /// - Complexity: O(1).
    @inline(__always)
    func place(at index: Int) -> BytePlace {
        precondition(index >= 0 && index <= count, "byte place out of range")
        return withBuffer {
            BytePlace(address: UnsafeMutableRawPointer(mutating: $0.baseAddress.unsafelyUnwrapped) + index)
        }
    }
}

extension MutableElementHandle where Element == UInt8 {
    /// The place of byte `index`, for reading and writing; `index == count` is the place just
    /// past the end.
    ///
    /// - Precondition: `0 <= index <= count`.
    /// - Complexity: O(1).
    @inline(__always)
    func place(at index: Int) -> BytePlace {
        precondition(index >= 0 && index <= count, "byte place out of range")
        return withMutableBuffer {
            BytePlace(address: UnsafeMutableRawPointer($0.baseAddress.unsafelyUnwrapped) + index)
        }
    }
}
