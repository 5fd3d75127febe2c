/// Writes ZIP archives (PKWARE APPNOTE 6.3.x) entry by entry to a ``ByteSink``.
///
/// Each entry is stored or deflated, carries its CRC-32, and is flagged UTF-8 (general-purpose
/// bit 11) when its name is not ASCII. An entry is either added whole with
/// ``add(name:bytes:method:)`` (deflate is then kept only when it is smaller) or streamed in
/// pieces with ``beginEntry(name:method:mayExceed4GiB:)``, ``appendEntryData(_:)`` and
/// ``endEntry()``, so an entry larger than memory never has to be held at once. ZIP64 records
/// (APPNOTE §4.3.14, §4.3.15, §4.5.3) are added automatically when an entry or the archive passes
/// 4 GiB or 65,535 entries. Timestamps are fixed by ``Options/timestamp``, so the same entries
/// always give the same bytes.
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
        /// Method 8 at a DEFLATE level (0...12). A whole entry falls back to stored when deflate
        /// is not smaller; a streamed entry is always deflated.
        case deflated(level: Int)
        /// Stored for names ending in an already-compressed format (png, jpg, gif, zip, gz…),
        /// deflated at level 6 otherwise.
        case automatic
    }

    /// An entry's modification time: calendar fields, local time by convention, stored as an
    /// MS-DOS date and time (APPNOTE §4.4.6) at its resolution: 2 seconds, 1980–2107.
    public typealias Timestamp = CalendarTimestamp

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
        /// instead of in the local header. Streamed entries always use data descriptors.
        public var useDataDescriptors = false
        /// Write ZIP64 records even when the archive is small.
        public var forceZIP64 = false
        /// Called after each entry.
        public var progress: (@Sendable (Progress) -> Void)?

        /// The default options.
        public init() {}
    }

    /// What the central directory records about one entry (APPNOTE §4.3.12).
    struct CentralEntry {
        var name: [UInt8]
        var flags: UInt16
        var method: UInt16
        var crc: UInt32
        var compressedSize: Int
        var uncompressedSize: Int
        var offset: Int
    }

    /// The largest value a 32-bit size or offset field holds; 0xFFFFFFFF itself is the ZIP64
    /// sentinel (APPNOTE §4.4.8, §4.4.9, §4.4.16), so anything at or above it needs ZIP64.
    static let limit32 = 0xFFFF_FFFF

    var sink: any ByteSink
    let options: Options
    var entries: [CentralEntry] = []
    var names: Set<String> = []
    var written = 0
    var finished = false
    /// Set when the sink has thrown or an entry could not be completed: the archive is broken and
    /// every later call rethrows this error.
    var failure: ZIPError?
    var compressors: [Int: Deflate.Compressor] = [:]
    /// The entry being streamed, between ``beginEntry(name:method:mayExceed4GiB:)`` and ``endEntry()``.
    var openEntry: OpenEntry?

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

    /// Checks that a new entry may start: the writer is usable, the timestamp, name and method are
    /// valid. Returns the DEFLATE level to use, or `nil` to store.
    func prepareEntry(name: String, method: Method) throws(ZIPError) -> Int? {
        if let failure { throw failure }
        if finished { throw .alreadyFinished }
        if let openEntry { throw .entryInProgress(openEntry.name) }
        if let field = options.timestamp.invalidDOSField {
            throw .invalidOption(reason: "timestamp \(field)")
        }
        try ZIPWriter.validate(name)
        if names.contains(name) { throw .duplicateName(name) }
        switch method {
        case .stored:
            return nil
        case .deflated(let level):
            guard Deflate.levels.contains(level) else {
                throw .invalidOption(reason: "DEFLATE level \(level) is outside 0...12")
            }
            return level
        case .automatic:
            let fileExtension = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
            return ZIPWriter.compressedExtensions.contains(fileExtension) ? nil : 6
        }
    }

    /// Compresses (or stores) `bytes` as entry `name` and writes it to the sink.
    ///
    /// - Throws: ``ZIPError/invalidName(_:reason:)`` for unsafe names,
    ///   ``ZIPError/duplicateName(_:)``, ``ZIPError/invalidOption(reason:)`` for a bad level,
    ///   ``ZIPError/entryInProgress(_:)`` while a streamed entry is open,
    ///   ``ZIPError/sinkFailed(_:)`` when the sink throws.
    /// - Complexity: O(n), plus DEFLATE's cost for deflated entries.
    public mutating func add(name: String, bytes: [UInt8], method: Method = .automatic) throws(ZIPError) {
        let level = try prepareEntry(name: name, method: method)
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
        let deferred = options.useDataDescriptors
        let entry = CentralEntry(
            name: nameBytes, flags: ZIPWriter.flags(name: nameBytes, deferred: deferred), method: methodCode,
            crc: CRC32.checksum(bytes), compressedSize: data.count, uncompressedSize: bytes.count, offset: written)
        let zip64 =
            options.forceZIP64 || entry.compressedSize >= ZIPWriter.limit32
            || entry.uncompressedSize >= ZIPWriter.limit32
        try emit(localHeader(entry, zip64: zip64, deferred: deferred))
        try emit(data)
        if deferred { try emit(dataDescriptor(entry, zip64: zip64)) }
        record(entry, name: name)
    }

    /// Adds a completed entry to the central directory and reports progress.
    mutating func record(_ entry: CentralEntry, name: String) {
        entries.append(entry)
        names.insert(name)
        options.progress?(
            Progress(
                entryIndex: entries.count - 1, name: name, uncompressedSize: entry.uncompressedSize,
                compressedSize: entry.compressedSize, archiveBytesWritten: written))
    }

    /// Writes the central directory and end records.
    ///
    /// - Returns: the whole archive when writing to memory; an empty array for other sinks,
    ///   which already hold everything.
    /// - Throws: ``ZIPError/entryInProgress(_:)`` while a streamed entry is open,
    ///   ``ZIPError/alreadyFinished``, ``ZIPError/sinkFailed(_:)``.
    @discardableResult
    public mutating func finish() throws(ZIPError) -> [UInt8] {
        if let failure { throw failure }
        if finished { throw .alreadyFinished }
        if let openEntry { throw .entryInProgress(openEntry.name) }
        finished = true
        let directoryOffset = written
        for entry in entries { try emit(centralHeader(entry)) }
        let directorySize = written - directoryOffset
        let needsZIP64 =
            options.forceZIP64 || entries.count >= 0xFFFF || directoryOffset >= ZIPWriter.limit32
            || directorySize >= ZIPWriter.limit32
        if needsZIP64 {
            try emit(zip64EndRecords(directoryOffset: directoryOffset, directorySize: directorySize))
        }
        try emit(endRecord(directoryOffset: directoryOffset, directorySize: directorySize))
        return (sink as? MemorySink)?.bytes ?? []
    }

    /// Writes `bytes` to the sink; a sink error breaks the archive for good.
    mutating func emit(_ bytes: [UInt8]) throws(ZIPError) {
        do {
            try sink.write(bytes)
        } catch {
            let failure = ZIPError.sinkFailed(String(describing: error))
            self.failure = failure
            throw failure
        }
        written += bytes.count
    }
}
