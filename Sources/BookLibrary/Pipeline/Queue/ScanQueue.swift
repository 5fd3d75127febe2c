#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The durable queue of captured scans, journaled next to the library so no scan is lost or
/// uploaded twice.
///
/// The queue lives in its own directory: `images/` holds the photos and `scans.log` is a journal
/// in the library's log format (LevelDB records with a CRC-32C each), one record per state
/// change holding the whole ``ScanRecord``. Every method that changes a scan returns only after
/// its record is on stable storage, so the caller acts only on journaled state:
///
/// 1. ``enqueue(photos:capturedAt:id:)`` writes each photo to a temporary file, syncs it, renames
///    it into place and syncs the directory; only then does it journal the scan as `captured`.
/// 2. ``apply(_:to:at:)`` journals each transition (uploading, accepted with the job ticket,
///    streaming, results received with the books) before the caller goes on.
/// 3. ``saveBooks(of:at:)`` adds the books to the ``Library`` (one durable batch), then journals
///    `saved`. Books get stable identifiers, so saving again after a crash merges instead of
///    adding copies.
/// 4. ``cleanUp(_:at:)`` deletes the photos only once the scan is `saved`, then forgets it and
///    journals, in the same write, the backend cleanup the job is owed (``ScanCleanup``); a job
///    that fails after acceptance owes one too, journaled with its `rejected` state.
/// 5. ``settleCleanup(jobID:)`` forgets an owed cleanup once the backend answered it (or the
///    ``ScanPipeline`` gave up); until then it is in ``pendingCleanups``, across relaunches.
///
/// Reopening replays the journal, cuts off a torn tail, and removes photo files no journaled scan
/// refers to (a capture cut short before it was acknowledged). Each scan then says what to do
/// next through ``ScanRecord/resumeAction(at:)``: a scan accepted by the server is never
/// uploaded again, and a scan not yet accepted is still queued.
///
/// ```swift
/// let queue = try await ScanQueue.open(at: directory, library: library)
/// let scan = try await queue.enqueue(photos: [jpegData], capturedAt: Date())
/// ```
public actor ScanQueue {
    /// One journal record: a scan's whole new state, the end of a scan, or a backend cleanup owed
    /// or settled.
    enum Entry {
        case put(ScanRecord)
        case forget(UUID)
        case owe(ScanCleanup)
        case settle(jobID: String)

        static let putTag: UInt8 = 1
        static let forgetTag: UInt8 = 2
        static let oweTag: UInt8 = 3
        static let settleTag: UInt8 = 4

        func encode(using encoder: JSONEncoder) throws(ScanQueueError) -> [UInt8] {
            switch self {
            case .put(let record):
                do {
                    return [Self.putTag] + Array(try encoder.encode(record))
                } catch {
                    throw .unencodableRecord(scan: record.id, reason: String(describing: error))
                }
            case .forget(let id): return [Self.forgetTag] + Array(id.uuidString.utf8)
            case .owe(let cleanup):
                do {
                    return [Self.oweTag] + Array(try encoder.encode(cleanup))
                } catch {
                    throw .unencodableRecord(scan: cleanup.scan, reason: String(describing: error))
                }
            case .settle(let jobID): return [Self.settleTag] + Array(jobID.utf8)
            }
        }

        /// Decodes one record; the reason of a failure goes into
        /// ``ScanQueueError/undecodableRecord(offset:reason:)`` at the record's offset.
        static func decode(_ bytes: [UInt8], decoder: JSONDecoder) -> Result<Entry, DecodeFailure> {
            guard let tag = bytes.first else { return .failure(DecodeFailure(reason: "empty")) }
            let body = Data(bytes.dropFirst())
            switch tag {
            case putTag:
                return decodeBody(ScanRecord.self, from: body, decoder: decoder).map { .put($0) }
            case forgetTag:
                guard let id = UUID(uuidString: String(decoding: body, as: UTF8.self)) else {
                    return .failure(DecodeFailure(reason: "bad scan identifier"))
                }
                return .success(.forget(id))
            case oweTag:
                return decodeBody(ScanCleanup.self, from: body, decoder: decoder).map { .owe($0) }
            case settleTag:
                guard !body.isEmpty else { return .failure(DecodeFailure(reason: "empty job identifier")) }
                return .success(.settle(jobID: String(decoding: body, as: UTF8.self)))
            default: return .failure(DecodeFailure(reason: "unknown record type \(tag)"))
            }
        }

        /// Decodes a record's JSON body; a failure carries the decoder's description of the error.
        private static func decodeBody<Body: Decodable>(
            _ type: Body.Type, from body: Data, decoder: JSONDecoder
        ) -> Result<Body, DecodeFailure> {
            do {
                return .success(try decoder.decode(type, from: body))
            } catch {
                return .failure(DecodeFailure(reason: String(describing: error)))
            }
        }

        /// Why a record could not be decoded.
        struct DecodeFailure: Error {
            let reason: String
        }
    }

    static let journalName = "scans.log"
    static let temporaryJournalName = "scans.log.tmp"
    static let imagesName = "images"
    static let temporarySuffix = ".tmp"

    private let directory: String
    private let io: any FileIO
    /// The library the books of finished scans are saved into.
    public nonisolated let library: Library
    private var records: [UUID: ScanRecord] = [:]
    private var order: [UUID] = []
    private var cleanups: [String: ScanCleanup] = [:]
    private var cleanupOrder: [String] = []
    private var journal: Journal
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    /// The journal size above which forgetting a scan also rewrites the journal with only the
    /// scans still queued.
    public var compactionThreshold = 1 << 20

    private init(directory: String, io: any FileIO, library: Library) {
        self.directory = directory
        self.io = io
        self.library = library
        journal = Journal(io: io, directory: directory, name: Self.journalName)
        encoder.outputFormatting = [.sortedKeys]
    }

    private func path(_ name: String) -> String { directory + "/" + name }
    private var imagesDirectory: String { path(Self.imagesName) }

    /// Opens the queue in a directory, creating it if needed, and recovers from a crash.
    ///
    /// - Parameters:
    ///   - url: A directory URL for the journal and the photos.
    ///   - library: The library finished scans are saved into.
    /// - Throws: ``ScanQueueError/storage(_:)`` for file and journal damage (a
    ///   ``LibraryError`` naming the file), ``ScanQueueError/undecodableRecord(offset:reason:)`` for
    ///   a record that cannot be decoded.
    /// - Complexity: O(n) in the size of the journal plus the number of photo files.
    public static func open(at url: URL, library: Library) async throws(ScanQueueError) -> ScanQueue {
        try await open(directory: url.path, io: POSIXFileIO(), library: library)
    }

    static func open(directory: String, io: any FileIO, library: Library) async throws(ScanQueueError) -> ScanQueue {
        let queue = ScanQueue(directory: directory, io: io, library: library)
        try await queue.load()
        return queue
    }

    /// Runs file operations, reporting a failure as ``ScanQueueError/storage(_:)``.
    private func storage<T>(_ operations: () throws(LibraryError) -> T) throws(ScanQueueError) -> T {
        do {
            return try operations()
        } catch {
            throw .storage(error)
        }
    }

    private func load() throws(ScanQueueError) {
        try storage { () throws(LibraryError) in
            try io.createDirectory(directory)
            try io.createDirectory(imagesDirectory)
            try io.remove(path(Self.temporaryJournalName))
        }
        try journal.open(storageError: ScanQueueError.storage) { payload, offset throws(ScanQueueError) in
            switch Entry.decode(payload, decoder: decoder) {
            case .success(let entry): replay(entry)
            case .failure(let failure): throw .undecodableRecord(offset: offset, reason: failure.reason)
            }
        }
        try storage { () throws(LibraryError) in try removeUnreferencedPhotos() }
    }

    private func replay(_ entry: Entry) {
        switch entry {
        case .put(let record):
            if records.updateValue(record, forKey: record.id) == nil { order.append(record.id) }
        case .forget(let id):
            if records.removeValue(forKey: id) != nil { order.removeAll { $0 == id } }
        case .owe(let cleanup):
            // Owed twice (a cleanup cut short and done again): the first record stands.
            if cleanups[cleanup.jobID] == nil {
                cleanups[cleanup.jobID] = cleanup
                cleanupOrder.append(cleanup.jobID)
            }
        case .settle(let jobID):
            if cleanups.removeValue(forKey: jobID) != nil { cleanupOrder.removeAll { $0 == jobID } }
        }
    }

    /// Photos of captures cut short before they were journaled, and unfinished temporary files.
    private func removeUnreferencedPhotos() throws(LibraryError) {
        let referenced = Set(records.values.flatMap { $0.photos.map(\.file.lastPathComponent) })
        var removed = false
        for name in try io.list(imagesDirectory) where !referenced.contains(name) {
            try io.remove(imagesDirectory + "/" + name)
            removed = true
        }
        if removed { try io.syncDirectory(imagesDirectory) }
    }

    /// Commits entries to the journal as one batch (one sync unless deferred); only then applies
    /// them in memory.
    private func commit(_ entries: [Entry], sync: Journal.Sync = .always) throws(ScanQueueError) {
        var batch = try storage { () throws(LibraryError) in try journal.makeBatch() }
        for entry in entries { batch.append(try entry.encode(using: encoder)) }
        try storage { () throws(LibraryError) in try journal.commit(batch, sync: sync) }
        for entry in entries { replay(entry) }
    }

    /// Every queued scan, oldest capture first.
    public var scans: [ScanRecord] { order.compactMap { records[$0] } }

    /// The number of queued scans.
    public var count: Int { order.count }

    /// The queued scan with this identifier, if any.
    public func scan(id: UUID) -> ScanRecord? { records[id] }

    /// The backend cleanups still owed, oldest first; they survive relaunches until settled.
    public var pendingCleanups: [ScanCleanup] { cleanupOrder.compactMap { cleanups[$0] } }

    /// Saves the photos of a new scan durably, then journals it as `captured`.
    ///
    /// When this returns, a crash at any later moment leaves the scan queued.
    ///
    /// - Parameters:
    ///   - photos: One to five JPEG images.
    ///   - capturedAt: When the shutter was pressed.
    ///   - id: The scan's identifier.
    /// - Returns: The queued scan.
    /// - Throws: ``ScanQueueError/photoCount(_:)``, ``ScanQueueError/duplicateScan(_:)``, or
    ///   ``ScanQueueError/storage(_:)`` when a write fails (nothing is queued then).
    /// - Complexity: O(b) in the photos' size; two syncs per photo, one directory sync and one
    ///   journal sync.
    @discardableResult
    public func enqueue(photos: [Data], capturedAt: Date, id: UUID = UUID()) throws(ScanQueueError) -> ScanRecord {
        guard (1...MultipartFormData.Limits.recognitionAPI.maximumPhotoCount).contains(photos.count) else {
            throw .photoCount(photos.count)
        }
        guard records[id] == nil else { throw .duplicateScan(id) }
        try storage { () throws(LibraryError) in try journal.checkWritable() }
        let files = try storage { () throws(LibraryError) in
            var files: [UploadPhoto] = []
            for (index, photo) in photos.enumerated() {
                let name = "\(id.uuidString.lowercased())-\(index).jpg"
                let final = imagesDirectory + "/" + name
                let temporary = final + Self.temporarySuffix
                try io.write(temporary, Array(photo))
                try io.sync(temporary)
                try io.rename(temporary, to: final)
                files.append(UploadPhoto(file: URL(fileURLWithPath: final), filename: "scan-\(index).jpg"))
            }
            try io.syncDirectory(imagesDirectory)
            return files
        }
        let record = ScanRecord(id: id, capturedAt: capturedAt, photos: files)
        try commit([.put(record)])
        return record
    }

    /// Journals a state change of a scan before the caller acts on it.
    ///
    /// - Returns: The scan in its new state.
    /// - Throws: ``ScanQueueError/scanNotFound(_:)``,
    ///   ``ScanQueueError/illegalTransition(scan:from:event:)``, or ``ScanQueueError/storage(_:)``
    ///   when the write fails (the scan keeps its old state).
    /// - Complexity: O(r) in the size of the record; one journal sync.
    @discardableResult
    public func apply(_ event: ScanEvent, to id: UUID, at now: Date) throws(ScanQueueError) -> ScanRecord {
        guard var record = records[id] else { throw .scanNotFound(id) }
        let ticket = record.state.ticket
        do {
            try record.apply(event, at: now)
        } catch {
            throw .illegalTransition(scan: id, from: record.state.name, event: event.name)
        }
        var entries: [Entry] = [.put(record)]
        if case .rejected = record.state, let ticket {
            // The job's stream has ended in failure: the backend is owed its cleanup. After the
            // new state, so that a torn write never cleans up a job the scan still follows.
            entries.append(.owe(ScanCleanup(jobID: ticket.jobID, scan: id, owedSince: now)))
        }
        try commit(entries)
        return record
    }

    /// The identifier a recognized book gets in the library when it has no ISBN.
    static func localID(scan: UUID, index: Int) -> String { "scan-\(scan.uuidString.lowercased())-\(index)" }

    /// Saves the books of a scan in state `resultsReceived` into the library, then journals it as
    /// `saved`.
    ///
    /// The books are merged into the library like ``Library/add(contentsOf:)`` does (by ISBN, or
    /// by folded title and primary author), so fields the user edited are kept, and saving the
    /// same scan again after a crash adds nothing twice.
    ///
    /// - Returns: The books as stored.
    /// - Throws: ``ScanQueueError``; ``ScanQueueError/storage(_:)`` when the library cannot save.
    /// - Complexity: One library sync and one journal sync.
    @discardableResult
    public func saveBooks(of id: UUID, at now: Date) async throws(ScanQueueError) -> [Book] {
        guard let record = records[id] else { throw .scanNotFound(id) }
        guard case .resultsReceived = record.state else {
            throw .wrongState(scan: id, state: record.state.name, step: "saved to the library")
        }
        let books = record.books.enumerated().compactMap { index, recognized in
            Book(recognized: recognized, localID: Self.localID(scan: id, index: index), addedAt: record.capturedAt)
        }
        let stored: [Book]
        do {
            stored = try await library.add(contentsOf: books)
        } catch {
            throw .storage(error)
        }
        // The actor may have run other work while the library saved; the scan is still ours to move.
        try apply(.booksSaved, to: id, at: now)
        return stored
    }

    /// Deletes the photos of a `saved` scan, then forgets it and journals the backend cleanup its
    /// job is owed, in one write.
    ///
    /// The cleanup is journaled before the scan's end within that write, so a torn write never
    /// forgets the scan without it; it stays in ``pendingCleanups`` until
    /// ``settleCleanup(jobID:)``. The books are already durable in the library.
    ///
    /// - Returns: The cleanup now owed.
    /// - Throws: ``ScanQueueError/wrongState(scan:state:step:)`` unless the scan is `saved`, or
    ///   ``ScanQueueError/storage(_:)`` when a file operation fails.
    /// - Complexity: One removal per photo, one directory sync and one journal sync.
    @discardableResult
    public func cleanUp(_ id: UUID, at now: Date) throws(ScanQueueError) -> ScanCleanup {
        guard let record = records[id] else { throw .scanNotFound(id) }
        guard case .saved(let jobID) = record.state else {
            throw .wrongState(scan: id, state: record.state.name, step: "cleaned up")
        }
        let cleanup = ScanCleanup(jobID: jobID, scan: id, owedSince: now)
        try forget(record, owing: cleanup)
        return cleanup
    }

    /// Forgets an owed backend cleanup: the backend answered it, or the pipeline gave up on it.
    /// Settling a cleanup that is not owed does nothing.
    ///
    /// The record is appended without a sync of its own (the next write, or the system, makes it
    /// durable): if a power cut loses it, the cleanup is owed again and sent again, and the
    /// backend answers 404, which counts as done. A `kill -9` loses nothing.
    ///
    /// - Throws: ``ScanQueueError/storage(_:)`` when the write fails (the cleanup stays owed).
    /// - Complexity: One journal append.
    public func settleCleanup(jobID: String) throws(ScanQueueError) {
        guard cleanups[jobID] != nil else { return }
        try commit([.settle(jobID: jobID)], sync: .deferred)
        if journal.length > compactionThreshold { try compact() }
    }

    /// Deletes the photos of a scan the server rejected and forgets it (the user dismissed it).
    ///
    /// - Throws: ``ScanQueueError/wrongState(scan:state:step:)`` unless the scan is rejected or
    ///   parked as failed, or ``ScanQueueError/storage(_:)`` when a file operation fails.
    public func discard(_ id: UUID) throws(ScanQueueError) {
        guard let record = records[id] else { throw .scanNotFound(id) }
        switch record.state {
        case .rejected, .failedRetryable: try forget(record, owing: nil)
        default: throw .wrongState(scan: id, state: record.state.name, step: "discarded")
        }
    }

    private func forget(_ record: ScanRecord, owing cleanup: ScanCleanup?) throws(ScanQueueError) {
        try storage { () throws(LibraryError) in
            try journal.checkWritable()
            for photo in record.photos { try io.remove(photo.file.path) }
            try io.syncDirectory(imagesDirectory)
        }
        try commit((cleanup.map { [Entry.owe($0)] } ?? []) + [.forget(record.id)])
        if journal.length > compactionThreshold { try compact() }
    }

    /// Rewrites the journal with one record per queued scan and per owed cleanup.
    ///
    /// The steps: write `scans.log.tmp` → sync it → rename it over `scans.log` → sync the
    /// directory. A crash after any step leaves either the old or the new journal, each holding
    /// every queued scan.
    ///
    /// - Throws: ``ScanQueueError/storage(_:)`` when a file operation fails; the queue then
    ///   refuses writes with ``LibraryError/needsReopen`` inside it until it is reopened.
    /// - Complexity: O(n) in the number of queued scans.
    public func compact() throws(ScanQueueError) {
        try storage { () throws(LibraryError) in try journal.checkWritable() }
        var batch = Journal.Batch(startingAt: 0)
        for record in scans { batch.append(try Entry.put(record).encode(using: encoder)) }
        for cleanup in pendingCleanups { batch.append(try Entry.owe(cleanup).encode(using: encoder)) }
        try storage { () throws(LibraryError) in try journal.rewrite(with: batch, via: Self.temporaryJournalName) }
    }

    /// Does every resume step that needs no network, in capture order: an upload cut short goes
    /// back to `captured` (the server never acknowledged it, so sending it again is the only way
    /// not to lose it), received books are saved into the library, and saved scans are cleaned up
    /// (their backend cleanups become owed).
    ///
    /// Call it after opening; scans that need the server (`captured`, `accepted`, `streaming`…)
    /// and the ``pendingCleanups`` are left for the pipeline.
    ///
    /// - Returns: How many scans were moved on.
    /// - Throws: ``ScanQueueError/storage(_:)`` when a write fails.
    /// - Complexity: O(n) scans, with one or two syncs for each scan moved on.
    @discardableResult
    public func finishLocalWork(at now: Date) async throws(ScanQueueError) -> Int {
        var moved = 0
        for id in order {
            guard let record = records[id] else { continue }
            switch record.resumeAction(at: now) {
            case .recoverInterruptedUpload:
                try apply(.uploadInterrupted, to: id, at: now)
            case .saveBooks:
                try await saveBooks(of: id, at: now)
                try cleanUp(id, at: now)
            case .cleanUp:
                try cleanUp(id, at: now)
            default:
                continue
            }
            moved += 1
        }
        return moved
    }

    /// The bytes of a queued photo, for upload or display.
    ///
    /// - Throws: ``ScanQueueError/storage(_:)`` with ``LibraryError/io(operation:path:code:)`` if
    ///   the file cannot be read.
    public func photoData(_ photo: UploadPhoto) throws(ScanQueueError) -> Data {
        let bytes = try storage { () throws(LibraryError) in try io.read(photo.file.path) }
        guard let bytes else {
            throw .storage(.io(operation: "read", path: photo.file.lastPathComponent, code: 2))
        }
        return Data(bytes)
    }
}
