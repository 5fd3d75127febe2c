/// Word and vector access to a byte handle: the loads and stores that let bit readers, match
/// finders, filters and checksums touch eight or sixteen bytes at once without leaving the handle.
///
/// Every access is at any alignment. The plain forms check that all the bytes lie inside the
/// handle with `precondition`; the `unchecked:` forms are for loops whose own bounds prove it, and
/// each use states that invariant beside it (debug builds still check).
extension ElementHandle where Element == UInt8 {
    /// The little-endian `T` whose first byte is at `offset`.
    ///
    /// - Precondition: `0 <= offset` and `offset + size of T <= count`.
    /// - Complexity: O(1).
    @inline(__always)
    func littleEndian<T: FixedWidthInteger & BitwiseCopyable>(_: T.Type, at offset: Int) -> T {
        precondition(offset >= 0 && offset <= count - MemoryLayout<T>.size, "word range out of range")
        return littleEndian(T.self, unchecked: offset)
    }

    /// The little-endian `T` whose first byte is at `offset`, checked in debug builds only.
    ///
    /// - Precondition: `0 <= offset` and `offset + size of T <= count`, which the caller's loop
    ///   bounds must already prove.
    /// - Complexity: O(1).
    @inline(__always)
    func littleEndian<T: FixedWidthInteger & BitwiseCopyable>(_: T.Type, unchecked offset: Int) -> T {
        assert(offset >= 0 && offset <= count - MemoryLayout<T>.size, "word range out of range")
        return T(littleEndian: loadUnaligned(T.self, unchecked: offset))
    }
}

extension MutableElementHandle where Element == UInt8 {
    /// Writes `value` least significant byte first, its first byte at `offset`.
    ///
    /// - Precondition: `0 <= offset` and `offset + size of T <= count`.
    /// - Complexity: O(1).
    @inline(__always)
    func store<T: FixedWidthInteger & BitwiseCopyable>(littleEndian value: T, at offset: Int) {
        precondition(offset >= 0 && offset <= count - MemoryLayout<T>.size, "word range out of range")
        store(littleEndian: value, unchecked: offset)
    }

    /// Writes `value` least significant byte first at `offset`, checked in debug builds only.
    ///
    /// - Precondition: `0 <= offset` and `offset + size of T <= count`, which the caller's loop
    ///   bounds must already prove.
    /// - Complexity: O(1).
    @inline(__always)
    func store<T: FixedWidthInteger & BitwiseCopyable>(littleEndian value: T, unchecked offset: Int) {
        assert(offset >= 0 && offset <= count - MemoryLayout<T>.size, "word range out of range")
        storeUnaligned(value.littleEndian, unchecked: offset)
    }

    /// Writes the lanes of `value` to the `V.scalarCount` bytes from `offset`, lane 0 first.
    ///
    /// - Precondition: `0 <= offset` and `offset + V.scalarCount <= count`.
    /// - Complexity: O(1).
    @inline(__always)
    func store<V: SIMD<UInt8> & BitwiseCopyable>(vector value: V, at offset: Int) {
        precondition(offset >= 0 && offset <= count - V.scalarCount, "vector range out of range")
        store(vector: value, unchecked: offset)
    }

    /// Writes the lanes of `value` from `offset`, checked in debug builds only.
    ///
    /// - Precondition: `0 <= offset` and `offset + V.scalarCount <= count`, which the caller's
    ///   loop bounds must already prove.
    /// - Complexity: O(1).
    @inline(__always)
    func store<V: SIMD<UInt8> & BitwiseCopyable>(vector value: V, unchecked offset: Int) {
        assert(offset >= 0 && offset <= count - V.scalarCount, "vector range out of range")
        storeUnaligned(value, unchecked: offset)
    }
}

extension ElementHandle where Element == UInt8 {
    /// The `V.scalarCount` little-endian integers from `offset` as the lanes of one vector, lane 0
    /// first: the wide loads of the checksum, pixel and match-copy loops (sixteen bytes, or four or
    /// eight `UInt32`, at once). Byte lanes need no swap on any platform.
    ///
    /// - Precondition: `0 <= offset` and `offset + size of V <= count`.
    /// - Complexity: O(1).
    @inline(__always)
    func lanes<V: SIMD & BitwiseCopyable>(_: V.Type, at offset: Int) -> V
    where V.Scalar: FixedWidthInteger {
        precondition(offset >= 0 && offset <= count - MemoryLayout<V>.size, "vector range out of range")
        return lanes(V.self, unchecked: offset)
    }

    /// The `V.scalarCount` little-endian integers from `offset` as lanes, checked in debug builds
    /// only.
    ///
    /// - Precondition: `0 <= offset` and `offset + size of V <= count`, which the caller's loop
    ///   bounds must already prove.
    /// - Complexity: O(1).
    @inline(__always)
    func lanes<V: SIMD & BitwiseCopyable>(_: V.Type, unchecked offset: Int) -> V
    where V.Scalar: FixedWidthInteger {
        assert(offset >= 0 && offset <= count - MemoryLayout<V>.size, "vector range out of range")
        let raw = loadUnaligned(V.self, unchecked: offset)
        #if _endian(big)
            var swapped = raw
            for lane in swapped.indices { swapped[lane] = V.Scalar(littleEndian: raw[lane]) }
            return swapped
        #else
            return raw
        #endif
    }
}
