#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// QR Book's library: the saved codes, the settings defaults for new ones, and the queries and
/// rules of the app's screens.
///
/// A value type: copy it, change the copy, and keep the old one for undo. Every mutation checks
/// the rules of ``QRRecord`` and leaves the library unchanged when it throws. Each record keeps
/// its folded search text and title sort key, computed when it is added or edited, so that a
/// query over 10,000 records takes a few milliseconds.
///
/// ```swift
/// var library = QRLibrary()
/// let wifi = try library.add(title: "Home Wi-Fi", data: "WIFI:T:WPA;S:Home;P:secret123;;", tags: ["home"])
/// try library.recordUse(wifi.id)
/// let found = library.records(matching: QRLibrary.Query(text: "home wifi"))
/// ```
public struct QRLibrary: Sendable, Equatable {
    /// A record with the keys its queries use.
    struct Entry: Sendable {
        var record: QRRecord
        /// Folded title, data and tags, separated by line feeds.
        var searchText: [UInt8]
        /// ``SearchFolding/sortKey(_:)`` of the title.
        var titleKey: [UInt8]
        /// Folded tags, for the tag filter.
        var tagKeys: [[UInt8]]

        init(_ record: QRRecord) {
            self.record = record
            var text = SearchFolding.fold(record.title)
            text.append(0x0A)
            text += SearchFolding.fold(record.data)
            for tag in record.tags {
                text.append(0x0A)
                text += SearchFolding.fold(tag)
            }
            searchText = text
            titleKey = SearchFolding.sortKey(record.title)
            tagKeys = record.tags.map(SearchFolding.fold)
        }
    }

    /// The entries in the order records were added.
    private(set) var entries: [Entry] = []
    /// The position of each record in `entries`.
    private var positions: [UUID: Int] = [:]

    /// The settings new records start from.
    public var defaults: Defaults

    /// An empty library.
    public init(defaults: Defaults = Defaults()) {
        self.defaults = defaults
    }

    /// A library of `records`, in that order.
    ///
    /// - Throws: ``QRLibraryError/duplicateID(_:)`` for an id given twice, or
    ///   ``QRLibraryError/invalidField(field:reason:)`` for a record that breaks a rule.
    /// - Complexity: O(n) in the records' total size.
    public init(records: [QRRecord], defaults: Defaults = Defaults()) throws(QRLibraryError) {
        self.defaults = defaults
        entries.reserveCapacity(records.count)
        for record in records { try add(record) }
    }

    /// The records in the order they were added.
    public var records: [QRRecord] { entries.map(\.record) }

    /// How many records the library holds.
    public var count: Int { entries.count }

    /// The record with `id`, or `nil`.
    ///
    /// - Complexity: O(1).
    public subscript(id: UUID) -> QRRecord? {
        positions[id].map { entries[$0].record }
    }

    /// Libraries are equal when they hold equal records in the same order and equal defaults.
    public static func == (lhs: QRLibrary, rhs: QRLibrary) -> Bool {
        lhs.defaults == rhs.defaults && lhs.entries.elementsEqual(rhs.entries) { $0.record == $1.record }
    }

    // MARK: Mutations

    /// Adds a record at the end.
    ///
    /// - Throws: ``QRLibraryError/duplicateID(_:)`` when a record with its id exists, or
    ///   ``QRLibraryError/invalidField(field:reason:)`` when it breaks a rule.
    /// - Complexity: O(n) in the record's size.
    public mutating func add(_ record: QRRecord) throws(QRLibraryError) {
        guard positions[record.id] == nil else { throw .duplicateID(record.id) }
        try record.validate()
        positions[record.id] = entries.count
        entries.append(Entry(record))
    }

    /// Creates a record with the library's ``defaults`` and adds it.
    ///
    /// - Parameters:
    ///   - title: The name shown in the library.
    ///   - data: The text to encode.
    ///   - kind: What the data holds; `nil` asks ``QRKind/detect(_:)``.
    ///   - tags: Tags, normalised as ``QRRecord/tags`` describes.
    ///   - instant: The creation instant.
    /// - Returns: The new record.
    /// - Throws: ``QRLibraryError/invalidField(field:reason:)`` naming the field that breaks a rule.
    @discardableResult
    public mutating func add(
        title: String, data: String, kind: QRKind? = nil, tags: [String] = [], at instant: Date = Date()
    ) throws(QRLibraryError) -> QRRecord {
        let record = try QRRecord(
            title: title, data: data, kind: kind, errorCorrection: defaults.errorCorrection, sizePx: defaults.sizePx,
            brightnessBoostDefault: defaults.brightnessBoost, createdAt: instant, tags: tags)
        try add(record)
        return record
    }

    /// Changes a record: `change` edits a copy, which is checked and then stored with
    /// ``QRRecord/updatedAt`` moved forward to `instant`.
    ///
    /// ```swift
    /// try library.edit(id) { $0.title = "Office Wi-Fi"; $0.tags.append("work") }
    /// ```
    ///
    /// - Returns: The stored record.
    /// - Throws: ``QRLibraryError/recordNotFound(id:)``, or
    ///   ``QRLibraryError/invalidField(field:reason:)`` when the edited copy breaks a rule (the
    ///   library keeps the old record).
    /// - Complexity: O(n) in the record's size.
    @discardableResult
    public mutating func edit(_ id: UUID, at instant: Date = Date(), _ change: (inout QRRecord) -> Void)
        throws(QRLibraryError) -> QRRecord
    {
        guard let position = positions[id] else { throw .recordNotFound(id: id) }
        var record = entries[position].record
        change(&record)
        if let expiresAt = record.expiresAt {
            record.expiresAt = try QRRecord.wholeSeconds(expiresAt, field: "expiresAt")
        }
        try record.validate()
        try record.touch(at: instant)
        entries[position] = Entry(record)
        return record
    }

    /// Removes a record.
    ///
    /// - Returns: The removed record.
    /// - Throws: ``QRLibraryError/recordNotFound(id:)``.
    /// - Complexity: O(n) in the number of records.
    @discardableResult
    public mutating func delete(_ id: UUID) throws(QRLibraryError) -> QRRecord {
        guard let position = positions.removeValue(forKey: id) else { throw .recordNotFound(id: id) }
        let removed = entries.remove(at: position).record
        for index in position..<entries.count { positions[entries[index].record.id] = index }
        return removed
    }

    /// Flips a record's ``QRRecord/isFavorite`` and moves its ``QRRecord/updatedAt`` forward.
    ///
    /// - Returns: The new value of `isFavorite`.
    /// - Throws: ``QRLibraryError/recordNotFound(id:)``.
    /// - Complexity: O(n) in the record's size.
    @discardableResult
    public mutating func toggleFavorite(_ id: UUID, at instant: Date = Date()) throws(QRLibraryError) -> Bool {
        try edit(id, at: instant) { $0.isFavorite.toggle() }.isFavorite
    }

    /// Records a use of a code (see ``QRRecord/recordUse(at:)``).
    ///
    /// - Returns: The updated record.
    /// - Throws: ``QRLibraryError/recordNotFound(id:)`` or ``QRLibraryError/notActive(id:status:)``.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func recordUse(_ id: UUID, at instant: Date = Date()) throws(QRLibraryError) -> QRRecord {
        guard let position = positions[id] else { throw .recordNotFound(id: id) }
        try entries[position].record.recordUse(at: instant)
        return entries[position].record
    }

    /// Replaces or appends a record that is known to be valid (used by merging).
    mutating func store(_ record: QRRecord) {
        if let position = positions[record.id] {
            entries[position] = Entry(record)
        } else {
            positions[record.id] = entries.count
            entries.append(Entry(record))
        }
    }
}

extension QRLibrary {
    /// The settings a new record starts from, kept in backups.
    public struct Defaults: Codable, Equatable, Sendable {
        /// The error correction level of new records.
        public var errorCorrection: QRErrorCorrection
        /// The image size of new records: 256, 512 or 1024.
        public var sizePx: Int
        /// Whether new records raise the screen brightness when shown.
        public var brightnessBoost: Bool

        /// Settings with the app's defaults: level M, 512 pixels, brightness boost on.
        public init(errorCorrection: QRErrorCorrection = .medium, sizePx: Int = 512, brightnessBoost: Bool = true) {
            self.errorCorrection = errorCorrection
            self.sizePx = sizePx
            self.brightnessBoost = brightnessBoost
        }
    }
}
