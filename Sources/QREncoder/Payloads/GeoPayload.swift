/// A location as a `geo:` URI (RFC 5870), which map apps open.
public struct GeoPayload: QRPayload, Equatable {
    /// The `geo:` URI.
    public let payload: String

    /// Builds the URI from coordinates in millionths of a degree (so that no floating-point
    /// formatting is involved): latitude −90 000 000...90 000 000, longitude −180 000 000...180 000 000.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the coordinate.
    public init(latitudeMicrodegrees: Int, longitudeMicrodegrees: Int) throws(QRCodeError) {
        guard abs(latitudeMicrodegrees) <= 90_000_000 else {
            throw .invalidPayloadField(field: "latitude", reason: "must be within −90...90 degrees")
        }
        guard abs(longitudeMicrodegrees) <= 180_000_000 else {
            throw .invalidPayloadField(field: "longitude", reason: "must be within −180...180 degrees")
        }
        func format(_ micro: Int) -> String {
            (micro < 0 ? "-" : "") + PayloadText.decimal(abs(micro), decimals: 6, trimZeros: true)
        }
        payload = "geo:\(format(latitudeMicrodegrees)),\(format(longitudeMicrodegrees))"
    }
}
