/// Accumulates a little-endian bit stream (RFC 1951 §3.1.1: data elements are packed starting
/// with the least significant bit of each byte) in a 64-bit register and stores whole words.
///
/// The output lives in `storage`, which is kept at least eight bytes longer than the bytes
/// written so far, so that every flush can store the whole register as one unaligned 64-bit word
/// and then advance by the number of complete bytes it held.
struct BitWriter {
    /// Written bytes, then slack for whole-word stores (whatever it holds is overwritten).
    private var storage: [UInt8] = []
    /// Number of completed bytes at the front of `storage`.
    private var byteCount = 0
    /// Pending bits, least significant first. Invariant: `count < 32` between calls.
    private var register: UInt64 = 0
    private var count = 0

    /// The completed bytes (a copy).
    var bytes: [UInt8] { Array(storage[0..<byteCount]) }

    /// Number of bits written so far.
    var bitCount: Int { byteCount * 8 + count }

    /// Forgets everything written, keeping the storage for the next stream.
    mutating func reset() {
        byteCount = 0
        register = 0
        count = 0
    }

    /// Makes room for `extra` more bytes plus one whole-word store.
    mutating func reserve(_ extra: Int) {
        let needed = byteCount + extra + 8
        if storage.count < needed { storage.append(contentsOf: repeatElement(0, count: needed - storage.count)) }
    }

    /// Appends the low `width` bits of `value` (width ≤ 32).
    @inline(__always)
    mutating func write(_ value: UInt32, width: Int) {
        register |= UInt64(value) << UInt64(count)
        count += width
        if count >= 32 {
            reserve(4)
            // `reserve` made room for the four bytes at `byteCount`.
            storage.withMutableElementHandle {
                $0.store(littleEndian: UInt32(truncatingIfNeeded: register), unchecked: byteCount)
            }
            byteCount += 4
            register >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and moves whole bytes out of the register.
    mutating func alignToByte() {
        reserve(8)
        // `reserve` made room for the eight bytes at `byteCount`.
        storage.withMutableElementHandle { $0.store(littleEndian: register, unchecked: byteCount) }
        byteCount += (count + 7) >> 3
        register = 0
        count = 0
    }

    /// Appends raw bytes; the writer must be byte-aligned.
    mutating func appendAligned(_ bytes: ElementHandle<UInt8>) {
        reserve(bytes.count)
        storage.withMutableElementHandle { $0.copy(bytes, to: byteCount) }
        byteCount += bytes.count
    }

    /// Removes and returns the completed bytes, keeping pending bits and the storage.
    mutating func takeBytes() -> [UInt8] {
        let taken = Array(storage[0..<byteCount])
        // Pending bits sit in the register, so nothing beyond the completed bytes is kept.
        byteCount = 0
        return taken
    }

    /// Runs `body` with a cursor that may store up to `capacity` more bytes without checks.
    ///
    /// The cursor's stores are unchecked, so `capacity` must bound what `body` writes.
    @inline(__always)
    mutating func withCursor<Result>(capacity: Int, _ body: (inout BitWriteCursor) -> Result) -> Result {
        reserve(capacity)
        let start = byteCount
        let pending = (register: register, count: count)
        let (result, cursor, written) = storage.withUnsafeMutableBytes { raw in
            // `reserve` made `raw` non-empty.
            let first = raw.baseAddress.unsafelyUnwrapped + start
            var cursor = BitWriteCursor(next: first, register: pending.register, count: pending.count)
            let result = body(&cursor)
            return (result, cursor, cursor.next - first)
        }
        byteCount = start + written
        register = cursor.register
        count = cursor.count
        return result
    }
}

/// The unchecked inner loop of ``BitWriter``: bits are added to a 64-bit register and flushed
/// as one unaligned 64-bit store followed by an advance of the completed bytes (at most 7
/// pending bits stay behind).
///
/// The cursor stays on a raw pointer: as a byte handle and an offset it cost the symbol writer
/// about 2.6% more instructions.
struct BitWriteCursor {
    /// Where the next completed byte goes.
    var next: UnsafeMutableRawPointer
    var register: UInt64
    /// Pending bits in `register`.
    var count: Int

    /// Adds the low `width` bits of `bits`. Requires `count + width <= 64` and the value to have
    /// no bits above `width`.
    @inline(__always)
    mutating func add(_ bits: UInt64, width: Int) {
        register |= bits &<< UInt64(truncatingIfNeeded: count)
        count &+= width
    }

    /// Stores the register and keeps only the bits of the last incomplete byte (`count < 8` after).
    /// Requires `count < 64`. Bits above `count` are always zero, so the store may run past the
    /// completed bytes: the next store rewrites them.
    @inline(__always)
    mutating func flush() {
        next.storeLittleEndian(register)
        let bytes = count &>> 3
        next += bytes
        register &>>= UInt64(truncatingIfNeeded: bytes &<< 3)
        count &= 7
    }
}
