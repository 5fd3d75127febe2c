/// One append-only journal file, the durable log under both ``Library`` and ``ScanQueue``.
///
/// The journal owns every rule that makes a write durable, so that the stores above it only decide
/// what their records mean:
///
/// - **Framing and checksums.** Records are framed as LevelDB's log format (``LogFormat``: 32 KiB
///   blocks, a 7-byte header with a masked CRC-32C per physical record, records split into
///   FIRST/MIDDLE/LAST fragments across blocks). A ``Batch`` continues the framing at the file's end.
/// - **Fsync policy.** ``commit(_:sync:)`` appends a batch and syncs the file (`fsync`,
///   `F_FULLFSYNC` on Apple platforms) before it returns: one sync per batch, however many records
///   it holds (group commit). Only a record whose loss is harmless may skip its own sync
///   (``Sync/deferred``); the next synced commit makes it durable with the rest. A new file is
///   synced together with its directory before any record is acknowledged; a file replaced by
///   compaction is written beside it, synced, renamed over it, and the directory synced.
/// - **Failure.** When an append or sync fails the file may hold part of the batch, so the journal
///   refuses every later write with ``LibraryError/needsReopen``; opening again cuts the part off.
/// - **Replay and torn tails.** ``open(recovery:storageError:replay:)`` hands every intact record
///   to the caller in order. Bytes after the last intact record are a torn tail left by a crash and
///   are truncated durably before new records follow; damage *before* it is real corruption and is
///   reported (``Library/Recovery/strict``) or skipped and listed (``Library/Recovery/salvage``).
/// - **Compaction.** ``rewrite(with:via:)`` replaces the journal with fewer records (the scan
///   queue); ``checkpoint(snapshot:as:via:continuingIn:)`` installs a snapshot and starts an empty
///   journal (the library). A crash after any step leaves files that together hold every record
///   acknowledged before it.
///
/// The journal is a value owned by one actor; it does no locking of its own.
struct Journal {
    /// The file operations; tests pass a simulated file system that can lose power.
    let io: any FileIO
    /// The directory holding the journal and the files compaction writes.
    let directory: String
    /// The journal's file name in ``directory``; a checkpoint moves to the next one.
    private(set) var name: String
    /// The journal's length in bytes: the end of its last intact record.
    private(set) var length = 0
    /// Set when a write failed part-way; every later write throws ``LibraryError/needsReopen``.
    private(set) var isBroken = false
    /// Damage skipped when opening with ``Library/Recovery/salvage``, in file order.
    private(set) var skippedDamage: [LogReader.Damage] = []

    /// A journal for the file `name` in `directory`; call ``open(recovery:storageError:replay:)``
    /// before anything else.
    init(io: any FileIO, directory: String, name: String) {
        self.io = io
        self.directory = directory
        self.name = name
    }

    /// The journal file's path.
    var path: String { directory + "/" + name }

    private func path(_ name: String) -> String { directory + "/" + name }

    // MARK: Opening

    /// Reads the journal and hands each intact record to `replay`, in order, with the byte offset
    /// of its first fragment; creates the file durably when it does not exist.
    ///
    /// - Parameters:
    ///   - recovery: What to do about damage before the last intact record.
    ///   - storageError: Turns a file-system or journal error into the caller's error type.
    ///   - replay: Applies one record; throwing stops opening with that error.
    /// - Throws: `storageError` of ``LibraryError/journalDamaged(file:offset:reason:)`` for damage in
    ///   strict mode, or of ``LibraryError/io(operation:path:code:)``; whatever `replay` throws.
    /// - Complexity: O(n) in the size of the file; one truncation and sync when the tail is torn,
    ///   two syncs when the file is new.
    mutating func open<Failure: Error>(
        recovery: Library.Recovery = .strict, storageError: (LibraryError) -> Failure,
        replay: (_ payload: [UInt8], _ offset: Int) throws(Failure) -> Void
    ) throws(Failure) {
        let stored: [UInt8]?
        do {
            stored = try io.read(path)
        } catch {
            throw storageError(error)
        }
        guard let bytes = stored else {
            do {
                try createEmpty(name)
            } catch {
                throw storageError(error)
            }
            return
        }
        let contents = LogReader.read(bytes)
        if let first = contents.interiorDamage.first, recovery == .strict {
            throw storageError(.journalDamaged(file: name, offset: first.offset, reason: first.reason))
        }
        skippedDamage = contents.interiorDamage
        for record in contents.records { try replay(record.payload, record.start) }
        length = contents.validEnd
        if bytes.count > contents.validEnd {
            // A torn tail: cut it off durably so new records follow the last intact one.
            do {
                try io.truncate(path, to: contents.validEnd)
                try io.sync(path)
            } catch {
                throw storageError(error)
            }
        }
    }

    /// Opens the journal for a caller whose errors are ``LibraryError``; see
    /// ``open(recovery:storageError:replay:)``.
    ///
    /// - Throws: ``LibraryError``, or whatever `replay` throws.
    mutating func open(
        recovery: Library.Recovery = .strict, replay: (_ payload: [UInt8], _ offset: Int) throws(LibraryError) -> Void
    ) throws(LibraryError) {
        try open(recovery: recovery, storageError: { $0 }, replay: replay)
    }

    /// Creates an empty file and makes it and its directory entry durable.
    private func createEmpty(_ name: String) throws(LibraryError) {
        try io.write(path(name), [])
        try io.sync(path(name))
        try io.syncDirectory(directory)
    }

    // MARK: Writing

    /// Throws ``LibraryError/needsReopen`` when an earlier write failed part-way.
    func checkWritable() throws(LibraryError) {
        guard !isBroken else { throw .needsReopen }
    }

    /// An empty batch whose framing continues at the journal's end.
    ///
    /// - Throws: ``LibraryError/needsReopen`` when an earlier write failed part-way.
    func makeBatch() throws(LibraryError) -> Batch {
        try checkWritable()
        return Batch(startingAt: length)
    }

    /// When a committed batch reaches stable storage.
    enum Sync {
        /// Before ``commit(_:sync:)`` returns: a power cut after that cannot lose it.
        case always
        /// With the next synced commit (or whenever the system writes it back). Only for records
        /// whose loss in a power cut is harmless, such as a note that a repeatable request was
        /// answered: the request is then made again.
        case deferred
    }

    /// Appends a batch made by ``makeBatch()`` and, by default, syncs the file; only then may the
    /// caller apply the batch's records in memory.
    ///
    /// - Precondition: No other batch was committed since `batch` was made.
    /// - Throws: The failing operation's ``LibraryError``; the journal then refuses writes with
    ///   ``LibraryError/needsReopen``, because the file may hold part of the batch.
    /// - Complexity: O(b) in the batch's size; one append and one sync (no sync when deferred).
    mutating func commit(_ batch: Batch, sync: Sync = .always) throws(LibraryError) {
        precondition(batch.start == length, "a batch must be committed at the journal end it was made for")
        try checkWritable()
        do {
            try io.append(path, batch.bytes)
            if sync == .always { try io.sync(path) }
        } catch {
            isBroken = true
            throw error
        }
        length += batch.bytes.count
    }

    // MARK: Compaction

    /// Replaces the journal with the records of `batch` (made with ``Batch/init(startingAt:)`` at
    /// 0): written to `temporaryName`, synced, renamed over the journal, directory synced. A crash
    /// after any step leaves the old or the new journal, each whole.
    ///
    /// - Throws: The failing operation's ``LibraryError``; the journal then refuses writes with
    ///   ``LibraryError/needsReopen``.
    /// - Complexity: O(b); one sync of the file and one of the directory.
    mutating func rewrite(with batch: Batch, via temporaryName: String) throws(LibraryError) {
        precondition(batch.start == 0, "a rewritten journal starts at its first byte")
        try checkWritable()
        do {
            try install(batch.bytes, as: name, via: temporaryName)
        } catch {
            isBroken = true
            throw error
        }
        length = batch.bytes.count
    }

    /// Installs `snapshot` as the file `snapshotName` (written to `temporaryName`, synced, renamed,
    /// directory synced), then continues in the new empty journal `nextName` (created, synced,
    /// directory synced) and removes the old one. A crash after any step leaves a snapshot and a
    /// journal that together hold every record acknowledged before: until the snapshot's rename is
    /// durable the old snapshot and journal stand; after it, the snapshot names `nextName`, which
    /// exists or reads as empty.
    ///
    /// - Throws: The failing operation's ``LibraryError``; the journal then refuses writes with
    ///   ``LibraryError/needsReopen``.
    /// - Complexity: O(s) in the snapshot's size; three file syncs and two directory syncs.
    mutating func checkpoint(
        snapshot: [UInt8], as snapshotName: String, via temporaryName: String, continuingIn nextName: String
    ) throws(LibraryError) {
        try checkWritable()
        do {
            try install(snapshot, as: snapshotName, via: temporaryName)
            try createEmpty(nextName)
            try io.remove(path)
        } catch {
            isBroken = true
            throw error
        }
        name = nextName
        length = 0
    }

    /// Writes `bytes` to `temporaryName`, syncs it, renames it to `name` and syncs the directory.
    private func install(_ bytes: [UInt8], as name: String, via temporaryName: String) throws(LibraryError) {
        let temporary = path(temporaryName)
        try io.write(temporary, bytes)
        try io.sync(temporary)
        try io.rename(temporary, to: path(name))
        try io.syncDirectory(directory)
    }
}
