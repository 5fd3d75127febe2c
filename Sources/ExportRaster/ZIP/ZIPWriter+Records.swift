/// The fixed-layout records of a ZIP archive, all little-endian (APPNOTE §4.3).
extension ZIPWriter {
    /// General-purpose bits (APPNOTE §4.4.4): bit 3 when CRC and sizes follow the data in a data
    /// descriptor, bit 11 when the name is UTF-8 beyond ASCII.
    static func flags(name: [UInt8], deferred: Bool) -> UInt16 {
        var flags: UInt16 = 0
        if deferred { flags |= 1 << 3 }
        if !name.allSatisfy({ $0 < 0x80 }) { flags |= 1 << 11 }
        return flags
    }

    /// Local file header, APPNOTE §4.3.7. With `zip64`, both 32-bit sizes hold the sentinel
    /// 0xFFFFFFFF and a ZIP64 extra field (§4.5.3) carries both sizes, as the local header must.
    /// With `deferred` (general-purpose bit 3), CRC and sizes are zero here and follow the data.
    func localHeader(_ entry: CentralEntry, zip64: Bool, deferred: Bool) -> [UInt8] {
        var header = le32(0x0403_4B50) + le16(zip64 ? 45 : 20) + le16(entry.flags) + le16(entry.method)
        header += le16(options.timestamp.dosTime) + le16(options.timestamp.dosDate)
        header += le32(deferred ? 0 : entry.crc)
        var extra: [UInt8] = []
        if zip64 {
            header += le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF)
            extra = le16(1) + le16(16) + le64(deferred ? 0 : entry.uncompressedSize)
            extra += le64(deferred ? 0 : entry.compressedSize)
        } else {
            header += le32(deferred ? 0 : UInt32(entry.compressedSize))
            header += le32(deferred ? 0 : UInt32(entry.uncompressedSize))
        }
        header += le16(UInt16(entry.name.count)) + le16(UInt16(extra.count))
        return header + entry.name + extra
    }

    /// Data descriptor, APPNOTE §4.3.9, with its optional signature 0x08074B50. Sizes are 8 bytes
    /// when the local header carried a ZIP64 extra field (§4.3.9.2), 4 bytes otherwise.
    func dataDescriptor(_ entry: CentralEntry, zip64: Bool) -> [UInt8] {
        var descriptor = le32(0x0807_4B50) + le32(entry.crc)
        if zip64 {
            descriptor += le64(entry.compressedSize) + le64(entry.uncompressedSize)
        } else {
            descriptor += le32(UInt32(entry.compressedSize)) + le32(UInt32(entry.uncompressedSize))
        }
        return descriptor
    }

    /// Central directory header, APPNOTE §4.3.12, with a ZIP64 extra field (§4.5.3) holding
    /// whichever of uncompressed size, compressed size and local header offset overflow, in that
    /// order; each overflowing 32-bit field holds the sentinel 0xFFFFFFFF.
    func centralHeader(_ entry: CentralEntry) -> [UInt8] {
        let force = options.forceZIP64
        let bigUncompressed = force || entry.uncompressedSize >= ZIPWriter.limit32
        let bigCompressed = force || entry.compressedSize >= ZIPWriter.limit32
        let bigOffset = force || entry.offset >= ZIPWriter.limit32
        var extraData: [UInt8] = []
        if bigUncompressed { extraData += le64(entry.uncompressedSize) }
        if bigCompressed { extraData += le64(entry.compressedSize) }
        if bigOffset { extraData += le64(entry.offset) }
        let extra = extraData.isEmpty ? [] : le16(1) + le16(UInt16(extraData.count)) + extraData
        let needed: UInt16 = extraData.isEmpty ? 20 : 45
        var header = le32(0x0201_4B50) + le16(0x0300 | 45) + le16(needed) + le16(entry.flags) + le16(entry.method)
        header += le16(options.timestamp.dosTime) + le16(options.timestamp.dosDate) + le32(entry.crc)
        header += le32(bigCompressed ? 0xFFFF_FFFF : UInt32(entry.compressedSize))
        header += le32(bigUncompressed ? 0xFFFF_FFFF : UInt32(entry.uncompressedSize))
        header += le16(UInt16(entry.name.count)) + le16(UInt16(extra.count)) + le16(0) + le16(0) + le16(0)
        header += le32(0o100644 << 16)  // external attributes: a regular file, rw-r--r--
        header += le32(bigOffset ? 0xFFFF_FFFF : UInt32(entry.offset))
        return header + entry.name + extra
    }

    /// The ZIP64 end of central directory record (APPNOTE §4.3.14, 56 bytes, version 4.5, one
    /// disk) followed by its locator (§4.3.15, 20 bytes), which points back at the record.
    func zip64EndRecords(directoryOffset: Int, directorySize: Int) -> [UInt8] {
        let recordOffset = written
        // "Size of zip64 end of central directory record" excludes the leading 12 bytes: 56 - 12.
        var record = le32(0x0606_4B50) + le64(44) + le16(45) + le16(45) + le32(0) + le32(0)
        record += le64(entries.count) + le64(entries.count) + le64(directorySize) + le64(directoryOffset)
        return record + le32(0x0706_4B50) + le32(0) + le64(recordOffset) + le32(1)
    }

    /// The end of central directory record, APPNOTE §4.3.16. Fields too small for their value
    /// hold 0xFFFF or 0xFFFFFFFF, and the ZIP64 record before it has the real value (§4.4.1.4).
    func endRecord(directoryOffset: Int, directorySize: Int) -> [UInt8] {
        let count = UInt16(min(entries.count, 0xFFFF))
        var end = le32(0x0605_4B50) + le16(0) + le16(0) + le16(count) + le16(count)
        end += le32(UInt32(min(directorySize, ZIPWriter.limit32)))
        end += le32(UInt32(min(directoryOffset, ZIPWriter.limit32)))
        return end + le16(0)
    }
}

func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
func le64(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: UInt64(value) >> (8 * UInt64($0))) } }
