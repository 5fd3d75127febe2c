#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One saved code of QR Book's library: the text it encodes, how to draw it, and its history.
///
/// The fields are those of the app's model, one for one, so a SwiftData or CloudKit model maps a
/// record without conversion; ``QRRecord`` encodes to JSON with exactly the model's keys
/// (`type` for ``kind``, `tagsRaw` for ``tags``, ISO 8601 dates).
///
/// Rules, checked by the initialiser, by ``validate()`` and by every ``QRLibrary`` mutation (each
/// failure is ``QRLibraryError/invalidField(field:reason:)`` naming the JSON key):
/// - `title`: 1 to 200 characters, not only spaces, no control characters.
/// - `data`: not empty, and small enough for a version 40 symbol at `errorCorrection`.
/// - `sizePx`: 256, 512 or 1024 (``allowedSizes``).
/// - `expiresAt`: after `createdAt`.
/// - `scanCount`: not negative.
/// - dates: within years 1 to 9999, kept to the whole second (see the note below).
/// - tags: at most 50 tags of at most 50 characters, no commas and no control characters.
///
/// Dates are rounded down to whole seconds when they enter a record, because ISO 8601 text with
/// whole seconds is what `JSONEncoder`'s `.iso8601` strategy writes and reads: a record survives
/// a JSON round trip exactly, and an app can decode backups with the stock strategy.
///
/// ```swift
/// var record = try QRRecord(title: "Home Wi-Fi", data: "WIFI:T:WPA;S:Home;P:secret123;;", tags: ["home"])
/// record.kind          // .wifi, detected from the data
/// try record.recordUse(at: Date())
/// record.scanCount     // 1
/// ```
public struct QRRecord: Sendable, Identifiable, Equatable {
    /// The sizes, in pixels, the app renders a code at.
    public static let allowedSizes = [256, 512, 1024]
    /// The most characters a title may have.
    public static let maximumTitleLength = 200
    /// The most tags a record may have.
    public static let maximumTagCount = 50
    /// The most characters a tag may have.
    public static let maximumTagLength = 50

    /// The record's identity, stable across devices and backups.
    public let id: UUID
    /// The name shown in the library.
    public var title: String
    /// The text the code encodes.
    public var data: String
    /// What the data holds (JSON key `type`).
    public var kind: QRKind
    /// Whether the record is in the Favorites list.
    public var isFavorite: Bool
    /// The error correction level to encode at.
    public var errorCorrection: QRErrorCorrection
    /// The side of the rendered image in pixels: 256, 512 or 1024.
    public var sizePx: Int
    /// Whether the code may be shown or scanned once only.
    public var oneTimeUse: Bool
    /// When the code stops being valid, or `nil` for never.
    public var expiresAt: Date?
    /// How many times a use was recorded.
    public internal(set) var scanCount: Int
    /// Whether the fullscreen view raises the screen brightness for this code.
    public var brightnessBoostDefault: Bool
    /// When the record was created.
    public let createdAt: Date
    /// When the record last changed; the later copy wins when backups and devices merge.
    public internal(set) var updatedAt: Date
    /// When a use was last recorded; `createdAt` until the first use.
    public internal(set) var lastUsed: Date
    /// The tags in canonical form (see ``tags``).
    private var canonicalTags: [String]

    /// Creates a record and checks every rule.
    ///
    /// - Parameters:
    ///   - id: The identity; a new one by default.
    ///   - title: The name shown in the library.
    ///   - data: The text to encode.
    ///   - kind: What the data holds; `nil` asks ``QRKind/detect(_:)``.
    ///   - isFavorite: Whether the record is a favorite.
    ///   - errorCorrection: The level to encode at.
    ///   - sizePx: 256, 512 or 1024.
    ///   - oneTimeUse: Whether the code may be used once only.
    ///   - expiresAt: When the code expires, or `nil`.
    ///   - scanCount: Uses recorded so far.
    ///   - brightnessBoostDefault: Whether to raise the brightness when showing it.
    ///   - createdAt: The creation instant; now by default.
    ///   - updatedAt: The last change; `createdAt` when `nil`.
    ///   - lastUsed: The last recorded use; `createdAt` when `nil`.
    ///   - tags: Tags, normalised as ``tags`` describes.
    /// - Throws: ``QRLibraryError/invalidField(field:reason:)`` naming the first field that breaks
    ///   a rule.
    /// - Complexity: O(n) in the data and tags.
    public init(
        id: UUID = UUID(),
        title: String,
        data: String,
        kind: QRKind? = nil,
        isFavorite: Bool = false,
        errorCorrection: QRErrorCorrection = .medium,
        sizePx: Int = 512,
        oneTimeUse: Bool = false,
        expiresAt: Date? = nil,
        scanCount: Int = 0,
        brightnessBoostDefault: Bool = true,
        createdAt: Date = Date(),
        updatedAt: Date? = nil,
        lastUsed: Date? = nil,
        tags: [String] = []
    ) throws(QRLibraryError) {
        let created = try Self.wholeSeconds(createdAt, field: "createdAt")
        self.id = id
        self.title = title
        self.data = data
        self.kind = kind ?? QRKind.detect(data)
        self.isFavorite = isFavorite
        self.errorCorrection = errorCorrection
        self.sizePx = sizePx
        self.oneTimeUse = oneTimeUse
        self.expiresAt = try expiresAt.map { date throws(QRLibraryError) in
            try Self.wholeSeconds(date, field: "expiresAt")
        }
        self.scanCount = scanCount
        self.brightnessBoostDefault = brightnessBoostDefault
        self.createdAt = created
        self.updatedAt = try Self.wholeSeconds(updatedAt ?? created, field: "updatedAt")
        self.lastUsed = try Self.wholeSeconds(lastUsed ?? created, field: "lastUsed")
        self.canonicalTags = QRTagList.normalized(tags)
        try validate()
    }

    /// The tags: trimmed of spaces, empty ones dropped, duplicates that differ only in case
    /// dropped (the first spelling is kept), order kept.
    ///
    /// Setting normalises the same way. A tag may not contain a comma, because ``tagsRaw`` joins
    /// tags with commas and the app's sync store keeps only that string: ``validate()`` (and so
    /// every library mutation) rejects such a tag rather than escaping it, so that `tagsRaw`
    /// stays readable by a plain `split(separator: ",")` and by store predicates such as
    /// `tagsRaw.contains("Work")`.
    public var tags: [String] {
        get { canonicalTags }
        set { canonicalTags = QRTagList.normalized(newValue) }
    }

    /// The tags joined by commas, the form the app's store keeps: `Work,home,Travel`.
    ///
    /// Always derived from ``tags``. Setting it splits at the commas and normalises, so
    /// `" Work, home ,work,,Travel "` reads back as `Work,home,Travel`.
    public var tagsRaw: String {
        get { canonicalTags.joined(separator: ",") }
        set { canonicalTags = QRTagList.normalized(QRTagList.split(newValue)) }
    }

    /// Checks every rule listed on ``QRRecord``.
    ///
    /// - Throws: ``QRLibraryError/invalidField(field:reason:)`` naming the first field that breaks
    ///   a rule.
    /// - Complexity: O(n) in the title, data and tags.
    public func validate() throws(QRLibraryError) {
        try Self.validateTitle(title)
        try Self.validateData(data, correction: errorCorrection)
        guard Self.allowedSizes.contains(sizePx) else {
            throw .invalidField(field: "sizePx", reason: "\(sizePx) is not 256, 512 or 1024")
        }
        if let expiresAt {
            _ = try Self.wholeSeconds(expiresAt, field: "expiresAt")
            guard expiresAt > createdAt else {
                throw .invalidField(field: "expiresAt", reason: "is not after createdAt")
            }
        }
        guard scanCount >= 0 else { throw .invalidField(field: "scanCount", reason: "\(scanCount) is negative") }
        try QRTagList.validate(canonicalTags)
    }

    static func validateTitle(_ title: String) throws(QRLibraryError) {
        guard title.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            throw .invalidField(field: "title", reason: "is empty")
        }
        // Checking the byte count first keeps a hostile 10 MB title from being counted in full.
        if title.utf8.count > maximumTitleLength,
            title.utf8.count > maximumTitleLength * 64 || title.count > maximumTitleLength
        {
            throw .invalidField(field: "title", reason: "is longer than \(maximumTitleLength) characters")
        }
        if let bad = title.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .invalidField(
                field: "title", reason: "contains control character U+\(PayloadText.hex(Int(bad.value), width: 4))")
        }
    }

    /// Checks that `data` is not empty and fits a version 40 symbol at `correction`, with the
    /// segmentation ``QRCode/init(encoding:correction:versions:mask:boostCorrection:)-(String,_,_,_,_)``
    /// uses.
    static func validateData(_ data: String, correction: QRErrorCorrection) throws(QRLibraryError) {
        guard !data.isEmpty else { throw .invalidField(field: "data", reason: "is empty") }
        let capacity = SymbolGeometry.dataCodewords(version: 40, correction: correction) * 8
        let bytes = data.utf8.count
        // One byte-mode segment (4 + 16 + 8n bits) is an upper bound of the optimal segmentation.
        if 20 + 8 * bytes <= capacity { return }
        // Numeric mode, the densest, needs at least 10 bits per 3 characters.
        guard bytes <= 7_089 else {
            throw .invalidField(field: "data", reason: "is \(bytes) bytes, more than any QR Code holds")
        }
        let segments = QRSegment.optimalSegments(Array(data.unicodeScalars), version: 40, allowKanji: true)
        guard let used = QRSegment.totalBits(segments, version: 40), used <= capacity else {
            throw .invalidField(
                field: "data",
                reason: "does not fit a version 40 symbol at level \(correction); lower the level or shorten it")
        }
    }

    /// `date` rounded down to the second, or an error naming `field` when it is outside years
    /// 1 to 9999.
    static func wholeSeconds(_ date: Date, field: String) throws(QRLibraryError) -> Date {
        guard let whole = ISO8601Timestamp.wholeSeconds(date) else {
            throw .invalidField(field: field, reason: "is not a date within years 1 to 9999")
        }
        return whole
    }
}
