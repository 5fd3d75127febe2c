import Foundation
import TestSupport
import Testing

@testable import BookLibrary

/// The shared journal on its own, with byte payloads: the cases the library and the scan queue
/// tested each for itself, ported here, plus the exact file operations of each step.
@Suite("Journal")
struct JournalTests {
    static let directory = "/journal"
    static let name = "test.log"
    static var path: String { directory + "/" + name }

    /// A small payload that names its number, so a recovered record proves which one it is.
    static func payload(_ number: Int) -> [UInt8] { Array("record \(number)".utf8) }

    /// Opens the journal, returning it and the payloads it replayed.
    static func open(
        _ io: SimulatedFileIO, name: String = name, recovery: Library.Recovery = .strict
    ) throws(LibraryError) -> (Journal, [[UInt8]]) {
        var journal = Journal(io: io, directory: directory, name: name)
        var payloads: [[UInt8]] = []
        try journal.open(recovery: recovery) { payload, _ throws(LibraryError) in
            payloads.append(payload)
        }
        return (journal, payloads)
    }

    /// Commits the payloads as one batch.
    static func commit(_ payloads: [[UInt8]], to journal: inout Journal) throws(LibraryError) {
        var batch = try journal.makeBatch()
        for payload in payloads { batch.append(payload) }
        try journal.commit(batch)
    }

    /// The file operations `body` performs, found by crashing it at each mutation in turn on a
    /// fresh copy of the set-up; each entry is the simulated crash error naming the operation and path.
    static func operations(
        setUp: (SimulatedFileIO) throws -> Void, _ body: (SimulatedFileIO) throws(LibraryError) -> Void
    ) throws -> [LibraryError] {
        var found: [LibraryError] = []
        for step in 0..<20 {
            let io = SimulatedFileIO()
            try setUp(io)
            io.crashAfter = step
            do {
                try body(io)
                return found
            } catch {
                found.append(error)
            }
        }
        Issue.record("more than 20 operations")
        return found
    }

    static func crash(_ operation: String, _ path: String) -> LibraryError { SimulatedFileIO.crash(operation, path) }

    /// A set-up that leaves the file system empty.
    static func nothing(_ io: SimulatedFileIO) {}

    // MARK: Opening and committing

    @Test("records survive reopening in order; a new journal is durable before its first record")
    func reopen() throws {
        let io = SimulatedFileIO()
        var (journal, replayed) = try Self.open(io)
        #expect(replayed.isEmpty)
        #expect(io.afterPowerCut(.lose).contents(Self.path) == [])
        try Self.commit([Self.payload(1)], to: &journal)
        try Self.commit([Self.payload(2), Self.payload(3)], to: &journal)
        #expect(journal.length == io.contents(Self.path)?.count)
        let (reopened, again) = try Self.open(io)
        #expect(again == (1...3).map(Self.payload))
        #expect(reopened.length == journal.length)
    }

    @Test("the fsync policy: each step makes exactly these file operations, in this order")
    func fsyncPolicy() throws {
        let path = Self.path
        let directory = Self.directory
        // A new journal: the file, then its directory entry, are durable before it is used.
        #expect(
            try Self.operations(setUp: Self.nothing) { io throws(LibraryError) in _ = try Self.open(io) } == [
                Self.crash("write", path), Self.crash("fsync", path), Self.crash("fsync", directory),
            ])
        let existing = { (io: SimulatedFileIO) throws in
            var (journal, _) = try Self.open(io)
            try Self.commit([Self.payload(1)], to: &journal)
            io.crashAfter = nil
        }
        // A commit: one append and one sync, however many records the batch holds.
        #expect(
            try Self.operations(setUp: existing) { io throws(LibraryError) in
                var (journal, _) = try Self.open(io)
                try Self.commit((2...50).map(Self.payload), to: &journal)
            } == [Self.crash("append", path), Self.crash("fsync", path)])
        // A deferred commit: the append alone.
        #expect(
            try Self.operations(setUp: existing) { io throws(LibraryError) in
                var (journal, _) = try Self.open(io)
                var batch = try journal.makeBatch()
                batch.append(Self.payload(2))
                try journal.commit(batch, sync: .deferred)
            } == [Self.crash("append", path)])
        // A torn tail: cut off and synced before the journal is used.
        let torn = { (io: SimulatedFileIO) throws in
            try existing(io)
            io.replaceContents(path, with: (io.contents(path) ?? []) + [1, 2, 3])
        }
        #expect(
            try Self.operations(setUp: torn) { io throws(LibraryError) in _ = try Self.open(io) } == [
                Self.crash("truncate", path), Self.crash("fsync", path),
            ])
        // A rewrite: temporary file, sync, rename over the journal, directory sync.
        let temporary = directory + "/test.log.tmp"
        #expect(
            try Self.operations(setUp: existing) { io throws(LibraryError) in
                var (journal, _) = try Self.open(io)
                var batch = Journal.Batch(startingAt: 0)
                batch.append(Self.payload(9))
                try journal.rewrite(with: batch, via: "test.log.tmp")
            } == [
                Self.crash("write", temporary), Self.crash("fsync", temporary), Self.crash("rename", temporary),
                Self.crash("fsync", directory),
            ])
        // A checkpoint: the snapshot as a rewrite, then the next journal as a new one, then the old removed.
        let snapshot = directory + "/snap"
        let next = directory + "/next.log"
        #expect(
            try Self.operations(setUp: existing) { io throws(LibraryError) in
                var (journal, _) = try Self.open(io)
                try journal.checkpoint(snapshot: [1], as: "snap", via: "snap.tmp", continuingIn: "next.log")
            } == [
                Self.crash("write", snapshot + ".tmp"), Self.crash("fsync", snapshot + ".tmp"),
                Self.crash("rename", snapshot + ".tmp"), Self.crash("fsync", directory), Self.crash("write", next),
                Self.crash("fsync", next), Self.crash("fsync", directory), Self.crash("remove", path),
            ])
    }

    @Test("a batch continues the block framing where the journal ended")
    func framingContinues() throws {
        let io = SimulatedFileIO()
        var (journal, _) = try Self.open(io)
        // Records of 1 to 9,000 bytes in batches of 1 to 4, across several 32 KiB blocks.
        var random = SplitMix64(seed: 17)
        var all: [[UInt8]] = []
        while all.count < 60 {
            let batch = (0..<Int(1 + random.next() % 4)).map { _ in
                [UInt8](repeating: UInt8(truncatingIfNeeded: all.count), count: Int(1 + random.next() % 9_000))
            }
            try Self.commit(batch, to: &journal)
            all += batch
        }
        var expected: [UInt8] = []
        var offset = 0
        for payload in all { LogFormat.append(payload, to: &expected, blockOffset: &offset) }
        #expect(expected.count > 4 * LogFormat.blockSize)
        #expect(io.contents(Self.path) == expected)
        #expect(try Self.open(io).1 == all)
    }

    @Test("an empty batch is made but holds nothing")
    func emptyBatch() throws {
        let io = SimulatedFileIO()
        let (journal, _) = try Self.open(io)
        var batch = try journal.makeBatch()
        #expect(batch.isEmpty)
        batch.append([])
        #expect(!batch.isEmpty)
        #expect(batch.count == 1)
    }

    @Test("a deferred commit survives a kill, and a power cut once a later commit is synced")
    func deferredCommit() throws {
        let io = SimulatedFileIO()
        var (journal, _) = try Self.open(io)
        try Self.commit([Self.payload(1)], to: &journal)
        var batch = try journal.makeBatch()
        batch.append(Self.payload(2))
        try journal.commit(batch, sync: .deferred)
        #expect(journal.length == io.contents(Self.path)?.count)
        #expect(try Self.open(io.afterKill()).1 == [Self.payload(1), Self.payload(2)])
        #expect(try Self.open(io.afterPowerCut(.lose)).1 == [Self.payload(1)])
        try Self.commit([Self.payload(3)], to: &journal)
        #expect(try Self.open(io.afterPowerCut(.lose)).1 == (1...3).map(Self.payload))
    }

    // MARK: Torn tails and damage

    @Test("truncating at every byte recovers exactly the records wholly before the cut, and cuts the file back")
    func truncationSweep() throws {
        let io = SimulatedFileIO()
        var (journal, _) = try Self.open(io)
        var ends: [Int] = []
        for number in 0..<60 {
            try Self.commit([Self.payload(number)], to: &journal)
            ends.append(journal.length)
        }
        let bytes = try #require(io.contents(Self.path))
        var failures: [Int] = []
        for cut in 0...bytes.count {
            let copy = SimulatedFileIO()
            copy.replaceContents(Self.path, with: Array(bytes[0..<cut]))
            let (reopened, replayed) = try Self.open(copy)
            let whole = ends.filter { $0 <= cut }
            if replayed != (0..<whole.count).map(Self.payload) || reopened.length != whole.max() ?? 0
                || copy.contents(Self.path)?.count != reopened.length
            {
                failures.append(cut)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test("damage before the last intact record throws when strict, and is skipped and listed when salvaging")
    func interiorDamage() throws {
        let io = SimulatedFileIO()
        var (journal, _) = try Self.open(io)
        // Records of 20 KB span blocks, so intact records follow the damaged block.
        for number in 1...3 {
            try Self.commit([Self.payload(number) + [UInt8](repeating: 0x78, count: 20_000)], to: &journal)
        }
        var bytes = try #require(io.contents(Self.path))
        bytes[10] ^= 0xFF
        io.replaceContents(Self.path, with: bytes)
        #expect(throws: LibraryError.journalDamaged(file: Self.name, offset: 0, reason: "checksum mismatch")) {
            try Self.open(io)
        }
        let (salvaged, replayed) = try Self.open(io, recovery: .salvage)
        #expect(replayed.map { Array($0.prefix(8)) } == [Self.payload(3)])
        #expect(salvaged.skippedDamage.map(\.reason) == ["checksum mismatch", "missing start of fragmented record"])
        #expect(salvaged.skippedDamage.first?.offset == 0)
    }

    @Test("an error thrown by replay stops opening with that error and the record's offset")
    func replayFailure() throws {
        struct Refused: Error, Equatable {
            let offset: Int
        }
        let io = SimulatedFileIO()
        var (journal, _) = try Self.open(io)
        try Self.commit([Self.payload(1), [7, 1, 2]], to: &journal)
        let before = io.mutations
        var journalAgain = Journal(io: io, directory: Self.directory, name: Self.name)
        #expect(throws: Refused(offset: 7 + Self.payload(1).count)) {
            try journalAgain.open(
                storageError: { _ in Refused(offset: -1) },
                replay: { payload, offset throws(Refused) in
                    if payload.first == 7 { throw Refused(offset: offset) }
                })
        }
        #expect(io.mutations == before)
    }

    @Test("file errors reach the caller through its own error type")
    func storageErrorWrapping() throws {
        enum Wrapped: Error, Equatable { case storage(LibraryError) }
        let io = SimulatedFileIO()
        io.crashAfter = 0
        var journal = Journal(io: io, directory: Self.directory, name: Self.name)
        #expect(throws: Wrapped.storage(Self.crash("write", Self.path))) {
            try journal.open(storageError: Wrapped.storage) { _, _ throws(Wrapped) in }
        }
    }

    @Test("on the real file system, a torn tail is cut off durably and new records follow the last intact one")
    func tornTailOnDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let io = POSIXFileIO()
        var journal = Journal(io: io, directory: root.path, name: Self.name)
        try journal.open { _, _ throws(LibraryError) in }
        try Self.commit([Self.payload(1), Self.payload(2)], to: &journal)
        let intact = journal.length
        // A crash mid-append leaves the start of a record: a header that promises more bytes than follow.
        var partial: [UInt8] = []
        var offset = intact
        LogFormat.append(Self.payload(3), to: &partial, blockOffset: &offset)
        let file = root.appendingPathComponent(Self.name)
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(partial.prefix(partial.count - 2)))
        try handle.close()
        #expect(try Data(contentsOf: file).count == intact + partial.count - 2)

        var reopened = Journal(io: io, directory: root.path, name: Self.name)
        var replayed: [[UInt8]] = []
        try reopened.open { payload, _ throws(LibraryError) in replayed.append(payload) }
        #expect(replayed == [Self.payload(1), Self.payload(2)])
        #expect(reopened.length == intact)
        #expect(try Data(contentsOf: file).count == intact)
        try Self.commit([Self.payload(4)], to: &reopened)
        var again = Journal(io: POSIXFileIO(), directory: root.path, name: Self.name)
        var final: [[UInt8]] = []
        try again.open { payload, _ throws(LibraryError) in final.append(payload) }
        #expect(final == [Self.payload(1), Self.payload(2), Self.payload(4)])
    }

    @Test("a journal that cannot be read stops opening with the read error, through the caller's type")
    func unreadable() throws {
        enum Wrapped: Error, Equatable { case storage(LibraryError) }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        // A directory where the journal should be: it opens, but reading it fails with EISDIR.
        let path = root.appendingPathComponent(Self.name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var journal = Journal(io: POSIXFileIO(), directory: root.path, name: Self.name)
        #expect(throws: Wrapped.storage(.io(operation: "read", path: path, code: EISDIR))) {
            try journal.open(storageError: Wrapped.storage) { _, _ throws(Wrapped) in }
        }
    }

    // MARK: Failed writes and power cuts

    @Test(
        "a failed append or sync leaves the length unchanged and refuses every write until reopened",
        arguments: [(0, "append"), (1, "fsync")])
    func failedWrite(crashPoint: Int, operation: String) throws {
        let io = SimulatedFileIO()
        var (journal, _) = try Self.open(io)
        try Self.commit([Self.payload(1)], to: &journal)
        let length = journal.length
        io.crashAfter = crashPoint
        #expect(throws: Self.crash(operation, Self.path)) { try Self.commit([Self.payload(2)], to: &journal) }
        io.crashAfter = nil
        #expect(journal.length == length)
        #expect(journal.isBroken)
        #expect(throws: LibraryError.needsReopen) { try journal.makeBatch() }
        #expect(throws: LibraryError.needsReopen) { try journal.commit(Journal.Batch(startingAt: length)) }
        #expect(throws: LibraryError.needsReopen) {
            try journal.rewrite(with: Journal.Batch(startingAt: 0), via: "tmp")
        }
        #expect(throws: LibraryError.needsReopen) {
            try journal.checkpoint(snapshot: [], as: "snap", via: "snap.tmp", continuingIn: "next.log")
        }
        // Unsynced bytes may vanish in a power cut; the acknowledged record never does.
        #expect(try Self.open(io.afterPowerCut(.lose)).1 == [Self.payload(1)])
        var (reopened, _) = try Self.open(io)
        try Self.commit([Self.payload(3)], to: &reopened)
        #expect(try Self.open(io).1.last == Self.payload(3))
    }

    @Test("power cuts during commits never lose an acknowledged record", arguments: SimulatedFileIO.PowerCut.allCases)
    func powerCutDuringCommits(mode: SimulatedFileIO.PowerCut) throws {
        for crashPoint in 0..<30 {
            let io = SimulatedFileIO()
            var (journal, _) = try Self.open(io)
            io.crashAfter = crashPoint
            var acknowledged: [[UInt8]] = []
            for number in 0..<12 {
                let batch = [Self.payload(number), Self.payload(100 + number)]
                do {
                    try Self.commit(batch, to: &journal)
                    acknowledged += batch
                } catch {
                    break
                }
            }
            let survivor = io.afterPowerCut(mode, seed: UInt64(crashPoint))
            var (reopened, recovered) = try Self.open(survivor)
            #expect(Array(recovered.prefix(acknowledged.count)) == acknowledged, "crash after \(crashPoint)")
            let written = (0..<12).flatMap { [Self.payload($0), Self.payload(100 + $0)] }
            #expect(Array(written.prefix(recovered.count)) == recovered, "crash after \(crashPoint)")
            try Self.commit([Self.payload(999)], to: &reopened)
            #expect(try Self.open(survivor).1 == recovered + [Self.payload(999)])
        }
    }

    @Test("a power cut after every step of a rewrite leaves the old or the new journal whole")
    func powerCutDuringRewrite() throws {
        for mode in SimulatedFileIO.PowerCut.allCases {
            for step in 0...4 {
                let io = SimulatedFileIO()
                var (journal, _) = try Self.open(io)
                let old = (1...30).map(Self.payload)
                try Self.commit(old, to: &journal)
                var batch = Journal.Batch(startingAt: 0)
                let kept = Array(old.suffix(5))
                for payload in kept { batch.append(payload) }
                io.crashAfter = step
                do { try journal.rewrite(with: batch, via: "test.log.tmp") } catch {}
                let recovered = try Self.open(io.afterPowerCut(mode, seed: UInt64(step))).1
                #expect(recovered == old || recovered == kept, "\(mode), cut after step \(step)")
                if step == 4 { #expect(recovered == kept) }
            }
        }
    }

    /// A store as the library builds one: a snapshot file (`snap`: a generation byte, then the
    /// framed records) and the journal `j-<generation>.log`.
    static func openStore(_ io: SimulatedFileIO) throws -> (Journal, UInt8, [[UInt8]]) {
        var generation: UInt8 = 0
        var records: [[UInt8]] = []
        if let snapshot = io.contents(directory + "/snap"), let first = snapshot.first {
            generation = first
            records = LogReader.read(Array(snapshot.dropFirst())).records.map(\.payload)
        }
        let (journal, replayed) = try open(io, name: "j-\(generation).log")
        return (journal, generation, records + replayed)
    }

    @Test(
        "a power cut after every step of a checkpoint keeps every record", arguments: SimulatedFileIO.PowerCut.allCases)
    func powerCutDuringCheckpoint(mode: SimulatedFileIO.PowerCut) throws {
        for step in 0...8 {
            let io = SimulatedFileIO()
            var (journal, generation, _) = try Self.openStore(io)
            let records = (1...20).map(Self.payload)
            try Self.commit(records, to: &journal)
            var framed: [UInt8] = [generation + 1]
            var offset = 0
            for record in records { LogFormat.append(record, to: &framed, blockOffset: &offset) }
            io.crashAfter = step
            do {
                try journal.checkpoint(
                    snapshot: framed, as: "snap", via: "snap.tmp", continuingIn: "j-\(generation + 1).log")
                generation += 1
            } catch {}
            let (_, recoveredGeneration, recovered) = try Self.openStore(io.afterPowerCut(mode, seed: UInt64(step)))
            #expect(recovered == records, "\(mode), cut after step \(step)")
            if step == 8 {
                #expect(recoveredGeneration == 1)
                #expect(journal.name == "j-1.log")
                #expect(journal.length == 0)
            }
        }
    }
}
