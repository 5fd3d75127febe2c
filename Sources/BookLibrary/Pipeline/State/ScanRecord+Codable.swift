#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The journal form of a scan record, version 1:
///
/// ```json
/// {"version": 1, "id": "…", "capturedAt": 0, "updatedAt": 0, "photos": [{"file": "…", "filename": "…"}],
///  "attempts": 0, "notBefore": null, "books": [],
///  "state": {"name": "accepted", "ticket": {"jobId": "…", "token": "…", "streamUrl": "…", "acceptedAt": 0}}}
/// ```
///
/// `state.name` is one of the ``ScanState/name`` values; `until` goes with
/// `waitingForRateLimit`, `reason` with `failedRetryable` and `rejected`, `ticket` with
/// `accepted`, `streaming` and `resultsReceived`, `jobId` with `saved`. Dates use the encoder's
/// date strategy. Decoding a record of another version throws ``ScanStateError/unsupportedVersion(_:)``.
extension ScanRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, id, capturedAt, updatedAt, photos, attempts, notBefore, books, state
    }

    private enum StateKeys: String, CodingKey {
        case name, until, reason, ticket
        case jobID = "jobId"
    }

    /// Reads a journaled record.
    /// - Throws: ``ScanStateError`` for another version or an unknown state, or a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else { throw ScanStateError.unsupportedVersion(version) }
        id = try container.decode(UUID.self, forKey: .id)
        capturedAt = try container.decode(Date.self, forKey: .capturedAt)
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt) ?? capturedAt
        photos = try container.decode([UploadPhoto].self, forKey: .photos)
        attempts = try container.decodeIfPresent(Int.self, forKey: .attempts) ?? 0
        notBefore = try container.decodeIfPresent(Date.self, forKey: .notBefore)
        books = try container.decodeIfPresent([RecognizedBook].self, forKey: .books) ?? []
        let stateContainer = try container.nestedContainer(keyedBy: StateKeys.self, forKey: .state)
        let name = try stateContainer.decode(String.self, forKey: .name)
        switch name {
        case "captured": state = .captured
        case "offlineQueued": state = .offlineQueued
        case "uploading": state = .uploading
        case "waitingForRateLimit":
            state = .waitingForRateLimit(until: try stateContainer.decode(Date.self, forKey: .until))
        case "failedRetryable":
            state = .failedRetryable(reason: try stateContainer.decode(String.self, forKey: .reason))
        case "rejected": state = .rejected(reason: try stateContainer.decode(String.self, forKey: .reason))
        case "accepted": state = .accepted(try stateContainer.decode(ScanJobTicket.self, forKey: .ticket))
        case "streaming": state = .streaming(try stateContainer.decode(ScanJobTicket.self, forKey: .ticket))
        case "resultsReceived":
            state = .resultsReceived(try stateContainer.decode(ScanJobTicket.self, forKey: .ticket))
        case "saved": state = .saved(jobID: try stateContainer.decode(String.self, forKey: .jobID))
        case "cleanedUp": state = .cleanedUp
        default: throw ScanStateError.unknownState(name)
        }
    }

    /// Writes the record in the current format version.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(id, forKey: .id)
        try container.encode(capturedAt, forKey: .capturedAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(photos, forKey: .photos)
        try container.encode(attempts, forKey: .attempts)
        try container.encodeIfPresent(notBefore, forKey: .notBefore)
        try container.encode(books, forKey: .books)
        var stateContainer = container.nestedContainer(keyedBy: StateKeys.self, forKey: .state)
        try stateContainer.encode(state.name, forKey: .name)
        switch state {
        case .waitingForRateLimit(let until): try stateContainer.encode(until, forKey: .until)
        case .failedRetryable(let reason), .rejected(let reason): try stateContainer.encode(reason, forKey: .reason)
        case .accepted(let ticket), .streaming(let ticket), .resultsReceived(let ticket):
            try stateContainer.encode(ticket, forKey: .ticket)
        case .saved(let jobID): try stateContainer.encode(jobID, forKey: .jobID)
        case .captured, .offlineQueued, .uploading, .cleanedUp: break
        }
    }
}
