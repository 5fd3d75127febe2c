/// The journal's on-disk framing, modelled on LevelDB's log format (`doc/log_format.md`).
///
/// The file is a sequence of 32 KiB blocks. Each logical record is stored as one or more physical
/// records, each with a 7-byte header: a masked CRC-32C of the type byte and payload (4 bytes,
/// little-endian), the payload length (2 bytes, little-endian) and the type. A record that does not
/// fit in the rest of a block is split into FIRST, MIDDLE… and LAST fragments; a block tail shorter
/// than a header is filled with zeros.
enum LogFormat {
    /// The block size: 32 KiB.
    static let blockSize = 32_768
    /// Checksum (4) + length (2) + type (1).
    static let headerSize = 7

    /// Physical record types.
    enum RecordType: UInt8 {
        /// Reserved for preallocated (zero-filled) space.
        case zero = 0
        /// A whole logical record.
        case full = 1
        /// The first fragment of a logical record.
        case first = 2
        /// A fragment that is neither first nor last.
        case middle = 3
        /// The last fragment of a logical record.
        case last = 4
    }

    /// Appends the framing of one logical record to `output`.
    ///
    /// - Parameters:
    ///   - payload: The record's bytes.
    ///   - output: The bytes to append to the file.
    ///   - blockOffset: The writer's position within the current block, updated.
    /// - Complexity: O(n) in the payload size.
    static func append(_ payload: [UInt8], to output: inout [UInt8], blockOffset: inout Int) {
        var start = 0
        var isFirst = true
        repeat {
            let leftover = blockSize - blockOffset
            if leftover < headerSize {
                output.append(contentsOf: repeatElement(0, count: leftover))  // block trailer
                blockOffset = 0
            }
            let available = blockSize - blockOffset - headerSize
            let fragmentLength = min(payload.count - start, available)
            let isLast = start + fragmentLength == payload.count
            let type: RecordType =
                switch (isFirst, isLast) {
                case (true, true): .full
                case (true, false): .first
                case (false, true): .last
                case (false, false): .middle
                }
            appendPhysical(type, payload[start..<start + fragmentLength], to: &output)
            blockOffset += headerSize + fragmentLength
            start += fragmentLength
            isFirst = false
        } while start < payload.count
    }

    /// Appends one physical record.
    static func appendPhysical(_ type: RecordType, _ fragment: ArraySlice<UInt8>, to output: inout [UInt8]) {
        let crc = CRC32C.mask(CRC32C.update(CRC32C.checksum(CollectionOfOne(type.rawValue)), fragment))
        output.append(contentsOf: [
            UInt8(truncatingIfNeeded: crc), UInt8(truncatingIfNeeded: crc >> 8), UInt8(truncatingIfNeeded: crc >> 16),
            UInt8(truncatingIfNeeded: crc >> 24), UInt8(truncatingIfNeeded: fragment.count),
            UInt8(truncatingIfNeeded: fragment.count >> 8), type.rawValue,
        ])
        output.append(contentsOf: fragment)
    }
}
