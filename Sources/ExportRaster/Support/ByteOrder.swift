/// Fixed-width integers as bytes in a stated order, the one place the module turns integers
/// into bytes and back.
///
/// Big-endian (most significant byte first, "network order") is the order of PNG chunk lengths
/// and fields (PNG §7.1), the zlib Adler-32 trailer (RFC 1950 §2.2) and JPEG segment lengths
/// (T.81 §B.1.1.4). Little-endian is the order of every ZIP record (APPNOTE §4.3.1), the gzip
/// trailer and header fields (RFC 1952 §2.1) and DEFLATE's bit stream (RFC 1951 §3.1.1).
///
/// Reads from byte collections are bounds-checked: they return `nil`, or throw the caller's
/// error, when fewer bytes remain than the integer needs. The raw-pointer loads and stores at the
/// end are for hot loops that have already checked their bounds.
extension RandomAccessCollection<UInt8> where Index == Int {
    /// The big-endian `T` whose first byte is `offset` bytes past `startIndex`, or `nil` when the
    /// collection ends before its last byte.
    ///
    /// - Complexity: O(size of `T`).
    func bigEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
        guard let start = byteRange(at: offset, size: MemoryLayout<T>.size) else { return nil }
        var value: T = 0
        for index in start..<start + MemoryLayout<T>.size {
            value = value << 8 | T(truncatingIfNeeded: self[index])
        }
        return value
    }

    /// The little-endian `T` whose first byte is `offset` bytes past `startIndex`, or `nil` when
    /// the collection ends before its last byte.
    ///
    /// - Complexity: O(size of `T`).
    func littleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
        guard let start = byteRange(at: offset, size: MemoryLayout<T>.size) else { return nil }
        var value: T = 0
        for index in (start..<start + MemoryLayout<T>.size).reversed() {
            value = value << 8 | T(truncatingIfNeeded: self[index])
        }
        return value
    }

    /// ``bigEndian(_:at:)``, throwing `failure` where that returns `nil`.
    func bigEndian<T: FixedWidthInteger, Failure: Error>(
        _ type: T.Type, at offset: Int, orThrow failure: @autoclosure () -> Failure
    ) throws(Failure) -> T {
        guard let value = bigEndian(type, at: offset) else { throw failure() }
        return value
    }

    /// ``littleEndian(_:at:)``, throwing `failure` where that returns `nil`.
    func littleEndian<T: FixedWidthInteger, Failure: Error>(
        _ type: T.Type, at offset: Int, orThrow failure: @autoclosure () -> Failure
    ) throws(Failure) -> T {
        guard let value = littleEndian(type, at: offset) else { throw failure() }
        return value
    }

    /// The index of the byte `offset` past `startIndex` when `size` bytes from there lie inside
    /// the collection; written so that no sum can overflow, whatever `offset` a damaged file
    /// supplies.
    func byteRange(at offset: Int, size: Int) -> Int? {
        guard offset >= 0, count >= size, offset <= count - size else { return nil }
        return startIndex + offset
    }
}

extension RangeReplaceableCollection<UInt8> {
    /// Appends `value` most significant byte first.
    ///
    /// - Complexity: O(size of `T`), amortised.
    mutating func append<T: FixedWidthInteger>(bigEndian value: T) {
        for shift in stride(from: T.bitWidth - 8, through: 0, by: -8) {
            append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    /// Appends `value` least significant byte first.
    ///
    /// - Complexity: O(size of `T`), amortised.
    mutating func append<T: FixedWidthInteger>(littleEndian value: T) {
        for shift in stride(from: 0, to: T.bitWidth, by: 8) {
            append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }
}

extension [UInt8] {
    /// The bytes of `value`, most significant first.
    init<T: FixedWidthInteger>(bigEndian value: T) {
        self.init()
        append(bigEndian: value)
    }

    /// The bytes of `value`, least significant first.
    init<T: FixedWidthInteger>(littleEndian value: T) {
        self.init()
        append(littleEndian: value)
    }
}

extension UnsafeRawPointer {
    /// The little-endian `T` at `offset` bytes past this address, at any alignment. Unchecked:
    /// the caller guarantees that the bytes are readable.
    @inline(__always)
    func loadLittleEndian<T: FixedWidthInteger & BitwiseCopyable>(_: T.Type, at offset: Int = 0) -> T {
        T(littleEndian: loadUnaligned(fromByteOffset: offset, as: T.self))
    }
}

extension UnsafeRawBufferPointer {
    /// The little-endian `T` at `offset`, at any alignment; checked only in debug builds, like
    /// `loadUnaligned(fromByteOffset:as:)`.
    @inline(__always)
    func loadLittleEndian<T: FixedWidthInteger & BitwiseCopyable>(_: T.Type, at offset: Int) -> T {
        T(littleEndian: loadUnaligned(fromByteOffset: offset, as: T.self))
    }
}

extension UnsafeMutableRawPointer {
    /// Stores `value` little-endian at `offset` bytes past this address, at any alignment.
    /// Unchecked: the caller guarantees that the bytes are writable.
    @inline(__always)
    func storeLittleEndian<T: FixedWidthInteger & BitwiseCopyable>(_ value: T, at offset: Int = 0) {
        storeBytes(of: value.littleEndian, toByteOffset: offset, as: T.self)
    }
}

extension UnsafeMutableRawBufferPointer {
    /// Stores `value` little-endian at `offset`, at any alignment; checked only in debug builds,
    /// like `storeBytes(of:toByteOffset:as:)`.
    @inline(__always)
    func storeLittleEndian<T: FixedWidthInteger & BitwiseCopyable>(_ value: T, at offset: Int) {
        storeBytes(of: value.littleEndian, toByteOffset: offset, as: T.self)
    }
}
