/// Runs of zero bytes whose CRC-32 is derived rather than scanned.
///
/// Tests of the 4 GiB limits need entries that large, and a debug build scans CRC-32 at a few
/// hundred MB/s: far too slow for a unit test. The CRC of data followed by n zero bytes follows
/// from the CRC of the data alone in O(log n), so a test can stream a real 4 GiB entry (headers,
/// descriptor, central directory and all) in a fraction of a second.
extension ZIPWriter {
    /// Appends `count` zero bytes to the open stored entry, writing them to the sink exactly as
    /// ``appendEntryData(_:)`` would, but deriving their effect on the CRC-32 instead of scanning
    /// them. Only more zeros may follow before ``endEntry()``.
    mutating func appendEntryZeros(count: Int) throws(ZIPError) {
        if let failure { throw failure }
        guard var open = openEntry.take() else { throw .noEntryInProgress }
        defer { openEntry = open }
        precondition(open.deflate == nil, "appendEntryZeros is for stored entries")
        let chunk = [UInt8](repeating: 0, count: min(count, 1 << 20))
        var remaining = count
        while remaining > 0 {
            let piece = min(remaining, chunk.count)
            try checkSize(open, adding: piece, compressed: false)
            open.entry.uncompressedSize += piece
            open.trailingZeros += piece
            try emitEntryData(piece == chunk.count ? chunk : Array(chunk[..<piece]), into: &open)
            remaining -= piece
        }
    }

    /// The CRC-32 of some data followed by `count` zero bytes, given the CRC-32 `crc` of the data.
    ///
    /// Feeding a zero byte changes the CRC register (the CRC before its final XOR, RFC 1952 §8)
    /// by a map that is linear over GF(2): shift right one bit at a time, XOR-ing the polynomial
    /// 0xEDB88320 whenever a 1 bit shifts out. `count` zero bytes apply that map's `count`-th
    /// power, built by repeated squaring of its 32×32 bit matrix.
    /// - Complexity: O(32² · log count).
    static func crcAppendingZeros(_ crc: UInt32, count: Int) -> UInt32 {
        if count <= 0 { return crc }
        // A 32×32 matrix over GF(2), stored as its columns: column i is the image of bit i.
        func apply(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
            var result: UInt32 = 0
            var bits = vector
            var column = 0
            while bits != 0 {
                if bits & 1 != 0 { result ^= matrix[column] }
                bits >>= 1
                column += 1
            }
            return result
        }
        func square(_ matrix: [UInt32]) -> [UInt32] { matrix.map { apply(matrix, $0) } }
        // One zero bit: bit 0 shifts out and brings in the polynomial; bit i moves to bit i - 1.
        var power: [UInt32] = [0xEDB8_8320] + (1..<32).map { UInt32(1) << ($0 - 1) }
        for _ in 0..<3 { power = square(power) }  // one zero byte: 2³ zero bits
        var register = ~crc
        var remaining = count
        while remaining > 0 {
            if remaining & 1 != 0 { register = apply(power, register) }
            remaining >>= 1
            if remaining > 0 { power = square(power) }
        }
        return ~register
    }
}
