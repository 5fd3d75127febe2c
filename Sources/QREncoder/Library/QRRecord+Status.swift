#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension QRRecord {
    /// Whether a code may be shown and scanned at a given instant.
    public enum Status: String, CaseIterable, Codable, Sendable {
        /// The code may be used.
        case active
        /// The instant is at or past ``QRRecord/expiresAt``.
        case expired
        /// A one-time code whose use was already recorded.
        case used
    }

    /// The status at `instant`: ``Status/used`` for a one-time code with a recorded use (even if
    /// it has also expired since), else ``Status/expired`` at or after ``expiresAt``, else
    /// ``Status/active``.
    ///
    /// - Complexity: O(1).
    public func status(at instant: Date) -> Status {
        if oneTimeUse && scanCount > 0 { return .used }
        if let expiresAt, instant >= expiresAt { return .expired }
        return .active
    }

    /// Records that the code was shown or scanned at `instant`: increments ``scanCount``, sets
    /// ``lastUsed`` and bumps ``updatedAt`` (so the use wins when devices merge). A one-time code
    /// is retired: its status becomes ``Status/used``.
    ///
    /// - Throws: ``QRLibraryError/notActive(id:status:)`` when the code is expired or already
    ///   used; ``QRLibraryError/invalidField(field:reason:)`` for an instant outside years 1 to
    ///   9999. The record is unchanged when it throws.
    /// - Complexity: O(1).
    public mutating func recordUse(at instant: Date) throws(QRLibraryError) {
        let status = status(at: instant)
        guard status == .active else { throw .notActive(id: id, status: status) }
        let now = try Self.wholeSeconds(instant, field: "lastUsed")
        guard scanCount < Int.max else { throw .invalidField(field: "scanCount", reason: "cannot grow further") }
        let updated = try updatedAt(touchedAt: instant)
        scanCount += 1
        lastUsed = max(now, lastUsed)
        updatedAt = updated
    }

    /// Sets ``updatedAt`` to `instant` (to the second), or one second after its current value
    /// when `instant` is not later, so that every change moves `updatedAt` forward and wins a
    /// last-writer-wins merge against the copy it replaced.
    ///
    /// - Throws: ``QRLibraryError/invalidField(field:reason:)`` naming `updatedAt` for an instant
    ///   outside years 1 to 9999.
    mutating func touch(at instant: Date) throws(QRLibraryError) {
        updatedAt = try updatedAt(touchedAt: instant)
    }

    /// The ``updatedAt`` that ``touch(at:)`` would set.
    func updatedAt(touchedAt instant: Date) throws(QRLibraryError) -> Date {
        let now = try Self.wholeSeconds(instant, field: "updatedAt")
        return now > updatedAt ? now : try Self.wholeSeconds(updatedAt.addingTimeInterval(1), field: "updatedAt")
    }
}
