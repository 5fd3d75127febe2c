/// Entries whose data arrives in pieces: begin, append any number of chunks, end.
extension ZIPWriter {
    /// The state of a streamed entry between ``beginEntry(name:method:mayExceed4GiB:)`` and
    /// ``endEntry()``.
    struct OpenEntry {
        var name: String
        var entry: CentralEntry
        /// The local header carries a ZIP64 extra field, so the data descriptor has 8-byte sizes
        /// and the entry may pass 4 GiB.
        var zip64: Bool
        var crc = CRC32.Running()
        /// The DEFLATE stream, or `nil` for a stored entry.
        var deflate: Deflate.Stream?
        /// Zero bytes appended after the data that ``crc`` has seen (see `appendEntryZeros`).
        var trailingZeros = 0
    }

    /// Starts an entry whose data is then given in pieces with ``appendEntryData(_:)`` and
    /// completed with ``endEntry()``, so an entry never has to be held in memory at once.
    ///
    /// The CRC-32 and sizes are not known when the local header is written, so a streamed entry
    /// always has a data descriptor (general-purpose bit 3, APPNOTE §4.3.9). A deflated entry is
    /// deflated even if that does not make it smaller; a stored entry costs no compression.
    ///
    /// ```swift
    /// var zip = ZIPWriter()
    /// try zip.beginEntry(name: "log.txt", method: .deflated(level: 6))
    /// for line in ["first\n", "second\n"] { try zip.appendEntryData(Array(line.utf8)) }
    /// try zip.endEntry()
    /// let archive = try zip.finish()
    /// ```
    ///
    /// - Parameters:
    ///   - name: The entry name, checked as for ``add(name:bytes:method:)``.
    ///   - method: How to store the data.
    ///   - mayExceed4GiB: Whether the entry may reach 4 GiB (0xFFFFFFFF bytes) before or after
    ///     compression. Such an entry needs a ZIP64 extra field in its local header and 8-byte
    ///     sizes in its data descriptor (APPNOTE §4.3.9.2, §4.5.3), which must be decided before
    ///     the data is written; ``Options/forceZIP64`` implies it.
    /// - Throws: the errors of ``add(name:bytes:method:)``.
    public mutating func beginEntry(name: String, method: Method = .automatic, mayExceed4GiB: Bool = false)
        throws(ZIPError)
    {
        let level = try prepareEntry(name: name, method: method)
        let nameBytes = Array(name.utf8)
        let entry = CentralEntry(
            name: nameBytes, flags: ZIPWriter.flags(name: nameBytes, deferred: true), method: level == nil ? 0 : 8,
            crc: 0, compressedSize: 0, uncompressedSize: 0, offset: written)
        let zip64 = options.forceZIP64 || mayExceed4GiB
        try emit(localHeader(entry, zip64: zip64, deferred: true))
        openEntry = OpenEntry(
            name: name, entry: entry, zip64: zip64, deflate: level.map { Deflate.Stream(level: $0) })
    }

    /// Appends `bytes` to the entry started by ``beginEntry(name:method:mayExceed4GiB:)``.
    ///
    /// Stored data goes to the sink at once; deflated data as soon as DEFLATE completes it.
    ///
    /// - Throws: ``ZIPError/noEntryInProgress``; ``ZIPError/entryTooLarge(_:)`` when an entry
    ///   begun without `mayExceed4GiB` would reach 4 GiB (the archive cannot then be completed);
    ///   ``ZIPError/sinkFailed(_:)``.
    /// - Complexity: O(n), plus DEFLATE's cost for deflated entries.
    public mutating func appendEntryData(_ bytes: some Collection<UInt8>) throws(ZIPError) {
        if let failure { throw failure }
        guard var open = openEntry.take() else { throw .noEntryInProgress }
        defer { openEntry = open }
        precondition(open.trailingZeros == 0, "entry data after appendEntryZeros")
        try checkSize(open, adding: bytes.count, compressed: false)
        open.crc.update(bytes)
        open.entry.uncompressedSize += bytes.count
        if open.deflate == nil {
            try emitEntryData(Array(bytes), into: &open)
        } else if let packed = open.deflate?.feed(bytes) {
            try emitEntryData(packed, into: &open)
        }
    }

    /// Completes the streamed entry: ends its DEFLATE stream, writes its data descriptor and
    /// records it for the central directory.
    ///
    /// - Throws: ``ZIPError/noEntryInProgress``, ``ZIPError/entryTooLarge(_:)``,
    ///   ``ZIPError/sinkFailed(_:)``.
    public mutating func endEntry() throws(ZIPError) {
        if let failure { throw failure }
        guard var open = openEntry.take() else { throw .noEntryInProgress }
        // Any error below breaks the archive (see `failure`), so the entry need not be restored.
        if let tail = open.deflate?.finish() { try emitEntryData(tail, into: &open) }
        open.entry.crc = ZIPWriter.crcAppendingZeros(open.crc.value, count: open.trailingZeros)
        try emit(dataDescriptor(open.entry, zip64: open.zip64))
        record(open.entry, name: open.name)
    }

    /// Throws ``ZIPError/entryTooLarge(_:)``, and breaks the archive, when adding `count` bytes
    /// would take an entry without a ZIP64 local header to 0xFFFFFFFF bytes or more.
    mutating func checkSize(_ open: OpenEntry, adding count: Int, compressed: Bool) throws(ZIPError) {
        let size = compressed ? open.entry.compressedSize : open.entry.uncompressedSize
        if !open.zip64 && size + count >= ZIPWriter.limit32 {
            let failure = ZIPError.entryTooLarge(open.name)
            self.failure = failure
            throw failure
        }
    }

    /// Writes compressed (or stored) entry bytes and counts them.
    mutating func emitEntryData(_ data: [UInt8], into open: inout OpenEntry) throws(ZIPError) {
        if data.isEmpty { return }
        try checkSize(open, adding: data.count, compressed: true)
        try emit(data)
        open.entry.compressedSize += data.count
    }
}
