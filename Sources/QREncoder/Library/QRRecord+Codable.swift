#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension QRRecord: Codable {
    /// The JSON keys: exactly the field names of the app's model.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, data
        case kind = "type"
        case isFavorite, errorCorrection, sizePx, oneTimeUse, expiresAt, scanCount, brightnessBoostDefault
        case createdAt, updatedAt, lastUsed, tagsRaw
    }

    /// Reads a record: dates as ISO 8601 text (a fraction is dropped, any zone offset applied),
    /// `errorCorrection` as its letter, `tagsRaw` normalised; then checks every rule.
    ///
    /// `expiresAt` may be absent or `null`. Every other key is required.
    ///
    /// - Throws: `DecodingError` for a missing key or a wrong type;
    ///   ``QRLibraryError/invalidField(field:reason:)`` for a value that breaks a rule, naming the
    ///   key with its place in the document (`records[3].sizePx`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = decoder.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            .joined()
        let prefix = path.hasPrefix(".") ? String(path.dropFirst()) + "." : path.isEmpty ? "" : path + "."
        func date(_ key: CodingKeys) throws -> Date {
            let text = try container.decode(String.self, forKey: key)
            guard let date = ISO8601Timestamp.parse(text) else {
                throw QRLibraryError.invalidField(
                    field: prefix + key.rawValue, reason: "\"\(text.prefix(40))\" is not an ISO 8601 date-time")
            }
            return date
        }
        let expiresAt: Date?
        if try !container.contains(.expiresAt) || container.decodeNil(forKey: .expiresAt) {
            expiresAt = nil
        } else {
            expiresAt = try date(.expiresAt)
        }
        do {
            try self.init(
                id: try container.decode(UUID.self, forKey: .id),
                title: try container.decode(String.self, forKey: .title),
                data: try container.decode(String.self, forKey: .data),
                kind: try container.decode(QRKind.self, forKey: .kind),
                isFavorite: try container.decode(Bool.self, forKey: .isFavorite),
                errorCorrection: try container.decode(QRErrorCorrection.self, forKey: .errorCorrection),
                sizePx: try container.decode(Int.self, forKey: .sizePx),
                oneTimeUse: try container.decode(Bool.self, forKey: .oneTimeUse),
                expiresAt: expiresAt,
                scanCount: try container.decode(Int.self, forKey: .scanCount),
                brightnessBoostDefault: try container.decode(Bool.self, forKey: .brightnessBoostDefault),
                createdAt: try date(.createdAt),
                updatedAt: try date(.updatedAt),
                lastUsed: try date(.lastUsed),
                tags: QRTagList.split(try container.decode(String.self, forKey: .tagsRaw)))
        } catch let error as QRLibraryError {
            guard case .invalidField(let field, let reason) = error else { throw error }
            throw QRLibraryError.invalidField(field: prefix + field, reason: reason)
        }
    }

    /// Writes the record with the app model's keys; dates as `2025-03-14T15:30:00Z`,
    /// `expiresAt` left out when `nil`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(data, forKey: .data)
        try container.encode(kind, forKey: .kind)
        try container.encode(isFavorite, forKey: .isFavorite)
        try container.encode(errorCorrection, forKey: .errorCorrection)
        try container.encode(sizePx, forKey: .sizePx)
        try container.encode(oneTimeUse, forKey: .oneTimeUse)
        if let expiresAt { try container.encode(ISO8601Timestamp.format(expiresAt), forKey: .expiresAt) }
        try container.encode(scanCount, forKey: .scanCount)
        try container.encode(brightnessBoostDefault, forKey: .brightnessBoostDefault)
        try container.encode(ISO8601Timestamp.format(createdAt), forKey: .createdAt)
        try container.encode(ISO8601Timestamp.format(updatedAt), forKey: .updatedAt)
        try container.encode(ISO8601Timestamp.format(lastUsed), forKey: .lastUsed)
        try container.encode(tagsRaw, forKey: .tagsRaw)
    }
}
