#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension QRLibrary {
    /// The backup format's name, written in every backup's `format` member.
    public static let backupFormat = "QRBookBackup"
    /// The backup format version this library writes and the newest it reads.
    public static let backupVersion = 1
    /// The largest backup, in bytes, that restoring reads (64 MiB).
    public static let maximumBackupSize = 64 << 20

    /// What a merge did.
    public struct MergeSummary: Equatable, Sendable {
        /// Records of the backup that were not in the library.
        public var added = 0
        /// Records the backup held a later version of (a later `updatedAt`).
        public var updated = 0
        /// Records the library already held in the same or a later version.
        public var unchanged = 0
    }

    /// The document a backup holds.
    struct BackupDocument: Codable {
        var format: String
        var version: Int
        var exportedAt: String
        var defaults: Defaults
        var records: [QRRecord]
    }

    /// Just enough of a backup to check its format and version before reading the rest.
    private struct BackupHeader: Decodable {
        var format: String?
        var version: Int?
    }

    /// The library as a versioned JSON document: `format` (``backupFormat``), `version`
    /// (``backupVersion``), `exportedAt`, `defaults` (`errorCorrection`, `sizePx`,
    /// `brightnessBoost`) and `records`, each with the app model's keys. Pretty-printed with
    /// sorted keys, so backups of equal libraries are equal bytes.
    ///
    /// - Throws: ``QRLibraryError/invalidField(field:reason:)`` naming `exportedAt` for an
    ///   instant outside years 1 to 9999.
    /// - Complexity: O(n) in the library's size.
    public func backupJSON(at instant: Date = Date()) throws(QRLibraryError) -> [UInt8] {
        let document = BackupDocument(
            format: Self.backupFormat, version: Self.backupVersion,
            exportedAt: ISO8601Timestamp.format(try QRRecord.wholeSeconds(instant, field: "exportedAt")),
            defaults: defaults, records: records)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(document))
        } catch {
            // Records hold strings, integers, booleans and validated dates only, which always encode.
            throw .invalidField(field: "records", reason: "cannot be encoded: \(error)")
        }
    }

    /// A library restored from a backup made by ``backupJSON(at:)`` (its records and defaults).
    ///
    /// - Throws: ``QRLibraryError/unsupportedBackupVersion(found:supported:)`` for a newer format;
    ///   ``QRLibraryError/damagedBackup(reason:)`` for bytes that are not a QR Book backup
    ///   (truncated or malformed JSON, a missing member or a wrong type, naming the coding path,
    ///   a repeated id, more than ``maximumBackupSize`` bytes);
    ///   ``QRLibraryError/invalidField(field:reason:)`` for a record that breaks a rule, naming
    ///   it as `records[3].title`.
    /// - Complexity: O(n) in the backup's size.
    public init(backupJSON bytes: [UInt8]) throws(QRLibraryError) {
        let document = try Self.readBackup(bytes)
        self.init(defaults: document.defaults)
        for record in document.records { store(record) }
    }

    /// Merges a backup into the library by record id, last writer wins: a record of the backup
    /// replaces the library's record with the same id only when its ``QRRecord/updatedAt`` is
    /// later (on a tie the library's copy stays); records of the backup with new ids are added
    /// at the end. Records only in the library are kept (a backup carries no deletions), and the
    /// library keeps its own ``defaults``. This is the rule CloudKit sync follows, so a backup
    /// restored on any device converges to the same records.
    ///
    /// The whole backup is read and checked before anything changes: when this throws, the
    /// library is untouched.
    ///
    /// - Returns: How many records were added, updated and left unchanged.
    /// - Throws: The errors of ``init(backupJSON:)``.
    /// - Complexity: O(n) in the backup's size.
    @discardableResult
    public mutating func merge(backupJSON bytes: [UInt8]) throws(QRLibraryError) -> MergeSummary {
        let document = try Self.readBackup(bytes)
        var summary = MergeSummary()
        for incoming in document.records {
            if let existing = self[incoming.id] {
                if incoming.updatedAt > existing.updatedAt {
                    store(incoming)
                    summary.updated += 1
                } else {
                    summary.unchanged += 1
                }
            } else {
                store(incoming)
                summary.added += 1
            }
        }
        return summary
    }

    /// Reads and checks a whole backup document.
    static func readBackup(_ bytes: [UInt8]) throws(QRLibraryError) -> BackupDocument {
        guard bytes.count <= maximumBackupSize else {
            throw .damagedBackup(reason: "it is \(bytes.count) bytes, more than the \(maximumBackupSize) bytes allowed")
        }
        let data = Data(bytes)
        let decoder = JSONDecoder()
        let header: BackupHeader
        do {
            header = try decoder.decode(BackupHeader.self, from: data)
        } catch {
            throw .damagedBackup(reason: describe(error))
        }
        guard header.format == backupFormat else {
            throw .damagedBackup(
                reason: "it is not a QR Book backup (format is \(header.format.map { "\"\($0)\"" } ?? "missing"))")
        }
        guard let version = header.version else { throw .damagedBackup(reason: "it has no version") }
        guard version <= backupVersion else {
            throw .unsupportedBackupVersion(found: version, supported: backupVersion)
        }
        guard version >= 1 else { throw .damagedBackup(reason: "version \(version) does not exist") }
        let document: BackupDocument
        do {
            document = try decoder.decode(BackupDocument.self, from: data)
        } catch let error as QRLibraryError {
            throw error
        } catch {
            throw .damagedBackup(reason: describe(error))
        }
        guard QRRecord.allowedSizes.contains(document.defaults.sizePx) else {
            throw .invalidField(field: "defaults.sizePx", reason: "\(document.defaults.sizePx) is not 256, 512 or 1024")
        }
        var seen: [UUID: Int] = [:]
        for (index, record) in document.records.enumerated() {
            if let first = seen.updateValue(index, forKey: record.id) {
                throw .damagedBackup(
                    reason: "records[\(index)] repeats the id \(record.id.uuidString) of records[\(first)]")
            }
        }
        return document
    }

    /// A phrase saying where and why decoding failed.
    private static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
                .joined()
            return text.isEmpty ? "the document" : String(text.hasPrefix(".") ? text.dropFirst() : Substring(text))
        }
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "it is not valid JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
                : "\(path(context)) is malformed: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            return "\(path(context)) lacks \"\(key.stringValue)\""
        case DecodingError.typeMismatch(let type, let context):
            return "\(path(context)) is not of type \(type): \(context.debugDescription)"
        case DecodingError.valueNotFound(let type, let context):
            return "\(path(context)) is null where \(type) is required"
        default:
            return "\(error)"
        }
    }
}
