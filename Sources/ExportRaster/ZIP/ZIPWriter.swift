/// Writes ZIP archives (PKWARE APPNOTE 6.3.x) entry by entry to a ``ByteSink``.
///
/// Each entry is stored or deflated (deflate is kept only when it is smaller), carries its
/// CRC-32, and is flagged UTF-8 (general-purpose bit 11) when its name is not ASCII. ZIP64
/// records (APPNOTE §4.3.14, §4.5.3) are added automatically when an entry or the archive
/// passes 4 GiB or 65,535 entries. Timestamps are fixed by ``Options/timestamp``, so the same
/// entries always give the same bytes.
///
/// ```swift
/// var zip = ZIPWriter()
/// try zip.add(name: "icons/icon@2x.png", bytes: [1, 2, 3], method: .stored)
/// let archive = try zip.finish()
/// ```
public struct ZIPWriter {
    /// How an entry's data is stored.
    public enum Method: Sendable, Equatable {
        /// Method 0: the bytes as they are. Best for PNG, JPEG and other compressed data.
        case stored
        /// Method 8 at a DEFLATE level (0...12); falls back to stored when that is not larger.
        case deflated(level: Int)
        /// Stored for names ending in an already-compressed format (png, jpg, gif, zip, gz…),
        /// deflated at level 6 otherwise.
        case automatic
    }

    /// An MS-DOS date and time (APPNOTE §4.4.6), the resolution ZIP stores: 2 seconds, 1980–2107.
    public struct Timestamp: Sendable, Equatable {
        /// Calendar fields, local time by convention.
        public var year: Int
        /// 1...12.
        public var month: Int
        /// 1...31.
        public var day: Int
        /// 0...23.
        public var hour: Int
        /// 0...59.
        public var minute: Int
        /// 0...59; stored rounded down to even.
        public var second: Int

        /// A timestamp from calendar fields.
        public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
            (self.year, self.month, self.day) = (year, month, day)
            (self.hour, self.minute, self.second) = (hour, minute, second)
        }

        /// 1980-01-01 00:00:00, the earliest DOS time: the default for reproducible archives.
        public static let dosEpoch = Timestamp(year: 1980, month: 1, day: 1)

        var dosTime: UInt16 { UInt16(hour << 11 | minute << 5 | second / 2) }
        var dosDate: UInt16 { UInt16((year - 1980) << 9 | month << 5 | day) }
    }

    /// Progress after one entry has been written.
    public struct Progress: Sendable, Equatable {
        /// Zero-based position of the entry.
        public var entryIndex: Int
        /// The entry name.
        public var name: String
        /// Size of the entry's data before compression.
        public var uncompressedSize: Int
        /// Size of the entry's data as written.
        public var compressedSize: Int
        /// Bytes of archive written so far.
        public var archiveBytesWritten: Int
    }

    /// Archive-wide settings.
    public struct Options: Sendable {
        /// The modification time written for every entry.
        public var timestamp = Timestamp.dosEpoch
        /// Write sizes and CRC in a data descriptor after each entry (general-purpose bit 3)
        /// instead of in the local header.
        public var useDataDescriptors = false
        /// Write ZIP64 records even when the archive is small.
        public var forceZIP64 = false
        /// Called after each entry.
        public var progress: (@Sendable (Progress) -> Void)?

        /// The default options.
        public init() {}
    }

    private struct CentralEntry {
        var name: [UInt8]
        var flags: UInt16
        var method: UInt16
        var crc: UInt32
        var compressedSize: Int
        var uncompressedSize: Int
        var offset: Int
    }

    private var sink: any ByteSink
    private let options: Options
    private var entries: [CentralEntry] = []
    private var names: Set<String> = []
    private var written = 0
    private var finished = false
    private var compressors: [Int: Deflate.Compressor] = [:]

    /// A writer that keeps the archive in memory; ``finish()`` returns it.
    public init(options: Options = .init()) {
        self.init(sink: MemorySink(), options: options)
    }

    /// A writer that streams the archive to `sink`.
    public init(sink: some ByteSink, options: Options = .init()) {
        self.sink = sink
        self.options = options
    }

    private static let compressedExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "heic", "avif", "zip", "gz", "tgz", "bz2", "xz", "zst", "mp3", "mp4",
        "m4a", "mov", "pdf", "woff", "woff2",
    ]

    /// Checks `name` against the rules for safe extraction.
    static func validate(_ name: String) throws(ZIPError) {
        let bytes = Array(name.utf8)
        if bytes.isEmpty { throw .invalidName(name, reason: "empty") }
        if bytes.count > 65535 { throw .invalidName(name, reason: "longer than 65,535 bytes") }
        if bytes.contains(0) { throw .invalidName(name, reason: "contains NUL") }
        if bytes.contains(UInt8(ascii: "\\")) { throw .invalidName(name, reason: "contains a backslash") }
        if bytes.first == UInt8(ascii: "/") { throw .invalidName(name, reason: "absolute path") }
        if bytes.count >= 2 && bytes[1] == UInt8(ascii: ":") { throw .invalidName(name, reason: "drive letter") }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." }) {
            throw .invalidName(name, reason: "contains a .. component")
        }
    }

    /// Compresses (or stores) `bytes` as entry `name` and writes it to the sink.
    ///
    /// - Throws: ``ZIPError/invalidName(_:reason:)`` for unsafe names,
    ///   ``ZIPError/duplicateName(_:)``, ``ZIPError/invalidOption(reason:)`` for a bad level,
    ///   ``ZIPError/sinkFailed(_:)`` when the sink throws.
    /// - Complexity: O(n), plus DEFLATE's cost for deflated entries.
    public mutating func add(name: String, bytes: [UInt8], method: Method = .automatic) throws(ZIPError) {
        if finished { throw .alreadyFinished }
        let time = options.timestamp
        let valid =
            (1980...2107).contains(time.year) && (1...12).contains(time.month) && (1...31).contains(time.day)
            && (0...23).contains(time.hour) && (0...59).contains(time.minute) && (0...59).contains(time.second)
        if !valid { throw .invalidOption(reason: "timestamp is outside 1980...2107 or has invalid fields") }
        try ZIPWriter.validate(name)
        if names.contains(name) { throw .duplicateName(name) }
        var level: Int?
        switch method {
        case .stored: level = nil
        case .deflated(let chosen):
            guard Deflate.levels.contains(chosen) else {
                throw .invalidOption(reason: "DEFLATE level \(chosen) is outside 0...12")
            }
            level = chosen
        case .automatic:
            let fileExtension = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
            level = ZIPWriter.compressedExtensions.contains(fileExtension) ? nil : 6
        }
        var data = bytes
        var methodCode: UInt16 = 0
        if let level {
            var compressor = compressors[level] ?? Deflate.Compressor(level: level)
            let packed = compressor.compress(bytes)
            compressors[level] = compressor
            if packed.count < bytes.count {
                data = packed
                methodCode = 8
            }
        }
        let nameBytes = Array(name.utf8)
        var entry = CentralEntry(
            name: nameBytes, flags: nameBytes.allSatisfy { $0 < 0x80 } ? 0 : 1 << 11, method: methodCode,
            crc: CRC32.checksum(bytes), compressedSize: data.count, uncompressedSize: bytes.count, offset: written)
        if options.useDataDescriptors { entry.flags |= 1 << 3 }
        let zip64 = options.forceZIP64 || entry.compressedSize >= 0xFFFF_FFFF || entry.uncompressedSize >= 0xFFFF_FFFF
        try emit(localHeader(entry, zip64: zip64))
        try emit(data)
        if options.useDataDescriptors {
            var descriptor = le32(0x0807_4B50) + le32(entry.crc)
            if zip64 {
                descriptor += le64(entry.compressedSize) + le64(entry.uncompressedSize)
            } else {
                descriptor += le32(UInt32(entry.compressedSize)) + le32(UInt32(entry.uncompressedSize))
            }
            try emit(descriptor)
        }
        entries.append(entry)
        names.insert(name)
        options.progress?(
            Progress(
                entryIndex: entries.count - 1, name: name, uncompressedSize: bytes.count,
                compressedSize: data.count, archiveBytesWritten: written))
    }

    /// Writes the central directory and end records.
    ///
    /// - Returns: the whole archive when writing to memory; an empty array for other sinks,
    ///   which already hold everything.
    @discardableResult
    public mutating func finish() throws(ZIPError) -> [UInt8] {
        if finished { throw .alreadyFinished }
        finished = true
        let directoryOffset = written
        for entry in entries { try emit(centralHeader(entry)) }
        let directorySize = written - directoryOffset
        let needsZIP64 =
            options.forceZIP64 || entries.count >= 0xFFFF || directoryOffset >= 0xFFFF_FFFF
            || directorySize >= 0xFFFF_FFFF
        if needsZIP64 {
            let recordOffset = written
            var record = le32(0x0606_4B50) + le64(44) + le16(45) + le16(45) + le32(0) + le32(0)
            record += le64(entries.count) + le64(entries.count) + le64(directorySize) + le64(directoryOffset)
            record += le32(0x0706_4B50) + le32(0) + le64(recordOffset) + le32(1)
            try emit(record)
        }
        let count = UInt16(min(entries.count, 0xFFFF))
        var end = le32(0x0605_4B50) + le16(0) + le16(0) + le16(count) + le16(count)
        end += le32(UInt32(min(directorySize, 0xFFFF_FFFF))) + le32(UInt32(min(directoryOffset, 0xFFFF_FFFF)))
        end += le16(0)
        try emit(end)
        return (sink as? MemorySink)?.bytes ?? []
    }

    private mutating func emit(_ bytes: [UInt8]) throws(ZIPError) {
        do {
            try sink.write(bytes)
        } catch {
            throw .sinkFailed(String(describing: error))
        }
        written += bytes.count
    }

    /// APPNOTE §4.3.7.
    private func localHeader(_ entry: CentralEntry, zip64: Bool) -> [UInt8] {
        let deferred = options.useDataDescriptors
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

    /// APPNOTE §4.3.12, with a ZIP64 extra field (§4.5.3) holding whichever values overflow.
    private func centralHeader(_ entry: CentralEntry) -> [UInt8] {
        let force = options.forceZIP64
        let bigUncompressed = force || entry.uncompressedSize >= 0xFFFF_FFFF
        let bigCompressed = force || entry.compressedSize >= 0xFFFF_FFFF
        let bigOffset = force || entry.offset >= 0xFFFF_FFFF
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
}

func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
func le64(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: UInt64(value) >> (8 * UInt64($0))) } }
