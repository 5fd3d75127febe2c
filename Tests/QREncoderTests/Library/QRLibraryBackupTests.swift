import Foundation
import Testing

@testable import QREncoder

@Suite("QRLibrary backup, merge and CSV")
struct QRLibraryBackupTests {
    @Test("a backup restores the same records and defaults")
    func roundTrip() throws {
        var library = try sampleLibrary()
        library.defaults = .init(errorCorrection: .quartile, sizePx: 256, brightnessBoost: false)
        try library.edit(library.records[0].id, at: march14 + 10_000) { $0.expiresAt = march14 + 20_000 }
        let bytes = try library.backupJSON(at: march14)
        #expect(try QRLibrary(backupJSON: bytes) == library)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"format\" : \"QRBookBackup\"") && text.contains("\"version\" : 1"))
        #expect(text.contains("\"exportedAt\" : \"2025-03-14T15:30:00Z\""))
    }

    @Test("merging keeps the later updatedAt per id, adds new records and keeps local ones")
    func merge() throws {
        let base = try sampleLibrary()
        let ids = base.records.map(\.id)
        var phone = base
        try phone.edit(ids[0], at: march14 + 9_000) { $0.title = "Phone's edit" }
        try phone.edit(ids[1], at: march14 + 5_000) { $0.title = "Older edit" }
        try phone.delete(ids[5])
        let extra = try phone.add(title: "New on phone", data: "hello", at: march14 + 9_500)
        var tablet = base
        try tablet.edit(ids[1], at: march14 + 8_000) { $0.title = "Tablet's later edit" }
        let summary = try tablet.merge(backupJSON: try phone.backupJSON(at: march14))
        #expect(summary == .init(added: 1, updated: 1, unchanged: 4))
        #expect(tablet[ids[0]]?.title == "Phone's edit")
        #expect(tablet[ids[1]]?.title == "Tablet's later edit")
        #expect(tablet[ids[5]] != nil && tablet[extra.id]?.title == "New on phone")
        // Merging is idempotent and the defaults stay local.
        let again = tablet
        #expect(try tablet.merge(backupJSON: try phone.backupJSON(at: march14)).added == 0)
        #expect(tablet == again)
    }

    @Test("hostile backups are refused with a reason and leave the library untouched")
    func hostile() throws {
        let sample = try sampleLibrary()
        let valid = try sample.backupJSON(at: march14)
        /// The valid backup with `edit` applied to its text.
        func backup(_ edit: (String) -> String) -> [UInt8] { Array(edit(String(decoding: valid, as: UTF8.self)).utf8) }
        let firstID = sample.records[0].id.uuidString
        let secondID = sample.records[1].id.uuidString
        let cases: [(String, [UInt8], (QRLibraryError) -> Bool)] = [
            (
                "truncated", Array(valid.prefix(valid.count / 2)),
                { if case .damagedBackup = $0 { true } else { false } }
            ),
            ("empty", [], { if case .damagedBackup = $0 { true } else { false } }),
            ("not JSON", Array("QR!".utf8), { if case .damagedBackup = $0 { true } else { false } }),
            (
                "another format", Array(#"{"format":"Other","version":1}"#.utf8),
                { if case .damagedBackup = $0 { true } else { false } }
            ),
            (
                "no version", Array(#"{"format":"QRBookBackup"}"#.utf8),
                { if case .damagedBackup = $0 { true } else { false } }
            ),
            (
                "version 0", Array(#"{"format":"QRBookBackup","version":0}"#.utf8),
                { if case .damagedBackup = $0 { true } else { false } }
            ),
            (
                "future version", Array(#"{"format":"QRBookBackup","version":2,"whatever":[]}"#.utf8),
                { $0 == .unsupportedBackupVersion(found: 2, supported: 1) }
            ),
            (
                "wrong type",
                backup { $0.replacingOccurrences(of: "\"scanCount\" : 0", with: "\"scanCount\" : \"0\"") },
                { if case .damagedBackup(let reason) = $0 { reason.contains("records[0].scanCount") } else { false } }
            ),
            (
                "records not an array",
                Array(
                    #"{"format":"QRBookBackup","version":1,"exportedAt":"x","defaults":{"errorCorrection":"M","sizePx":512,"brightnessBoost":true},"records":{}}"#
                        .utf8),
                { if case .damagedBackup = $0 { true } else { false } }
            ),
            (
                "duplicate ids", backup { $0.replacingOccurrences(of: secondID, with: firstID) },
                { if case .damagedBackup(let reason) = $0 { reason.contains("repeats the id") } else { false } }
            ),
            (
                "invalid record",
                backup { $0.replacingOccurrences(of: "\"title\" : \"item 2\"", with: "\"title\" : \"\"") },
                { $0 == .invalidField(field: "records[3].title", reason: "is empty") }
            ),
            (
                "invalid defaults",
                backup {
                    $0.replacingOccurrences(
                        of: "\"brightnessBoost\" : true,\n    \"errorCorrection\" : \"M\",\n    \"sizePx\" : 512",
                        with: "\"brightnessBoost\" : true,\n    \"errorCorrection\" : \"M\",\n    \"sizePx\" : 500")
                },
                { if case .invalidField(let field, _) = $0 { field == "defaults.sizePx" } else { false } }
            ),
            (
                "10 MB title",
                backup {
                    $0.replacingOccurrences(
                        of: "\"title\" : \"Jane Doe\"",
                        with: "\"title\" : \"" + String(repeating: "A", count: 10_000_000) + "\"")
                },
                { $0 == .invalidField(field: "records[4].title", reason: "is longer than 200 characters") }
            ),
            (
                "too large", valid + [UInt8](repeating: 0x20, count: QRLibrary.maximumBackupSize),
                { if case .damagedBackup = $0 { true } else { false } }
            ),
        ]
        // What each message must name: the offending key path, value, size or version.
        let named: [String: [String]] = [
            "truncated": ["not valid JSON"], "empty": ["not valid JSON"], "not JSON": ["not valid JSON"],
            "another format": ["format is \"Other\""], "no version": ["no version"], "version 0": ["version 0"],
            "future version": ["version 2", "version 1"], "wrong type": ["records[0].scanCount", "Int"],
            "records not an array": ["records is not of type Array"],
            "duplicate ids": ["records[1] repeats the id \(firstID) of records[0]"],
            "invalid record": ["records[3].title", "empty"], "invalid defaults": ["defaults.sizePx", "500"],
            "10 MB title": ["records[4].title", "200 characters"],
            "too large": ["\(valid.count + QRLibrary.maximumBackupSize) bytes", "\(QRLibrary.maximumBackupSize)"],
        ]
        #expect(Set(named.keys) == Set(cases.map(\.0)))
        for (name, bytes, matches) in cases {
            var library = sample
            try library.recordUse(library.records[2].id, at: march14 + 1)
            let before = library
            let error = #expect(throws: QRLibraryError.self, "\(name)") { try library.merge(backupJSON: bytes) }
            #expect(error.map(matches) == true, "\(name): \(String(describing: error))")
            let unchanged = library == before
            #expect(unchanged, "\(name) changed the library")
            #expect((try? QRLibrary(backupJSON: bytes)) == nil, "\(name)")
            for fragment in named[name] ?? [] {
                #expect(error?.description.contains(fragment) == true, "\(name): \(String(describing: error))")
            }
        }
    }

    @Test("CSV export follows RFC 4180 and defangs formulas")
    func csv() throws {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let record = try QRRecord(
            id: id, title: "=HYPERLINK(\"x\")", data: "line one\nline, two", kind: .text, createdAt: march14,
            tags: ["a", "b"])
        let csv = try QRLibrary(records: [record]).csvExport()
        // Written out by hand from RFC 4180 §2: CRLF rows, quotes around fields with , " CR LF,
        // inner quotes doubled; the formula gets a leading apostrophe.
        #expect(
            csv
                == "id,title,data,type,isFavorite,errorCorrection,sizePx,oneTimeUse,expiresAt,scanCount,"
                + "brightnessBoostDefault,createdAt,updatedAt,lastUsed,tagsRaw\r\n"
                + "E621E1F8-C36C-495A-93FC-0C247A3E6E5F,\"'=HYPERLINK(\"\"x\"\")\",\"line one\nline, two\",text,false,M,512,"
                + "false,,0,true,2025-03-14T15:30:00Z,2025-03-14T15:30:00Z,2025-03-14T15:30:00Z,\"a,b\"\r\n")
        #expect(QRLibrary.defanged("-1") == "'-1" && QRLibrary.defanged("a-1") == "a-1")
    }
}

/// A file system that fails at one step, or cuts a write short, to prove the target survives.
final class FailingFileSystem: AtomicFileSystem {
    let real = POSIXFileSystem()
    var failAt: Int
    var step = 0
    var lastTemporary: String?

    init(failAt: Int) { self.failAt = failAt }

    func tick(_ operation: String, _ path: String) throws(QRLibraryError) {
        step += 1
        if step == failAt { throw .fileFailed(operation: operation, path: path, code: 5) }
    }

    func create(_ path: String) throws(QRLibraryError) -> Int32 {
        try tick("create", path)
        lastTemporary = path
        return try real.create(path)
    }

    func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>, path: String) throws(QRLibraryError) -> Int {
        // Write at most 100 bytes at a time, so a failure cuts the file short in the middle.
        try tick("write", path)
        return try real.write(descriptor, bytes.prefix(100), path: path)
    }

    func sync(_ descriptor: Int32, path: String) throws(QRLibraryError) {
        try tick("fsync", path)
        try real.sync(descriptor, path: path)
    }

    func close(_ descriptor: Int32, path: String) throws(QRLibraryError) {
        try tick("close", path)
        try real.close(descriptor, path: path)
    }

    func rename(_ from: String, to: String) throws(QRLibraryError) {
        try tick("rename", from)
        try real.rename(from, to: to)
    }

    func syncDirectory(_ path: String) throws(QRLibraryError) {
        try tick("syncDirectory", path)
        try real.syncDirectory(path)
    }

    func remove(_ path: String) { real.remove(path) }
    func read(_ path: String) throws(QRLibraryError) -> [UInt8] { try real.read(path) }
}

@Suite("Atomic backup files")
struct AtomicFileTests {
    func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "qrbook-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a backup file restores the library")
    func writeAndRead() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let library = try sampleLibrary()
        try library.writeBackup(toFile: directory + "/backup.json", at: march14)
        #expect(try QRLibrary(backupFile: directory + "/backup.json") == library)
        #expect(throws: QRLibraryError.self) { try QRLibrary(backupFile: directory + "/missing.json") }
        #expect(throws: QRLibraryError.self) { try library.writeBackup(toFile: directory + "/no/such/dir/b.json") }
        #expect(AtomicFile.directory(of: "b.json") == "." && AtomicFile.directory(of: "/b.json") == "/")
    }

    @Test("a write cut short at any step leaves the previous backup intact and no temporary file")
    func cutShort() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/backup.json"
        let old = try sampleLibrary()
        try old.writeBackup(toFile: path, at: march14)
        let oldBytes = try POSIXFileSystem().read(path)
        var bigger = old
        for index in 0..<30 { try bigger.add(title: "Extra \(index)", data: "data \(index)", at: march14) }
        let newBytes = try bigger.backupJSON(at: march14)
        var step = 1
        while true {
            let system = FailingFileSystem(failAt: step)
            do {
                try AtomicFile.write(newBytes, to: path, using: system)
                break  // every step passed: the failure point is past the end
            } catch {
                let now = try POSIXFileSystem().read(path)
                // Before the rename the old file stays; once renamed (a failing directory sync)
                // the new one is complete. Never a mix.
                #expect(now == oldBytes || now == newBytes, "step \(step)")
                if let temporary = system.lastTemporary, now == oldBytes {
                    #expect(open(temporary, O_RDONLY) < 0, "step \(step) left \(temporary)")
                }
            }
            step += 1
        }
        #expect(step > 40)
        #expect(try POSIXFileSystem().read(path) == newBytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["backup.json"])
    }
}
