#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A durable, crash-safe personal library of books.
///
/// The library lives in a directory holding a snapshot (`library.snapshot`) and an append-only
/// journal (`journal-N.log`, LevelDB's log format with a CRC-32C per record). Every write method
/// returns only after its records are on stable storage (`fsync`, `F_FULLFSYNC` on Apple
/// platforms); ``add(contentsOf:)`` commits a whole batch with one sync. Opening verifies the
/// snapshot, replays the journal, and drops a torn tail left by a crash; damage before the last
/// intact record throws ``LibraryError/journalDamaged(file:offset:reason:)`` instead of
/// silently losing data.
///
/// ```swift
/// let library = try await Library.open(at: directory)
/// let book = try await library.add(Book(isbn: try ISBN("9780306406157"), title: "Data Reduction"))
/// let page = await library.snapshot.books(matching: LibraryQuery(text: "data"))
/// ```
public actor Library {
    /// What to do when the journal is damaged before its last intact record.
    public enum Recovery: Sendable, Equatable {
        /// Refuse to open and throw ``LibraryError/journalDamaged(file:offset:reason:)``.
        case strict
        /// Open with every intact record and list the damage in ``Library/damage``.
        case salvage
    }

    /// A damaged region found and skipped when opening with ``Recovery/salvage``.
    public struct Damage: Sendable, Equatable {
        /// The byte offset in the journal.
        public let offset: Int
        /// How many bytes were skipped.
        public let length: Int
        /// What was wrong.
        public let reason: String
    }

    /// A change recorded in the journal.
    enum Operation: Equatable {
        case put(Book)
        case delete(Book.ID)

        static let putTag: UInt8 = 1
        static let deleteTag: UInt8 = 2

        func encode() -> [UInt8] {
            var bytes: [UInt8] = []
            switch self {
            case .put(let book):
                bytes.append(Self.putTag)
                BookCodec.encode(book, into: &bytes)
            case .delete(let id):
                bytes.append(Self.deleteTag)
                BookCodec.encodeID(id, into: &bytes)
            }
            return bytes
        }

        static func decode(_ bytes: [UInt8]) throws(BookCodec.DecodeError) -> Operation {
            var reader = BookCodec.Reader(bytes[...])
            let operation: Operation
            switch try reader.byte() {
            case putTag: operation = .put(try BookCodec.decode(&reader))
            case deleteTag: operation = .delete(try reader.id())
            case let tag: throw BookCodec.DecodeError(reason: "unknown operation \(tag)")
            }
            guard reader.isAtEnd else { throw BookCodec.DecodeError(reason: "trailing bytes") }
            return operation
        }
    }

    static let snapshotName = "library.snapshot"
    static let temporarySnapshotName = "library.snapshot.tmp"

    static func journalName(_ generation: UInt64) -> String { "journal-\(generation).log" }

    private let directory: String
    private let io: any FileIO
    private var generation: UInt64 = 0
    private var journal: Journal
    private var snapshotLength = 0
    private var index = SearchIndex()

    /// The journal size above which a write also compacts, if larger than the snapshot.
    public var compactionThreshold = 32 << 20

    /// Damage skipped when the library was opened with ``Recovery/salvage``.
    public private(set) var damage: [Damage] = []

    /// An immutable view of the whole library for reading and searching.
    public var snapshot: LibrarySnapshot { LibrarySnapshot(index: index) }

    /// The number of books.
    public var count: Int { index.count }

    private init(directory: String, io: any FileIO) {
        self.directory = directory
        self.io = io
        journal = Journal(io: io, directory: directory, name: Self.journalName(0))
    }

    private func path(_ name: String) -> String { directory + "/" + name }

    /// Opens the library in a directory, creating it if needed.
    ///
    /// - Parameters:
    ///   - url: A directory URL.
    ///   - recovery: What to do about damage in the middle of the journal.
    /// - Throws: ``LibraryError``.
    /// - Complexity: O(n) in the size of the snapshot and journal.
    public static func open(at url: URL, recovery: Recovery = .strict) async throws(LibraryError) -> Library {
        try await open(directory: url.path, io: POSIXFileIO(), recovery: recovery)
    }

    static func open(directory: String, io: any FileIO, recovery: Recovery = .strict) async throws(LibraryError)
        -> Library
    {
        let library = Library(directory: directory, io: io)
        try await library.load(recovery: recovery)
        return library
    }

    /// The four steps of opening: snapshot, journal (replayed, its torn tail cut off), stale files.
    private func load(recovery: Recovery) throws(LibraryError) {
        try io.createDirectory(directory)
        if let bytes = try io.read(path(Self.snapshotName)) {
            // Books go straight into the index: the decoded library is never held twice.
            generation = try SnapshotFile.decode(
                bytes, file: Self.snapshotName,
                prepare: { count, bodyLength in index.reserveCapacity(count, textBytes: bodyLength / 2) },
                each: { index.put($0) })
            snapshotLength = bytes.count
        }
        let name = Self.journalName(generation)
        journal = Journal(io: io, directory: directory, name: name)
        try journal.open(recovery: recovery) { payload, offset throws(LibraryError) in
            do throws(BookCodec.DecodeError) {
                apply(try Operation.decode(payload))
            } catch {
                throw .undecodableRecord(file: name, offset: offset, reason: error.reason)
            }
        }
        damage = journal.skippedDamage.map { Damage(offset: $0.offset, length: $0.bytes, reason: $0.reason) }
        index.finishBatch()
        index.shrinkToFit()
        try removeStaleFiles(keeping: name)
    }

    /// Removes journals older than the snapshot and an unfinished temporary snapshot.
    private func removeStaleFiles(keeping journal: String) throws(LibraryError) {
        for name in try io.list(directory) where name != journal && name != Self.snapshotName {
            if name.hasPrefix("journal-") || name == Self.temporarySnapshotName { try io.remove(path(name)) }
        }
    }

    private func apply(_ operation: Operation) {
        switch operation {
        case .put(let book): index.put(book)
        case .delete(let id): index.remove(id)
        }
    }

    /// Commits operations to the journal as one batch (one sync); only then applies them in memory.
    private func commit(_ operations: [Operation]) throws(LibraryError) {
        var batch = try journal.makeBatch()
        guard !operations.isEmpty else { return }
        for operation in operations { batch.append(operation.encode()) }
        try journal.commit(batch)
        for operation in operations { apply(operation) }
        index.finishBatch()
        if journal.length > max(compactionThreshold, snapshotLength) { try compact() }
    }

    /// Books planned in a batch but not yet committed: `nil` marks a planned delete.
    struct Staging {
        var books: [Book.ID: Book?] = [:]
        var keys: [String: [Book.ID]] = [:]
    }

    /// Plans the operations that add `book`, merging it into a duplicate already present.
    private func plan(_ book: Book, staging: inout Staging) -> [Operation] {
        func lookup(_ id: Book.ID) -> Book? {
            if let staged = staging.books[id] { return staged }
            return index.book(id)
        }
        func duplicates(_ key: String) -> [Book] {
            var found = index.books(withDuplicateKey: key).filter { staging.books[$0.id] == nil }
            for id in staging.keys[key] ?? [] {
                if let staged = staging.books[id], let staged, staged.duplicateKey == key { found.append(staged) }
            }
            return found.sorted { $0.id < $1.id }
        }
        var operations: [Operation] = []
        func put(_ stored: Book) {
            operations.append(.put(stored))
            staging.books[stored.id] = stored
            staging.keys[stored.duplicateKey, default: []].append(stored.id)
        }
        let key = book.duplicateKey
        if let isbn = book.isbn {
            var incoming = book
            incoming.id = .isbn(isbn.isbn13)
            if let existing = lookup(incoming.id) {
                put(existing.merged(with: incoming))
            } else if let local = duplicates(key).first(where: { $0.isbn == nil }) {
                put(local.merged(with: incoming))
                operations.append(.delete(local.id))
                staging.books[local.id] = .some(nil)
            } else {
                put(incoming)
            }
        } else if let existing = lookup(book.id) ?? duplicates(key).first {
            put(existing.merged(with: book))
        } else {
            put(book)
        }
        return operations
    }

    /// Adds a book durably, merging it into a duplicate already in the library (same ISBN, or same
    /// folded title and primary author when an ISBN is missing; see ``Book/merged(with:)``).
    ///
    /// - Returns: The book as stored.
    /// - Throws: ``LibraryError``; nothing is changed when a write fails.
    /// - Complexity: O(t log n + n) for t tokens; one journal sync.
    @discardableResult
    public func add(_ book: Book) throws(LibraryError) -> Book {
        var staging = Staging()
        let operations = plan(book, staging: &staging)
        try commit(operations)
        return Self.lastPut(operations) ?? book
    }

    private static func lastPut(_ operations: [Operation]) -> Book? {
        for case .put(let book) in operations.reversed() { return book }
        return nil
    }

    /// Adds many books with a single journal sync (group commit), merging duplicates as ``add(_:)``.
    ///
    /// - Returns: The books as stored, one per input.
    /// - Throws: ``LibraryError``; nothing is changed when the write fails.
    /// - Complexity: O(k (t log n)) plus one sync, for k books.
    @discardableResult
    public func add(contentsOf books: [Book]) throws(LibraryError) -> [Book] {
        var staging = Staging()
        var operations: [Operation] = []
        var stored: [Book] = []
        stored.reserveCapacity(books.count)
        for book in books {
            let planned = plan(book, staging: &staging)
            operations.append(contentsOf: planned)
            stored.append(Self.lastPut(planned) ?? book)
        }
        try commit(operations)
        return stored
    }

    /// Replaces a book that is already in the library (for example after the user edits it).
    ///
    /// - Throws: ``LibraryError/bookNotFound(_:)`` if no book has this identifier.
    public func update(_ book: Book) throws(LibraryError) {
        guard index.book(book.id) != nil else { throw LibraryError.bookNotFound(book.id) }
        try commit([.put(book)])
    }

    /// Removes a book durably.
    ///
    /// - Throws: ``LibraryError/bookNotFound(_:)`` if no book has this identifier.
    public func remove(_ id: Book.ID) throws(LibraryError) {
        guard index.book(id) != nil else { throw LibraryError.bookNotFound(id) }
        try commit([.delete(id)])
    }

    /// The book with this identifier, if present.
    public func book(id: Book.ID) -> Book? { index.book(id) }

    /// Writes every book into a new snapshot and starts an empty journal.
    ///
    /// The steps: write `library.snapshot.tmp` → sync it → rename it over `library.snapshot` → sync
    /// the directory → create and sync the next journal → sync the directory → remove the old
    /// journal. A crash after any step leaves a snapshot and journal that together hold every
    /// acknowledged write.
    ///
    /// - Throws: ``LibraryError``; after a failed step the library refuses writes with
    ///   ``LibraryError/needsReopen`` until it is reopened.
    /// - Complexity: O(n).
    public func compact() throws(LibraryError) {
        try journal.checkWritable()
        let next = generation + 1
        let bytes = SnapshotFile.encode(generation: next, books: index.books.compactMap { $0 })
        try journal.checkpoint(
            snapshot: bytes, as: Self.snapshotName, via: Self.temporarySnapshotName,
            continuingIn: Self.journalName(next))
        generation = next
        snapshotLength = bytes.count
    }
}
