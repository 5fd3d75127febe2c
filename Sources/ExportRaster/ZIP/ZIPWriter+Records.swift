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
        var extra: [UInt8] = []
        if zip64 {
            extra.append(littleEndian: UInt16(1))
            extra.append(littleEndian: UInt16(16))
            extra.append(littleEndian: UInt64(deferred ? 0 : entry.uncompressedSize))
            extra.append(littleEndian: UInt64(deferred ? 0 : entry.compressedSize))
        }
        var header: [UInt8] = []
        header.append(littleEndian: UInt32(0x0403_4B50))
        header.append(littleEndian: UInt16(zip64 ? 45 : 20))
        header.append(littleEndian: entry.flags)
        header.append(littleEndian: entry.method)
        header.append(littleEndian: options.timestamp.dosTime)
        header.append(littleEndian: options.timestamp.dosDate)
        header.append(littleEndian: deferred ? 0 : entry.crc)
        header.append(littleEndian: zip64 ? 0xFFFF_FFFF : UInt32(deferred ? 0 : entry.compressedSize))
        header.append(littleEndian: zip64 ? 0xFFFF_FFFF : UInt32(deferred ? 0 : entry.uncompressedSize))
        header.append(littleEndian: UInt16(entry.name.count))
        header.append(littleEndian: UInt16(extra.count))
        return header + entry.name + extra
    }

    /// Data descriptor, APPNOTE §4.3.9, with its optional signature 0x08074B50. Sizes are 8 bytes
    /// when the local header carried a ZIP64 extra field (§4.3.9.2), 4 bytes otherwise.
    func dataDescriptor(_ entry: CentralEntry, zip64: Bool) -> [UInt8] {
        var descriptor: [UInt8] = []
        descriptor.append(littleEndian: UInt32(0x0807_4B50))
        descriptor.append(littleEndian: entry.crc)
        if zip64 {
            descriptor.append(littleEndian: UInt64(entry.compressedSize))
            descriptor.append(littleEndian: UInt64(entry.uncompressedSize))
        } else {
            descriptor.append(littleEndian: UInt32(entry.compressedSize))
            descriptor.append(littleEndian: UInt32(entry.uncompressedSize))
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
        if bigUncompressed { extraData.append(littleEndian: UInt64(entry.uncompressedSize)) }
        if bigCompressed { extraData.append(littleEndian: UInt64(entry.compressedSize)) }
        if bigOffset { extraData.append(littleEndian: UInt64(entry.offset)) }
        var extra: [UInt8] = []
        if !extraData.isEmpty {
            extra.append(littleEndian: UInt16(1))
            extra.append(littleEndian: UInt16(extraData.count))
            extra += extraData
        }
        var header: [UInt8] = []
        header.append(littleEndian: UInt32(0x0201_4B50))
        header.append(littleEndian: UInt16(0x0300 | 45))  // made by: Unix, version 4.5
        header.append(littleEndian: UInt16(extraData.isEmpty ? 20 : 45))  // version needed
        header.append(littleEndian: entry.flags)
        header.append(littleEndian: entry.method)
        header.append(littleEndian: options.timestamp.dosTime)
        header.append(littleEndian: options.timestamp.dosDate)
        header.append(littleEndian: entry.crc)
        header.append(littleEndian: bigCompressed ? 0xFFFF_FFFF : UInt32(entry.compressedSize))
        header.append(littleEndian: bigUncompressed ? 0xFFFF_FFFF : UInt32(entry.uncompressedSize))
        header.append(littleEndian: UInt16(entry.name.count))
        header.append(littleEndian: UInt16(extra.count))
        header.append(littleEndian: UInt16(0))  // comment length
        header.append(littleEndian: UInt16(0))  // disk number start
        header.append(littleEndian: UInt16(0))  // internal attributes
        header.append(littleEndian: UInt32(0o100644 << 16))  // external attributes: a regular file, rw-r--r--
        header.append(littleEndian: bigOffset ? 0xFFFF_FFFF : UInt32(entry.offset))
        return header + entry.name + extra
    }

    /// The ZIP64 end of central directory record (APPNOTE §4.3.14, 56 bytes, version 4.5, one
    /// disk) followed by its locator (§4.3.15, 20 bytes), which points back at the record.
    func zip64EndRecords(directoryOffset: Int, directorySize: Int) -> [UInt8] {
        var records: [UInt8] = []
        records.append(littleEndian: UInt32(0x0606_4B50))
        // "Size of zip64 end of central directory record" excludes the leading 12 bytes: 56 - 12.
        records.append(littleEndian: UInt64(44))
        records.append(littleEndian: UInt16(45))  // made by
        records.append(littleEndian: UInt16(45))  // version needed
        records.append(littleEndian: UInt32(0))  // this disk
        records.append(littleEndian: UInt32(0))  // disk of the central directory
        records.append(littleEndian: UInt64(entries.count))  // entries on this disk
        records.append(littleEndian: UInt64(entries.count))  // entries in all
        records.append(littleEndian: UInt64(directorySize))
        records.append(littleEndian: UInt64(directoryOffset))
        records.append(littleEndian: UInt32(0x0706_4B50))
        records.append(littleEndian: UInt32(0))  // disk of the ZIP64 end record
        records.append(littleEndian: UInt64(written))  // where the record starts
        records.append(littleEndian: UInt32(1))  // total disks
        return records
    }

    /// The end of central directory record, APPNOTE §4.3.16. Fields too small for their value
    /// hold 0xFFFF or 0xFFFFFFFF, and the ZIP64 record before it has the real value (§4.4.1.4).
    func endRecord(directoryOffset: Int, directorySize: Int) -> [UInt8] {
        let count = UInt16(min(entries.count, 0xFFFF))
        var end: [UInt8] = []
        end.append(littleEndian: UInt32(0x0605_4B50))
        end.append(littleEndian: UInt16(0))  // this disk
        end.append(littleEndian: UInt16(0))  // disk of the central directory
        end.append(littleEndian: count)  // entries on this disk
        end.append(littleEndian: count)  // entries in all
        end.append(littleEndian: UInt32(min(directorySize, ZIPWriter.limit32)))
        end.append(littleEndian: UInt32(min(directoryOffset, ZIPWriter.limit32)))
        end.append(littleEndian: UInt16(0))  // comment length
        return end
    }
}
