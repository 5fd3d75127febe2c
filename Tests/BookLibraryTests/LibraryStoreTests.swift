import Foundation
import Testing

@testable import BookLibrary

@Suite("Library store")
struct LibraryStoreTests {
    static let directory = "/library"

    static func ids(_ library: Library) async -> Set<Book.ID> {
        Set(await library.snapshot.allBooks.map(\.id))
    }

    @Test("books survive closing and reopening, through journal and snapshot")
    func reopen() async throws {
        let io = SimulatedFileIO()
        let library = try await Library.open(directory: Self.directory, io: io)
        try await library.add(Fixtures.book(1))
        try await library.add(contentsOf: (2...5).map { Fixtures.book($0) })
        let reopened = try await Library.open(directory: Self.directory, io: io)
        #expect(await reopened.count == 5)
        #expect(await reopened.book(id: .local("book-3")) == Fixtures.book(3))
        try await reopened.compact()
        try await reopened.remove(.local("book-2"))
        let again = try await Library.open(directory: Self.directory, io: io)
        #expect(await Self.ids(again) == Set([1, 3, 4, 5].map { Book.ID.local("book-\($0)") }))
        #expect(io.contents(Self.directory + "/journal-0.log") == nil)
    }

    @Test("update replaces a book; unknown ids are reported")
    func update() async throws {
        let library = try await Library.open(directory: Self.directory, io: SimulatedFileIO())
        var book = try await library.add(Fixtures.book(1))
        book.title = "Edited"
        try await library.update(book)
        #expect(await library.book(id: book.id)?.title == "Edited")
        let missing = Fixtures.book(99)
        await #expect(throws: LibraryError.bookNotFound(missing.id)) { try await library.update(missing) }
        await #expect(throws: LibraryError.bookNotFound(missing.id)) { try await library.remove(missing.id) }
    }

    @Test("adding a duplicate merges into the existing book")
    func duplicates() async throws {
        let library = try await Library.open(directory: Self.directory, io: SimulatedFileIO())
        let spine = Book(localID: "spine", title: "Gödel, Escher, Bach", authors: ["Douglas Hofstadter"])
        try await library.add(spine)
        let scanned = Book(
            isbn: try ISBN("0-465-02656-7"), title: "Godel Escher Bach", authors: ["douglas hofstadter"],
            publisher: "Basic Books")
        let stored = try await library.add(scanned)
        #expect(stored.id == .isbn("9780465026562"))
        #expect(stored.title == "Gödel, Escher, Bach")
        #expect(stored.publisher == "Basic Books")
        #expect(await library.count == 1)
        let batch = try await library.add(contentsOf: [
            Book(title: "Dune", authors: ["Frank Herbert"]), Book(title: "DUNE!", authors: ["Frank Herbert"]),
        ])
        #expect(batch[0].id == batch[1].id)
        #expect(await library.count == 2)
        let reopened = try await Library.open(directory: Self.directory, io: SimulatedFileIO())
        #expect(await reopened.count == 0)
    }

    @Test("a write that fails leaves the library unchanged and asks for a reopen")
    func failedWrite() async throws {
        let io = SimulatedFileIO()
        let library = try await Library.open(directory: Self.directory, io: io)
        io.crashAfter = 0
        let journal = Self.directory + "/journal-0.log"
        await #expect(throws: SimulatedFileIO.crash("append", journal)) { try await library.add(Fixtures.book(1)) }
        #expect(await library.count == 0)
        io.crashAfter = nil
        await #expect(throws: LibraryError.needsReopen) { try await library.add(Fixtures.book(2)) }
        await #expect(throws: LibraryError.needsReopen) { try await library.compact() }
    }

    @Test("a damaged snapshot is reported")
    func damagedSnapshot() async throws {
        let io = SimulatedFileIO()
        let library = try await Library.open(directory: Self.directory, io: io)
        try await library.add(contentsOf: (1...3).map { Fixtures.book($0) })
        try await library.compact()
        let path = Self.directory + "/" + Library.snapshotName
        let good = try #require(io.contents(path))
        for position in [0, 20, 37, good.count - 1] {
            var bytes = good
            bytes[position] ^= 1
            io.replaceContents(path, with: bytes)
            await #expect(throws: LibraryError.self) { try await Library.open(directory: Self.directory, io: io) }
        }
        io.replaceContents(path, with: Array(good.prefix(10)))
        await #expect(throws: LibraryError.snapshotDamaged(file: Library.snapshotName, reason: "bad header")) {
            try await Library.open(directory: Self.directory, io: io)
        }
    }

    /// A snapshot laid out by hand from the documented layout (`Snapshot.swift`): magic, generation,
    /// count, body length, body CRC-32C, header CRC-32C, then length-prefixed books.
    static func handmadeSnapshot(generation: UInt64, count: UInt64, books: [Book]) -> [UInt8] {
        var body: [UInt8] = []
        for book in books {
            var record: [UInt8] = []
            BookCodec.encode(book, into: &record)
            BookCodec.encodeVarint(UInt64(record.count), into: &body)
            body += record
        }
        func littleEndian(_ value: UInt64, _ width: Int) -> [UInt8] {
            (0..<width).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * $0)) }
        }
        var header = Array("BKLSNAP1".utf8) + littleEndian(generation, 8) + littleEndian(count, 8)
        header += littleEndian(UInt64(body.count), 8) + littleEndian(UInt64(CRC32C.checksum(body)), 4)
        header += littleEndian(UInt64(CRC32C.checksum(header)), 4)
        return header + body
    }

    @Test("a snapshot in the documented layout opens, and a wrong book count is damage")
    func snapshotLayout() async throws {
        let io = SimulatedFileIO()
        let books = (1...40).map { Fixtures.book($0, isbn: $0 % 3 == 0) }
        let path = Self.directory + "/" + Library.snapshotName
        io.replaceContents(path, with: Self.handmadeSnapshot(generation: 7, count: 40, books: books))
        io.replaceContents(Self.directory + "/journal-7.log", with: [])
        let library = try await Library.open(directory: Self.directory, io: io)
        #expect(await Self.ids(library) == Set(books.map(\.id)))
        #expect(await library.book(id: books[2].id) == books[2])
        for count: UInt64 in [39, 41, 1 << 40] {
            let other = SimulatedFileIO()
            other.replaceContents(path, with: Self.handmadeSnapshot(generation: 7, count: count, books: books))
            await #expect(
                throws: LibraryError.snapshotDamaged(file: Library.snapshotName, reason: "book count mismatch")
            ) {
                try await Library.open(directory: Self.directory, io: other)
            }
        }
    }

    @Test("damage in the middle of the journal is reported, or skipped with salvage")
    func interiorDamage() async throws {
        let io = SimulatedFileIO()
        let library = try await Library.open(directory: Self.directory, io: io)
        // Records of 20 KB span blocks, so intact records follow the damaged block.
        for number in 1...3 {
            var book = Fixtures.book(number)
            book.rawJSON = String(repeating: "x", count: 20_000)
            try await library.add(book)
        }
        let path = Self.directory + "/journal-0.log"
        var bytes = try #require(io.contents(path))
        bytes[10] ^= 0xFF
        io.replaceContents(path, with: bytes)
        await #expect(
            throws: LibraryError.journalDamaged(file: "journal-0.log", offset: 0, reason: "checksum mismatch")
        ) {
            try await Library.open(directory: Self.directory, io: io)
        }
        let salvaged = try await Library.open(directory: Self.directory, io: io, recovery: .salvage)
        #expect(await Self.ids(salvaged) == [Fixtures.book(3).id])
        #expect(await salvaged.damage.map(\.reason) == ["checksum mismatch", "missing start of fragmented record"])
    }

    /// Journal payloads that frame correctly but are not an operation, with the reason given.
    static let undecodablePayloads: [([UInt8], String)] = {
        // A delete (operation 2) of `local:book-1` followed by one stray byte.
        var trailing: [UInt8] = [Library.Operation.deleteTag]
        BookCodec.encodeID(.local("book-1"), into: &trailing)
        trailing.append(0)
        return [([9, 1, 2], "unknown operation 9"), (trailing, "trailing bytes"), ([], "unexpected end")]
    }()

    @Test(
        "an intact journal record that does not decode stops opening with its file, offset and reason",
        arguments: undecodablePayloads)
    func undecodableRecord(payload: [UInt8], reason: String) async throws {
        let good = Library.Operation.put(Fixtures.book(1)).encode()
        var bytes: [UInt8] = []
        var offset = 0
        LogFormat.append(good, to: &bytes, blockOffset: &offset)
        LogFormat.append(payload, to: &bytes, blockOffset: &offset)
        let io = SimulatedFileIO()
        io.replaceContents(Self.directory + "/journal-0.log", with: bytes)
        // The second record starts after the first one's 7-byte header and payload.
        let expected = LibraryError.undecodableRecord(file: "journal-0.log", offset: 7 + good.count, reason: reason)
        await #expect(throws: expected) { try await Library.open(directory: Self.directory, io: io) }
        #expect(
            expected.description == "A record at byte \(7 + good.count) of journal-0.log cannot be decoded (\(reason))."
        )
    }

    @Test("truncating the journal at every byte recovers exactly the books wholly before the cut")
    func truncationSweep() async throws {
        // 60 books (about 3 KiB of journal) keep this sweep fast; the 1,000-record sweep runs on the
        // log reader itself.
        let io = SimulatedFileIO()
        let library = try await Library.open(directory: Self.directory, io: io)
        var ends: [Int] = []
        let path = Self.directory + "/journal-0.log"
        for number in 0..<60 {
            try await library.add(Fixtures.book(number))
            ends.append(io.contents(path)?.count ?? 0)
        }
        let journal = try #require(io.contents(path))
        var failures: [Int] = []
        for cut in 0...journal.count {
            let copy = SimulatedFileIO()
            copy.replaceContents(path, with: Array(journal[0..<cut]))
            let reopened = try await Library.open(directory: Self.directory, io: copy)
            let expected = Set(ends.enumerated().filter { $0.element <= cut }.map { Fixtures.book($0.offset).id })
            if await Self.ids(reopened) != expected
                || copy.contents(path)?.count != ends.filter({ $0 <= cut }).max() ?? 0
            {
                failures.append(cut)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test("power cuts during writes never lose an acknowledged book", arguments: SimulatedFileIO.PowerCut.allCases)
    func powerCutDuringWrites(mode: SimulatedFileIO.PowerCut) async throws {
        for crashPoint in 0..<24 {
            let io = SimulatedFileIO()
            let library = try await Library.open(directory: Self.directory, io: io)
            await library.setCompactionThreshold(300)
            io.crashAfter = crashPoint
            var acknowledged: Set<Book.ID> = []
            for number in 0..<12 {
                do {
                    let stored = try await library.add(Fixtures.book(number))
                    acknowledged.insert(stored.id)
                } catch {
                    break
                }
            }
            let survivor = io.afterPowerCut(mode, seed: UInt64(crashPoint))
            let reopened = try await Library.open(directory: Self.directory, io: survivor)
            let recovered = await Self.ids(reopened)
            #expect(acknowledged.isSubset(of: recovered), "crash after \(crashPoint) mutations")
            #expect(recovered.isSubset(of: Set((0..<12).map { Fixtures.book($0).id })))
            try await reopened.add(Fixtures.book(100))
            let again = try await Library.open(directory: Self.directory, io: survivor)
            #expect(await again.count == recovered.count + 1)
        }
    }

    @Test("a power cut after every step of compaction keeps every book", arguments: SimulatedFileIO.PowerCut.allCases)
    func powerCutDuringCompaction(mode: SimulatedFileIO.PowerCut) async throws {
        let setup = SimulatedFileIO()
        let seeded = try await Library.open(directory: Self.directory, io: setup)
        try await seeded.add(contentsOf: (0..<20).map { Fixtures.book($0) })
        try await seeded.compact()
        try await seeded.add(contentsOf: (20..<30).map { Fixtures.book($0) })
        let expected = await Self.ids(seeded)
        let stepsBefore = setup.mutations
        try await seeded.compact()
        let steps = setup.mutations - stepsBefore
        #expect(steps == 8)
        for step in 0...steps {
            let io = setup.afterPowerCut(.lose)
            let library = try await Library.open(directory: Self.directory, io: io)
            try await library.compact()  // bring this copy to the same state
            try await library.add(Fixtures.book(31))
            io.crashAfter = step
            do { try await library.compact() } catch {}
            let survivor = io.afterPowerCut(mode, seed: UInt64(step))
            let reopened = try await Library.open(directory: Self.directory, io: survivor)
            #expect(await Self.ids(reopened) == expected.union([Fixtures.book(31).id]), "cut after step \(step)")
        }
    }
}

extension Library {
    func setCompactionThreshold(_ bytes: Int) { compactionThreshold = bytes }
}
